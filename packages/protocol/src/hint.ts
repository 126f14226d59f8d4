import * as z from "zod/mini";
import { requestId, seat, tableId } from "./common.js";

/**
 * `hint`: at an unrated table where every other seat is a bot, the person asks what the game's strong
 * bot would do in their seat now. Answered `hint`, or `error` `no-hint` (a rated table, another person
 * at the table, a game without hints, nothing for the seat to decide), `not-your-seat`, `not-joined`.
 */
export const hintRequest = z.strictObject({
  type: z.literal("hint"),
  id: z.optional(requestId),
  table: tableId,
  seat,
});

/** A move weighed for a hint: the move (the game's action) and its value. */
export const hintMove = z.strictObject({ action: z.unknown(), value: z.number() });

/**
 * The answer to `hint`: the engine's `Hint` (`hintFor`), computed from the seat's view only: the move
 * the strong bot weighs best (`action`), every move it weighed, best first, with its value in `unit`,
 * and in words what the values are (`basis`); `seq`: the moves played when it was computed (a hint
 * for an older position is stale once another move is made).
 */
export const hintAnswer = z.strictObject({
  type: z.literal("hint"),
  id: z.optional(requestId),
  table: tableId,
  seat,
  seq: z.number().check(z.int(), z.minimum(0)),
  hint: z.strictObject({
    kind: z.string(),
    action: z.unknown(),
    moves: z.array(hintMove),
    unit: z.string(),
    basis: z.string(),
    work: z.number(),
    workUnit: z.string(),
  }),
});

/** Why a hint is refused. */
export const HintErrors = {
  /** A rated table, another person at the table, or a game without hints. */
  noHint: "no-hint",
  /**
   * Nothing to weigh in the seat now: it has no move to make, or a single sensible one (a draw from
   * the stock with the discard pile empty).
   */
  nothingToWeigh: "nothing-to-weigh",
} as const;
