/**
 * Buraco's rules page's melds and worked hand, computed with the engine's own rules (`classifyMeld`,
 * `scoreHand`). examples.test.ts checks each figure against the rules file by hand.
 */
import { classifyMeld, scoreHand, type HandScore, type MeldClass, type Side } from "@parlor/engine/buraco";

/** A meld shown on the page, with what the engine's `classifyMeld` says of it (null: not a meld). */
export interface MeldExample {
  readonly cards: readonly string[];
  readonly meld: MeldClass | null;
}

const meld = (cards: readonly string[]): MeldExample => ({ cards, meld: classifyMeld(cards) });

/** Melds and non-melds the Buraco page draws. */
export const BURACO_MELDS = {
  run: meld(["5S", "6S", "7S"]),
  group: meld(["9C", "9D", "9S"]),
  wildRun: meld(["KH", "AH", "2S"]),
  natural: meld(["4H", "5H", "6H", "7H", "8H", "9H", "10H"]),
  mixed: meld(["KS", "KH", "KD", "KC", "KS", "KH", "2C"]),
  twoWilds: meld(["8D", "2C", "2H"]),
  threes: meld(["3S", "3C", "3S"]),
} as const;

/** The threes: a red one (laid alone, ±100) and a black one (locks the discard pile). */
export const BURACO_THREES = { red: "3H", black: "3S" } as const;

/** A side's hand with its score by the engine. */
export interface BuracoExample {
  readonly side: Side;
  readonly score: HandScore;
}

const buracoExample = (side: Side): BuracoExample => ({ side, score: scoreHand(side) });

/**
 * One hand, both sides: "us" knock out with a natural and a mixed canasta, a short run and a red
 * three; "them" never took their morto, lay a red three without a canasta and keep three cards.
 */
export const BURACO_HAND = {
  us: buracoExample({
    melds: [BURACO_MELDS.natural.cards, BURACO_MELDS.mixed.cards, ["9C", "10C", "JC"]],
    redThrees: 1,
    hand: [],
    wentOut: true,
    tookMorto: true,
  }),
  them: buracoExample({
    melds: [
      ["7D", "7S", "7C"],
      ["QD", "KD", "AD"],
    ],
    redThrees: 1,
    hand: ["AS", "3C", "8H"],
    wentOut: false,
    tookMorto: false,
  }),
} as const;
