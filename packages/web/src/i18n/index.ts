/**
 * The page's languages (i18next with react-i18next). Strings live in `locales/<language>/<namespace>.json`,
 * one namespace per area (`common`: the lobby, the table frame, the replays, errors; a game's own,
 * named by its UI), each loaded when first needed: the namespaces are the files. The language is the one chosen with
 * the switcher (remembered in local storage), else the browser's, else English; `<html lang>` follows it.
 * A key missing in the language in use is reported on the console as an error (the browser tests fail on it).
 */
import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";

/** The languages the site speaks, by their BCP 47 tags (the engine's `Lang`), with their own names. */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "fr", name: "Français" },
  { code: "pt-BR", name: "Português (Brasil)" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];

/** Where the switcher's choice is kept. */
export const LANGUAGE_KEY = "parlor.lang";

/** A detected tag in one of ours: `fr-CA` → `fr`, `pt`/`pt-PT` → `pt-BR`; others as they are. */
export function toLanguage(tag: string): string {
  const lower = tag.toLowerCase();
  const exact = LANGUAGES.find((l) => l.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const base = lower.split("-")[0];
  const byBase = LANGUAGES.find((l) => l.code.toLowerCase().split("-")[0] === base);
  return byBase?.code ?? tag;
}

/** One of ours: the language in use, for the engine's `describe(…, lang)`. */
export function currentLanguage(): Language {
  const code = toLanguage(i18next.resolvedLanguage ?? i18next.language ?? "en");
  return (LANGUAGES.find((l) => l.code === code)?.code ?? "en") as Language;
}

export const i18nReady = i18next
  .use(LanguageDetector)
  .use(initReactI18next)
  .use(
    resourcesToBackend(
      (language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`),
    ),
  )
  .init({
    supportedLngs: LANGUAGES.map((l) => l.code),
    fallbackLng: "en",
    load: "currentOnly",
    // The site's header and shell words load with the first page's, and those of what the lobby and
    // every table show (the name prompt, presence, the rated and practice choices, the table's life,
    // its chat and end): a namespace first asked for later suspends the page that asks, hidden a
    // moment (React shows what suspended no sooner than 300 ms after it hid it).
    ns: ["common", "look", "people", "lifecycle", "ratings", "practice", "chat"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    detection: {
      order: ["localStorage", "navigator"],
      lookupLocalStorage: LANGUAGE_KEY,
      caches: ["localStorage"],
      convertDetectedLanguage: toLanguage,
    },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`Missing translation: ${namespace}:${key} (${languages.join(", ")})`);
    },
    react: { useSuspense: true },
  });

/** The page's document, when there is one (not in unit tests run by Node). */
const page = (globalThis as { document?: { documentElement: { lang: string } } }).document;
const setHtmlLang = (language: string) => {
  if (page) page.documentElement.lang = toLanguage(language);
};
i18next.on("languageChanged", setHtmlLang);
if (i18next.language) setHtmlLang(i18next.language);

export default i18next;
