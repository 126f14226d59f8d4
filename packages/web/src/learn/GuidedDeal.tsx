import type { AnyGame } from "@parlor/engine";
import { hintFor } from "@parlor/engine";
import { HintErrors } from "@parlor/protocol";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { gameUi } from "../games/registry";
import { HintPanel } from "../table/HintPanel";
import { answered, asked, NO_HINT, type HintAnswer, type HintState } from "../table/hint";
import { seatNames } from "../table/players";
import { GameRules } from "../table/rules";
import { hintedAction, type TableProps } from "../table/types";
import { useWords } from "./Exercises";
import { Feedback } from "./Feedback";
import type { GameLesson } from "./lesson";
import { LocalMatch } from "./localMatch";

/**
 * The lesson's guided deal: the game's own board, drawn from the learner's view of a match the engine
 * plays in the page (localMatch.ts) on the lesson's seed, the coach's words for each moment above it,
 * and the strong bot's hint on demand, computed in the page from the learner's views only (the
 * engine's `hintFor`, as a table's hint is on the server).
 */
export function GuidedDeal(props: { gameId: string; game: AnyGame; lesson: GameLesson; onDone: () => void }) {
  // Each go at the deal is a new match (the same cards: the same seed), started at once after the first.
  const [round, setRound] = useState(0);
  return <GuidedRound key={round} {...props} first={round === 0} again={() => setRound((r) => r + 1)} />;
}

function GuidedRound({
  gameId,
  game,
  lesson,
  onDone,
  first,
  again,
}: {
  gameId: string;
  game: AnyGame;
  lesson: GameLesson;
  onDone: () => void;
  first: boolean;
  again: () => void;
}) {
  const { t } = useTranslation(["learn", lesson.namespace]);
  const say = useWords(lesson.namespace);
  const match = useMemo(() => new LocalMatch(game, lesson.guided), [game, lesson]);
  const [started, setStarted] = useState(!first);
  // Once dealt, the coach and the board fill the window (the lesson's steps scroll away above): the
  // boards fit the window's height from the deal's top (games/fit.ts, `data-fit-top`).
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (started) top.current?.scrollIntoView({ block: "start" });
  }, [started]);
  useEffect(() => {
    if (!started) return;
    match.start();
    return () => match.stop();
  }, [match, started]);
  const version = useSyncExternalStore(
    useCallback((listener: () => void) => match.subscribe(listener), [match]),
    () => match.snapshot(),
  );
  const { you } = lesson.guided;
  // The learner's view (a new one at every change of the match: `version`).
  const views = match.views();
  const view = views.get(you)?.view;
  const tip = useMemo(() => (started ? lesson.guided.tip(view) : null), [lesson, started, view]);
  const seats = useMemo(() => match.seats(), [match]);
  const ui = gameUi(gameId);

  // The hint: asked at this change of the match, answered a moment later (the page paints "thinking"
  // first), dropped as soon as the match moves on.
  const [hint, setHint] = useState<HintState>(NO_HINT);
  useEffect(() => setHint(NO_HINT), [version]);
  const yourTurn = started && match.yourTurn();
  const ask = useCallback(() => {
    const at = version;
    setHint(asked(you, at));
    setTimeout(() => {
      const found = hintFor(game, match.log, you);
      setHint((old) =>
        found === null
          ? old.status === "pending" && old.seq === at
            ? { status: "refused", seat: you, seq: at, code: HintErrors.nothingToWeigh }
            : old
          : answered(old, { seat: you, seq: at, hint: found as HintAnswer }, match.snapshot()),
      );
    }, 0);
  }, [game, match, version, you]);
  const close = useCallback(() => setHint(NO_HINT), []);

  if (!ui) return null;
  const props: TableProps<never> = {
    table: `lesson-${gameId}`,
    views: views as never,
    held: [you],
    seats,
    names: seatNames(seats, [you]),
    teams: game.teams?.(lesson.guided.seats, lesson.guided.options),
    act: (seat, action) => match.act(seat, action),
    over: match.finished,
    hinted: hintedAction(hint),
  };
  return (
    <div
      className="lesson-guided"
      ref={top}
      data-fit-top=""
      data-testid="lesson-guided"
      data-finished={match.finished}
    >
      {!started ? (
        <>
          <p>{t(`${lesson.namespace}:guided.intro`)}</p>
          <button
            type="button"
            className="rules-cta"
            onClick={() => setStarted(true)}
            data-testid="guided-start"
          >
            {t("learn:guided.start")}
          </button>
        </>
      ) : (
        <>
          <div className="lesson-coach" data-testid="lesson-coach">
            <Feedback tone={null}>
              {tip && (
                <p data-testid="lesson-tip" data-tip={tip.key}>
                  {say(tip)}
                </p>
              )}
            </Feedback>
            {ui.hint && (
              <HintPanel state={hint} canAsk={yourTurn} ask={ask} close={close} view={view} words={ui.hint} />
            )}
          </div>
          <div className="table-board lesson-board">
            <Suspense fallback={<p data-testid="board-loading">{t("common:loading")}</p>}>
              <GameRules.Provider value={game}>
                <ui.Board {...props} />
              </GameRules.Provider>
            </Suspense>
          </div>
          <div className="learn-answers">
            {match.finished && (
              <button type="button" onClick={again} data-testid="guided-again">
                {t("learn:guided.again")}
              </button>
            )}
            {/* The learner may leave the deal at any moment: the lesson's end is a real table. */}
            <button
              type="button"
              className={match.finished ? "rules-cta learn-next" : "learn-next"}
              onClick={onDone}
              data-testid="learn-next"
            >
              {t(match.finished ? "learn:next" : "learn:guided.finish")}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
