/**
 * "Play now": one click makes a table of the person at this screen against the game's default bot,
 * at the game's usual size, with the rulebook's options, and goes to it.
 */
import type { SeatRequest } from "../api";

/**
 * The table size "Play now" asks for where the game's usual one is not the smallest it allows with a
 * bot (French Tarot is played by 4 unless the table says otherwise: the engine's own default).
 */
export const USUAL_PLAYERS: Readonly<Record<string, number>> = { tarot: 4 };

/** The fewest players "Play now" seats: the person and one bot. */
const AT_LEAST = 2;

/** What "Play now" needs to know of a game. */
export interface PlayNowGame {
  readonly id: string;
  readonly seatCounts: readonly number[];
  readonly defaultBot: string;
}

/** How many play at the game's usual table: "Play now"'s size, and the set-up form's first one. */
export function usualPlayers(game: Omit<PlayNowGame, "defaultBot">): number {
  const usual = USUAL_PLAYERS[game.id];
  return usual !== undefined && game.seatCounts.includes(usual)
    ? usual
    : (game.seatCounts.find((n) => n >= AT_LEAST) ?? game.seatCounts.at(-1) ?? AT_LEAST);
}

/** The seats of a "Play now" table: the person first, then bots of the game's default level. */
export function playNowSeats(game: PlayNowGame): SeatRequest[] {
  const count = usualPlayers(game);
  return [
    { human: true },
    ...Array.from({ length: count - 1 }, (): SeatRequest => ({ bot: game.defaultBot })),
  ];
}
