/**
 * "Play from here", `POST /api/matches/:id/play-from` (docs/protocol.md#play-from-here): from a
 * moment of a finished match's replay, a new unrated live table against bots that starts from
 * exactly that position (the same hidden cards: the original's game, options, seed and first `at`
 * actions), with the person at the seat they chose.
 */
import * as z from "zod/mini";
import { seat, tableId } from "./common.js";
import { MAX_BOT_LEVEL_LENGTH } from "./http/games.js";

/** Where to start and who plays: what `POST /api/matches/:id/play-from` takes. */
export const playFromBody = z.strictObject({
  /**
   * How many of the match's actions to keep (0 to the log's length − 1): the position after the
   * first `at` actions, before the next.
   */
  at: z.number().check(z.int(), z.minimum(0)),
  /** The person's seat at the new table. */
  seat,
  /** The level of the bots at the other seats that were people's (default: the game's own); bots keep theirs. */
  botLevel: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_BOT_LEVEL_LENGTH))),
});
export type PlayFromBody = z.output<typeof playFromBody>;

/**
 * What it answers (201), like `POST /api/tables`: the new table, one token per seat (the person's
 * seat's token, null for the bots'), and the person's seat.
 */
export const playFromAnswer = z.strictObject({
  id: tableId,
  seatTokens: z.array(z.nullable(z.string())),
  seat,
});
export type PlayFromAnswer = z.output<typeof playFromAnswer>;

/** Its refusals besides `no-table` (404), `bad-request` (400) and the limits of making tables (429). */
export const PlayFromErrors = {
  /** 409: the match is waiting or being played (its log holds every hidden card). */
  notFinished: "not-finished",
  /** 400: the game is a race (the SET games): no position to play a line from. */
  notTurns: "not-turn-game",
  /** 400: `at` is not a moment of the match (0 to its number of actions − 1). */
  badAt: "bad-at",
  /** 400: the match is already over at that moment. */
  overAt: "over-at",
  /** 400: the match has no such seat. */
  badSeat: "bad-seat",
  /** 400: the game has no such bot level. */
  badBot: "bad-bot",
} as const;
