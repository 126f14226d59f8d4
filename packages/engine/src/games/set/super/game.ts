import type { RuleError } from "../../../core/errors.js";
import type { GameDefinition, Seat } from "../../../core/game.js";
import { seatRange } from "../../../core/seats.js";
import { Rng } from "../../../core/prng.js";
import { err, ok, type Result } from "../../../core/result.js";
import { CLASSIC, cardId, fullDeck } from "../cards.js";
import { setCardWords } from "../words.js";
import { superAction, type SuperAction } from "./actions.js";
import { superBots } from "./bots.js";
import { call, pick } from "./calls.js";
import { flip, flipRefusal } from "./flips.js";
import { superMetrics } from "./metrics.js";
import { superOptions, type SuperOptions } from "./options.js";
import { dealPiles, firstTurn } from "./piles.js";
import { scores, topSeats } from "./points.js";
import { NO_STATS, type SuperState, changeState } from "./state.js";
import { announceOrJoin } from "./superRound.js";
import { advance, nextDeadline, settle } from "./timeline.js";
import { superLegal, superToAct } from "./legal.js";
import { superReveal, superView, type SuperView } from "./view.js";
import { describeSuper } from "./describe.js";
import { superAnalysis } from "./analysis.js";

/** A new match: the shuffled deck dealt into one face-down pile per seat, seat 0 to flip first. */
function setup(options: SuperOptions, seats: number, seed: string): SuperState {
  const rng = Rng.fromSeed(seed);
  const piles = dealPiles(fullDeck(CLASSIC), seats, rng);
  return {
    options,
    seats,
    piles,
    grid: [],
    points: piles.map(() => []),
    discard: [],
    turn: firstTurn(piles),
    turnSince: 0,
    call: null,
    closedAt: null,
    superRound: null,
    locked: piles.map(() => false),
    now: 0,
    rng: rng.state(),
    events: [],
    finished: false,
    endedAt: null,
    stats: NO_STATS,
  };
}

function play(state: SuperState, seat: Seat, action: SuperAction, at: number): Result<SuperState, RuleError> {
  switch (action.type) {
    case "flip": {
      const refusal = flipRefusal(state, seat, at);
      return refusal === null ? ok(flip(state, at, false)) : err(refusal);
    }
    case "call":
      return call(state, seat, at);
    case "pick":
      return pick(state, seat, action.card, at);
    case "super":
      return announceOrJoin(state, seat, at);
  }
}

/** Plays one action, then whatever it made possible (a waiting automatic flip), then checks the end. */
function apply(
  state: SuperState,
  seat: Seat,
  action: SuperAction,
  at: number,
): Result<SuperState, RuleError> {
  // `act` refuses a time before the state's, so `at` is the match's time from here on.
  const result = play(changeState(state, { now: at }), seat, action, at);
  return result.ok ? ok(settle(result.value, at)) : result;
}

/**
 * SET Super Rules: every player a dealer. Players flip cards from their own piles into a shared
 * grid in turn, and anyone may call SET at any time; super rounds give their participants the
 * first seconds after a flip to themselves.
 */
/**
 * The moves a person makes themselves for a match to count as played by them: three (their first
 * flips in turn, or a call and its picks).
 */
export const SUPER_MINIMUM_MOVES = 3;

export const setSuper: GameDefinition<SuperOptions, SuperState, SuperAction, SuperView> = {
  id: "set-super",
  title: "SET Super Rules",
  summary:
    "Players flip cards from their own piles, in turn, into a grid. Anyone may call SET and then has a few seconds to point out three cards: right scores a point, wrong costs one. Announce a super round before a flip: its participants alone get ten seconds for a set worth three. Flip in turn, call any time.",
  scoreUnit: "points",
  seatCounts: seatRange(1, 8),
  options: superOptions,
  action: superAction,
  setup,
  apply,
  advance,
  nextDeadline,
  toAct: superToAct,
  view: superView,
  // The move met the state brought up to its time: windows and flips due first are not the move's.
  describe: (before, entry, after, lang) => describeSuper(advance(before, entry.at), entry, after, lang),
  cardWords: (_state, code, lang) => setCardWords(CLASSIC, cardId(CLASSIC, code), lang),
  reveal: superReveal,
  legal: superLegal,
  outcome: (state) => {
    if (!state.finished) return null;
    const points = scores(state);
    return { scores: points, winners: topSeats(points) };
  },
  score: scores,
  minimumMoves: () => SUPER_MINIMUM_MOVES,
  bots: superBots,
  /** A player of middling speed and care. */
  defaultBot: "medium",
  pace: "real-time",
  /** The analysis of a finished match: each set timed (../analysis.ts). */
  analysis: superAnalysis,
  metrics: superMetrics,
};
