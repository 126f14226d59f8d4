import { getGame, type AnyGame } from "@parlor/engine";
import i18next from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { problemText } from "../api";
import { gameUi } from "../games/registry";
import { rulesPath } from "../rules/games";
import { useDocumentTitle } from "../scorers/useDocumentTitle";
import { openPracticeTable } from "../table/practice";
import { ExerciseView } from "./Exercises";
import { GuidedDeal } from "./GuidedDeal";
import type { GameLesson } from "./lesson";
import "../rules/rules.css";
import "./learn.css";

/** A game's lesson (learn/lesson.ts) once its code and words are loaded, else null. */
function useLesson(game: string): GameLesson | null {
  const [lesson, setLesson] = useState<GameLesson | null>(null);
  useEffect(() => {
    const load = gameUi(game)?.lesson;
    if (!load) return;
    let live = true;
    // The game's own words first: a lesson may name its cards with them as it is built.
    i18next
      .loadNamespaces(["learn", game])
      .then(load)
      .then(async (loaded) => {
        await i18next.loadNamespaces(loaded.namespace);
        if (live) setLesson(loaded);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [game]);
  return lesson;
}

/**
 * `/learn/<game>`: a game's lesson. Its chapters one after another, each an idea in a few sentences and
 * small exercises the engine checks (pick the cards, choose the answer), then a guided deal against
 * bots with the coach's words and hints, then the way to a real table. The steps are listed at the
 * top; each new exercise's heading takes the focus.
 */
export function LessonPage({ game, go }: { game: string; go: (to: string) => void }) {
  const lesson = useLesson(game);
  const { t } = useTranslation(["learn", "common"]);
  if (!lesson) return <p data-testid="learn-loading">{t("common:loading")}</p>;
  // The engine comes with this page's chunk: its guided deal runs the engine's runner.
  const rules = getGame(game);
  if (!rules) return null;
  return <Lesson game={game} rules={rules} lesson={lesson} go={go} />;
}

/** Where the learner is: a chapter and its exercise, the guided deal, or done. */
type Place =
  | { readonly step: "chapter"; readonly chapter: number; readonly exercise: number }
  | { readonly step: "guided" }
  | { readonly step: "done" };

function Lesson({
  game,
  rules,
  lesson,
  go,
}: {
  game: string;
  rules: AnyGame;
  lesson: GameLesson;
  go: (to: string) => void;
}) {
  const ns = lesson.namespace;
  const { t } = useTranslation(["learn", ns, "common"]);
  const [place, setPlace] = useState<Place>({ step: "chapter", chapter: 0, exercise: -1 });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useDocumentTitle(t(`${ns}:title`));
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [place]);
  const ui = gameUi(game);
  if (!ui) return null;
  const steps = [...lesson.chapters.map((c) => t(`${ns}:chapters.${c.id}.title`)), t(`${ns}:guided.title`)];
  const stepNumber =
    place.step === "chapter" ? place.chapter + 1 : place.step === "guided" ? steps.length : steps.length + 1;

  // From a chapter's words to its first exercise, from each exercise to the next, then the next chapter.
  const next = () => {
    if (place.step !== "chapter") {
      setPlace({ step: "done" });
      return;
    }
    const chapter = lesson.chapters[place.chapter];
    if (chapter && place.exercise + 1 < chapter.exercises.length)
      setPlace({ ...place, exercise: place.exercise + 1 });
    else if (place.chapter + 1 < lesson.chapters.length)
      setPlace({ step: "chapter", chapter: place.chapter + 1, exercise: -1 });
    else setPlace({ step: "guided" });
  };

  const chapter = place.step === "chapter" ? lesson.chapters[place.chapter] : undefined;
  const exerciseIndex = place.step === "chapter" ? place.exercise : -1;
  const exercise = chapter?.exercises[exerciseIndex];
  return (
    <main
      className="rules learn lesson"
      data-testid="lesson"
      data-game={game}
      data-step={place.step === "chapter" ? (chapter?.id ?? "") : place.step}
      data-exercise={exercise?.id ?? ""}
    >
      <header className="rules-header">
        <p className="rules-kicker">{t("learn:kicker")}</p>
        <h1>{t(`${ns}:title`)}</h1>
        {place.step === "chapter" && place.chapter === 0 && place.exercise < 0 && (
          <p className="rules-lead">{t(`${ns}:intro`)}</p>
        )}
      </header>
      <nav aria-label={t("learn:progress")}>
        <ol className="learn-steps" data-testid="learn-steps">
          {steps.map((title, i) => (
            <li
              key={title}
              className={
                i + 1 < stepNumber
                  ? "learn-step done"
                  : i + 1 === stepNumber
                    ? "learn-step now"
                    : "learn-step"
              }
              aria-current={i + 1 === stepNumber ? "step" : undefined}
            >
              <span className="learn-step-number" aria-hidden="true">
                {i + 1}
              </span>{" "}
              <span className="learn-step-label">{title}</span>
            </li>
          ))}
        </ol>
      </nav>
      <section className="learn-panel" aria-labelledby="learn-heading">
        <h2 id="learn-heading" ref={heading} tabIndex={-1} data-testid="learn-heading">
          {place.step === "done"
            ? t("learn:doneTitle")
            : t("learn:stepTitle", { step: stepNumber, steps: steps.length, title: steps[stepNumber - 1] })}
        </h2>
        {chapter && exerciseIndex < 0 && (
          <>
            {t(`${ns}:chapters.${chapter.id}.text`, chapter.values)
              .split("\n\n")
              .map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            <div className="learn-answers">
              <button type="button" className="rules-cta learn-next" onClick={next} data-testid="learn-next">
                {chapter.exercises.length > 0 ? t("learn:toExercises") : t("learn:next")}
              </button>
            </div>
          </>
        )}
        {chapter && exercise && (
          <>
            <p className="learn-count" data-testid="lesson-count">
              {t("learn:exerciseCount", { number: exerciseIndex + 1, count: chapter.exercises.length })}
            </p>
            <ExerciseView
              key={exercise.id}
              exercise={exercise}
              namespace={ns}
              Face={ui.pieces.Face}
              onDone={next}
            />
          </>
        )}
        {place.step === "guided" && <GuidedDeal gameId={game} game={rules} lesson={lesson} onDone={next} />}
        {place.step === "done" && (
          <Done game={game} seats={lesson.guided.seats} bot={lesson.guided.bot} go={go} />
        )}
      </section>
    </main>
  );
}

/**
 * The lesson's end: a real table (unrated) against bots of the guided deal's level and seat count,
 * and the game's rules page.
 */
function Done({
  game,
  seats,
  bot,
  go,
}: {
  game: string;
  seats: number;
  bot: string;
  go: (to: string) => void;
}) {
  const { t } = useTranslation(["learn", "people"]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const play = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const id = await openPracticeTable(game, seats, bot);
      go(`/table/${encodeURIComponent(id)}`);
    } catch (error) {
      setProblem(problemText(error));
      setBusy(false);
    }
  };
  return (
    <>
      <p>{t("learn:doneText")}</p>
      <div className="learn-answers">
        <button
          type="button"
          className="rules-cta"
          onClick={() => void play()}
          disabled={busy}
          data-testid="lesson-play"
        >
          {t("learn:play")}
        </button>
        <a
          href={rulesPath(game)}
          onClick={(event) => {
            event.preventDefault();
            go(rulesPath(game));
          }}
          data-testid="lesson-rules"
        >
          {t("learn:rules")}
        </a>
      </div>
      {problem && (
        <p className="notice" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
