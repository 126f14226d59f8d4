import { z } from "zod";
import { withUnit } from "../../core/units.js";

/** The SET games' options that are the same in each. */

/** The longest a table may keep its final scores up (ms). */
const MAX_END_GAME_PAUSE_MS = 60_000;
/** How long a table keeps its final scores up by default (ms). */
const END_GAME_PAUSE_MS = 5_000;

/** How long the final scores stay up before the table closes (display only), in ms. */
export const endGamePause = () =>
  withUnit(
    "ms",
    z
      .number()
      .int()
      .min(0)
      .max(MAX_END_GAME_PAUSE_MS)
      .default(END_GAME_PAUSE_MS)
      .describe("How long the final scores stay up before the table closes, in ms (display only)."),
  );
