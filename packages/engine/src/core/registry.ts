import type { AnyGame } from "./game.js";

const games = new Map<string, AnyGame>();

/** Adds a game to the registry under its id. */
export function registerGame(game: AnyGame): void {
  if (games.has(game.id)) throw new Error(`game '${game.id}' is registered twice`);
  games.set(game.id, game);
}

/** The game registered under `id`, or undefined. */
export function getGame(id: string): AnyGame | undefined {
  return games.get(id);
}

/** Every registered game, in registration order. */
export function listGames(): AnyGame[] {
  return [...games.values()];
}
