/**
 * Melds (`shared/rules/buraco.md`): a run of one suit, 4-5-6-…-Q-K-A, each rank once, or a group of
 * one rank (identical cards of the two decks allowed); at least 3 cards; at most one wild card (a 2,
 * or a joker with the `jokers` option), which replaces any card but a three; threes never meld. A
 * meld of 7 or more cards is a canasta, natural without its wild, mixed with it.
 *
 * The cards of a meld are a set, not a sequence: `classifyMeld` says whether some arrangement of them
 * is legal, `arrangeMeld` lays one out (in order, naming what the wild stands for), and `extendMeld`
 * says whether cards may join a meld on the table (the union must be a meld). Codes or ids.
 */
import {
  cardFace,
  cardOf,
  copyOf,
  HAND_SUIT_ORDER,
  isCardFace,
  rankOf,
  suitOf,
  THREE,
  type CardOptions,
  type Rank,
  type Suit,
} from "./cards.js";

/** The ranks a run may hold, lowest first: 4 up to King, then the Ace (never before the 4, no wrap). */
export const RUN_RANKS: readonly Rank[] = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

/** The fewest cards of a meld. */
export const MIN_MELD = 3;

/** The most wild cards a meld may hold. */
export const MAX_WILDS = 1;

/** The fewest cards of a canasta. */
export const CANASTA_LENGTH = 7;

/** The two kinds of meld. */
export type MeldKind = "run" | "group";

/** A canasta's kind: natural (clean, no wild) or mixed (dirty, one wild). */
export type CanastaKind = "natural" | "mixed";

/**
 * The variant switches melds depend on (the rules note's Aberto / Fechado / STBL tables differ in
 * them), with the cards' own (`jokers`).
 */
export interface MeldOptions extends CardOptions {
  /** Whether groups of one rank may be melded; false leaves runs only. Default true (the seed's rule). */
  readonly groups?: boolean;
}

/** What `classifyMeld` says of a legal meld: its kind and whether it is a canasta, and which. */
export interface MeldClass {
  readonly kind: MeldKind;
  readonly canasta: CanastaKind | null;
}

/** A legal meld laid out in order, as a table shows it. */
export interface MeldLayout extends MeldClass {
  /**
   * The cards as given (codes or ids), in order: a run from its lowest rank up, the wild in the place
   * it fills; a group suit by suit (spades, hearts, clubs, diamonds), the wild last.
   */
  readonly cards: readonly string[];
  /** The wild card (as given), or null in a natural meld. */
  readonly wild: string | null;
  /** The rank the wild stands for, or null without one. */
  readonly standsFor: Rank | null;
  /** A run's suit (null for a group). */
  readonly suit: Suit | null;
  /** A group's rank (null for a run). */
  readonly rank: Rank | null;
}

/** The canasta a meld of `length` cards is, with or without its wild. */
export function canastaOf(length: number, hasWild: boolean): CanastaKind | null {
  if (length < CANASTA_LENGTH) return null;
  return hasWild ? "mixed" : "natural";
}

/** Where a rank sits in a run (0 for the 4 … 10 for the Ace), or -1 for a rank no run holds. */
function runIndex(rank: Rank): number {
  return RUN_RANKS.indexOf(rank);
}

/** Orders identical cards (ids of the two decks) by their copy number, plain codes first. */
function byCopy(a: string, b: string): number {
  return (copyOf(a) ?? -1) - (copyOf(b) ?? -1);
}

/** A run of `naturals` (at least two, one suit) with at most one `wild`, laid out; null if none fits. */
function layRun(naturals: readonly string[], wild: string | null): MeldLayout | null {
  const suit = suitOf(naturals[0] ?? "");
  if (suit === null || naturals.some((card) => suitOf(card) !== suit)) return null;
  const placed = naturals
    .map((card) => ({ card, at: runIndex(rankOf(card) as Rank) }))
    .sort((a, b) => a.at - b.at);
  if (placed.some(({ at }) => at < 0)) return null;
  // Each rank once: identical cards of the two decks never share a run.
  if (placed.some(({ at }, i) => i > 0 && at === placed[i - 1]?.at)) return null;
  const low = placed[0]?.at ?? 0;
  const high = placed[placed.length - 1]?.at ?? 0;
  const gaps = high - low + 1 - placed.length;
  const wilds = wild === null ? 0 : 1;
  if (gaps > wilds) return null;
  const order = placed.map(({ card }) => card);
  let standsFor: Rank | null = null;
  if (wild !== null) {
    // The wild fills the gap, or else extends the run: upwards, or below it when it already ends at the Ace.
    let slot: number;
    if (gaps === 1) slot = placed.findIndex(({ at }, i) => at !== low + i) + low;
    else if (high < RUN_RANKS.length - 1) slot = high + 1;
    else if (low > 0) slot = low - 1;
    else return null;
    standsFor = RUN_RANKS[slot] ?? null;
    order.splice(Math.max(0, slot - low), 0, wild);
  }
  return {
    kind: "run",
    canasta: canastaOf(order.length, wild !== null),
    cards: order,
    wild,
    standsFor,
    suit,
    rank: null,
  };
}

/** A group of `naturals` (at least two, one rank) with at most one `wild`, laid out; null if not one rank. */
function layGroup(naturals: readonly string[], wild: string | null): MeldLayout | null {
  const rank = rankOf(naturals[0] ?? "");
  if (rank === null || naturals.some((card) => rankOf(card) !== rank)) return null;
  const suitPlace = (card: string): number => HAND_SUIT_ORDER.indexOf(suitOf(card) as Suit);
  const order = [...naturals].sort((a, b) => suitPlace(a) - suitPlace(b) || byCopy(a, b));
  if (wild !== null) order.push(wild);
  return {
    kind: "group",
    canasta: canastaOf(order.length, wild !== null),
    cards: order,
    wild,
    standsFor: wild === null ? null : rank,
    suit: null,
    rank,
  };
}

/**
 * Lays out the cards (codes or ids, in any order) as a legal meld, or null when no arrangement is
 * one: fewer than 3 cards, a card that is not one (a joker without the `jokers` option), a three, more
 * than one wild, a run that is not consecutive within 4…A in one suit or repeats a rank, a group of
 * mixed ranks or (with `groups: false`) any group. A run's wild fills its gap, or else extends it
 * upwards (downwards from an Ace).
 */
export function arrangeMeld(cards: readonly string[], options: MeldOptions = {}): MeldLayout | null {
  if (cards.length < MIN_MELD) return null;
  // One look at each card (the bots weigh melds millions of times): its face decides it all.
  const naturals: string[] = [];
  let wild: string | null = null;
  let wilds = 0;
  let rank: Rank | null = null;
  let oneRank = true;
  for (const card of cards) {
    const face = cardFace(card);
    if (!isCardFace(face, options) || face.rank === THREE) return null;
    if (face.wild) {
      wild ??= card;
      wilds++;
    } else {
      if (naturals.length === 0) rank = face.rank;
      else if (face.rank !== rank) oneRank = false;
      naturals.push(card);
    }
  }
  if (wilds > MAX_WILDS) return null;
  if (naturals.length > 0 && oneRank) return options.groups === false ? null : layGroup(naturals, wild);
  return layRun(naturals, wild);
}

/**
 * Whether some arrangement of the cards (codes or ids, in any order) is a legal meld, and if so its
 * kind and canasta (see `arrangeMeld`); null if not.
 */
export function classifyMeld(cards: readonly string[], options: MeldOptions = {}): MeldClass | null {
  const layout = arrangeMeld(cards, options);
  return layout === null ? null : { kind: layout.kind, canasta: layout.canasta };
}

/**
 * Whether `added` (one card or more) may join the meld on the table `meld`: the meld with them must
 * still be a legal meld (its wild may then stand for another rank). The new layout, or null.
 */
export function extendMeld(
  meld: readonly string[],
  added: readonly string[],
  options: MeldOptions = {},
): MeldLayout | null {
  if (added.length === 0) return null;
  return arrangeMeld([...meld, ...added], options);
}

/** The codes of a meld's cards (ids read back to codes), for showing or comparing melds. */
export function meldCodes(cards: readonly string[]): string[] {
  return cards.map(cardOf);
}
