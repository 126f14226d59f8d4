/**
 * A finished match as a timeline: the state after every action of its log (one snapshot each, since
 * states are plain immutable data), and the state at any game time in between, with the deadlines
 * of that stretch processed by the game's own `advance` (freezes, reshuffles, call windows, automatic
 * flips). Built on the engine's `replaySteps`, the replay the server and `replay` use, so a replay
 * shows what happened.
 */
import type * as Engine from "@parlor/engine";
import type { AnyGame, LogEntry, MatchLog, Outcome } from "@parlor/engine";

/** What the timeline needs of the engine (loaded lazily by the page, imported by the tests). */
export type TimelineEngine = Pick<typeof Engine, "getGame" | "replaySteps">;

export interface Timeline<S = unknown> {
  readonly game: AnyGame;
  readonly log: MatchLog;
  /** `states[k]`: the state right after the log's k-th action; `states[0]`: the deal. */
  readonly states: readonly S[];
  /** Game time of the match's end: the log's `until`, else its last action's time. */
  readonly end: number;
}

/**
 * A moment of the match: `index` actions played, at game time `time` (from the index-th action's
 * time up to the next one's). Two actions at the same time are two positions at one time.
 */
export interface Position {
  readonly index: number;
  readonly time: number;
}

/** A log of a game this page does not know (the page says so in its language: `UnknownGame.game`). */
export class UnknownGame extends Error {
  constructor(readonly game: string) {
    super(`This page does not know the game '${game}'.`);
  }
}

/** Rebuilds every state of a match from its log (the engine's own replay, one step at a time). */
export function buildTimeline<S = unknown>(engine: TimelineEngine, log: MatchLog): Timeline<S> {
  const game = engine.getGame(log.game);
  if (!game) throw new UnknownGame(log.game);
  const states = [...engine.replaySteps<S>(game, log)];
  const last = log.actions[log.actions.length - 1]?.at ?? 0;
  return { game, log, states, end: Math.max(log.until ?? last, last) };
}

/** How many actions the match has. */
export function actionCount(timeline: Timeline): number {
  return timeline.log.actions.length;
}

/** The index-th action (counting from 1), or null for 0 (the deal). */
export function actionAt(timeline: Timeline, index: number): LogEntry | null {
  return index > 0 ? (timeline.log.actions[index - 1] ?? null) : null;
}

/** When the index-th action was played (0 for the deal). */
export function actionTime(timeline: Timeline, index: number): number {
  return actionAt(timeline, index)?.at ?? 0;
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** Right after the index-th action (clamped to the match). */
export function atAction(timeline: Timeline, index: number): Position {
  const clamped = clamp(Math.round(index), 0, actionCount(timeline));
  return { index: clamped, time: actionTime(timeline, clamped) };
}

/** The match at game time `time` (clamped to the match): every action played at or before it. */
export function atTime(timeline: Timeline, time: number): Position {
  const t = clamp(time, 0, timeline.end);
  const actions = timeline.log.actions;
  // The number of actions with at <= t (binary search: actions are in time order).
  let low = 0;
  let high = actions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((actions[middle] as LogEntry).at <= t) low = middle + 1;
    else high = middle;
  }
  return { index: low, time: t };
}

/** The first position (the deal) and the last (the end, with its outcome). */
export const atStart = (timeline: Timeline): Position => atAction(timeline, 0);
export const atEnd = (timeline: Timeline): Position => atTime(timeline, timeline.end);

/** One action on: the next action, or from the last one, the end of the match. */
export function next(timeline: Timeline, position: Position): Position {
  if (position.index < actionCount(timeline)) return atAction(timeline, position.index + 1);
  return atEnd(timeline);
}

/**
 * One action back: from between two actions, the moment of the last one played; from an action's
 * moment, the one before it.
 */
export function previous(timeline: Timeline, position: Position): Position {
  if (position.time > actionTime(timeline, position.index)) return atAction(timeline, position.index);
  return atAction(timeline, position.index - 1);
}

/** Whether nothing comes after this position. */
export function isAtEnd(timeline: Timeline, position: Position): boolean {
  return position.index >= actionCount(timeline) && position.time >= timeline.end;
}

/** The state at a position: the snapshot after its actions, advanced to its time. */
export function stateAt<S>(timeline: Timeline<S>, position: Position): S {
  const snapshot = timeline.states[clamp(position.index, 0, timeline.states.length - 1)] as S;
  return timeline.game.advance(snapshot, position.time) as S;
}

/** The state just before the index-th action: the one before, advanced to its time. */
export function stateBefore<S>(timeline: Timeline<S>, index: number): S {
  return stateAt(timeline, { index: index - 1, time: actionTime(timeline, index) });
}

/** The outcome at a position, once the match is over there. */
export function outcomeAt(timeline: Timeline, position: Position): Outcome | null {
  return timeline.game.outcome(stateAt(timeline, position));
}
