/** The seat count at which the players sit in two pairs, partners facing each other. */
export const PAIRS_SEATS = 4;

/**
 * Where the seats sit around the table as the page draws it from seat `me`: the partner across at 4
 * players (seats 0 & 2 and 1 & 3 are the pairs), the opponents left and right in turn order (the
 * next to play on the left); at 2 players the opponent across.
 */
export function seatsAround(
  me: number,
  seats: number,
): { across: number; left: number | null; right: number | null } {
  if (seats === PAIRS_SEATS) {
    return { left: (me + 1) % seats, across: (me + 2) % seats, right: (me + 3) % seats };
  }
  return { left: null, across: (me + 1) % seats, right: null };
}
