import i18next from "i18next";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SeatSummary } from "../api";
import type { Outcome as MatchOutcome, MoveWords } from "@parlor/engine";
import { LocalClock, type Received } from "../clock";
import { gameUi } from "../games/registry";
import { currentLanguage } from "../i18n";
import { ReplayChat } from "../chat/ReplayChat";
import { seatNames as tableNames } from "../table/players";
import { GameRules } from "../table/rules";
import type { AnalysisStatus } from "./analysis/status";
import { Controls, TIME_STEP_MS } from "./Controls";
import { hiddenCards } from "./hidden";
import { HiddenPanel } from "./HiddenPanel";
import { describeMove } from "./moves";
import { MoveList } from "./MoveList";
import { MoveText } from "./MoveText";
import { replaySeats, seatNames } from "./names";
import { Outcome } from "./Outcome";
import { PlayFrom } from "./PlayFrom";
import { usePlayback, type Speed } from "./playback";
import {
  actionCount,
  actionTime,
  atAction,
  atEnd,
  atStart,
  atTime,
  isAtEnd,
  next,
  previous,
  stateAt,
  stateBefore,
  type Position,
  type Timeline,
} from "./timeline";
import "./replay.css";

/** Where the replay is, and how many times it went back (the table is drawn afresh each time). */
interface Cursor {
  readonly position: Position;
  readonly rewinds: number;
}

/** Where a move's words go in the sentence that tells it ("Move 3 of 12: … ."). */
const MOVE_MARK = "\u0000";

/** "Move 3 of 12: …." with the move's words and pictures (`MoveText`) in their place. */
function MoveSentence({ sentence, game, words }: { sentence: string; game: string; words: MoveWords }) {
  const [before = "", after = ""] = sentence.split(MOVE_MARK);
  return (
    <>
      {before}
      <MoveText game={game} words={words} />
      {after}
    </>
  );
}

/** The analysis' chunk: the question to the server, the panel, the marks (loaded for a game that has one). */
const analysisView = () => import("./analysis/AnalysisView");
const AnalysisPanel = lazy(() => analysisView().then((m) => ({ default: m.AnalysisPanel })));
const DecisionLine = lazy(() => analysisView().then((m) => ({ default: m.DecisionLine })));
const MoveNote = lazy(() => analysisView().then((m) => ({ default: m.MoveNote })));

/**
 * The match's analysis, asked of the server once the replay opens (for a game that has one: none is
 * asked for the others), and asked again with `retry`.
 */
function useAnalysis(id: string, wanted: boolean): { status: AnalysisStatus; retry: () => void } {
  const [status, setStatus] = useState<AnalysisStatus>({ kind: wanted ? "asking" : "none" });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    const question = new AbortController();
    analysisView().then(
      ({ pollAnalysis }) => pollAnalysis(id, setStatus, question.signal),
      (error: unknown) => {
        if (!question.signal.aborted)
          setStatus({
            kind: "failed",
            code: "network",
            message: error instanceof Error ? error.message : "",
          });
      },
    );
    return () => question.abort();
  }, [id, wanted, asked]);
  const retry = useCallback(() => setAsked((n) => n + 1), []);
  return { status, retry };
}

/** A replay draws the table for nobody: every action is refused. */
const refuse = (): Promise<number> => Promise.reject(new Error(i18next.t("common:replay.refused")));

/** Keys that belong to a focused control rather than to the replay. */
function keyBelongsToControl(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  if (target.tagName === "INPUT") {
    // A slider moves with the arrows, Home and End itself; Space is free.
    return (target as HTMLInputElement).type !== "range" || event.code !== "Space";
  }
  // A focused button is pressed with Space, a disclosure's summary (the analysis' figures) opened.
  return (target.tagName === "BUTTON" || target.tagName === "SUMMARY") && event.code === "Space";
}

export interface ReplayProps {
  readonly id: string;
  readonly timeline: Timeline;
  /** The table's seats (its summary): the replay names them as the table did. */
  readonly seats?: readonly SeatSummary[] | null;
  /**
   * The outcome stored with the table: what the last move shows when the match ended before its end
   * (a resignation, an abandonment), which the log alone does not say.
   */
  readonly ended?: MatchOutcome | null;
  /**
   * Opens a page of the site: given for a turn game (the engine's `paceOf`), whose replay offers
   * "Play from here" (a new table against bots from the moment shown).
   */
  readonly playFrom?: ((path: string) => void) | undefined;
}

/**
 * A finished match replayed: the table as a spectator saw it at any moment, what each move did,
 * every hidden card, and the outcome at the end. Stepping, jumping and playing at real speed or
 * faster only change the moment shown.
 */
export function Replay({ id, timeline, seats: summary, ended = null, playFrom }: ReplayProps) {
  const { t } = useTranslation();
  const { log, game } = timeline;
  // Names and moves in the language in use, told again when it changes.
  // (useTranslation renders the replay again when the language changes.)
  const lang = currentLanguage();
  // The seats as the table had them: each person by the name they sat down with, everywhere (the
  // board, the moves, the outcome, the hidden cards, the chat), as the table named them to others.
  const known = useMemo(() => replaySeats(summary, log.seats), [summary, log.seats]);
  const names = useMemo(
    () => (known ? tableNames(known, []) : seatNames(log.seats, lang)),
    [known, log.seats, lang],
  );
  const seats = useMemo<SeatSummary[]>(
    () =>
      known ??
      log.seats.map((s) =>
        s.bot !== undefined ? { bot: s.bot, joined: true } : { human: true, joined: true },
      ),
    [known, log.seats],
  );
  const moves = useMemo(
    () =>
      log.actions.map((entry, i) =>
        describeMove(game, entry, stateBefore(timeline, i + 1), timeline.states[i + 1], names, lang),
      ),
    [timeline, game, log, names, lang],
  );
  const times = useMemo(
    () => Array.from({ length: actionCount(timeline) + 1 }, (_, i) => actionTime(timeline, i)),
    [timeline],
  );

  const analysis = useAnalysis(id, game.analysis !== undefined);
  const ready = analysis.status.kind === "ready" ? analysis.status.answer : null;
  const note = useMemo(
    () =>
      ready
        ? (move: number) => (
            <Suspense fallback={null}>
              <MoveNote answer={ready} move={move} />
            </Suspense>
          )
        : undefined,
    [ready],
  );

  const [cursor, setCursor] = useState<Cursor>(() => ({ position: atStart(timeline), rewinds: 0 }));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);
  const { position } = cursor;

  const moveTo = useCallback(
    (to: (old: Position) => Position) =>
      setCursor((c) => {
        const target = to(c.position);
        return { position: target, rewinds: target.index < c.position.index ? c.rewinds + 1 : c.rewinds };
      }),
    [],
  );
  const step = useCallback(
    (to: (old: Position) => Position) => {
      setPlaying(false);
      moveTo(to);
    },
    [moveTo],
  );
  const togglePlay = useCallback(() => {
    if (!playing && isAtEnd(timeline, position)) moveTo(() => atStart(timeline));
    setPlaying(!playing);
  }, [moveTo, playing, position, timeline]);

  usePlayback(playing, speed, (gameMs) => moveTo((p) => atTime(timeline, p.time + gameMs)));
  useEffect(() => {
    if (playing && isAtEnd(timeline, position)) setPlaying(false);
  }, [playing, position, timeline]);

  const controls = useMemo(
    () => ({
      start: () => step(() => atStart(timeline)),
      previous: () => step((p) => previous(timeline, p)),
      next: () => step((p) => next(timeline, p)),
      end: () => step(() => atEnd(timeline)),
      time: (t: number) =>
        // The slider's last step may fall short of the end, which is not a multiple of it.
        moveTo(() => (t > 0 && t >= timeline.end - TIME_STEP_MS ? atEnd(timeline) : atTime(timeline, t))),
      action: (i: number) => step(() => atAction(timeline, i)),
    }),
    [moveTo, step, timeline],
  );

  useEffect(() => {
    const keys: Readonly<Record<string, () => void>> = {
      ArrowLeft: controls.previous,
      ArrowRight: controls.next,
      Home: controls.start,
      End: controls.end,
      Space: togglePlay,
    };
    const onKey = (event: KeyboardEvent) => {
      const run = keys[event.code];
      if (!run || event.repeat || keyBelongsToControl(event)) return;
      event.preventDefault();
      run();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [controls, togglePlay]);

  const state = useMemo(() => stateAt(timeline, position), [timeline, position]);
  const view = useMemo(() => game.view(state, null) as { readonly now: number }, [game, state]);
  // The match's own end, else (at the last move of a match ended early) the outcome stored with it.
  const outcome = useMemo(
    () => game.outcome(state) ?? (isAtEnd(timeline, position) ? ended : null),
    [game, state, timeline, position, ended],
  );
  // Partnerships for the players strip: the match's own, from its seat count and options.
  const teams = useMemo(() => game.teams?.(log.seats.length, log.options), [game, log]);
  const ui = gameUi(log.game);
  const noun = ui?.pieces.noun;
  const hidden = useMemo(() => hiddenCards(game, state, names, noun), [game, state, names, noun]);
  const cardWords = useCallback(
    (code: string) => game.cardWords?.(state, code, lang) ?? code,
    [game, state, lang],
  );
  // The tables read the game time as view.now + (local time - received.at): here the local time is
  // the replay's own game time, which stands still while it is paused.
  const views = useMemo(
    () => new Map<number | null, Received<unknown>>([[null, { view, at: view.now }]]),
    [view],
  );
  const localNow = useMemo(() => () => position.time, [position.time]);

  // The game's board, drawn read-only (no seat held, every action refused) from the spectator's view.
  const Board = ui?.Board;
  const { index } = position;
  const actions = actionCount(timeline);
  return (
    <>
      <Controls
        index={index}
        actions={actions}
        time={position.time}
        end={timeline.end}
        playing={playing}
        speed={speed}
        onStart={controls.start}
        onPrevious={controls.previous}
        onPlay={togglePlay}
        onNext={controls.next}
        onEnd={controls.end}
        onSpeed={setSpeed}
        onTime={controls.time}
        onAction={controls.action}
      />
      <p className="replay-move" data-testid="replay-move" aria-live={playing ? "off" : "polite"}>
        {index === 0 ? (
          t("replay.deal")
        ) : (
          <MoveSentence
            sentence={t("replay.move", { index, total: actions, text: MOVE_MARK })}
            game={log.game}
            words={moves[index - 1] ?? []}
          />
        )}
      </p>
      {ready && (
        <Suspense fallback={null}>
          <DecisionLine answer={ready} move={index} timeline={timeline} names={names} live={!playing} />
        </Suspense>
      )}
      {/* The places follow how the match ended: who resigned or was away then (the summary's seats). */}
      {outcome && (
        <Outcome
          outcome={outcome}
          names={names}
          unit={game.scoreUnit}
          seats={summary ?? seats}
          dealWord={ui?.dealWord && t(ui.dealWord)}
        />
      )}
      <div className="replay-table" data-testid="replay-table">
        {Board ? (
          <Suspense fallback={<p data-testid="board-loading">{t("loading")}</p>}>
            <LocalClock.Provider value={localNow}>
              <GameRules.Provider value={game}>
                <Board
                  key={cursor.rewinds}
                  table={id}
                  views={views as never}
                  held={[]}
                  seats={seats}
                  names={names}
                  teams={teams}
                  act={refuse}
                  over={outcome !== null}
                />
              </GameRules.Provider>
            </LocalClock.Provider>
          </Suspense>
        ) : (
          <p>{t("replay.cannotDraw", { game: log.game })}</p>
        )}
      </div>
      {playFrom && (
        <Suspense fallback={null}>
          <PlayFrom id={id} timeline={timeline} index={index} names={names} seats={summary} go={playFrom} />
        </Suspense>
      )}
      {analysis.status.kind !== "none" && analysis.status.kind !== "asking" && (
        <Suspense fallback={null}>
          <AnalysisPanel
            status={analysis.status}
            names={names}
            moves={actions}
            current={index}
            onJump={controls.action}
            onRetry={analysis.retry}
          />
        </Suspense>
      )}
      <div className="replay-panels">
        <HiddenPanel hidden={hidden} pieces={ui?.pieces} cardWords={cardWords} />
        <MoveList
          game={log.game}
          moves={moves}
          times={times}
          index={index}
          onJump={controls.action}
          note={note}
        />
        <ReplayChat
          id={id}
          time={position.time}
          atEnd={isAtEnd(timeline, position)}
          end={timeline.end}
          names={names}
        />
      </div>
    </>
  );
}
