/**
 * The games the engine knows, as one static record (no registration by import side effect), and what
 * needs the whole catalogue: looking a game up by id and replaying a log that names its game. It sits
 * above `core` (which knows no game) and `games` (which know nothing of each other).
 */
import type { AnyGame } from "./core/game.js";
import { replayWith, type MatchLog, type Replayed } from "./core/log.js";
import { buracoGame } from "./games/buraco/game.js";
import { ruhdGame } from "./games/ruhd/game.js";
import { setClassic } from "./games/set/classic/game.js";
import { setPatterns } from "./games/set/patterns/game.js";
import { setPc } from "./games/set/pc/game.js";
import { setSuper } from "./games/set/super/game.js";
import { tarotGame } from "./games/tarot/game.js";

/** Every game by id, in the lobby's order. Adding a game adds one line here. */
export const GAMES = {
  "set-pc": setPc,
  "set-patterns": setPatterns,
  "set-super": setSuper,
  "set-classic": setClassic,
  ruhd: ruhdGame,
  tarot: tarotGame,
  buraco: buracoGame,
} as const satisfies Readonly<Record<string, AnyGame>>;

/** A game's id: a key of `GAMES`. */
export type GameId = keyof typeof GAMES;

/** The game called `id`, or undefined (only the catalogue's own keys: never `toString`). */
export function getGame(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id as GameId] : undefined;
}

/** Every game, in the catalogue's order. */
export function listGames(): AnyGame[] {
  return Object.values(GAMES);
}

/** Resolves a log's game, or throws: a log naming an unknown game cannot be replayed. */
function logGame(log: MatchLog): AnyGame {
  const game = getGame(log.game);
  if (!game) throw new Error(`replay: unknown game '${log.game}'`);
  return game;
}

/**
 * Rebuilds a match from its log: setup, then each action at its time (deadlines in between are
 * processed at their own times), then up to `until`. A log whose action the rules refuse is corrupt
 * and throws. `replayWith` takes the game itself.
 */
export function replay<S = unknown>(log: MatchLog, upTo: number = log.actions.length): Replayed<S> {
  return replayWith<S>(logGame(log), log, upTo);
}
