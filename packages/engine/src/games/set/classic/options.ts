import { z } from "zod";
import { withUnit } from "../../../core/units.js";
import { endGamePause } from "../options.js";
import { CLASSIC_MODES } from "./modes.js";

/** What a wrong claim costs: nothing, a point, or a short freeze (no claims until it ends). */
export const PENALTIES = ["none", "point", "freeze"] as const;
export type Penalty = (typeof PENALTIES)[number];

/**
 * Classic SET's table options, with Set with Friends' defaults: normal mode, wrong claims free.
 * Times in milliseconds.
 */
export const classicOptions = z.strictObject({
  mode: z
    .enum(CLASSIC_MODES)
    .default("normal")
    .describe(
      "normal; setchain (every set after the first reuses one card of the previous set); ultraset (four cards, two pairs completing to the same card); ultrachain (ultrasets reusing a pair of the previous one); ghostset (six cards, three pairs whose completions form a set); puzzle (find every set of a fixed table); junior (three features, 27 cards).",
    ),
  penalty: z
    .enum(PENALTIES)
    .default("none")
    .describe("What a wrong claim costs: none, point (−1, scores may go below 0) or freeze (see freezeMs)."),
  freezeMs: withUnit(
    "ms",
    z
      .number()
      .int()
      .min(0)
      .max(60_000)
      .default(3_000)
      .describe("How long a wrong claim freezes its player when penalty is freeze, in ms."),
  ),
  endGamePause: endGamePause(),
});

export type ClassicOptions = z.infer<typeof classicOptions>;
