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

const CARD_INDEX: ReadonlyMap<string, number> = new Map(DECK.map((card, i) => [card, i]));

/** Whether `code` is one of the 78 cards. */
export function isCard(code: string): boolean {
  return CARD_INDEX.has(code);
}

/** A card's place in `DECK` (a small integer id), or -1 for a string that is not a card. */
export function cardIndex(card: string): number {
  return CARD_INDEX.get(card) ?? -1;
}

/** Whether the card is a trump (T1 … T21; the Excuse is not a trump). */
export function isTrump(card: string): boolean {
  return trumpNumber(card) !== null;
}

/** A trump's number (1 for the Petit … 21), or null for any other card. */
export function trumpNumber(card: string): number | null {
  if (!card.startsWith(TRUMP) || !isCard(card)) return null;
  return Number(card.slice(TRUMP.length));
}

/** A suit card's suit, or null for a trump or the Excuse. */
export function suitOf(card: string): Suit | null {
  if (card === EXCUSE || card.startsWith(TRUMP) || !isCard(card)) return null;
  return card[0] as Suit;
}

/** The suit a card follows, `T` for a trump; null for the Excuse (it follows nothing). */
export function familyOf(card: string): Family | null {
  return isTrump(card) ? TRUMP : suitOf(card);
}

/** A suit card's rank, or null for a trump or the Excuse. */
export function rankOf(card: string): Rank | null {
  return suitOf(card) === null ? null : (card.slice(1) as Rank);
}

/**
 * The card's strength within its family: a suit card's rank from 1 (the 1) to 14 (the king), a
 * trump's number; 0 for the Excuse, which never wins by strength.
 */
export function strengthOf(card: string): number {
  const trump = trumpNumber(card);
  if (trump !== null) return trump;
  const rank = rankOf(card);
  return rank === null ? 0 : RANKS.indexOf(rank) + 1;
}

/** Whether the card is an oudler (the 21, the Petit, the Excuse). */
export function isOudler(card: string): boolean {
  return OUDLERS.includes(card);
}

/** A card's points: oudler or king 4.5, queen 3.5, knight 2.5, jack 1.5, other 0.5 (0 for a non-card). */
export function cardPoints(card: string): number {
  if (!isCard(card)) return 0;
  if (isOudler(card)) return CARD_POINTS.oudler;
  switch (rankOf(card)) {
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
