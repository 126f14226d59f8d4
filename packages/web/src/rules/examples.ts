/**
 * The rules pages' worked examples, computed with the engine's own rules so a page can never disagree
 * with the game: the SET cards and why they are or are not a set (the engine's `isSet`), the Ruhd
 * rulebook's worked placement (`scorePlacement`), a French Tarot deal (`breakdownDeal`, `scoreDeal`)
 * and a Buraco hand (`classifyMeld`, `scoreHand`). The pages draw these; examples.test.ts checks each
 * figure against the rules files by hand.
 */
import { classifyMeld, scoreHand, type HandScore, type MeldClass, type Side } from "@parlor/engine/buraco";
import { scorePlacement, type PlacedTile, type PlacementScore } from "@parlor/engine/ruhd";
import { isSet, thirdCard } from "@parlor/engine/set";
import { breakdownDeal, scoreDeal, type Deal, type DealBreakdown } from "@parlor/engine/tarot";

// ─── SET ───────────────────────────────────────────────────────────────────────────────────────────

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

// ─── Ruhd ──────────────────────────────────────────────────────────────────────────────────────────

const at = (x: number, y: number, tile: string): PlacedTile => ({ x, y, tile, rotation: 0 });

/**
 * The rulebook's worked example (rules/ruhd.md): a tile laid against a left and a bottom neighbour
 * scores 0 + 1 + 3 + three patterns = 10, with the real tiles of the set.
 */
export const RUHD_EXAMPLE: {
  readonly board: readonly PlacedTile[];
  readonly placed: PlacedTile;
  readonly score: PlacementScore;
} = (() => {
  const board = [at(0, 2, "G3Y3G2R1"), at(1, 2, "R4Y2G2R1"), at(2, 1, "G3Y2B2G4"), at(2, 0, "G1B4R4G2")];
  const placed = at(2, 2, "G4B1G3R1");
  return { board, placed, score: scorePlacement(board, placed) };
})();

// ─── French Tarot ──────────────────────────────────────────────────────────────────────────────────

/** A deal to score, with the engine's breakdown and each seat's score. */
export interface TarotExample {
  readonly deal: Deal;
  readonly breakdown: DealBreakdown;
  readonly scores: readonly number[];
}

function tarotExample(deal: Deal): TarotExample {
  return { deal, breakdown: breakdownDeal(deal), scores: scoreDeal(deal).scores };
}

/**
 * Two deals at four players, the taker in the first seat: a Garde made with two oudlers and 45.5
 * points, the Petit au bout and a single poignée; a Prise lost with one oudler and 48 points.
 */
export const TAROT_EXAMPLES = {
  made: tarotExample({
    players: 4,
    taker: 0,
    contract: "garde",
    oudlers: 2,
    points: 45.5,
    petitAuBout: "attack",
    poignees: ["single"],
  }),
  lost: tarotExample({ players: 4, taker: 0, contract: "prise", oudlers: 1, points: 48 }),
} as const;

/** The oudlers (trump 21, the Petit, the Excuse) and one card of each other value, by code. */
export const TAROT_CARDS = {
  oudlers: ["T21", "T1", "EX"],
  values: ["SK", "HQ", "DN", "CJ", "S7"],
} as const;

// ─── Buraco ────────────────────────────────────────────────────────────────────────────────────────

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
