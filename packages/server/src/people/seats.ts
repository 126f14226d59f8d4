/** Seats and the players who hold them: a seat taken by someone with a session is theirs on any device. */
import type { PlayerRef } from "@parlor/protocol";
import type { StoredSeat } from "../store/store.js";

/** The seats a player holds at a table (bound to them when they took it). */
export function seatsOfPlayer(seats: readonly StoredSeat[], playerId: string): number[] {
  const held: number[] = [];
  seats.forEach((seat, index) => {
    if (seat.bot === undefined && seat.player?.id === playerId) held.push(index);
  });
  return held;
}

/**
 * The seats once `taken` are taken by a connection of `player` (null: without a session): each is
 * joined, and bound to the player unless another player took it first.
 */
export function takeSeats(
  seats: readonly StoredSeat[],
  taken: readonly number[],
  player: PlayerRef | null | undefined,
): StoredSeat[] {
  return seats.map((seat, index) => {
    if (!taken.includes(index)) return seat;
    const bound = player && !seat.player ? { player: { id: player.id, name: player.name } } : {};
    return { ...seat, joined: true, ...bound };
  });
}
