import type { AnyGame, Outcome, Seat } from "./game.js";
import { act, parseOptions } from "./play.js";

/** Who sat where. Bots name their level; the rules never look at this. */
export interface SeatInfo {
  readonly name?: string;
  readonly bot?: string;
}

/** One accepted action, in the order the table accepted it. `at` is ms since the match started. */
export interface LogEntry {
  readonly seq: number;
  readonly at: number;
  readonly seat: Seat;
  readonly action: unknown;
}

/**
 * Everything needed to reproduce a match exactly: options, seed and the accepted actions. `until`,
 * when present, is the game time the match was advanced to after its last action (a finished match
 * records when it ended, since the last events of a real-time game may be deadlines, not actions).
 */
export interface MatchLog {
  readonly game: string;
  readonly options: unknown;
  readonly seed: string;
  readonly seats: readonly SeatInfo[];
  readonly actions: readonly LogEntry[];
  readonly until?: number;
}

export interface Replayed<S = unknown> {
  readonly state: S;
  readonly outcome: Outcome | null;
}

/**
 * A match's states one by one: after the setup, then after each action of the log at its time
 * (deadlines in between processed at their own times). `replay` is built on it; a replay viewer
 * keeps every state. A log whose action the rules refuse is corrupt and throws.
 */
export function* replaySteps<S = unknown>(game: AnyGame, log: MatchLog): Generator<S, void, undefined> {
  if (game.id !== log.game) throw new Error(`replay: the log is of '${log.game}', not '${game.id}'`);
  const options = parseOptions(game, log.options);
  if (!options.ok) throw new Error(`replay: ${options.error.message}`);
  let state = game.setup(options.value, log.seats.length, log.seed) as S;
  yield state;
  let last = 0;
  for (const entry of log.actions) {
    if (entry.at < last) throw new Error(`replay: action ${entry.seq} goes back in time`);
    last = entry.at;
    const result = act(game, state, log.seats.length, entry.seat, entry.action, entry.at);
    if (!result.ok)
      throw new Error(
        `replay: action ${entry.seq} was refused (${result.error.code}): ${result.error.message}`,
      );
    state = result.value.state as S;
    yield state;
  }
}

/** `replay` with the game given rather than looked up in the registry. */
export function replayWith<S = unknown>(
  game: AnyGame,
  log: MatchLog,
  upTo: number = log.actions.length,
): Replayed<S> {
  let state: S | undefined;
  let played = -1;
  for (const step of replaySteps<S>(game, log)) {
    state = step;
    played++;
    if (played >= upTo) break;
  }
  const last = played > 0 ? (log.actions[played - 1]?.at ?? 0) : 0;
  if (played >= log.actions.length && log.until !== undefined && log.until >= last) {
    state = game.advance(state, log.until) as S;
  }
  return { state: state as S, outcome: game.outcome(state) };
}
