/**
 * The SET games (the PC Set Game, Patterns: Tarot, SET Super Rules) and what they share: the cards
 * and their codes, the set test, the set finder, the human-like bots' levels (the finder's baselines:
 * `@parlor/engine/baselines`).
 * Exported from @parlor/engine as the `set` namespace and on their own as `@parlor/engine/set`.
 *
 * @module @parlor/engine/set
 */
// First: how zod builds schemas in a browser (see the module); the games below build theirs on import.
import "../../core/schemas.js";
export { setPc } from "./pc/game.js";
export { setPatterns } from "./patterns/game.js";
export { setSuper } from "./super/game.js";
export { setClassic } from "./classic/game.js";
export { findSets, isSet, thirdCard } from "./sets.js";
export {
  analyseSets,
  layoutOf,
  setsAmong,
  setsAnalysis,
  type SetClaim,
  type SetsPlayer,
  type SetsTable,
  type TableEvent,
  type UnclaimedSet,
  type WrongClaim,
} from "./analysis.js";
export { classicTable } from "./classic/analysis.js";
export { patternsTable } from "./patterns/analysis.js";
export { pcTable } from "./pc/analysis.js";
export { superTable } from "./super/analysis.js";
export { MAX_VALUE_BITS, SetFinder, finderFor } from "./finder.js";
export {
  CLASSIC,
  cardCode,
  cardId,
  cardWords,
  deckSize,
  fullDeck,
  MAX_DECK_SIZE,
  type DeckShape,
} from "./cards.js";
export { patternsCardWords } from "./patterns/describe.js";
export { setCardWords } from "./words.js";
export { HUMAN_LEVELS, type HumanLevel } from "./bots.js";
export {
  countSolutions,
  findSolutions,
  hasSolution,
  isSolution,
  MAX_SOLUTION_DECK,
  SolutionFinder,
  solutionFinderFor,
  type SolutionSearch,
} from "./classic/solutions.js";

// Each SET game's options, actions, states and views, for clients rendering them.
export type { PcAction } from "./pc/actions.js";
export type { PcOptions } from "./pc/options.js";
export type { PcState, PcEvent } from "./pc/state.js";
export type { PcView, PcPlayerView, PcTimerView, PcEventView } from "./pc/view.js";
export type {
  PatternsAction,
  PatternsOptions,
  PatternsState,
  PatternsEvent,
  PatternsView,
  PatternsEventView,
} from "./patterns/game.js";
export type { SuperAction } from "./super/actions.js";
export type { SuperOptions } from "./super/options.js";
export type { SuperState, SuperEvent } from "./super/state.js";
export type { SuperView, SuperViewEvent, SuperRoundView } from "./super/view.js";
export type {
  ClassicAction,
  ClassicOptions,
  ClassicState,
  ClassicEvent,
  FoundRecord,
  ClassicView,
  ClassicPlayerView,
  ClassicEventView,
  FoundView,
} from "./classic/game.js";
