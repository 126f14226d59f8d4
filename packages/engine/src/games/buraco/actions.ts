import { z } from "zod";

/**
 * A physical card as an action names it: its code and copy (`7H.1`, `7H.2`, `JK.3`: `cards.ts`); the
 * rules check it is one the seat holds.
 */
const card = z.string().max(8);

/** The most cards an action names: a whole hand after taking a large pile. */
const MOST_CARDS_NAMED = 120;

const cards = z.array(card).min(1).max(MOST_CARDS_NAMED);

/** A meld's index among the side's melds, in the order they were laid. */
const meldIndex = z.number().int().min(0).max(MOST_CARDS_NAMED);

/**
 * Every move of Buraco. Cards are named by their physical ids; the schema checks only the shape, the
 * rules check the values (and say what is wrong in words). Decisions are final: there is no undo.
 */
export const buracoAction = z.discriminatedUnion("type", [
  /** Start the turn with the stock's top card. */
  z.strictObject({ type: z.literal("draw") }),
  /**
   * Start the turn with the whole discard pile: its top card goes at once either into a new meld with
   * `meld.cards` from the hand, or into the side's meld `add.meld` with `add.cards` from the hand
   * (possibly none). Exactly one of `meld` and `add`.
   */
  z.strictObject({
    type: z.literal("take-pile"),
    meld: z.strictObject({ cards }).optional(),
    add: z.strictObject({ meld: meldIndex, cards: z.array(card).max(MOST_CARDS_NAMED) }).optional(),
  }),
  /** Lay a new meld of hand cards. */
  z.strictObject({ type: z.literal("meld"), cards }),
  /** Add hand cards to one of the side's melds. */
  z.strictObject({ type: z.literal("add"), meld: meldIndex, cards }),
  /** Discard a card, ending the turn. */
  z.strictObject({ type: z.literal("discard"), card }),
]);

/** A parsed move of Buraco. */
export type BuracoAction = z.output<typeof buracoAction>;
