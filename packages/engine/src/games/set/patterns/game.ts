import type { GameDefinition } from "../../../core/game.js";
import { seatRange } from "../../../core/seats.js";
import { ok } from "../../../core/result.js";
import { patternsAction, type PatternsAction } from "./actions.js";
import { patternsBots } from "./bots.js";
import { metrics } from "./metrics.js";
import { patternsOptions, type PatternsOptions } from "./options.js";
import { call, outcome, settle, sinceLast, voteNoSet } from "./rules.js";
import { changeState, initialState, type PatternsState } from "./state.js";
import { patternsLegal, patternsToAct } from "./legal.js";
import { reveal, view, type PatternsView } from "./view.js";
import { describePatterns, patternsCardWords } from "./describe.js";
import { patternsAnalysis } from "./analysis.js";

export type { PatternsAction } from "./actions.js";
export type { PatternsOptions } from "./options.js";
export type { PatternsEvent, PatternsState } from "./state.js";
export type { PatternsEventView, PatternsView, PlayerView } from "./view.js";

/**
 * Patterns: Tarot. Everyone looks at the pool at once; whoever sees a set calls it and keeps the
 * cards; when everybody agrees there is none, the pool grows. No deadlines: nothing happens by
 * itself except, with `autoGrow`, right after a change of the pool.
 */
/** The moves a person makes themselves for a match to count as played by them: one call of a set. */
export const PATTERNS_MINIMUM_MOVES = 1;

export const setPatterns: GameDefinition<PatternsOptions, PatternsState, PatternsAction, PatternsView> = {
  id: "set-patterns",
  title: "Patterns: Tarot",
  summary:
    "A pool of tarot cards grows in two rows. Select three cards whose object, number, character and background are each all the same or all different, then call SET: a set goes to your stack. A wrong call costs a card (or a “Boop! Bad!”). When nobody sees a set, everyone votes and the pool grows. Everyone at once.",
  scoreUnit: "cards",
  seatCounts: seatRange(1, 8),
  options: patternsOptions,
  action: patternsAction,

  setup: (options, seats, seed) => settle(initialState(options, seats, seed), 0),

  apply(state, seat, action, at) {
    // `act` refuses a time before the state's, so `at` is the match's time from here on.
    const s = changeState(state, { now: at });
    const result = action.type === "call" ? call(s, seat, action.cards, at) : voteNoSet(s, seat, at);
    return result.ok ? ok(sinceLast(s, result.value)) : result;
  },

  advance: (state, at) => (at > state.now ? changeState(state, { now: at }) : state),

  nextDeadline: () => null,

  toAct: patternsToAct,
  view,
  // No deadlines: the move met the state before it, up to its time.
  describe: (before, entry, after, lang) =>
    describePatterns(setPatterns.advance(before, entry.at), entry, after, lang),
  cardWords: (_state, code, lang) => patternsCardWords(code, lang),
  reveal,
  legal: patternsLegal,
  outcome,
  score: (state) => state.stacks.map((stack) => stack.length),
  minimumMoves: () => PATTERNS_MINIMUM_MOVES,
  bots: patternsBots,
  /** A player of middling speed and care. */
  defaultBot: "medium",
  pace: "real-time",
  /** The analysis of a finished match: each set timed (../analysis.ts). */
  analysis: patternsAnalysis,
  metrics,
};
