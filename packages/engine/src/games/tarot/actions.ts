import { z } from "zod";
import { CONTRACTS, type Contract } from "./scoring.js";

/** The contracts, lowest first (`scoring.ts`): Prise (x1) < Garde (x2) < Garde sans (x4) < Garde contre (x6). */
export { CONTRACTS, type Contract };

/** What a player may say in the bidding: pass, or a contract. */
export const BIDS = ["pass", ...CONTRACTS] as const;

/** One word of the bidding. */
export type Bid = (typeof BIDS)[number];

/** A card as an action names it (a code of `cards.ts`: `H10`, `T21`, `EX`); the rules check it. */
const card = z.string().max(4);

/** The most cards an action names: a triple poignée at 3 players (18 trumps). */
const MOST_CARDS_NAMED = 24;

/**
 * Every move of French Tarot. Cards are named by their codes; the schema checks only the shape, the
 * rules check the values (and say what is wrong in words).
 */
export const tarotAction = z.discriminatedUnion("type", [
  /** Speak once in the bidding: pass, or a contract higher than any before it. */
  z.strictObject({ type: z.literal("bid"), contract: z.enum(BIDS) }),
  /**
   * 5 players, the taker, before the dog: call a king (a queen when holding all four kings, a knight
   * when holding all kings and queens); its holder becomes the hidden partner.
   */
  z.strictObject({ type: z.literal("call"), card }),
  /** Prise or Garde, the taker: put the dog's size of cards face down (no king, no oudler). */
  z.strictObject({ type: z.literal("discard"), cards: z.array(card).max(MOST_CARDS_NAMED) }),
  /** The taker, once, after the dog: announce a chelem (every trick) or not. */
  z.strictObject({ type: z.literal("chelem"), announce: z.boolean() }),
  /** On one's turn before one's first card: show exactly a poignée's number of trumps. */
  z.strictObject({ type: z.literal("poignee"), cards: z.array(card).max(MOST_CARDS_NAMED) }),
  /** Play a card to the trick. */
  z.strictObject({ type: z.literal("play"), card }),
]);

/** A parsed move of French Tarot. */
export type TarotAction = z.output<typeof tarotAction>;
