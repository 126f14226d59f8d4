import { z } from "zod";
import type { MeldOptions } from "./melds.js";
import { ACE_TO_ACE_BONUS, ACE_TO_KING_BONUS } from "./scoring.js";

/** The score a side must reach to win the match, unless the table says otherwise (the rules' 3000). */
export const DEFAULT_TARGET = 3_000;

/** The highest target a table may set. */
export const MAX_TARGET = 100_000;

/** The most hands a table may cap a match at. */
export const MAX_HANDS = 1_000;

/**
 * Buraco's table options (`shared/rules/buraco.md`, "Variants"). The number of players (2, or 4 in
 * two pairs) is the table's seat count, not an option. The defaults are GameVelvet's rules: groups
 * allowed, only the discard pile's top card visible, a natural (clean) canasta needed to end a hand.
 */
export const buracoOptions = z.strictObject({
  target: z
    .number()
    .int()
    .min(1)
    .max(MAX_TARGET)
    .default(DEFAULT_TARGET)
    .describe("The match ends after the hand in which a side reaches this score; the higher score wins."),
  hands: z
    .number()
    .int()
    .min(0)
    .max(MAX_HANDS)
    .default(0)
    .describe(
      "The most hands in a match: it ends after this many even if no side reached the target (the higher score wins). 0: no limit.",
    ),
  jokers: z
    .boolean()
    .default(false)
    .describe("Add the 4 jokers (108 cards): wild like a 2, still at most one wild card per meld."),
  groups: z
    .boolean()
    .default(true)
    .describe("Groups of cards of one rank may be melded (Buraco Aberto). Off: runs only (Fechado)."),
  openPile: z
    .boolean()
    .default(false)
    .describe("Every card of the discard pile is visible, not only its top card."),
  naturalToEnd: z
    .boolean()
    .default(true)
    .describe(
      "Ending a hand needs a natural (clean) canasta. Off (STBL): any canasta, natural or mixed, will do.",
    ),
  akBonus: z
    .boolean()
    .default(false)
    .describe(
      `The A-K canasta: a natural run from the 4 up to the King scores ${ACE_TO_KING_BONUS} instead of a natural canasta's bonus.`,
    ),
  aaBonus: z
    .boolean()
    .default(false)
    .describe(
      `The A-A canasta: a natural run of every rank from the 4 up to the Ace scores ${ACE_TO_ACE_BONUS} instead of a natural canasta's bonus.`,
    ),
});

/** Parsed table options of Buraco. */
export type BuracoOptions = z.output<typeof buracoOptions>;

/** The meld options a table's options give (jokers, groups). */
export function tableMeldOptions(options: BuracoOptions): MeldOptions {
  return { jokers: options.jokers, groups: options.groups };
}
