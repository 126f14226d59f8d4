/**
 * "Play now": one click makes a table of the person at this screen against the game's default bot,
 * at the game's usual size, with the rulebook's options, and goes to it.
 */
import { usualPlayers } from "@parlor/protocol";
import type { SeatRequest } from "../api";

export { USUAL_PLAYERS, usualPlayers } from "@parlor/protocol";

/** What "Play now" needs to know of a game. */
export interface PlayNowGame {
  readonly id: string;
  readonly seatCounts: readonly number[];
  readonly defaultBot: string;
}

/** The seats of a "Play now" table: the person first, then bots of the game's default level. */
export function playNowSeats(game: PlayNowGame): SeatRequest[] {
  const count = usualPlayers(game);
  return [
    { human: true },
    ...Array.from({ length: count - 1 }, (): SeatRequest => ({ bot: game.defaultBot })),
  ];
}
