/** `GET /api/practice/:game`: the session's player's personal bests in a game's solo practice, one per mode. */
import * as z from "zod/mini";
import { tableId } from "../common.js";

/** One mode's best (the fastest complete game). */
export const personalBest = z.strictObject({
  mode: z.string(),
  /** Game time from the first deal to the end, in ms. */
  timeMs: z.number().check(z.minimum(0)),
  found: z.number().check(z.int(), z.minimum(0)),
  wrong: z.number().check(z.int(), z.minimum(0)),
  /** Wall-clock ms. */
  finishedAt: z.number(),
  /** The practice's table, for its replay (`/api/tables/:id/log`). */
  tableId,
});
export type PersonalBest = z.output<typeof personalBest>;

export const personalBests = z.array(personalBest);
