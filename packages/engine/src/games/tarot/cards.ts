/**
 * French Tarot's 78 cards as the strings players and programs exchange: a suit letter and a rank for
 * the suit cards (`H1`, `H10`, `SN`, `CK`), `T1`…`T21` for the trumps and `EX` for the Excuse; their
 * points, the oudlers, the trumps' order and the order a hand is shown in.
 */

/** The four suits: spades, hearts, diamonds, clubs. */
export const SUITS = ["S", "H", "D", "C"] as const;
export type Suit = (typeof SUITS)[number];

/** A suit card's ranks, lowest first: 1 to 10, jack, knight (cavalier), queen, king. */
export const RANKS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K"] as const;
export type Rank = (typeof RANKS)[number];

/** The trumps are numbered 1 (the Petit) to 21. */
export const TRUMP_COUNT = 21;
/** The letter that starts a trump's code (`T1` … `T21`). */
export const TRUMP = "T";
/** The Excuse: neither a suit card nor a trump. */
export const EXCUSE = "EX";
/** Trump 1, the Petit: an oudler, and the card of the Petit au bout. */
export const PETIT = "T1";
/** Trump 21, the highest trump: an oudler. */
export const MONDE = "T21";
/** The three oudlers (bouts): the 21, the Petit and the Excuse. */
export const OUDLERS: readonly string[] = [MONDE, PETIT, EXCUSE];

/** What a card belongs to when following: a suit, the trumps, or nothing (the Excuse). */
export type Family = Suit | typeof TRUMP;

/** Card points, to the half point (the rulebook's values). */
export const CARD_POINTS = {
  oudler: 4.5,
  king: 4.5,
  queen: 3.5,
  knight: 2.5,
  jack: 1.5,
  /** Any other card: suit cards 1-10 and trumps 2-20. */
  other: 0.5,
} as const;

/** The points of the whole deck. */
export const TOTAL_POINTS = 91;

/** The 78 cards in a canonical order: spades, hearts, diamonds, clubs (each 1 to king), trumps 1 to 21, the Excuse. */
export const DECK: readonly string[] = [
  ...SUITS.flatMap((suit) => RANKS.map((rank) => `${suit}${rank}`)),
  ...Array.from({ length: TRUMP_COUNT }, (_, i) => `${TRUMP}${i + 1}`),
  EXCUSE,
];

/** The number of cards in the deck. */
export const DECK_SIZE = DECK.length;

/**
 * What a card is, worked out once per card (the bots' searches ask these millions of times): a caller
 * asking several things of one card asks `cardFacts` once.
 */
export interface CardFacts {
  /** Its place in `DECK` (-1 for a string that is not a card). */
  readonly index: number;
  /** A trump's number (1 … 21), else null. */
  readonly trump: number | null;
  /** A suit card's suit and rank, else null. */
  readonly suit: Suit | null;
  readonly rank: Rank | null;
  /** The suit it follows, `T` for a trump; null for the Excuse (it follows nothing). */
  readonly family: Family | null;
  /** Its strength within its family: a rank from 1 to 14, a trump's number, 0 for the Excuse. */
  readonly strength: number;
  readonly oudler: boolean;
  readonly points: number;
}

/** A suit card's points by rank: king 4.5, queen 3.5, knight 2.5, jack 1.5, any other 0.5. */
function rankPoints(rank: Rank): number {
  switch (rank) {
    case "K":
      return CARD_POINTS.king;
    case "Q":
      return CARD_POINTS.queen;
    case "N":
      return CARD_POINTS.knight;
    case "J":
      return CARD_POINTS.jack;
    default:
      return CARD_POINTS.other;
  }
}

function factsOf(card: string, index: number): CardFacts {
  const oudler = OUDLERS.includes(card);
  if (card === EXCUSE)
    return {
      index,
      trump: null,
      suit: null,
      rank: null,
      family: null,
      strength: 0,
      oudler,
      points: CARD_POINTS.oudler,
    };
  if (card.startsWith(TRUMP)) {
    const trump = Number(card.slice(TRUMP.length));
    return {
      index,
      trump,
      suit: null,
      rank: null,
      family: TRUMP,
      strength: trump,
      oudler,
      points: oudler ? CARD_POINTS.oudler : CARD_POINTS.other,
    };
  }
  const rank = card.slice(1) as Rank;
  const suit = card[0] as Suit;
  return {
    index,
    trump: null,
    suit,
    rank,
    family: suit,
    strength: RANKS.indexOf(rank) + 1,
    oudler,
    points: rankPoints(rank),
  };
}

const FACTS: ReadonlyMap<string, CardFacts> = new Map(DECK.map((card, i) => [card, factsOf(card, i)]));

/** The facts of a string that is not a card: no index, trump, suit nor family, no strength nor points. */
const NOT_A_CARD: CardFacts = {
  index: -1,
  trump: null,
  suit: null,
  rank: null,
  family: null,
  strength: 0,
  oudler: false,
  points: 0,
};

/** What a card is (`CardFacts`); a string that is not a card gets no index (-1), family nor points. */
export function cardFacts(card: string): CardFacts {
  return FACTS.get(card) ?? NOT_A_CARD;
}

/** Whether `code` is one of the 78 cards. */
export function isCard(code: string): boolean {
  return FACTS.has(code);
}

/** A card's place in `DECK` (a small integer id), or -1 for a string that is not a card. */
export function cardIndex(card: string): number {
  return cardFacts(card).index;
}

/** Whether the card is a trump (T1 … T21; the Excuse is not a trump). */
export function isTrump(card: string): boolean {
  return cardFacts(card).trump !== null;
}

/** A trump's number (1 for the Petit … 21), or null for any other card. */
export function trumpNumber(card: string): number | null {
  return cardFacts(card).trump;
}

/** A suit card's suit, or null for a trump or the Excuse. */
export function suitOf(card: string): Suit | null {
  return cardFacts(card).suit;
}

/** The suit a card follows, `T` for a trump; null for the Excuse (it follows nothing). */
export function familyOf(card: string): Family | null {
  return cardFacts(card).family;
}

/** A suit card's rank, or null for a trump or the Excuse. */
export function rankOf(card: string): Rank | null {
  return cardFacts(card).rank;
}

/**
 * The card's strength within its family: a suit card's rank from 1 (the 1) to 14 (the king), a
 * trump's number; 0 for the Excuse, which never wins by strength.
 */
export function strengthOf(card: string): number {
  return cardFacts(card).strength;
}

/** Whether the card is an oudler (the 21, the Petit, the Excuse). */
export function isOudler(card: string): boolean {
  return cardFacts(card).oudler;
}

/** A card's points: oudler or king 4.5, queen 3.5, knight 2.5, jack 1.5, other 0.5 (0 for a non-card). */
export function cardPoints(card: string): number {
  return cardFacts(card).points;
}

/** The points of a pile of cards, to the half point (exact: halves add up exactly in binary). */
export function countPoints(pile: readonly string[]): number {
  return pile.reduce((sum, card) => sum + cardPoints(card), 0);
}

/** How many oudlers a pile holds. */
export function countOudlers(pile: readonly string[]): number {
  return pile.filter(isOudler).length;
}

/** The suits in the order a hand shows them: colours alternate (black, red, black, red). */
export const HAND_SUIT_ORDER: readonly Suit[] = ["S", "H", "C", "D"];

/** A card's place in a sorted hand: trumps ascending, the Excuse after them, then the suits. */
function handKey(card: string): number {
  const trump = trumpNumber(card);
  if (trump !== null) return trump;
  if (card === EXCUSE) return TRUMP_COUNT + 1;
  const suit = suitOf(card);
  if (suit === null) return Number.MAX_SAFE_INTEGER;
  return TRUMP_COUNT + 2 + HAND_SUIT_ORDER.indexOf(suit) * RANKS.length + strengthOf(card);
}

/**
 * A hand in the order it is shown: trumps ascending (the Excuse after them), then the suits with
 * their colours alternating (spades, hearts, clubs, diamonds), each ascending. A new array.
 */
export function sortHand(hand: readonly string[]): string[] {
  return [...hand].sort((a, b) => handKey(a) - handKey(b));
}
