import type { DeckShape } from "../cards.js";

/**
 * The variants of classic SET as Set with Friends popularised them, by the name a table's `mode`
 * option gives. Each mode is a row of `MODES`: what a solution is, the deck, the table, the chain.
 */
export const CLASSIC_MODES = [
  "normal",
  "setchain",
  "ultraset",
  "ultrachain",
  "ghostset",
  "puzzle",
  "junior",
] as const;

export type ClassicMode = (typeof CLASSIC_MODES)[number];

/**
 * What a claim must be:
 * - `set`: three cards that are, on every feature, all the same or all different;
 * - `ultraset`: four cards that split into two pairs completing to the same card (the third card of
 *   a set with each pair);
 * - `ghostset`: six cards that split into three pairs whose completing cards form a set. For every
 *   split into pairs this holds exactly when the six cards' values add up to a multiple of 3 on every
 *   feature, so the check does not depend on how the claimer paired them.
 */
export type SolutionKind = "set" | "ultraset" | "ghostset";

/** Cards a claim of each kind names. */
export const SOLUTION_SIZE: Readonly<Record<SolutionKind, number>> = { set: 3, ultraset: 4, ghostset: 6 };

export interface ModeRules {
  readonly kind: SolutionKind;
  /** The deck: every card of `features` features of 3 values (81 cards; junior 27). */
  readonly shape: DeckShape;
  /** Cards the table is dealt up to after every solution (more when it holds none: see `DEAL_STEP`). */
  readonly board: number;
  /**
   * Chained modes: every solution after the first must reuse exactly this many cards of the previous
   * solution (which is set aside, off the table) and take the rest from the table. 0: not chained.
   */
  readonly chain: number;
  /**
   * Puzzle: the table is not changed by a solution; the players must find every solution on it
   * (one found again is refused), then the next table is dealt.
   */
  readonly puzzle: boolean;
}

const FULL: DeckShape = { features: 4, values: 3 };
const JUNIOR: DeckShape = { features: 3, values: 3 };

/**
 * Every mode's rules. Tables as on Set with Friends: 12 cards (junior 9, a table of 27 cards; ghost
 * 10). Setchain reuses one card of the previous set; ultrachain one pair of the previous ultraset.
 */
export const MODES: Readonly<Record<ClassicMode, ModeRules>> = {
  normal: { kind: "set", shape: FULL, board: 12, chain: 0, puzzle: false },
  setchain: { kind: "set", shape: FULL, board: 12, chain: 1, puzzle: false },
  ultraset: { kind: "ultraset", shape: FULL, board: 12, chain: 0, puzzle: false },
  ultrachain: { kind: "ultraset", shape: FULL, board: 12, chain: 2, puzzle: false },
  ghostset: { kind: "ghostset", shape: FULL, board: 10, chain: 0, puzzle: false },
  puzzle: { kind: "set", shape: FULL, board: 12, chain: 0, puzzle: true },
  junior: { kind: "set", shape: JUNIOR, board: 9, chain: 0, puzzle: false },
};

/** Cards dealt at once to a table that holds no solution. */
export const DEAL_STEP = 3;
