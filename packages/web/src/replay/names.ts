import type { SeatInfo } from "@parlor/engine";

/** Each seat's name in a replay: "Bot 1 (medium)" for a bot, else the player's name or "Player 2". */
export function seatNames(seats: readonly SeatInfo[]): string[] {
  return seats.map((seat, i) =>
    seat.bot !== undefined ? `Bot ${i + 1} (${seat.bot})` : (seat.name ?? `Player ${i + 1}`),
  );
}

/** A list in words: "a", "a and b", "a, b and c". */
export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
