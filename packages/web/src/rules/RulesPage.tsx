import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../scorers/useDocumentTitle";
import { LESSON_UIS } from "../games/registry";
import { lessonPath, RULES_PATH, TURN_BASED_GAMES, type RulesGame } from "./games";
import { Prose } from "./Prose";
import { Options } from "./Options";
import { Section } from "./Section";
import "./rules.css";

// Each game's rules load with its own cards and scoring (the SET pages need no Tarot deck).
const SetRules = lazy(() => import("./SetRules").then((m) => ({ default: m.SetRules })));
const RuhdRules = lazy(() => import("./RuhdRules").then((m) => ({ default: m.RuhdRules })));
const TarotRules = lazy(() => import("./TarotRules").then((m) => ({ default: m.TarotRules })));
const BuracoRules = lazy(() => import("./BuracoRules").then((m) => ({ default: m.BuracoRules })));

/** The namespaces a game's cards are worded in (their names for screen readers, their letters). */
const CARD_NAMESPACES: Readonly<Record<RulesGame, string>> = {
  "set-classic": "set",
  "set-pc": "set",
  "set-patterns": "set",
  "set-super": "set",
  ruhd: "ruhd",
  tarot: "tarot",
  buraco: "buraco",
};

/** The contents of a page: its parts, by anchor, as each game's body lays them out. */
const CONTENTS: Readonly<Record<RulesGame, readonly string[]>> = {
  "set-classic": [
    "goal",
    "components",
    "what-is-a-set",
    "modes",
    "setup",
    "turn",
    "scoring",
    "end",
    "options",
  ],
  "set-pc": ["goal", "components", "what-is-a-set", "setup", "turn", "scoring", "end", "options"],
  "set-patterns": ["goal", "components", "what-is-a-set", "setup", "turn", "scoring", "end", "options"],
  "set-super": ["goal", "components", "what-is-a-set", "setup", "turn", "scoring", "end", "options"],
  ruhd: ["goal", "components", "setup", "turn", "scoring", "example", "end", "options"],
  tarot: ["goal", "components", "setup", "contracts", "turn", "scoring", "example", "end", "options"],
  buraco: ["goal", "components", "setup", "melds", "threes", "turn", "scoring", "example", "end", "options"],
};

/** The part every page ends with: how the game is played online (quick match, and its pace). */
const ONLINE = "online";

/** One game's rules page (`/rules/<game>`): its contents, its parts with their figures, its options. */
export function RulesPage({ game, go }: { game: RulesGame; go: (to: string) => void }) {
  const { t } = useTranslation(["rules", "common", CARD_NAMESPACES[game]]);
  const title = t(`common:games.${game}.title`);
  // A game with a lesson of its own links it here (the SET family's lesson is linked from its part).
  const lesson = LESSON_UIS.includes(game) ? lessonPath(game) : null;
  useDocumentTitle(t("pageTitle", { game: title }));
  const link = (to: string) => (e: { preventDefault(): void }) => {
    e.preventDefault();
    go(to);
  };
  return (
    <main className="rules rules-page" data-testid="rules-page" data-game={game}>
      <nav className="rules-crumbs" aria-label={t("crumbs")}>
        <a href={RULES_PATH} onClick={link(RULES_PATH)} data-testid="rules-back">
          {t("allRules")}
        </a>
      </nav>
      <header className="rules-header">
        <h1>{t("gameTitle", { game: title })}</h1>
        <p className="rules-lead">{t(`common:games.${game}.summary`)}</p>
        <p>
          <a href="/" className="rules-cta" onClick={link("/")} data-testid="rules-play">
            {t("playLink", { game: title })}
          </a>
          {lesson && (
            <>
              {" "}
              <a href={lesson} className="rules-cta" onClick={link(lesson)} data-testid="rules-lesson">
                {t("lessonLink", { game: title })}
              </a>
            </>
          )}
        </p>
      </header>
      <nav className="rules-contents" aria-labelledby="rules-contents-title">
        <h2 id="rules-contents-title">{t("contents")}</h2>
        <ol>
          {[...CONTENTS[game], ONLINE].map((part) => (
            <li key={part}>
              <a href={`#${part}`}>{t(`parts.${part}`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="rules-body">
        <Suspense fallback={<p>{t("common:loading")}</p>}>
          {game === "ruhd" ? (
            <RuhdRules />
          ) : game === "tarot" ? (
            <TarotRules />
          ) : game === "buraco" ? (
            <BuracoRules />
          ) : (
            <SetRules game={game} go={go} />
          )}
        </Suspense>
        <Section id="options" title={t("parts.options")}>
          <Options game={game} />
        </Section>
        <Section id={ONLINE} title={t("parts.online")}>
          <Prose text={t("online.quickMatch")} />
          <Prose text={t(TURN_BASED_GAMES.includes(game) ? "online.turnBased" : "online.live")} />
        </Section>
      </div>
    </main>
  );
}
