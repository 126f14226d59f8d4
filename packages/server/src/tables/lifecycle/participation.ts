import type { AnyGame, LogEntry } from "@parlor/engine";
import type { StoredSeat } from "../../store/store.js";
import { humanSeats } from "./presence.js";

/**
 * Who took part in a match: the moves each person made themselves, not a bot standing in for them.
 * The log says only which seat moved, so a seat keeps, with its other stored fields (written when a
 * stand-in starts or stops, never per move), how many of its moves were its stand-ins': those of
 * stints that ended (`standInMoves`) and where the current stint began (`standInSince`, the seat's
 * count of moves then). A match counts (rated, in each person's record, listed) only when every
 * person made at least the game's `minimumMoves` themselves.
 */

/** How many moves the log holds for each of `seats` seats. */
export function movesBySeat(actions: readonly Pick<LogEntry, "seat">[], seats: number): number[] {
  const moves = Array.from({ length: seats }, () => 0);
  for (const { seat } of actions) if (seat >= 0 && seat < seats) moves[seat] = (moves[seat] ?? 0) + 1;
  return moves;
}

/** The seat as a stand-in starts playing it, when the seat has made `moves` moves in all. */
export function standInBegins(seat: StoredSeat, level: string, moves: number): StoredSeat {
  return { ...seat, standIn: level, standInSince: seat.standInSince ?? moves };
}

/** The seat as its person takes it back from the stand-in, when the seat has made `moves` moves in all. */
export function standInEnds(seat: StoredSeat, moves: number): StoredSeat {
  const { standIn: _level, standInSince, ...rest } = seat;
  const stint = standInSince === undefined ? 0 : Math.max(0, moves - standInSince);
  const standInMoves = (seat.standInMoves ?? 0) + stint;
  return standInMoves > 0 ? { ...rest, standInMoves } : rest;
}

/** The moves a seat's person made themselves, of the seat's `moves` moves in all. */
export function ownMoves(seat: StoredSeat, moves: number): number {
  const current = seat.standInSince === undefined ? 0 : Math.max(0, moves - seat.standInSince);
  return Math.max(0, moves - (seat.standInMoves ?? 0) - current);
}

/**
 * Whether every person at the table took part: made at least the game's `minimumMoves` themselves.
 * A table of bots only was played by all its players.
 */
export function playedByEveryone(
  game: AnyGame,
  options: unknown,
  seats: readonly StoredSeat[],
  actions: readonly Pick<LogEntry, "seat">[],
): boolean {
  const minimum = game.minimumMoves(seats.length, options);
  const moves = movesBySeat(actions, seats.length);
  return humanSeats(seats).every((seat) => ownMoves(seats[seat] as StoredSeat, moves[seat] ?? 0) >= minimum);
}
