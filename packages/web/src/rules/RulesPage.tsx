import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../scorers/useDocumentTitle";
import { gameUi, LESSON_UIS } from "../games/registry";
import { lessonPath, RULES_PATH } from "./games";
import { Prose } from "./Prose";
import { Options, useGameInfo } from "./Options";
import { Section } from "./Section";
import "./rules.css";

/** The part every page ends with: how the game is played online (quick match, and its pace). */
const ONLINE = "online";

/** One game's rules page (`/rules/<game>`): its contents, its parts with their figures, its options. */
export function RulesPage({ game, go }: { game: string; go: (to: string) => void }) {
  const rules = gameUi(game)?.rules;
  const { t } = useTranslation(["rules", "common", ...(rules ? [rules.namespace] : [])]);
  // Whether its tables may be turn-based: a game played in turns (its engine's pace); unknown at first.
  const pace = useGameInfo(game).info?.pace;
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
          {pace && <Prose text={t(pace === "turns" ? "online.turnBased" : "online.live")} />}
        </Section>
      </div>
    </main>
  );
}
