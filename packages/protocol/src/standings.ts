/**
 * Where each side of a finished match placed, and what that says in words: one rule for the server
 * (ratings, a player's record) and the page (the end screen, the replay, the lobby's list), so they
 * never tell one match two ways.
 */
import type { Outcome } from "./server.js";

/** What placing needs to know of a seat: whether its person gave the match up. */
export interface SeatStanding {
  /** The seat's player resigned. */
  readonly resigned?: boolean | undefined;
  /** A bot was playing for the seat's absent (or resigned) player at the end. */
  readonly standIn?: string | undefined;
}

/** One side of a finished match: its seats, where it finished, whether it won. */
export interface Placing {
  readonly seats: readonly number[];
  /** 1 for the best; sides that tie share a rank (1, 2, 2, 4). */
  readonly rank: number;
  /**
   * First (alone or sharing the place), ahead of some other side, and none of its seats resigned or
   * was away at the end (when the winner resigned, the next side won). A draw of every side is
   * nobody's win.
   */
  readonly won: boolean;
  /** A seat of the side resigned, or its player was away at the end: the side lost, whatever the score. */
  readonly forfeited: boolean;
}

/** Whether a seat lost by leaving: it resigned, or a stand-in was playing for its away player at the end. */
export function forfeited(seat: SeatStanding): boolean {
  return seat.resigned === true || seat.standIn !== undefined;
}

/**
 * The sides of a finished match (the outcome's teams, else every seat alone) in their places: a
 * side that forfeited ranks below every other; then the outcome's winners share the first place;
 * then the others by score, a higher score better (every game's outcome scores that way: SET's
 * cards, Ruhd's points, Tarot's and Buraco's totals), equal standing sharing a rank.
 */
export function placings(seats: readonly SeatStanding[], outcome: Outcome): Placing[] {
  const sides = outcome.teams ?? outcome.scores.map((_, seat) => [seat]);
  const keyed = sides.map((members) => {
    const lost = members.some((seat) => {
      const stored = seats[seat];
      return stored !== undefined && forfeited(stored);
    });
    const winner = !lost && members.some((seat) => outcome.winners.includes(seat));
    const score = Math.max(...members.map((seat) => outcome.scores[seat] ?? Number.NEGATIVE_INFINITY));
    return { seats: members, lost, winner, score };
  });
  // Competition ranking: one more than the number of sides strictly ahead.
  const ahead = (a: (typeof keyed)[number], b: (typeof keyed)[number]): boolean =>
    a.lost !== b.lost ? !a.lost : a.winner !== b.winner ? a.winner : a.score > b.score;
  const ranks = keyed.map((side) => 1 + keyed.filter((other) => ahead(other, side)).length);
  // A draw of everyone beat nobody: it is nobody's win.
  const someoneBeaten = ranks.some((rank) => rank > 1);
  return keyed.map((side, i) => {
    const rank = ranks[i] as number;
    return { seats: side.seats, rank, won: rank === 1 && !side.lost && someoneBeaten, forfeited: side.lost };
  });
}

/**
 * A finished match in a word: some seats won (every seat of each winning side, in seat order), every
 * side tied (a draw), or nobody won (every side gave the match up: an abandoned table).
 */
export type Verdict =
  | { readonly kind: "won"; readonly winners: readonly number[] }
  | { readonly kind: "draw" }
  | { readonly kind: "none" };

/** The verdict of placed sides (`placings`). */
export function verdictOf(placed: readonly Placing[]): Verdict {
  const winners = placed
    .filter((side) => side.won)
    .flatMap((side) => side.seats)
    .sort((a, b) => a - b);
  if (winners.length > 0) return { kind: "won", winners };
  // A match played alone (a practice) is its player's unless they gave it up.
  const alone = placed.length === 1 ? placed[0] : undefined;
  if (alone && !alone.forfeited) return { kind: "won", winners: [...alone.seats] };
  if (placed.length > 1 && placed.every((side) => side.rank === 1 && !side.forfeited))
    return { kind: "draw" };
  return { kind: "none" };
}

/** Each seat's place (its side's rank), by seat. */
export function seatPlaces(placed: readonly Placing[], seats: number): number[] {
  const places = Array.from({ length: seats }, () => placed.length);
  for (const side of placed) for (const seat of side.seats) places[seat] = side.rank;
  return places;
}
