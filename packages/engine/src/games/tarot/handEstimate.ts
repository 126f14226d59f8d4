/**
 * The basic bot's estimate of taking each contract with a hand, without search: the hand's points
 * (`HAND_POINTS`: oudlers, trumps, honours, voids and long suits, the usual French counting, weighed
 * by what they were worth) turned into the attack's mark a Prise would bring, and from it a Garde's,
 * a Garde sans's and a Garde contre's (`HAND_ESTIMATE`), each with the spread of its marks. Both are
 * fitted to deals of the basic bots: every seat of 6,000 deals at 4 players and 5,000 at 3 and at 5
 * taking each contract in turn, the deal then played out by the basic card play (`rollout.ts`). `bidChoice.ts`
 * chooses the bid from these estimates.
 */
import type { Contract } from "./actions.js";
import type { ContractEstimate } from "./bidChoice.js";
import { cardFacts, EXCUSE, MONDE, PETIT, SUITS, TRUMP_COUNT, type Rank, type Suit } from "./cards.js";
import type { Players } from "./scoring.js";

/**
 * What each thing in a hand adds to the attack's mark of a Prise (points per defender), as fitted at
 * 4 players: the 21 and the Excuse 24 each, the Petit 16, each trump 7 and each major trump (16 to 20)
 * 3 more, a king 8, a queen 3, a knight 2, a jack 1, a king with its queen 3 more, each card of the
 * longest suit beyond 4, 2; a void 4 and a singleton 3 when the hand holds `cutTrumps` trumps to cut
 * with.
 */
export const HAND_POINTS = {
  monde: 24,
  excuse: 24,
  petit: 16,
  trump: 7,
  majorTrump: 3,
  /** The lowest major trump (the 21 counts as the monde). */
  majorFrom: 16,
  king: 8,
  queen: 3,
  knight: 2,
  jack: 1,
  /** A king with its queen, on top of both. */
  mariage: 3,
  /** Each card of the longest suit beyond `longFrom`. */
  longCard: 2,
  longFrom: 4,
  void: 4,
  singleton: 3,
  /** Trumps needed for voids and singletons to count. */
  cutTrumps: 5,
} as const;

/** A mark as a straight line of another figure: `base + slope × figure`, with its `spread` (sd). */
export interface MarkLine {
  readonly base: number;
  readonly slope: number;
  /** The standard deviation of the marks about the line, for hands about even (a Prise's mark near 0). */
  readonly spread: number;
}

/**
 * Per table size: a Prise's mark from the hand's points (`prise`), and a Garde sans's and a Garde
 * contre's from that Prise's mark (`sans`, `contre`); a Garde's is the Prise's doubled (the same deal
 * played the same way). Fitted by least squares on the basic bots' deals (module comment).
 */
export const HAND_ESTIMATE: Readonly<
  Record<Players, { readonly prise: MarkLine; readonly sans: MarkLine; readonly contre: MarkLine }>
> = {
  3: {
    prise: { base: -109, slope: 1.04, spread: 30 },
    sans: { base: -86, slope: 3.1, spread: 104 },
    contre: { base: -230, slope: 3.6, spread: 84 },
  },
  4: {
    prise: { base: -93, slope: 0.99, spread: 32 },
    sans: { base: -128, slope: 2.5, spread: 89 },
    contre: { base: -271, slope: 3.05, spread: 80 },
  },
  5: {
    prise: { base: -55, slope: 0.86, spread: 38 },
    sans: { base: -52, slope: 3.6, spread: 149 },
    contre: { base: -130, slope: 5.3, spread: 208 },
  },
};

/** A hand's points (`HAND_POINTS`). */
export function handPoints(hand: readonly string[]): number {
  const p = HAND_POINTS;
  const ranks: Record<Suit, Rank[]> = { S: [], H: [], D: [], C: [] };
  let trumps = 0;
  let points = 0;
  for (const card of hand) {
    const { trump, suit, rank } = cardFacts(card);
    if (trump !== null) {
      trumps++;
      if (trump >= p.majorFrom && trump < TRUMP_COUNT) points += p.majorTrump;
    } else if (suit !== null && rank !== null) {
      ranks[suit].push(rank);
    }
  }
  points += trumps * p.trump;
  if (hand.includes(MONDE)) points += p.monde;
  if (hand.includes(PETIT)) points += p.petit;
  if (hand.includes(EXCUSE)) points += p.excuse;
  let longest = 0;
  for (const suit of SUITS) {
    const cards = ranks[suit];
    const has = (rank: Rank): boolean => cards.includes(rank);
    if (has("K")) points += p.king;
    if (has("Q")) points += p.queen;
    if (has("N")) points += p.knight;
    if (has("J")) points += p.jack;
    if (has("K") && has("Q")) points += p.mariage;
    longest = Math.max(longest, cards.length);
    if (trumps >= p.cutTrumps) {
      if (cards.length === 0) points += p.void;
      else if (cards.length === 1) points += p.singleton;
    }
  }
  return points + Math.max(0, longest - p.longFrom) * p.longCard;
}

/** The point on `line` at `x`, with its variance. */
function onLine(line: MarkLine, x: number, times = 1): ContractEstimate {
  return { mean: times * (line.base + line.slope * x), variance: (times * line.spread) ** 2 };
}

/** The basic bot's estimate of each contract for `hand` at a table of `seats` (`HAND_ESTIMATE`). */
export function estimateHand(hand: readonly string[], seats: number): Record<Contract, ContractEstimate> {
  const lines = HAND_ESTIMATE[seats as Players] ?? HAND_ESTIMATE[4];
  const prise = onLine(lines.prise, handPoints(hand));
  return {
    prise,
    garde: { mean: 2 * prise.mean, variance: 4 * prise.variance },
    "garde-sans": onLine(lines.sans, prise.mean),
    "garde-contre": onLine(lines.contre, prise.mean),
  };
}
