/**
 * @parlor/engine — Parlor's rules: pure, deterministic game definitions with their bots, a seeded
 * PRNG, match logs and replay, and the TableRunner that drives a match on a real or virtual clock.
 *
 * @module @parlor/engine
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
  BotAnswer,
  BotBudget,
  BotFactory,
  BotLevel,
  BotMove,
  BotSettings,
  GameDefinition,
  HiddenGroup,
  HiddenGroups,
  InlineBot,
  MetricRate,
  Outcome,
  Practice,
  PracticeResult,
  Seat,
} from "./core/game.js";
export { botLevel, paceOf, stateTime } from "./core/game.js";
export {
  analyseMatch,
  analyseMoves,
  appraisal,
  DECISION_MARKS,
  decisionRng,
  hintFor,
  markOf,
  movesAnalysis,
  playerSummary,
  type AnalysedDecision,
  type AnalysisOptions,
  type Appraisal,
  type DecisionMark,
  type GameAnalysis,
  type Hint,
  type LossThresholds,
  type MatchAnalysis,
  type MoveAppraiser,
  type MovesAnalysis,
  type MoveValue,
  type PlayerAnalysis,
  type SeatAppraiser,
  type SetsAnalysis,
} from "./core/analysis.js";
export type { Pace } from "./core/game.js";
export type { MoveEntry } from "./core/game.js";
export {
  botLevelWords,
  DEFAULT_LANG,
  LANGS,
  inLang,
  isLang,
  keyboardSeatLabel,
  moverName,
  seatNamed,
  seatLabel,
  toLang,
  type Lang,
  type Translations,
} from "./core/lang.js";
export {
  moveSentence,
  type CardPart,
  type CellPart,
  type MovePart,
  type MoveWords,
  type NumberPart,
  type SeatPart,
  type TextPart,
} from "./core/moveWords.js";
export { seatCountsInWords, seatRange, seatsAllowed } from "./core/seats.js";
export { act, parseOptions } from "./core/play.js";
export { eventsSince } from "./core/events.js";
export { winnersOf } from "./core/outcome.js";
export { GAMES, getGame, listGames, replay, type GameId } from "./catalogue.js";
export {
  replaySteps,
  replayWith,
  type LogEntry,
  type MatchLog,
  type Replayed,
  type SeatInfo,
} from "./core/log.js";
export { RealClock, VirtualClock, type Clock, type Timer } from "./core/clock.js";
export { TableRunner, botSeed, type RunnerConfig } from "./core/runner.js";
export { BotDriver, samePlan, type BotDriverConfig } from "./core/botDriver.js";

export { ruhdGame } from "./games/ruhd/game.js";
// The SET games and their helpers as the `set` namespace (and `@parlor/engine/set`), as every game's.
export * as set from "./games/set/index.js";
export * as ruhd from "./games/ruhd/index.js";
export * as tarot from "./games/tarot/index.js";
export * as buraco from "./games/buraco/index.js";
export type { RuhdAction } from "./games/ruhd/actions.js";
export type { RuhdOptions } from "./games/ruhd/options.js";
export type { RuhdState, Placement, RuleTotals } from "./games/ruhd/state.js";
export type { RuhdView } from "./games/ruhd/view.js";
