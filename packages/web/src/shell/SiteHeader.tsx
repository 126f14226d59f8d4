import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { useSettings } from "../settings/useSettings";
import { play } from "../sound/sound";
import { Icon } from "../ui/Icon";
import { LogoMark } from "./Logo";
import { MyGamesLink } from "./MyGamesLink";
import { currentPlace, navPlaces, opensElsewhere } from "./nav";
import { toggledTheme } from "./theme";
import { useShownTheme } from "./useShownTheme";

/**
 * The slim header on every page (at most 56 px tall, so a table still fits 1280×800): the logo (to the
 * lobby), the navigation (Play, Rules, Leaderboards, Settings), the language menu, and always in view:
 * for a person, My games with the count of tables waiting for their move, and two toggles: the theme
 * (light or dark) and the sounds (off on a first visit, `aria-pressed`). On a phone it stays one row:
 * the navigation and the language fold into a menu button.
 */
export function SiteHeader({
  path,
  go,
  firstGame,
}: {
  readonly path: string;
  readonly go: (to: string) => void;
  /** The game whose leaderboard the navigation opens. */
  readonly firstGame: string;
}) {
  const { t } = useTranslation("look");
  const [settings, change] = useSettings();
  const shown = useShownTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const places = navPlaces(firstGame);
  const here = currentPlace(places, path);
  const words = {
    play: t("nav.play"),
    rules: t("nav.rules"),
    leaderboards: t("nav.leaderboards"),
    settings: t("nav.settings"),
  } as const;

  // A new page closes the menu.
  useEffect(() => setMenuOpen(false), [path]);

  const follow = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    setMenuOpen(false);
    go(to);
  };

  const toggleSound = () => {
    const on = !settings.sound;
    change({ sound: on });
    // Turning sounds on says so in sound (a press is what browsers ask for before any audio).
    if (on) play("turn");
  };

  return (
    <header className="site-header" data-testid="site-header">
      <a href="/" className="site-logo" onClick={follow("/")} data-testid="site-logo">
        <LogoMark />
        <span className="site-wordmark">{t("brand")}</span>
      </a>
      <button
        type="button"
        className="icon-button quiet site-menu-button"
        aria-expanded={menuOpen}
        aria-controls="site-menu"
        onClick={() => setMenuOpen((open) => !open)}
        data-testid="site-menu-button"
      >
        <Icon name={menuOpen ? "close" : "menu"} label={t("nav.menu")} />
      </button>
      <div
        id="site-menu"
        className={`site-menu${menuOpen ? " open" : ""}`}
        onKeyDown={(event) => {
          if (event.key === "Escape" && menuOpen) setMenuOpen(false);
        }}
      >
        <nav aria-label={t("nav.label")}>
          <ul className="site-nav">
            {places.map((place) => (
              <li key={place.id}>
                <a
                  href={place.href}
                  onClick={follow(place.href)}
                  aria-current={here === place.id ? "page" : undefined}
                  data-testid={`nav-${place.id}`}
                >
                  <Icon name={place.icon} />
                  <span>{words[place.id]}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher inHeader />
      </div>
      <div className="site-toggles">
        <MyGamesLink path={path} go={go} />
        <button
          type="button"
          className="icon-button quiet"
          onClick={() => change({ theme: toggledTheme(shown) })}
          aria-label={shown === "dark" ? t("theme.toLight") : t("theme.toDark")}
          title={shown === "dark" ? t("theme.toLight") : t("theme.toDark")}
          data-testid="theme-toggle"
          data-shown={shown}
        >
          <Icon name={shown === "dark" ? "moon" : "sun"} />
        </button>
        <button
          type="button"
          className="icon-button quiet"
          aria-pressed={settings.sound}
          onClick={toggleSound}
          title={t("sound.label")}
          data-testid="sound-toggle"
        >
          <Icon name={settings.sound ? "soundOn" : "soundOff"} />
          <span className="visually-hidden">{t("sound.label")}</span>
        </button>
      </div>
    </header>
  );
}
