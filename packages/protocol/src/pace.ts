/**
 * A table's pace (docs/protocol.md#turn-based-tables): `live` (everyone at the table together, real-
 * time clocks, bots at a person's pace) or `turn-based` (a match over hours or days: each person has a
 * time bank, bots answer at once, and the site says whose turn it is). `GET /api/me/games` lists a
 * person's unfinished tables, those where it is their turn first.
 */
import * as z from "zod/mini";
import { tableId } from "./common.js";

export const TABLE_PACES = ["live", "turn-based"] as const;
export const tablePace = z.enum(TABLE_PACES);
export type TablePace = z.output<typeof tablePace>;

/** What happens when a person's time to move runs out at a turn-based table. */
export const TURN_TIMEOUTS = ["bot", "resign"] as const;
export const turnTimeout = z.enum(TURN_TIMEOUTS);
export type TurnTimeout = z.output<typeof turnTimeout>;

const HOUR_MS = 3_600_000;

/**
 * The time bank's bounds and defaults, in hours: one move may take at most `moveHours` (default 24),
 * and a person's moves together at most `bankHours` (default 72: three days).
 */
export const TURN_BASED_HOURS = {
  move: { min: 1, max: 168, default: 24 },
  bank: { min: 1, max: 720, default: 72 },
} as const;

/** `POST /api/tables`' `turnBased`: the time bank of a turn-based table, each field optional. */
export const turnBasedRequest = z.strictObject({
  moveHours: z.optional(
    z.int().check(z.minimum(TURN_BASED_HOURS.move.min), z.maximum(TURN_BASED_HOURS.move.max)),
  ),
  bankHours: z.optional(
    z.int().check(z.minimum(TURN_BASED_HOURS.bank.min), z.maximum(TURN_BASED_HOURS.bank.max)),
  ),
  onTimeout: z.optional(turnTimeout),
});
export type TurnBasedRequest = z.output<typeof turnBasedRequest>;

/** A turn-based table's clock as stored and shown: milliseconds. */
export const turnBasedClock = z.strictObject({
  /** The longest one move may take. */
  moveMs: z.int().check(z.positive()),
  /** Each person's time for the whole match. */
  bankMs: z.int().check(z.positive()),
  onTimeout: turnTimeout,
});
export type TurnBasedClock = z.output<typeof turnBasedClock>;

/** A turn-based table's clock from a request's hours, defaults filled in. */
export function turnBasedClockOf(request: TurnBasedRequest = {}): TurnBasedClock {
  return {
    moveMs: (request.moveHours ?? TURN_BASED_HOURS.move.default) * HOUR_MS,
    bankMs: (request.bankHours ?? TURN_BASED_HOURS.bank.default) * HOUR_MS,
    onTimeout: request.onTimeout ?? "bot",
  };
}

/**
 * Whose turn it is at a turn-based table, and each seat's clock (wall-clock ms): `toAct` the seats
 * that may move now, `deadlines[seat]` when the move at hand is due (null: not their turn),
 * `bankLeftMs[seat]` what is left of their bank (the move at hand not counted yet).
 */
export const turnState = z.strictObject({
  toAct: z.array(z.int()),
  deadlines: z.array(z.nullable(z.number())),
  bankLeftMs: z.array(z.number()),
});
export type TurnState = z.output<typeof turnState>;

/** One of a person's unfinished tables (`GET /api/me/games`). */
export const myGame = z.strictObject({
  table: tableId,
  game: z.string(),
  status: z.enum(["waiting", "playing"]),
  pace: tablePace,
  /** The seats the person holds there. */
  seats: z.array(z.int()),
  /** Each seat's name (the person's, a bot's, or null while free). */
  players: z.array(z.nullable(z.string())),
  /** Whether one of their seats may move now. */
  yourTurn: z.boolean(),
  /** The names of the others who may move now (empty when nobody else may, or it is not known). */
  waitingFor: z.array(z.string()),
  /** Turn-based, their turn: when their move is due (wall-clock ms); else null. */
  deadline: z.nullable(z.number()),
  /** Turn-based: what is left of their time bank (ms), the move at hand not counted; else null. */
  bankLeftMs: z.nullable(z.number()),
  /** Turn-based: the longest one move may take (ms), to count the bank down with the move; else null. */
  moveMs: z.nullable(z.number()),
  /** When the table was made (ms). */
  createdAt: z.number(),
});
export type MyGame = z.output<typeof myGame>;

/** `GET /api/me/games`: their turn first (the soonest due first), then the others, newest first. */
export const myGames = z.array(myGame);
