import { useTranslation } from "react-i18next";
import { LANGUAGES, toLanguage } from "./index";

/** The language menu on every page: the choice is remembered (local storage) and sets `<html lang>`. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
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
