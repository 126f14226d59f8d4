import { finderFor } from "../finder.js";
import { CLASSIC } from "../cards.js";

/** The grid's places in reading order; `null` is a free place. */
export type Grid = readonly (number | null)[];

/**
 * Puts a flipped card into the first free place, or a new place at the end when none is free.
 */
export function placeCard(grid: Grid, card: number): (number | null)[] {
  const free = grid.indexOf(null);
  return free < 0 ? [...grid, card] : grid.map((c, i) => (i === free ? card : c));
}

/**
 * Takes cards off the grid: their places become free; free places at the end are dropped, so the
 * grid never ends with a free place (the cards that stay keep their places).
 */
export function removeCards(grid: Grid, cards: readonly number[]): (number | null)[] {
  const next = grid.map((c) => (c !== null && cards.includes(c) ? null : c));
  while (next.length > 0 && next[next.length - 1] === null) next.pop();
  return next;
}

/** The cards on the grid, in place order. */
export function gridCards(grid: Grid): number[] {
  return grid.filter((c): c is number => c !== null);
}

/** Is this card on the grid? */
export function onGrid(grid: Grid, card: number): boolean {
  return card >= 0 && grid.includes(card);
}

/** Does the grid hold a set? */
export function gridHasSet(grid: Grid): boolean {
  return finderFor(CLASSIC).any(gridCards(grid));
}

/** Columns for laying `places` places out as square as possible (rows = ceil(places / columns)). */
export function squareColumns(places: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(places)));
}
