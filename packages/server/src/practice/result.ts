/**
 * Solo practice: a table of one seat, a person's, with no bot, played against the clock. When such
 * a match finishes with its deck played out, its result (time, solutions found, wrong claims) is
 * offered as the player's personal best in its mode (`Store.offerPersonalBest`). The server computes
 * it from the match's own log, replayed: a browser never sends a time.
 */
import { getGame, replayWith, type AnyGame, type MatchLog } from "@parlor/engine";
import type { TableEnding } from "@parlor/protocol";
import type { PersonalBestRecord, TableRecord } from "../store/store.js";

/** A practice has exactly this many seats. */
export const PRACTICE_SEATS = 1;

/** Whether `game` keeps personal bests: a game with a solo practice (its engine's `practice`). */
export function isPracticeGame(game: string): boolean {
  return getGame(game)?.practice !== undefined;
}

/** A practice's result: a personal best but for when it was stored. */
export type PracticeResult = Omit<PersonalBestRecord, "finishedAt">;

/**
 * The player whose practice the table is: one seat, a person's (a player with a session, not a
 * bot), not resigned, and no bot standing in at the end; else null.
 */
export function practicePlayerOf(record: TableRecord): string | null {
  if (!isPracticeGame(record.game) || record.seats.length !== PRACTICE_SEATS) return null;
  const seat = record.seats[0];
  if (!seat?.human || seat.bot !== undefined || seat.standIn !== undefined || seat.resigned) return null;
  if (!seat.player || seat.player.bot !== undefined) return null;
  return seat.player.id;
}

/**
 * The result of a finished practice, from its log replayed: null when the table
 * is no practice, the match did not end by being played out (`normal`), or its deck was not.
 */
export function practiceResultOf(
  game: AnyGame,
  record: TableRecord,
  log: MatchLog,
  ending: TableEnding,
): PracticeResult | null {
  if (ending !== "normal" || game.id !== record.game) return null;
  const playerId = practicePlayerOf(record);
  if (playerId === null) return null;
  // Replayed to its last action, the claim that ended it (the log's `until` may lie a little later:
  // when the server's clock read the end), so the time is the one the player saw the game end at.
  const { until: _until, ...actions } = log;
  const { state, outcome } = replayWith(game, actions);
  if (outcome === null) return null;
  // The game reads its result from the one seat's final view: complete (its deck played out), or null.
  const result = game.practice?.result(game.view(state, 0));
  if (!result) return null;
  return { playerId, game: record.game, ...result, tableId: record.id };
}
