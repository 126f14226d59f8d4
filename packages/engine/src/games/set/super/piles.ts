import type { Seat } from "../../../core/game.js";
import type { Rng } from "../../../core/prng.js";

/**
 * The face-down piles: the shuffled deck dealt round the table one card at a time, so that pile
 * sizes differ by at most one. A pile's top card is its last.
 */
export function dealPiles(deck: readonly number[], seats: number, rng: Rng): number[][] {
  const shuffled = rng.shuffle([...deck]);
  const piles: number[][] = Array.from({ length: seats }, () => []);
  shuffled.forEach((card, i) => (piles[i % seats] as number[]).push(card));
  return piles;
}

/**
 * Whose turn it is to flip after `seat` flipped: the next seat in seat order whose pile is not
 * empty (`seat` itself when it is the only one left), or null when every pile is empty.
 */
export function nextTurn(piles: readonly (readonly number[])[], seat: Seat): Seat | null {
  const n = piles.length;
  for (let step = 1; step <= n; step++) {
    const next = (seat + step) % n;
    if ((piles[next]?.length ?? 0) > 0) return next;
  }
  return null;
}

/** The seat to flip first: seat 0, or the first seat in order with cards. */
export function firstTurn(piles: readonly (readonly number[])[]): Seat | null {
  return nextTurn(piles, piles.length - 1);
}

/** Takes the top card of a seat's pile: the card and the piles without it, or null when empty. */
export function takeTop(
  piles: readonly (readonly number[])[],
  seat: Seat,
): { card: number; piles: (readonly number[])[] } | null {
  const pile = piles[seat];
  const card = pile?.[pile.length - 1];
  if (pile === undefined || card === undefined) return null;
  return { card, piles: piles.map((p, s) => (s === seat ? pile.slice(0, -1) : p)) };
}

/** True when no pile holds a card. */
export function allPilesEmpty(piles: readonly (readonly number[])[]): boolean {
  return piles.every((p) => p.length === 0);
}
