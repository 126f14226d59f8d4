/**
 * Buraco's cards as the strings players and programs exchange: a rank and a suit (`AS`, `10H`, `QD`,
 * `2C`), `JK` for a joker. Two decks are played, so the game gives each physical card an id,
 * `<code>.<copy>` (`AS.0`, `AS.1`, `JK.3`); every public function takes codes and also accepts ids,
 * reading their code with `cardOf`. Also the cards' values, the wild cards and the threes.
 */

/** The four suits: spades, hearts, diamonds, clubs. */
export const SUITS = ["S", "H", "D", "C"] as const;
export type Suit = (typeof SUITS)[number];

/** The ranks, in the order of a standard deck. */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export type Rank = (typeof RANKS)[number];

/** A joker's code (jokers are played only with the `jokers` option). */
export const JOKER = "JK";

/** How many standard 52-card decks are shuffled together. */
export const DECK_COPIES = 2;

/** How many jokers join the decks with the `jokers` option. */
export const JOKER_COUNT = 4;

/** The wild rank: every 2 is wild. */
export const WILD_RANK: Rank = "2";

/** The rank that never melds: black threes lock the pile, red threes are laid alone. */
export const THREE: Rank = "3";

/** The red suits (a red three is laid alone; a black three locks the discard pile). */
export const RED_SUITS: readonly Suit[] = ["H", "D"];

/** The 52 codes of one deck, suit by suit (spades, hearts, diamonds, clubs), each Ace to King. */
export const DECK: readonly string[] = SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}`));

/** The separator between a card's code and its copy number in a physical card's id. */
export const COPY_SEPARATOR = ".";

/**
 * Card values, counted for the cards in melds and against the cards left in a hand (the rules'
 * table): A 15; K, Q, J, 10, 9, 8: 10; 7, 6, 5, 4: 5; 2: 10; joker 20; a black three 5 (in a hand).
 * A red three is never counted as a card: see `RED_THREE_POINTS`.
 */
export const CARD_VALUES: Readonly<Record<Rank | typeof JOKER, number>> = {
  A: 15,
  K: 10,
  Q: 10,
  J: 10,
  "10": 10,
  "9": 10,
  "8": 10,
  "7": 5,
  "6": 5,
  "5": 5,
  "4": 5,
  "3": 5,
  "2": 10,
  JK: 20,
};

/** A red three: +100 laid with a canasta, -100 laid without one, -100 still in a hand. */
export const RED_THREE_POINTS = 100;

/** Options the cards depend on. */
export interface CardOptions {
  /** Whether the 4 jokers are played (wild like a 2). Default false. */
  readonly jokers?: boolean;
}

const CODES: ReadonlySet<string> = new Set(DECK);

/**
 * What a card's id says, worked out once per id (cards are looked at millions of times by the bots):
 * a caller asking several things of one card asks `cardFace` once.
 */
export interface Face {
  readonly code: string;
  readonly rank: Rank | null;
  readonly suit: Suit | null;
  readonly wild: boolean;
}

/** The most ids remembered (every physical card and code is far fewer): input from outside cannot grow it. */
const FACES_REMEMBERED = 1_024;
const FACES = new Map<string, Face>();

/** What a card (a code or an id) is: its code, rank and suit (null for a joker or a non-card), whether wild. */
export function cardFace(id: string): Face {
  const known = FACES.get(id);
  if (known !== undefined) return known;
  const at = id.lastIndexOf(COPY_SEPARATOR);
  const code = at < 0 ? id : id.slice(0, at);
  const card = CODES.has(code);
  const rank = card ? (code.slice(0, -1) as Rank) : null;
  const face: Face = {
    code,
    rank,
    suit: card ? (code.slice(-1) as Suit) : null,
    wild: code === JOKER || rank === WILD_RANK,
  };
  if (FACES.size < FACES_REMEMBERED) FACES.set(id, face);
  return face;
}

/** A physical card's code: `AS` for `AS.1`; a plain code is returned as it is. */
export function cardOf(id: string): string {
  return cardFace(id).code;
}

/** A physical card's copy number (`1` for `AS.1`), or null for a plain code. */
export function copyOf(id: string): number | null {
  const at = id.lastIndexOf(COPY_SEPARATOR);
  if (at < 0) return null;
  const copy = id.slice(at + 1);
  return /^\d+$/.test(copy) ? Number(copy) : null;
}

/** A physical card's id: `idOf("AS", 1)` is `AS.1`. */
export function idOf(code: string, copy: number): string {
  return `${code}${COPY_SEPARATOR}${copy}`;
}

/**
 * Every physical card of the game, as ids: two copies of each of the 52 codes (`AS.0`, `AS.1`, …),
 * then, with `jokers`, `JK.0` to `JK.3`. 104 or 108 cards, in this fixed order (the game shuffles).
 */
export function physicalDeck(options: CardOptions = {}): string[] {
  const cards = Array.from({ length: DECK_COPIES }, (_, copy) => DECK.map((code) => idOf(code, copy))).flat();
  if (options.jokers === true) {
    for (let copy = 0; copy < JOKER_COUNT; copy++) cards.push(idOf(JOKER, copy));
  }
  return cards;
}

/** Whether `card` (a code or an id) is a card of the game; jokers only with the `jokers` option. */
export function isCard(card: string, options: CardOptions = {}): boolean {
  return isCardFace(cardFace(card), options);
}

/** `isCard` of a card's face: a code of the decks (it has a rank), or a joker with the `jokers` option. */
export function isCardFace(face: Face, options: CardOptions = {}): boolean {
  return face.rank !== null || (face.code === JOKER && options.jokers === true);
}

/** Whether the card is a joker. */
export function isJoker(card: string): boolean {
  return cardFace(card).code === JOKER;
}

/** A card's rank, or null for a joker or a string that is not a card. */
export function rankOf(card: string): Rank | null {
  return cardFace(card).rank;
}

/** A card's suit, or null for a joker or a string that is not a card. */
export function suitOf(card: string): Suit | null {
  return cardFace(card).suit;
}

/** Whether the card is wild: every 2, and a joker (jokers are only dealt with the `jokers` option). */
export function isWild(card: string): boolean {
  return cardFace(card).wild;
}

/** Whether the card is a three (never melded). */
export function isThree(card: string): boolean {
  return cardFace(card).rank === THREE;
}

/** Whether the card is a red three (hearts or diamonds): laid alone, scored ±100. */
export function isRedThree(card: string): boolean {
  const { rank, suit } = cardFace(card);
  return rank === THREE && suit !== null && RED_SUITS.includes(suit);
}

/** Whether the card is a black three (spades or clubs): discarded, it locks the pile. */
export function isBlackThree(card: string): boolean {
  return isThree(card) && !isRedThree(card);
}

/** A card's value in a meld or left in a hand (`CARD_VALUES`); 0 for a string that is not a card. */
export function cardValue(card: string): number {
  const { code, rank } = cardFace(card);
  if (code === JOKER) return CARD_VALUES[JOKER];
  return rank === null ? 0 : CARD_VALUES[rank];
}

/**
 * What a card left in a hand costs at the end (a positive number, subtracted): its value, and
 * `RED_THREE_POINTS` for a red three never laid.
 */
export function handPenalty(card: string): number {
  return isRedThree(card) ? RED_THREE_POINTS : cardValue(card);
}

/** The suits in the order a hand shows them: colours alternate (black, red, black, red). */
export const HAND_SUIT_ORDER: readonly Suit[] = ["S", "H", "C", "D"];

/** The ranks in the order a hand shows them within a suit: the threes, then 4 to King, then the Ace. */
const HAND_RANK_ORDER: readonly Rank[] = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

/** A card's place in a sorted hand: suit by suit, then the 2s, then the jokers. */
function handKey(card: string): number {
  const suit = suitOf(card);
  const rank = rankOf(card);
  const perSuit = HAND_RANK_ORDER.length;
  const wilds = HAND_SUIT_ORDER.length * perSuit;
  if (isJoker(card)) return wilds + HAND_SUIT_ORDER.length;
  if (suit === null || rank === null) return Number.MAX_SAFE_INTEGER;
  if (rank === WILD_RANK) return wilds + HAND_SUIT_ORDER.indexOf(suit);
  return HAND_SUIT_ORDER.indexOf(suit) * perSuit + HAND_RANK_ORDER.indexOf(rank);
}

/**
 * A hand in the order it is shown: spades, hearts, clubs, diamonds (colours alternating), each from
 * the three up to the Ace, then the wild 2s, then the jokers; identical cards by their copy number.
 * Takes codes or ids; a new array.
 */
export function sortHand(hand: readonly string[]): string[] {
  return [...hand].sort((a, b) => handKey(a) - handKey(b) || (copyOf(a) ?? 0) - (copyOf(b) ?? 0));
}
