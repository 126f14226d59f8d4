import { registerGame } from "../core/registry.js";
import { ruhdGame } from "./ruhd/game.js";
import { setPatterns } from "./set/patterns/game.js";
import { setPc } from "./set/pc/game.js";
import { setSuper } from "./set/super/game.js";

/** Every game the engine knows, registered by id. Adding a game adds one line here. */
export const GAMES = [setPc, setPatterns, setSuper, ruhdGame] as const;

for (const game of GAMES) registerGame(game);

export { ruhdGame, setPatterns, setPc, setSuper };
