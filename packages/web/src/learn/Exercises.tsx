import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Feedback } from "./Feedback";
import {
  checkChoice,
  checkPick,
  type ChoiceExercise,
  type Exercise,
  type PickExercise,
  type PickVerdict,
  type Words,
} from "./lesson";

/** A game's piece drawn from its code (its `pieces.Face`: an SVG with its name in words). */
export type Face = ComponentType<{ code: string }>;

/** The words of a lesson in the language in use: keys of its namespace (or `ns:key`). */
export function useWords(namespace: string): (words: Words) => string {
  const { t } = useTranslation([namespace, "learn"]);
  return (words) => t(words.key, words.values);
}

/** A row of pieces shown, not picked (the trick on the table, the cards to count). */
export function Pieces({ codes, Face, label }: { codes: readonly string[]; Face: Face; label?: string }) {
  return (
    <ul className="lesson-pieces" aria-label={label} data-testid="lesson-pieces">
      {codes.map((code, i) => (
        <li key={`${code}-${i}`} className="lesson-piece" data-piece={code}>
          <Face code={code} />
        </li>
      ))}
    </ul>
  );
}

/** An exercise as the page shows it: its data, its lesson's words, the game's faces, and what follows. */
interface ExerciseProps<E extends Exercise> {
  readonly exercise: E;
  readonly namespace: string;
  readonly Face: Face;
  readonly onDone: () => void;
}

/**
 * One exercise: its question, then picking or choosing, the engine's check, and why. A wrong answer
 * may be tried again, or shown; `onDone` once it was answered right or shown.
 */
export function ExerciseView({ exercise, namespace, Face, onDone }: ExerciseProps<Exercise>) {
  return exercise.kind === "pick" ? (
    <Pick exercise={exercise} namespace={namespace} Face={Face} onDone={onDone} />
  ) : (
    <Choice exercise={exercise} namespace={namespace} Face={Face} onDone={onDone} />
  );
}

function Pick({ exercise, namespace, Face, onDone }: ExerciseProps<PickExercise>) {
  const { t } = useTranslation("learn");
  const say = useWords(namespace);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [verdict, setVerdict] = useState<PickVerdict | null>(null);
  const [shown, setShown] = useState(false);
  const settled = verdict?.right === true || shown;
  const toggle = (piece: string) => {
    if (settled) return;
    setVerdict(null);
    setPicked((old) => (old.includes(piece) ? old.filter((p) => p !== piece) : [...old, piece]));
  };
  const mark = (piece: string): string => {
    if (!verdict && !shown) return "";
    if (shown) return exercise.answer.includes(piece) ? "right" : "";
    if (verdict?.extra.includes(piece)) return "wrong";
    return picked.includes(piece) ? "right" : "";
  };
  return (
    <div className="lesson-exercise" data-testid={`exercise-${exercise.id}`} data-kind="pick">
      <p className="lesson-question">{say(exercise.question)}</p>
      {exercise.context && (
        <>
          <p className="lesson-context-label">{say(exercise.context.label)}</p>
          <Pieces codes={exercise.context.pieces} Face={Face} label={say(exercise.context.label)} />
        </>
      )}
      <ul className="lesson-pieces lesson-pick" aria-label={t("pickLabel")}>
        {exercise.pieces.map((piece) => (
          <li key={piece} className="lesson-piece">
            <button
              type="button"
              className={`lesson-pickable ${mark(piece)}`}
              aria-pressed={picked.includes(piece)}
              disabled={settled}
              onClick={() => toggle(piece)}
              data-testid={`pick-${piece}`}
              data-piece={piece}
            >
              <Face code={piece} />
            </button>
          </li>
        ))}
      </ul>
      <div className="learn-answers">
        {!settled && (
          <button
            type="button"
            className="rules-cta"
            disabled={picked.length === 0}
            onClick={() => setVerdict(checkPick(exercise, picked))}
            data-testid="lesson-check"
          >
            {t("check")}
          </button>
        )}
        {verdict && !verdict.right && !shown && (
          <button type="button" onClick={() => setShown(true)} data-testid="lesson-show">
            {t("showAnswer")}
          </button>
        )}
        {settled && (
          <button type="button" className="rules-cta learn-next" onClick={onDone} data-testid="learn-next">
            {t("next")}
          </button>
        )}
      </div>
      <Feedback tone={verdict === null && !shown ? null : verdict?.right ? "good" : "bad"}>
        {verdict?.right && <p>{t("right")}</p>}
        {verdict && !verdict.right && !shown && (
          <p>{t("pickWrong", { missing: verdict.missing.length, extra: verdict.extra.length })}</p>
        )}
        {shown && <p>{t("shown")}</p>}
        {settled && <p data-testid="lesson-explanation">{say(exercise.explanation)}</p>}
      </Feedback>
    </div>
  );
}

function Choice({ exercise, namespace, Face, onDone }: ExerciseProps<ChoiceExercise>) {
  const { t } = useTranslation("learn");
  const say = useWords(namespace);
  const [tried, setTried] = useState<readonly string[]>([]);
  const [shown, setShown] = useState(false);
  const right = tried.some((choice) => checkChoice(exercise, choice));
  const settled = right || shown;
  const last = tried.at(-1);
  return (
    <div className="lesson-exercise" data-testid={`exercise-${exercise.id}`} data-kind="choice">
      <p className="lesson-question" id={`question-${exercise.id}`}>
        {say(exercise.question)}
      </p>
      {exercise.pieces && <Pieces codes={exercise.pieces} Face={Face} />}
      <div className="learn-answers lesson-choices" role="group" aria-labelledby={`question-${exercise.id}`}>
        {exercise.choices.map((choice) => {
          const state =
            (settled && checkChoice(exercise, choice.id)) || (right && tried.includes(choice.id))
              ? "right"
              : tried.includes(choice.id)
                ? "wrong"
                : "";
          return (
            <button
              key={choice.id}
              type="button"
              className={`lesson-choice ${state}`}
              disabled={settled || tried.includes(choice.id)}
              onClick={() => setTried((old) => [...old, choice.id])}
              data-testid={`choice-${choice.id}`}
              data-state={state}
            >
              {say(choice.words)}
            </button>
          );
        })}
      </div>
      <div className="learn-answers">
        {!settled && tried.length > 0 && (
          <button type="button" onClick={() => setShown(true)} data-testid="lesson-show">
            {t("showAnswer")}
          </button>
        )}
        {settled && (
          <button type="button" className="rules-cta learn-next" onClick={onDone} data-testid="learn-next">
            {t("next")}
          </button>
        )}
      </div>
      <Feedback tone={last === undefined && !shown ? null : right ? "good" : "bad"}>
        {right && <p>{t("right")}</p>}
        {!right && last !== undefined && !shown && <p>{t("choiceWrong")}</p>}
        {shown && !right && <p>{t("shown")}</p>}
        {settled && <p data-testid="lesson-explanation">{say(exercise.explanation)}</p>}
      </Feedback>
    </div>
  );
}
