/**
 * @parlor/engine — Parlor's rules: pure, deterministic game definitions with their bots, a seeded
 * PRNG, match logs and replay, and the TableRunner that drives a match on a real or virtual clock.
 */
// First: how zod builds schemas in a browser (see the module).
import "./core/schemas.js";
export type { Result } from "./core/result.js";
export { ok, err } from "./core/result.js";
export type { RuleError } from "./core/errors.js";
export { ruleError, CoreErrors } from "./core/errors.js";
export { Rng, hashSeed, type RngState } from "./core/prng.js";
export type {
  AnyGame,
  Bot,
  BotFactory,
  BotLevel,
  BotMove,
  GameDefinition,
  HiddenGroup,
  HiddenGroups,
  Outcome,
  Seat,
} from "./core/game.js";
export { botLevel, stateTime } from "./core/game.js";
export { seatCountsInWords, seatRange, seatsAllowed } from "./core/seats.js";
export { act, parseOptions } from "./core/play.js";
export { eventsSince } from "./core/events.js";
export { getGame, listGames, registerGame } from "./core/registry.js";
export {
  replay,
  replaySteps,
  replayWith,
  type LogEntry,
  type MatchLog,
  type Replayed,
  type SeatInfo,
} from "./core/log.js";
export { RealClock, VirtualClock, type Clock, type Timer } from "./core/clock.js";
export { TableRunner, botSeed, type RunnerConfig } from "./core/runner.js";

export { GAMES, ruhdGame, setPatterns, setPc, setSuper } from "./games/index.js";

export { findSets, isSet, thirdCard } from "./games/set/sets.js";
export { MAX_VALUE_BITS, SetFinder, finderFor } from "./games/set/finder.js";
export {
  CLASSIC,
  cardCode,
  cardId,
  deckSize,
  fullDeck,
  MAX_DECK_SIZE,
  type DeckShape,
} from "./games/set/cards.js";
export { HUMAN_LEVELS, type HumanLevel } from "./games/set/bots.js";
export { CompletionFinder, findSetsBruteForce, findSetsHashSet } from "./games/set/baselines.js";
export { winnersOf } from "./core/outcome.js";

// Types of each SET game's options, actions, states and views, for clients rendering them.
export type { PcAction } from "./games/set/pc/game.js";
export type { PcOptions } from "./games/set/pc/options.js";
export type { PcState, PcEvent } from "./games/set/pc/state.js";
export type { PcView, PcPlayerView, PcTimerView, PcEventView } from "./games/set/pc/view.js";
export type {
  PatternsAction,
  PatternsOptions,
  PatternsState,
  PatternsEvent,
  PatternsView,
  PatternsEventView,
} from "./games/set/patterns/game.js";
export type { SuperAction } from "./games/set/super/actions.js";
export type { SuperOptions } from "./games/set/super/options.js";
export type { SuperState, SuperEvent } from "./games/set/super/state.js";
export type { SuperView, SuperViewEvent, SuperRoundView } from "./games/set/super/view.js";

export * as ruhd from "./games/ruhd/index.js";
export type { RuhdAction } from "./games/ruhd/game.js";
export type { RuhdOptions } from "./games/ruhd/options.js";
export type { RuhdState, Placement, RuleTotals } from "./games/ruhd/state.js";
export type { RuhdView } from "./games/ruhd/view.js";
