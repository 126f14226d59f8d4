import type { Outcome } from "@parlor/engine";
import type { StoredSeat } from "../store/store.js";

/** One side of a finished match as the ratings see it: its seats, where it finished, whether it won. */
export interface Placing {
  readonly seats: readonly number[];
  /** 1 for the best; sides that tie share a rank (1, 2, 2, 4). */
  readonly rank: number;
  /**
   * First (alone or sharing the place), ahead of some other side, and none of its seats resigned or
   * was abandoned (when the winner resigned, the next side won). A draw of every side is nobody's win.
   */
  readonly won: boolean;
  /** A seat of the side resigned, or its player was away at the end: the side lost, whatever the score. */
  readonly forfeited: boolean;
}

/** Whether a seat lost by leaving: it resigned, or a stand-in was playing for its away player at the end. */
export function forfeited(seat: StoredSeat): boolean {
  return seat.resigned === true || seat.standIn !== undefined;
}

/**
 * The sides of a finished match (the outcome's teams, else every seat alone) in their places: a
 * side that forfeited ranks below every other; then the outcome's winners share the first place;
 * then the others by score, a higher score better (every game's outcome scores that way: SET's
 * cards, Ruhd's points, Tarot's and Buraco's totals), equal scores sharing a rank.
 */
export function placings(seats: readonly StoredSeat[], outcome: Outcome): Placing[] {
  const sides = outcome.teams ?? seats.map((_, seat) => [seat]);
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
