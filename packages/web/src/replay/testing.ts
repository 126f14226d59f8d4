/** Matches for the replay's unit tests: bots play them whole on a virtual clock (never bundled). */
import { getGame, TableRunner, VirtualClock, type MatchLog, type SeatInfo } from "@parlor/engine";

/** Bots play a whole match on a virtual clock; its log, as the server publishes it. */
export function playMatch(
  game: string,
  seats: readonly SeatInfo[],
  options: unknown = {},
  seed = "replay",
): MatchLog {
  const definition = getGame(game);
  if (!definition) throw new Error(`no game ${game}`);
  const clock = new VirtualClock();
  const runner = new TableRunner({ game: definition, options, seed, seats, clock });
  runner.start();
  clock.run();
  if (runner.outcome === null) throw new Error(`${game}: the match did not finish`);
  return runner.log;
}

/** A small match of every game, so that tests can go through the whole of each. */
export const MATCHES: Readonly<Record<string, () => MatchLog>> = {
  "set-pc": () =>
    playMatch("set-pc", [{ bot: "hard" }, { bot: "easy" }], { featureCount: 3, rows: 2, columns: 3 }),
  "set-patterns": () => playMatch("set-patterns", [{ bot: "hard" }, { bot: "medium" }]),
  "set-super": () => playMatch("set-super", [{ bot: "medium" }, { bot: "hard" }]),
  ruhd: () => playMatch("ruhd", [{ bot: "greedy" }, { bot: "strong" }], { handSize: 1, smallTableDeck: 2 }),
};
