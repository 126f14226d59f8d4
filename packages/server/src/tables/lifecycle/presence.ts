import type { LiveTable } from "../../live-table.js";
import type { StoredSeat } from "../../store/store.js";

/** The seats some connection at the table holds right now (someone holding each is connected). */
export function connectedSeats(table: LiveTable): Set<number> {
  const seats = new Set<number>();
  for (const subscriber of table.subscribers) for (const seat of subscriber.seats) seats.add(seat);
  return seats;
}

/** The seats of people (not bots), by number. */
export function humanSeats(seats: readonly StoredSeat[]): number[] {
  return seats.flatMap((s, seat) => (s.bot === undefined ? [seat] : []));
}

/** Whether someone still playing (a person's seat, not resigned) is connected. */
export function personPlaying(table: LiveTable, connected: ReadonlySet<number>): boolean {
  return table.record.seats.some((s, seat) => s.bot === undefined && !s.resigned && connected.has(seat));
}

/** The connected seats in a word, to tell when they change. */
export function presenceKey(connected: ReadonlySet<number>): string {
  return [...connected].sort((a, b) => a - b).join(",");
}
