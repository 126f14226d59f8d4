import { z } from "zod";
import { withUnit } from "../../core/units.js";
import { POIGNEE_BONUSES as FFT_POIGNEE_BONUSES } from "./scoring.js";

/** The seed's own figure for a poignée ("loses 30 and each opponent gains 10"): a bonus of 10. */
export const SEED_POIGNEE_BONUS = 10;

/** Deals in a match unless the table says otherwise. */
export const DEFAULT_DEALS = 5;

/** The most deals a match may ask for. */
export const MAX_DEALS = 100;

/** How long a scored deal stays on the table before the next deal, in ms, unless the table says otherwise. */
export const DEFAULT_DEAL_PAUSE_MS = 4_000;

/** The longest turn clock a table may set, in ms (an hour). */
export const MAX_TURN_TIME_MS = 3_600_000;

const bonus = (fallback: number, text: string) =>
  z.number().int().min(0).max(1_000).default(fallback).describe(text);

/**
 * French Tarot's table options. The number of players (3, 4 or 5; 4 by default) is the table's seat
 * count, not an option. Times in milliseconds.
 */
export const tarotOptions = z.strictObject({
  deals: z
    .number()
    .int()
    .min(1)
    .max(MAX_DEALS)
    .default(DEFAULT_DEALS)
    .describe(
      "Deals in a match, each scored on the score sheet. A void deal (a Petit sec, or everybody passed) is dealt again by the next dealer and does not count.",
    ),
  poigneeSingle: bonus(
    FFT_POIGNEE_BONUSES.single,
    `Bonus of a single poignée (10 trumps at 4 players), to the side that wins the deal, not multiplied. FFT: 20; the seed's own figure is ${SEED_POIGNEE_BONUS}.`,
  ),
  poigneeDouble: bonus(
    FFT_POIGNEE_BONUSES.double,
    "Bonus of a double poignée (13 trumps at 4 players). FFT: 30.",
  ),
  poigneeTriple: bonus(
    FFT_POIGNEE_BONUSES.triple,
    "Bonus of a triple poignée (15 trumps at 4 players). FFT: 40.",
  ),
  dealPause: withUnit(
    "ms",
    z
      .number()
      .int()
      .min(0)
      .max(MAX_TURN_TIME_MS)
      .default(DEFAULT_DEAL_PAUSE_MS)
      .describe(
        "Time in ms the table shows a scored deal turned over (its tricks, dog, discard and scores) before the next dealer deals. 0: at once.",
      ),
  ),
  turnTime: withUnit(
    "ms",
    z
      .number()
      .int()
      .min(0)
      .max(MAX_TURN_TIME_MS)
      .default(0)
      .describe(
        "Turn clock in ms: a seat that has not acted this long after its turn began has its basic bot's move played for it. 0: no clock.",
      ),
  ),
});

/** Parsed table options of French Tarot. */
export type TarotOptions = z.output<typeof tarotOptions>;
