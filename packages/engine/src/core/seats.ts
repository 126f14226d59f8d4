/**
 * Seat counts: which numbers of seats a table of a game may have (`GameDefinition.seatCounts`). Pure
 * and free of the games, so that a page may import it alone (`@parlor/engine/seats`).
 *
 * @module @parlor/engine/seats
 */

/** Seat counts `min` to `max`, every one in between (`seatRange(2, 11)`). */
export function seatRange(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** Whether a table of `count` seats is one the game may have. */
export function seatsAllowed(game: { readonly seatCounts: readonly number[] }, count: number): boolean {
  return game.seatCounts.includes(count);
}

/** The seat counts in words: "2 to 11", "2 or 4", "2, 4 or 6", "1" (three or more in a row: "3 to 5"). */
export function seatCountsInWords(counts: readonly number[]): string {
  const first = counts[0];
  const last = counts[counts.length - 1];
  if (first === undefined || last === undefined) return "no";
  if (counts.length > 2 && last - first === counts.length - 1) return `${first} to ${last}`;
  if (counts.length === 1) return `${first}`;
  return `${counts.slice(0, -1).join(", ")} or ${last}`;
}
