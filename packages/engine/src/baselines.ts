/**
 * The slow, plainly correct references that Parlor's benchmarks and tests measure its own code
 * against: a game that builds each view the obvious way (`referenceGame`), the SET finders by brute
 * force and by hash set, and classic SET's solutions by definition. Not for play; kept out of the
 * engine's main entry, as `@parlor/engine/baselines`.
 *
 * @module @parlor/engine/baselines
 */
import type { AnyGame } from "./core/game.js";
import { greedyReference } from "./games/ruhd/bots.js";
import { ruhdGame } from "./games/ruhd/game.js";
import { setClassic } from "./games/set/classic/game.js";
import { classicViewReference } from "./games/set/classic/view.js";
import { setPc } from "./games/set/pc/game.js";
import { pcViewReference } from "./games/set/pc/view.js";
import { setPatterns } from "./games/set/patterns/game.js";
import { viewReference as patternsViewReference } from "./games/set/patterns/view.js";
import { setSuper } from "./games/set/super/game.js";
import { superViewReference } from "./games/set/super/view.js";
export {
  CompletionFinder,
  findSetsBruteForce,
  findSetsHashSet,
  PAIRINGS_OF_SIX,
  SolutionsByDefinition,
} from "./games/set/baselines.js";

/**
 * The games as they ran before their simulation was made faster, for `parlor bench --simulate` to
 * measure the engine against in the same run. Only what was kept as a reference is swapped in:
 * the SET games' views built afresh for every seat (`pcViewReference`, Patterns' `viewReference`,
 * `superViewReference`, classic SET's `classicViewReference`) and Ruhd's greedy bot choosing
 * through every move as an object, shuffled and sorted (`chooseGreedyReference`); the other games are
 * themselves. The references decide exactly as the fast paths do (tests check it), so the same seeds
 * give the same matches.
 */
/** `game` with its reference implementations in place of its fast paths (itself when it has none). */
export function referenceGame(game: AnyGame): AnyGame {
  if (game === setPc) return { ...setPc, view: pcViewReference } as AnyGame;
  if (game === setPatterns) return { ...setPatterns, view: patternsViewReference } as AnyGame;
  if (game === setSuper) return { ...setSuper, view: superViewReference } as AnyGame;
  if (game === setClassic) return { ...setClassic, view: classicViewReference } as AnyGame;
  if (game === ruhdGame)
    return { ...ruhdGame, bots: { ...ruhdGame.bots, greedy: greedyReference } } as AnyGame;
  return game;
}
