import { z } from "zod";
import { SHAPE } from "./options.js";

/** A card code of the deck, e.g. "0121". */
const cardCode = z.string().regex(new RegExp(`^[0-${SHAPE.values - 1}]{${SHAPE.features}}$`));

/** Calling "Set!" on three cards of the pool. */
const call = z.strictObject({
  type: z.literal("call"),
  cards: z.tuple([cardCode, cardCode, cardCode]),
});

/** A public vote that the pool holds no set. */
const noSet = z.strictObject({ type: z.literal("no-set") });

/** Every move of Patterns: Tarot. */
export const patternsAction = z.discriminatedUnion("type", [call, noSet]);

export type PatternsAction = z.infer<typeof patternsAction>;
export type CallAction = z.infer<typeof call>;
