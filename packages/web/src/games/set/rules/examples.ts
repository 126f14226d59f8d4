/**
 * The SET rules pages' and the lesson's examples, computed with the engine's own rules so a page can
 * never disagree with the game: the cards and why they are or are not a set (the engine's `isSet`),
 * classic SET's variants. examples.test.ts checks each figure against the rules files by hand.
 */
import { isSet, thirdCard } from "@parlor/engine/set";

/** How one feature looks across some cards: all the same, all different, or neither (no set). */
export type FeatureVerdict = "same" | "different" | "broken";

/** Per feature (digit of the card codes), whether the cards' values are all the same, all different, or neither. */
export function featureVerdicts(cards: readonly string[]): FeatureVerdict[] {
  const features = cards[0]?.length ?? 0;
  return Array.from({ length: features }, (_, f) => {
    const values = new Set(cards.map((c) => c[f]));
    if (values.size === 1) return "same";
    return values.size === cards.length ? "different" : "broken";
  });
}

/** The features (digit positions) that stop the cards from being a set. */
export function brokenFeatures(cards: readonly string[]): number[] {
  return featureVerdicts(cards).flatMap((v, f) => (v === "broken" ? [f] : []));
}

/** A few cards shown as an example, with the engine's verdict. */
export interface SetExample {
  readonly cards: readonly string[];
  /** The engine's `isSet`. */
  readonly isSet: boolean;
  readonly verdicts: readonly FeatureVerdict[];
}

function setExample(cards: readonly string[]): SetExample {
  return { cards, isSet: isSet(cards), verdicts: featureVerdicts(cards) };
}

/**
 * A set (every feature different but the number: three cards showing two shapes each) and a non-set
 * that differs from it by the last card's shading (two open, one solid). Codes are feature digits:
 * colour/object, number, shape/character, shading/background.
 */
export const SET_EXAMPLES = {
  set: setExample(["0102", "1112", "2122"]),
  allDifferent: setExample(["0000", "1111", "2222"]),
  notSet: setExample(["0102", "1112", "2120"]),
} as const;

/**
 * Classic SET's variants (its `mode`), each drawn with the completing cards the engine's `thirdCard`
 * gives: an UltraSet (four cards, two pairs completing to the same card) and a GhostSet (six cards,
 * three pairs whose completing cards form a set; no three of the six are a set themselves).
 */
export interface PairsExample {
  /** The solution's cards, pair by pair. */
  readonly pairs: readonly (readonly [string, string])[];
  /** The card completing each pair to a set (`thirdCard`). */
  readonly completions: readonly string[];
}

function pairsExample(pairs: readonly (readonly [string, string])[]): PairsExample {
  return { pairs, completions: pairs.map(([a, b]) => thirdCard(a, b)) };
}

export const VARIANT_EXAMPLES = {
  ultraset: pairsExample([
    ["0000", "1111"],
    ["0012", "1102"],
  ]),
  ghostset: pairsExample([
    ["1010", "2210"],
    ["2120", "0121"],
    ["1202", "0000"],
  ]),
} as const;

/** One feature at a time, its three values on otherwise equal cards (step 1 of the lesson, the rules pages). */
export const FEATURE_ROWS: readonly (readonly string[])[] = [
  ["0000", "1000", "2000"],
  ["0000", "0100", "0200"],
  ["0000", "0010", "0020"],
  ["0000", "0001", "0002"],
];
