/**
 * For the web's unit tests (Node, not the page: src/testing is left out of the page's type-check):
 * a translator of one language over namespaces read from the locale files as they ship.
 */
import { readFileSync } from "node:fs";
import i18next from "i18next";

/** A namespace's strings in `language`, from src/i18n/locales. */
export function localeStrings(language: string, namespace: string): Record<string, unknown> {
  const file = new URL(`../i18n/locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

/** `t` in `language` over `namespaces` (keys named `namespace:key`). */
export async function translator(
  language: string,
  namespaces: readonly string[],
): Promise<(key: string, options?: Record<string, unknown>) => string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: Object.fromEntries(namespaces.map((ns) => [ns, localeStrings(language, ns)])) },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}
