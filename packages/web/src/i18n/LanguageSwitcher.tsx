import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, toLanguage } from "./index";

/**
 * Whether the site's header (shell/SiteHeader) already shows the language menu: a page that still
 * writes its own `<LanguageSwitcher />` then shows nothing there, so the page has one menu, in the header.
 */
export const HeaderHasLanguage = createContext(false);

/** The language menu on every page: the choice is remembered (local storage) and sets `<html lang>`. */
export function LanguageSwitcher({ inHeader = false }: { readonly inHeader?: boolean }) {
  const { t, i18n } = useTranslation();
  const headerHasIt = useContext(HeaderHasLanguage);
  if (headerHasIt && !inHeader) return null;
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t("language.label")}</span>
      <select
        data-testid="language"
        value={toLanguage(i18n.resolvedLanguage ?? i18n.language)}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
