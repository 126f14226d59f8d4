import { z } from "zod";
import { CLASSIC, deckSize } from "../cards.js";

/** The deck of Patterns: Tarot, the classic 81 cards (4 scene elements, 3 variations each). */
export const SHAPE = CLASSIC;

/** Cards in a set (3): also how many places a set frees in the pool. */
export const SET_SIZE = SHAPE.values;

/** Table options of Patterns: Tarot. */
export const patternsOptions = z.strictObject({
  autoGrow: z
    .boolean()
    .default(false)
    .describe(
      "The dealer grows the pool by itself as soon as it holds no set, instead of waiting for every player's vote.",
    ),
  rows: z
    .int()
    .min(1)
    .max(6)
    .default(2)
    .describe(
      "Rows of the pool; growing the pool deals one card at the end of each row (the rulebook has two).",
    ),
  startCards: z
    .int()
    .min(0)
    .max(deckSize(SHAPE))
    .default(4)
    .describe("Cards the dealer deals into the pool at the start, one row after the other in turn."),
  wrongCallCost: z
    .int()
    .min(0)
    .max(deckSize(SHAPE))
    .default(1)
    .describe("Cards a wrong call moves from the caller's score stack out of play (as many as they have)."),
});

export type PatternsOptions = z.infer<typeof patternsOptions>;
