import type { SeatInfo } from "@parlor/engine";

/** Each seat's name in a replay: "Bot 1 (medium)" for a bot, else the player's name or "Player 2". */
export function seatNames(seats: readonly SeatInfo[]): string[] {
  return seats.map((seat, i) =>
    seat.bot !== undefined ? `Bot ${i + 1} (${seat.bot})` : (seat.name ?? `Player ${i + 1}`),
  );
}
