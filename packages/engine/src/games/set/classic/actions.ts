import { z } from "zod";

/** A card code of the deck: one digit 0–2 per feature ("0121"; junior "012"). */
const cardCode = z.string().regex(/^[0-2]{3,4}$/);

/**
 * A claim: the cards one player picked, by code (3 for a set, 4 for an ultraset, 6 for a ghostset;
 * in a chained mode, the previous solution's reused cards among them). A right claim scores 1; a
 * wrong one costs the table's penalty; a claim naming a card no longer on the table (the table changed
 * under the player) is refused without cost.
 */
export const classicAction = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("claim"), cards: z.array(cardCode).min(3).max(6) }),
]);

export type ClassicAction = z.infer<typeof classicAction>;
