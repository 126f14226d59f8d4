import type { RematchState } from "@parlor/protocol";
import type { LiveTable } from "../../live-table.js";
import type { StoredSeat, TableRecord } from "../../store/store.js";
import type { SeatRequest } from "../admission.js";
import { humanSeats } from "./presence.js";
import { lifeOf } from "./state.js";

/**
 * Whether a finished table may have a rematch: it has people's seats, and either a host or a player
 * at each of them (so that the new table knows whose each seat is).
 */
export function rematchable(record: TableRecord): boolean {
  if (record.status !== "finished") return false;
  const people = humanSeats(record.seats);
  if (people.length === 0) return false;
  return record.host !== null || people.every((seat) => record.seats[seat]?.player !== undefined);
}

/** The rematch as the table frame shows it: who accepted, and the new table once everyone did. */
export function rematchOf(table: LiveTable): RematchState | null {
  if (!rematchable(table.record)) return null;
  return { accepted: [...lifeOf(table).rematch].sort((a, b) => a - b), next: table.record.next };
}

/** Whether every person's seat (those who resigned too) has accepted. */
export function everyoneAccepted(record: TableRecord, accepted: ReadonlySet<number>): boolean {
  return humanSeats(record.seats).every((seat) => accepted.has(seat));
}

/** The seats of the new table as asked for: the same bots, and people's seats. */
export function rematchSeats(seats: readonly StoredSeat[]): SeatRequest[] {
  return seats.map((s) => (s.bot !== undefined ? { bot: s.bot } : { human: true }));
}

/**
 * The new table's seats: each person's seat taken already by whoever accepted it (everyone did, so
 * the match starts at once: nobody waits for a Start), bound to the same player; the bots as they were.
 */
export function boundSeats(fresh: readonly StoredSeat[], old: readonly StoredSeat[]): StoredSeat[] {
  return fresh.map((s, seat) => {
    if (s.bot !== undefined) return s;
    const player = old[seat]?.player;
    return player !== undefined ? { ...s, joined: true, player } : { ...s, joined: true };
  });
}
