/**
 * The unit of a numeric table option, said in its schema so that a client shows and takes it as a
 * person reads it without knowing the game: zod's metadata, which the option's JSON Schema carries as
 * `unit` (the server's `/api/games`).
 *
 * - `"ms"`: a duration in milliseconds (a page shows it in seconds);
 * - `"seat"`: a seat by its index, 0 for the first (a page names it "Seat 1").
 */
import type { z } from "zod";

export type OptionUnit = "ms" | "seat";

/** The option's schema with its unit (`unit` in its JSON Schema). */
export function withUnit<T extends z.ZodType>(unit: OptionUnit, schema: T): T {
  return schema.meta({ unit }) as T;
}
