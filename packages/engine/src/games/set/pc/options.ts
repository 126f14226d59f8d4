import { z } from "zod";
import { withUnit } from "../../../core/units.js";
import { endGamePause } from "../options.js";
import { expectedSets, MAX_DECK_SIZE } from "../cards.js";

/**
 * A fully dealt table must hold at least this many sets on average (1 deal in 100 holding one):
 * below it the table hardly ever shows a set, and the dealer would have to place one on purpose for
 * nearly every deal. The classic deck on 3 slots holds 1/79; 6 slots of the 6-value deck 1/17 000 000.
 */
export const MIN_EXPECTED_SETS = 0.01;

/** Below this a positive turn timeout would reshuffle faster than anyone can look. */
export const MIN_TURN_TIMEOUT_MS = 1_000;

/**
 * The PC Set Game's table options, named after the course assignment's configuration
 * (FeatureCount, FeatureSize, Rows, Columns, PointFreezeSeconds, …); times in milliseconds.
 * How many players are human or computer is chosen per seat when the table is made.
 */
export const pcOptions = z
  .strictObject({
    featureCount: z.number().int().min(1).max(8).default(4).describe("Features per card (FeatureCount)."),
    featureSize: z
      .number()
      .int()
      .min(3)
      .max(6)
      .default(3)
      .describe(
        "Values per feature, which is also the number of cards in a set and of tokens per player (FeatureSize).",
      ),
    rows: z.number().int().min(1).max(8).default(3).describe("Rows of slots on the table."),
    columns: z.number().int().min(1).max(8).default(4).describe("Columns of slots on the table."),
    pointFreeze: withUnit(
      "ms",
      z
        .number()
        .int()
        .min(0)
        .max(60_000)
        .default(1_000)
        .describe("How long a player is frozen after a legal set, in ms."),
    ),
    penaltyFreeze: withUnit(
      "ms",
      z
        .number()
        .int()
        .min(0)
        .max(60_000)
        .default(3_000)
        .describe("How long a player is frozen after a wrong claim, in ms."),
    ),
    turnTimeout: withUnit(
      "ms",
      z
        .number()
        .int()
        .min(-3_600_000)
        .max(3_600_000)
        .default(60_000)
        .describe(
          "> 0: reshuffle countdown in ms, restarted by every reshuffle and legal set. 0: no countdown, show the time since the last reshuffle or set, reshuffle only when the table holds no set. < 0: no timer shown, reshuffle only when the table holds no set.",
        ),
    ),
    turnTimeoutWarning: withUnit(
      "ms",
      z
        .number()
        .int()
        .min(0)
        .max(3_600_000)
        .default(5_000)
        .describe("The last this-many ms of the countdown are shown as a warning."),
    ),
    ensureSet: z
      .boolean()
      .default(true)
      .describe(
        "Always a set on the table: a fully dealt table without a set is reshuffled at once, in every timer mode, whenever the deck could change that. Off: with a countdown, a set-less table waits for it (without a countdown it is always reshuffled at once).",
      ),
    hints: z
      .boolean()
      .default(false)
      .describe("Players may ask for a hint: their screen highlights one set."),
    tableDelay: withUnit(
      "ms",
      z
        .number()
        .int()
        .min(0)
        .max(5_000)
        .default(100)
        .describe("Delay between dealing two cards, in ms (animation only; the rules deal at once)."),
    ),
    endGamePause: endGamePause(),
  })
  .refine((o) => o.featureSize ** o.featureCount <= MAX_DECK_SIZE, {
    message: `the deck (featureSize ^ featureCount cards) may hold at most ${MAX_DECK_SIZE} cards`,
    path: ["featureCount"],
  })
  .refine((o) => o.rows * o.columns >= o.featureSize, {
    message: "the table needs at least as many slots as a set has cards",
    path: ["rows"],
  })
  .refine(
    (o) =>
      expectedSets({ features: o.featureCount, values: o.featureSize }, o.rows * o.columns) >=
      MIN_EXPECTED_SETS,
    {
      message: `the table is too small for this deck: a full table would hardly ever hold a set (at least ${MIN_EXPECTED_SETS} sets per deal on average are needed; add rows or columns, or use fewer features or values)`,
      path: ["rows"],
    },
  )
  .refine((o) => o.turnTimeout <= 0 || o.turnTimeout >= MIN_TURN_TIMEOUT_MS, {
    message: `a positive turn timeout must be at least ${MIN_TURN_TIMEOUT_MS} ms`,
    path: ["turnTimeout"],
  });

export type PcOptions = z.infer<typeof pcOptions>;

/** How the reshuffle timer works, from the sign of `turnTimeout`. */
export type TimerMode = "countdown" | "elapsed" | "hidden";

export function timerMode(options: PcOptions): TimerMode {
  return options.turnTimeout > 0 ? "countdown" : options.turnTimeout === 0 ? "elapsed" : "hidden";
}
