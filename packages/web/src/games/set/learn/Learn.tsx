import { isSet } from "@parlor/engine/set";
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../scorers/useDocumentTitle";
import { problemText } from "../../../api";
import { describeClassic } from "../classic";
import { Feedback } from "../../../learn/Feedback";
import { openPracticeTable } from "../../../table/practice";
import { brokenFeatures, FEATURE_ROWS } from "../rules/examples";
import { rulesPath } from "../../../rules/games";
import { buildLesson, type Board, type Completion, type Question } from "./lesson";
import { CardRow, SetCard, useFeatureName, VerdictList } from "../rules/SetPieces";
import "../../../rules/rules.css";

/** The lesson's steps, in order. */
const STEPS = ["features", "question", "complete", "find"] as const;
type Step = (typeof STEPS)[number] | "done";

/** The game and bot the lesson's last link starts: the PC Set Game against an easy bot. */
const PRACTICE_GAME = "set-pc";
const PRACTICE_BOT = "easy";
/** You and the bot. */
const PRACTICE_SEATS = 2;

/** Columns of a board of this many cards (3 × 3, then 4 across). */
const columnsFor = (cards: number): number => (cards <= 9 ? 3 : 4);

/**
 * `/learn`: the find-the-set lesson. 1. the four features, card by card; 2. "is this a set?" with
 * three cards, each answer explained feature by feature; 3. "complete the set": the third card among
 * four; 4. "find the set" on boards of 9 and 12 cards, picked by click, tap or keyboard (arrows move
 * between cards, Enter or Space picks), a wrong pick explained by the feature that breaks it, hints;
 * then a game against an easy bot. Every exercise comes from a seeded PRNG and the engine's finder
 * (lesson.ts); feedback is said in a live region.
 */
export function Learn({ go }: { go: (to: string) => void }) {
  // `people`: the suggested name of a guest made for the game at the end (ensurePlayer).
  const { t } = useTranslation(["rules", "common", "set", "people"]);
  const lesson = useMemo(() => buildLesson(), []);
  const [step, setStep] = useState<Step>("features");
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useDocumentTitle(t("learn.pageTitle"));
  // A new exercise: its heading takes the focus (keyboard and screen reader users continue from it).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step, index]);

  const next = () => {
    const count =
      step === "question"
        ? lesson.questions.length
        : step === "complete"
          ? lesson.completions.length
          : step === "find"
            ? lesson.boards.length
            : 1;
    if (index + 1 < count) {
      setIndex(index + 1);
      return;
    }
    const at = STEPS.indexOf(step as (typeof STEPS)[number]);
    setStep(STEPS[at + 1] ?? "done");
    setIndex(0);
  };

  const stepNumber = step === "done" ? STEPS.length : STEPS.indexOf(step) + 1;
  return (
    <main className="rules learn" data-testid="learn" data-step={step} data-index={index}>
      <header className="rules-header">
        <p className="rules-kicker">{t("learn.kicker")}</p>
        <h1>{t("learn.title")}</h1>
      </header>
      <nav aria-label={t("learn.progress")}>
        <ol className="learn-steps" data-testid="learn-steps">
          {STEPS.map((s, i) => (
            <li
              key={s}
              className={
                i + 1 < stepNumber || step === "done"
                  ? "learn-step done"
                  : i + 1 === stepNumber
                    ? "learn-step now"
                    : "learn-step"
              }
              aria-current={i + 1 === stepNumber && step !== "done" ? "step" : undefined}
            >
              <span className="learn-step-number" aria-hidden="true">
                {i + 1}
              </span>{" "}
              {t(`learn.steps.${s}`)}
            </li>
          ))}
        </ol>
      </nav>
      <section className="learn-panel" aria-labelledby="learn-heading">
        <h2 id="learn-heading" ref={heading} tabIndex={-1} data-testid="learn-heading">
          {step === "done"
            ? t("learn.doneTitle")
            : t("learn.stepTitle", {
                step: stepNumber,
                steps: STEPS.length,
                title: t(`learn.steps.${step}`),
              })}
        </h2>
        {step === "features" && <Features onNext={next} />}
        {step === "question" && lesson.questions[index] && (
          <IsThisASet
            key={index}
            question={lesson.questions[index]}
            number={index + 1}
            count={lesson.questions.length}
            onNext={next}
          />
        )}
        {step === "complete" && lesson.completions[index] && (
          <CompleteTheSet
            key={index}
            puzzle={lesson.completions[index]}
            number={index + 1}
            count={lesson.completions.length}
            onNext={next}
          />
        )}
        {step === "find" && lesson.boards[index] && (
          <FindTheSet
            key={index}
            board={lesson.boards[index]}
            number={index + 1}
            count={lesson.boards.length}
            onNext={next}
          />
        )}
        {step === "done" && <Done go={go} />}
      </section>
    </main>
  );
}

function NextButton({ onNext, label }: { onNext: () => void; label?: string }) {
  const { t } = useTranslation("rules");
  return (
    <button type="button" className="rules-cta learn-next" onClick={onNext} data-testid="learn-next">
      {label ?? t("learn.next")}
    </button>
  );
}

function Features({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation("rules");
  const feature = useFeatureName("classic");
  return (
    <>
      <p>{t("learn.featuresIntro")}</p>
      {FEATURE_ROWS.map((codes, f) => (
        <CardRow
          key={f}
          codes={codes}
          theme="classic"
          caption={t(`learn.featureValues.${f}`, { feature: feature(f) })}
        />
      ))}
      <p>{t("learn.featuresRule")}</p>
      <NextButton onNext={onNext} />
    </>
  );
}

function IsThisASet({
  question,
  number,
  count,
  onNext,
}: {
  question: Question;
  number: number;
  count: number;
  onNext: () => void;
}) {
  const { t } = useTranslation("rules");
  const [answer, setAnswer] = useState<boolean | null>(null);
  const nextRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer !== null) nextRef.current?.querySelector("button")?.focus();
  }, [answer]);
  const right = answer === question.isSet;
  return (
    <>
      <p className="learn-count">{t("learn.exercise", { number, count })}</p>
      <CardRow
        codes={question.cards}
        theme="classic"
        caption={t("learn.questionPrompt")}
        testId="learn-question-cards"
      />
      <div className="learn-answers" role="group" aria-label={t("learn.questionPrompt")}>
        <button
          type="button"
          disabled={answer !== null}
          onClick={() => setAnswer(true)}
          data-testid="answer-yes"
        >
          {t("learn.yes")}
        </button>
        <button
          type="button"
          disabled={answer !== null}
          onClick={() => setAnswer(false)}
          data-testid="answer-no"
        >
          {t("learn.no")}
        </button>
      </div>
      <Feedback tone={answer === null ? null : right ? "good" : "bad"}>
        {answer !== null && (
          <>
            <p>
              <strong>{right ? t("learn.right") : t("learn.notQuite")}</strong>{" "}
              {question.isSet ? t("learn.isSet") : t("learn.isNotSet")}
            </p>
            <VerdictList cards={question.cards} theme="classic" />
          </>
        )}
      </Feedback>
      {answer !== null && (
        <div ref={nextRef}>
          <NextButton onNext={onNext} />
        </div>
      )}
    </>
  );
}

/** "Two are alike and one is different in: colour, shading." for a wrong pick. */
function useBrokenWords(): (cards: readonly string[]) => string {
  const { t } = useTranslation("rules");
  const feature = useFeatureName("classic");
  return (cards) => {
    const broken = brokenFeatures(cards).map(feature);
    return t("learn.broken", { count: broken.length, features: broken.join(t("learn.listSeparator")) });
  };
}

function CompleteTheSet({
  puzzle,
  number,
  count,
  onNext,
}: {
  puzzle: Completion;
  number: number;
  count: number;
  onNext: () => void;
}) {
  const { t } = useTranslation(["rules", "set"]);
  const brokenWords = useBrokenWords();
  const [tried, setTried] = useState<readonly string[]>([]);
  const [solved, setSolved] = useState(false);
  const [message, setMessage] = useState<{ tone: "good" | "bad"; text: string } | null>(null);
  const nextRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (solved) nextRef.current?.querySelector("button")?.focus();
  }, [solved]);
  const choose = (card: string) => {
    if (solved || tried.includes(card)) return;
    if (card === puzzle.answer) {
      setSolved(true);
      setMessage({ tone: "good", text: t("learn.completeRight") });
    } else {
      setTried([...tried, card]);
      setMessage({ tone: "bad", text: `${t("learn.completeWrong")} ${brokenWords([...puzzle.pair, card])}` });
    }
  };
  return (
    <>
      <p className="learn-count">{t("learn.exercise", { number, count })}</p>
      <CardRow codes={puzzle.pair} theme="classic" caption={t("learn.completePrompt")} testId="learn-pair" />
      <div className="learn-choices" role="group" aria-label={t("learn.choices")}>
        {puzzle.choices.map((card) => {
          const wrong = tried.includes(card);
          const picked = solved && card === puzzle.answer;
          return (
            <button
              type="button"
              key={card}
              className={`learn-card ${wrong ? "wrong" : ""} ${picked ? "right" : ""}`}
              aria-disabled={wrong || solved}
              aria-pressed={picked}
              onClick={() => choose(card)}
              data-testid="learn-choice"
              data-code={card}
            >
              <SetCard code={card} theme="classic" />
              {wrong && (
                <span className="learn-mark" aria-hidden="true">
                  ✗
                </span>
              )}
            </button>
          );
        })}
      </div>
      <Feedback tone={message?.tone ?? null}>{message && <p>{message.text}</p>}</Feedback>
      {solved && (
        <div ref={nextRef}>
          <VerdictList cards={[...puzzle.pair, puzzle.answer]} theme="classic" />
          <NextButton onNext={onNext} />
        </div>
      )}
    </>
  );
}

function FindTheSet({
  board,
  number,
  count,
  onNext,
}: {
  board: Board;
  number: number;
  count: number;
  onNext: () => void;
}) {
  const { t } = useTranslation(["rules", "set"]);
  const brokenWords = useBrokenWords();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [found, setFound] = useState<readonly (readonly string[])[]>([]);
  const [hint, setHint] = useState<string | null>(null);
  /** The last three cards picked that were not a set: marked until the next pick. */
  const [tried, setTried] = useState<readonly string[]>([]);
  const [message, setMessage] = useState<{ tone: "good" | "bad" | "info"; text: string } | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLDivElement>(null);
  const columns = columnsFor(board.cards.length);
  const done = found.length === board.sets.length;
  const isFound = (cards: readonly string[]) =>
    found.some((set) => set.length === cards.length && cards.every((c) => set.includes(c)));
  const unfound = board.sets.filter((set) => !isFound(set));
  useEffect(() => {
    if (done) nextRef.current?.querySelector("button")?.focus();
  }, [done]);

  const toggle = (card: string) => {
    if (done) return;
    setTried([]);
    if (picked.includes(card)) {
      setPicked(picked.filter((c) => c !== card));
      return;
    }
    const now = [...picked, card];
    if (now.length < 3) {
      setPicked(now);
      return;
    }
    setPicked([]);
    if (!isSet(now)) {
      setTried(now);
      setMessage({ tone: "bad", text: `${t("learn.findWrong")} ${brokenWords(now)}` });
    } else if (isFound(now)) {
      setMessage({ tone: "info", text: t("learn.findAgain") });
    } else {
      const all = [...found, now];
      setFound(all);
      setHint(null);
      const left = board.sets.length - all.length;
      setMessage({
        tone: "good",
        text: left === 0 ? t("learn.findAll") : t("learn.findMore", { count: left }),
      });
    }
  };

  const giveHint = () => {
    const set = unfound[0];
    if (!set) return;
    const card = set.find((c) => !picked.includes(c)) ?? set[0] ?? null;
    setHint(card);
    if (card) setMessage({ tone: "info", text: t("learn.hintText", { card: describeClassic(card, t) }) });
  };

  // Arrows move between the cards as they are laid out; Home and End go to the first and last.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
    };
    let to: number | null = null;
    if (event.key in moves) to = at + (moves[event.key] ?? 0);
    else if (event.key === "Home") to = 0;
    else if (event.key === "End") to = buttons.length - 1;
    if (to === null) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, to))]?.focus();
  };

  return (
    <>
      <p className="learn-count">{t("learn.exercise", { number, count })}</p>
      <p>{t("learn.findPrompt", { count: board.sets.length, cards: board.cards.length })}</p>
      <p className="learn-keys">{t("learn.findKeys")}</p>
      <div
        ref={grid}
        className="learn-board"
        role="group"
        aria-label={t("learn.boardLabel", { count: board.cards.length })}
        style={{ "--columns": columns } as CSSProperties}
        onKeyDown={onKeyDown}
        data-testid="learn-board"
        data-sets={board.sets.length}
      >
        {board.cards.map((card) => {
          const inFound = found.some((set) => set.includes(card));
          return (
            <button
              type="button"
              key={card}
              className={`learn-card ${picked.includes(card) ? "picked" : ""} ${inFound ? "found" : ""} ${hint === card ? "hinted" : ""} ${tried.includes(card) ? "wrong" : ""}`}
              aria-pressed={picked.includes(card)}
              onClick={() => toggle(card)}
              data-testid="learn-card"
              data-code={card}
            >
              <SetCard code={card} theme="classic" />
              {(inFound || tried.includes(card)) && (
                <span className="learn-mark" aria-hidden="true">
                  {inFound ? "✓" : "✗"}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <p className="learn-tally" data-testid="learn-tally">
        {t("learn.tally", { found: found.length, count: board.sets.length, picked: picked.length })}
      </p>
      {!done && (
        <button type="button" onClick={giveHint} data-testid="learn-hint">
          {t("learn.hint")}
        </button>
      )}
      <Feedback tone={message?.tone ?? null}>{message && <p>{message.text}</p>}</Feedback>
      {done && (
        <div ref={nextRef}>
          <NextButton onNext={onNext} />
        </div>
      )}
    </>
  );
}

function Done({ go }: { go: (to: string) => void }) {
  const { t } = useTranslation(["rules", "common"]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const play = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const id = await openPracticeTable(PRACTICE_GAME, PRACTICE_SEATS, PRACTICE_BOT);
      go(`/table/${encodeURIComponent(id)}`);
    } catch (error) {
      setProblem(problemText(error));
      setBusy(false);
    }
  };
  return (
    <>
      <p>{t("learn.done")}</p>
      <p>
        <button
          type="button"
          className="rules-cta"
          onClick={() => void play()}
          disabled={busy}
          data-testid="learn-play"
        >
          {t("learn.play", { game: t(`common:games.${PRACTICE_GAME}.title`) })}
        </button>
      </p>
      {problem && <p role="alert">{problem}</p>}
      <p>
        <a
          href={rulesPath(PRACTICE_GAME)}
          onClick={(e) => {
            e.preventDefault();
            go(rulesPath(PRACTICE_GAME));
          }}
          data-testid="learn-rules-link"
        >
          {t("learn.readRules", { game: t(`common:games.${PRACTICE_GAME}.title`) })}
        </a>
      </p>
    </>
  );
}
