/**
 * "Play from here" (`POST /api/matches/:id/play-from`, docs/protocol.md#play-from-here): a new
 * unrated live table against bots that starts from a moment of a finished match, with the same
 * hidden cards. Its record has the original's game, options and seed; its log starts with the
 * original's first `at` actions (stored as they were, same `seq` and `at`), and its match starts
 * from them when the person takes their seat: the runner goes on from that log the way a table
 * being played goes on after a restart (`startRunner` with the table's `startsFrom`).
 */
import {
  botLevel,
  err,
  getGame,
  ok,
  paceOf,
  replayWith,
  ruleError,
  type AnyGame,
  type LogEntry,
  type Result,
  type RuleError,
} from "@parlor/engine";
import { PlayFromErrors, ProtocolErrors } from "@parlor/protocol";
import type { TableRecord } from "../store/store.js";
import { seatInfosOf } from "./feed.js";
import type { SeatRequest } from "./admission.js";

/** What a person asks for: how many actions to keep, their seat, the bots' level for people's seats. */
export interface PlayFromRequest {
  readonly at: number;
  readonly seat: number;
  readonly botLevel?: string | undefined;
}

/** A request that passed every check: the game, the new table's seats, and the actions it keeps. */
export interface Branch {
  readonly game: AnyGame;
  readonly seats: SeatRequest[];
  readonly kept: LogEntry[];
}

/**
 * Checks a request to play on from a finished match (`record`, its `actions`): a turn game's match,
 * over, a moment of it where it is not over yet, one of its seats, a bot level of its game. The
 * person takes `seat`; the other seats are bots: a bot's seat keeps its level, a person's gets
 * `botLevel` (default the game's own).
 */
export function branchOf(
  record: TableRecord,
  actions: readonly LogEntry[],
  request: PlayFromRequest,
): Result<Branch, RuleError> {
  if (record.status !== "finished")
    return err(
      ruleError(
        PlayFromErrors.notFinished,
        "That match is not over: it can be played from once it is (its log holds every hidden card).",
      ),
    );
  const game = getGame(record.game);
  if (!game) return err(ruleError("no-game", `There is no game '${record.game}'.`));
  if (paceOf(game) !== "turns")
    return err(
      ruleError(
        PlayFromErrors.notTurns,
        `${game.title} is a race: only turn games (French Tarot, Buraco, Ruhd) can be played from a moment of their replay.`,
      ),
    );
  const { at, seat } = request;
  const seatCount = record.seats.length;
  if (!Number.isInteger(seat) || seat < 0 || seat >= seatCount)
    return err(
      ruleError(PlayFromErrors.badSeat, `That match has seats 0 to ${seatCount - 1}, not seat ${seat}.`),
    );
  if (!Number.isInteger(at) || at < 0 || at >= actions.length)
    return err(
      ruleError(
        PlayFromErrors.badAt,
        actions.length === 0
          ? "That match has no moves to play from."
          : `at: 0 to ${actions.length - 1} (the number of the match's ${actions.length} moves to keep), not ${at}.`,
      ),
    );
  const level = request.botLevel ?? game.defaultBot;
  if (!botLevel(game, level))
    return err(
      ruleError(
        PlayFromErrors.badBot,
        `${game.title} has no bot level '${level}' (levels: ${Object.keys(game.bots).join(", ")}).`,
      ),
    );
  const kept = actions.slice(0, at);
  const replayed = replayWith(game, {
    game: game.id,
    options: record.options,
    seed: record.seed,
    seats: seatInfosOf(record.seats),
    actions: kept,
  });
  if (replayed.outcome !== null)
    return err(ruleError(PlayFromErrors.overAt, `The match is already over after its first ${at} moves.`));
  const seats: SeatRequest[] = record.seats.map((s, i) => {
    if (i === seat) return { human: true };
    return { bot: s.bot ?? level };
  });
  return ok({ game, seats, kept });
}

/** `no-table`, for a match that is not in the store. */
export function noMatch(id: string): RuleError {
  return ruleError(ProtocolErrors.noTable, `There is no table '${id}'.`);
}
