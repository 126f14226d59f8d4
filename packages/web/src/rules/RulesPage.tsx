import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../scorers/useDocumentTitle";
import { gamesOnce } from "../api";
import { gameUi, LESSON_UIS } from "../games/registry";
import { lessonPath, RULES_PATH } from "./games";
import { Prose } from "./Prose";
import { Options } from "./Options";
import { Section } from "./Section";
import "./rules.css";

/** The part every page ends with: how the game is played online (quick match, and its pace). */
const ONLINE = "online";

/** One game's rules page (`/rules/<game>`): its contents, its parts with their figures, its options. */
export function RulesPage({ game, go }: { game: string; go: (to: string) => void }) {
  const rules = gameUi(game)?.rules;
  const { t } = useTranslation(["rules", "common", ...(rules ? [rules.namespace] : [])]);
  const turns = usePlayedInTurns(game);
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
          {[...(rules?.contents ?? []), "options", ONLINE].map((part) => (
            <li key={part}>
              <a href={`#${part}`}>{t(`parts.${part}`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="rules-body">
        <Suspense fallback={<p>{t("common:loading")}</p>}>
          {rules && <rules.Body game={game} go={go} />}
        </Suspense>
        <Section id="options" title={t("parts.options")}>
          <Options game={game} />
        </Section>
        <Section id={ONLINE} title={t("parts.online")}>
          <Prose text={t("online.quickMatch")} />
          {turns !== null && <Prose text={t(turns ? "online.turnBased" : "online.live")} />}
        </Section>
      </div>
    </main>
  );
}

/**
 * Whether the game is played in turns (its engine's pace, from `/api/games`), so that its tables may
 * be turn-based; null until known.
 */
function usePlayedInTurns(game: string): boolean | null {
  const [turns, setTurns] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    gamesOnce().then(
      (games) => live && setTurns(games.find((g) => g.id === game)?.pace === "turns"),
      () => live && setTurns(null),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return turns;
}
