/**
 * The slow, plainly correct references that Parlor's benchmarks and tests measure its own code
 * against: a game that builds each view the obvious way (`referenceGame`), the SET finders by brute
 * force and by hash set, and classic SET's solutions by definition. Not for play; kept out of the
 * engine's main entry, as `@parlor/engine/baselines`.
 *
 * @module @parlor/engine/baselines
 */
export { referenceGame } from "./references.js";
export {
  CompletionFinder,
  findSetsBruteForce,
  findSetsHashSet,
  PAIRINGS_OF_SIX,
  SolutionsByDefinition,
} from "./games/set/baselines.js";
