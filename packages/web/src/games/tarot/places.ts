/**
 * Where each seat sits around the table on the page: this page's seat at the bottom, the others in the
 * order of play, which in French Tarot goes counter-clockwise (seat numbers go up): the next player sits
 * on the right, then across, then on the left.
 */

/** A place around the table, as the layout names its areas. */
export type Place = "bottom" | "right" | "top-right" | "top" | "top-left" | "left";

/** The places of a table of 3, 4 or 5, from the bottom round counter-clockwise. */
export const PLACES: Readonly<Record<number, readonly Place[]>> = {
  3: ["bottom", "right", "left"],
  4: ["bottom", "right", "top", "left"],
  5: ["bottom", "right", "top-right", "top-left", "left"],
};

/** The place of `seat` at a table of `seats` drawn from `me`'s side (a spectator: seat 0's side). */
export function placeOf(seat: number, me: number | null, seats: number): Place {
  const places = PLACES[seats] ?? PLACES[4] ?? [];
  const from = me ?? 0;
  const turn = (((seat - from) % seats) + seats) % seats;
  return places[turn] ?? "top";
}
