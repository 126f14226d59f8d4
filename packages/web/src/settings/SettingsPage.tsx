import { Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GAME_UIS } from "../games/registry";
import { LANGUAGES, toLanguage } from "../i18n";
import { play, SOUNDS, type SoundName } from "../sound/sound";
import { Icon } from "../ui/Icon";
import { DECKS, MOTIONS, THEMES } from "./settings";
import { useSettings } from "./useSettings";
import "./settings.css";

/** The games' parts of the page: the deck style's preview (the first game that gives one) and their keys. */
const GAMES = Object.values(GAME_UIS);
const PREVIEW = GAMES.find((ui) => ui.settings?.deckPreview);
const KEYS = GAMES.flatMap((ui) => (ui.settings?.Keys ? [ui.settings.Keys] : []));

/** How long "… saved." stays in view after a change (ms): long enough to read, then out of the way. */
const SAVED_SHOWN_MS = 4_000;

/** One choice of a radio group: its value, its words, maybe a line of help and its language. */
interface Option<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly help?: string;
  readonly lang?: string;
}

/** A radio group: a fieldset with its legend, one labelled radio per choice, checked as `value`. */
function Choice<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  help,
  children,
}: {
  readonly name: string;
  readonly legend: string;
  readonly value: T;
  readonly options: readonly Option<T>[];
  readonly onChange: (value: T) => void;
  readonly help?: string;
  readonly children?: ReactNode;
}) {
  return (
    <fieldset className="settings-section panel" data-testid={`settings-${name}`}>
      <legend className="settings-legend">{legend}</legend>
      {help && (
        <p className="settings-help" id={`${name}-help`}>
          {help}
        </p>
      )}
      <div className="settings-options">
        {options.map((option) => (
          <label key={option.value} className="settings-option" lang={option.lang}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              data-testid={`${name}-${option.value}`}
            />
            <span className="settings-option-words">
              <span className="settings-option-label">{option.label}</span>
              {option.help && <span className="settings-option-help">{option.help}</span>}
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/**
 * The Settings page (`/settings`): theme, the SET deck's style with a live preview, sounds with a
 * sample of each, animation, the PC Set Game's keys for two players, and the language. Each choice is
 * saved the moment it is made (kept on this device), and a polite status says so.
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation(["settings", "set"]);
  const [settings, change] = useSettings();
  // What was saved last (a new object each time: the same words again still show, and are said).
  const [saved, setSaved] = useState<{ readonly text: string } | null>(null);
  const said = (what: string) => setSaved({ text: t("saved", { what }) });
  useEffect(() => {
    if (saved === null) return;
    const timer = setTimeout(() => setSaved(null), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  // The language chosen shows checked at once, while its words load.
  const [choosing, setChoosing] = useState<string | null>(null);
  const language = choosing ?? toLanguage(i18n.resolvedLanguage ?? i18n.language);

  return (
    <main className="settings-page" data-testid="settings-page">
      <h1>{t("title")}</h1>
      <p className="settings-intro">{t("intro")}</p>

      <Choice
        name="theme"
        legend={t("theme.legend")}
        value={settings.theme}
        options={THEMES.map((value) => ({ value, label: t(`theme.${value}`) }))}
        onChange={(theme) => {
          change({ theme });
          said(t("theme.legend"));
        }}
      />

      <Choice
        name="deck"
        legend={t("deck.legend")}
        value={settings.deck}
        options={DECKS.map((value) => ({ value, label: t(`deck.${value}`), help: t(`deck.${value}Help`) }))}
        onChange={(deck) => {
          change({ deck });
          said(t("deck.legend"));
        }}
      >
        <figure className="deck-preview" data-testid="deck-preview">
          <div className="deck-preview-cards">
            {PREVIEW?.settings?.deckPreview?.map((code) => (
              <div key={code} className="deck-preview-card" data-card={code}>
                <PREVIEW.pieces.Face code={code} />
              </div>
            ))}
          </div>
          <figcaption className="settings-help">{t("deck.preview")}</figcaption>
        </figure>
      </Choice>

      <fieldset className="settings-section panel" data-testid="settings-sound">
        <legend className="settings-legend">{t("sound.legend")}</legend>
        <p className="settings-help">{t("sound.help")}</p>
        <label className="settings-toggle">
          <input
            type="checkbox"
            checked={settings.sound}
            data-testid="sound-on"
            onChange={(event) => {
              const on = event.target.checked;
              change({ sound: on });
              said(t("sound.legend"));
              // Turning sounds on says so in sound (a click is what browsers ask for before any audio).
              if (on) play("turn");
            }}
          />
          <span>{t("sound.on")}</span>
        </label>
        <div className="settings-samples" role="group" aria-labelledby="sound-samples">
          <span id="sound-samples" className="settings-samples-title">
            {t("sound.samples")}
          </span>
          {(Object.keys(SOUNDS) as SoundName[]).map((name) => (
            <button
              key={name}
              type="button"
              className="settings-sample"
              disabled={!settings.sound}
              aria-describedby={settings.sound ? undefined : "sound-samples-off"}
              aria-label={t("sound.play", { name: t(`sound.names.${name}`) })}
              data-testid={`sample-${name}`}
              onClick={() => play(name)}
            >
              <Icon name="play" /> {t(`sound.names.${name}`)}
            </button>
          ))}
        </div>
        {!settings.sound && (
          <p className="settings-help" id="sound-samples-off">
            {t("sound.samplesOff")}
          </p>
        )}
      </fieldset>

      <Choice
        name="motion"
        legend={t("motion.legend")}
        help={t("motion.help")}
        value={settings.motion}
        options={MOTIONS.map((value) => ({ value, label: t(`motion.${value}`) }))}
        onChange={(motion) => {
          change({ motion });
          said(t("motion.legend"));
        }}
      />

      <fieldset className="settings-section panel" data-testid="settings-keys">
        <legend className="settings-legend">{t("keys.legend")}</legend>
        <p className="settings-help">{t("keys.help")}</p>
        <Suspense fallback={<p>{t("common:loading")}</p>}>
          {KEYS.map((Keys, i) => (
            <Keys key={i} onSaved={() => said(t("keys.legend"))} />
          ))}
        </Suspense>
      </fieldset>

      <Choice
        name="language"
        legend={t("language.legend")}
        value={language}
        options={LANGUAGES.map((l) => ({ value: l.code, label: l.name, lang: l.code }))}
        onChange={(code) => {
          setChoosing(code);
          void i18n.changeLanguage(code).then(() => {
            setChoosing(null);
            // Said in the new language.
            setSaved({ text: i18n.t("settings:saved", { what: i18n.t("settings:language.legend") }) });
          });
        }}
      />

      <p className="settings-saved" role="status" aria-live="polite" data-testid="settings-saved">
        {saved?.text}
      </p>
    </main>
  );
}
