/**
 * Who sits at the table the set-up form makes: each seat played here, handed out by link, or a bot of
 * a level. The form starts a game at the size "Play now" plays it (French Tarot at 4), so the two
 * ways to a table agree. Pure: no React.
 */
import { usualPlayers, type PlayNowGame } from "./playNow";

/** A seat as the creator sets it up: played here, handed out by link, or a bot. */
export type SeatChoice = "here" | "invite" | `bot:${string}`;

/**
 * What the form knows of a game's seats: its sizes, its bots' levels (those `unlisted` kept for tests,
 * not offered) and the one offered first.
 */
export interface SeatedGame extends PlayNowGame {
  readonly bots: readonly { readonly level: string; readonly unlisted?: boolean }[];
}

/** The bot levels a person may seat: every level of the game but those kept for tests (`unlisted`). */
export function offeredLevels<Level extends SeatedGame["bots"][number]>(game: {
  readonly bots: readonly Level[];
}): Level[] {
  return game.bots.filter((bot) => bot.unlisted !== true);
}

/** The usual seatings, each named by `common:lobby.presets.<id>`: the first seats, bots after. */
export const SEATINGS: readonly { id: "bot" | "keyboard" | "online"; seats: readonly SeatChoice[] }[] = [
  { id: "bot", seats: ["here"] },
  { id: "keyboard", seats: ["here", "here"] },
  { id: "online", seats: ["here", "invite"] },
];

/**
 * The seats brought to the game's usual size: the first ones kept (a bot of a level the game lacks or
 * does not offer becomes its default level), bots of the default level added, or the last ones left out.
 */
export function fitSeats(seats: readonly SeatChoice[], game: SeatedGame): SeatChoice[] {
  const fallback: SeatChoice = `bot:${game.defaultBot}`;
  const offered = offeredLevels(game);
  const kept = seats.map((s): SeatChoice =>
    s.startsWith("bot:") && !offered.some((b) => `bot:${b.level}` === s) ? fallback : s,
  );
  const count = usualPlayers(game);
  return [
    ...kept.slice(0, count),
    ...Array.from({ length: Math.max(0, count - kept.length) }, () => fallback),
  ];
}

/** The form's first seats for a game: the person, then bots of its default level ("Play now"'s). */
export const usualSeats = (game: SeatedGame): SeatChoice[] => fitSeats(["here"], game);
