import { finderFor } from "../finder.js";
import { SHAPE } from "./options.js";

/**
 * The pool: the cards in play, laid out in rows of places. A place holds a card id, or nothing once
 * the deck ran out before it could be refilled. Places are only ever added (at the end of a row),
 * never removed: the pool never shrinks.
 */
export type Place = number | null;
export type Pool = readonly (readonly Place[])[];

/** The face-down deck: card ids, its top at the end. */
export type Deck = readonly number[];

/** A pool and deck after the dealer dealt `dealt` (in dealing order). */
export interface Dealing {
  readonly pool: Pool;
  readonly deck: Deck;
  readonly dealt: readonly number[];
}

const finder = finderFor(SHAPE);

/** The cards in the pool, row after row. */
export function poolCards(pool: Pool): number[] {
  const cards: number[] = [];
  for (const row of pool) for (const place of row) if (place !== null) cards.push(place);
  return cards;
}

/** Places in the pool, empty or not. */
export function poolPlaces(pool: Pool): number {
  return pool.reduce((n, row) => n + row.length, 0);
}

/** The opening pool: `count` cards from the top of the deck, dealt into `rows` rows in turn. */
export function dealPool(deck: Deck, count: number, rows: number): Dealing {
  const n = Math.min(count, deck.length);
  const dealt = deck.slice(deck.length - n).reverse();
  const pool: Place[][] = Array.from({ length: rows }, () => []);
  dealt.forEach((card, i) => pool[i % rows]?.push(card));
  return { pool, deck: deck.slice(0, deck.length - n), dealt };
}

/**
 * Grows the pool: one card from the deck at the end of each row. When the deck holds fewer cards
 * than there are rows, the shortest rows (the first of equal ones) get them.
 */
export function growPool(pool: Pool, deck: Deck): Dealing {
  const n = Math.min(pool.length, deck.length);
  const byLength = pool
    .map((row, r) => ({ r, length: row.length }))
    .sort((a, b) => a.length - b.length || a.r - b.r);
  const getting = new Set(byLength.slice(0, n).map(({ r }) => r));
  let top = deck.length;
  const dealt: number[] = [];
  const grown = pool.map((row, r) => {
    if (!getting.has(r)) return row;
    const card = deck[--top] as number;
    dealt.push(card);
    return [...row, card];
  });
  return { pool: grown, deck: deck.slice(0, top), dealt };
}

/**
 * Takes `cards` out of the pool and refills each of their places, in place, from the top of the
 * deck while it lasts; places the deck cannot fill stay empty.
 */
export function refillPool(pool: Pool, deck: Deck, cards: readonly number[]): Dealing {
  let top = deck.length;
  const dealt: number[] = [];
  const refilled = pool.map((row) =>
    row.map((place) => {
      if (place === null || !cards.includes(place)) return place;
      if (top === 0) return null;
      const card = deck[--top] as number;
      dealt.push(card);
      return card;
    }),
  );
  return { pool: refilled, deck: deck.slice(0, top), dealt };
}

/** Is `card` in the pool? */
export function inPool(pool: Pool, card: number): boolean {
  return pool.some((row) => row.includes(card));
}

/** How many sets the pool holds. */
export function setsInPool(pool: Pool): number {
  return finder.find(poolCards(pool));
}

/** Does the pool hold a set? */
export function poolHoldsSet(pool: Pool): boolean {
  return finder.any(poolCards(pool));
}

/** Are these distinct cards a set? */
export function isSetOf(cards: readonly number[]): boolean {
  return finder.isSet(cards);
}
