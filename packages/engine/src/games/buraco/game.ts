import type { GameDefinition } from "../../core/game.js";
import { winnersOf } from "../../core/outcome.js";
import { Rng } from "../../core/prng.js";
import { buracoAction, type BuracoAction } from "./actions.js";
import { buracoBots, DEFAULT_BURACO_BOT } from "./bots.js";
import { startHand } from "./deal.js";
import { buracoCardWords, describeBuraco } from "./describe.js";
import { buracoLegal, buracoToAct } from "./legal.js";
import { BURACO_RATES, buracoMetrics } from "./metrics.js";
import { buracoOptions, type BuracoOptions } from "./options.js";
import { playMove } from "./play.js";
import { NO_STATS, sideOf, SIDES, teamsOf, totals, type BuracoState } from "./state.js";
import { buracoReveal, buracoView, type BuracoView } from "./view.js";
import { buracoAnalysis } from "./analysis.js";

/**
 * The moves a person makes themselves for a match to count as played by them: about five turns (a
 * draw and a discard each) of the first hand.
 */
export const BURACO_MINIMUM_MOVES = 10;

/** Each seat's side's total on the score sheet: the hands scored so far. */
function seatScores(state: BuracoState): number[] {
  const sides = totals(state);
  return Array.from({ length: state.seats }, (_, seat) => sides[sideOf(seat)] ?? 0);
}

/** The seat counts: two players, or two pairs. */
export const SEAT_COUNTS = [2, 4] as const;

/** A new match: the first hand is dealt by the last seat, so the first seat plays first. */
function setup(options: BuracoOptions, seats: number, seed: string): BuracoState {
  const rng = Rng.fromSeed(seed);
  const none = () => Array.from({ length: SIDES }, () => []);
  const empty: BuracoState = {
    options,
    seats,
    now: 0,
    rng: rng.state(),
    phase: "play",
    dealer: seats - 1,
    handsScored: 0,
    hands: [],
    stock: [],
    pile: [],
    mortos: none(),
    mortoFates: ["waiting", "waiting"],
    mortoPending: [null, null],
    mortoHow: [null, null],
    mortoTakers: [null, null],
    melds: none(),
    redThrees: none(),
    turn: 0,
    step: "draw",
    sheet: [],
    results: [],
    stats: NO_STATS,
    events: [],
  };
  return startHand(empty, seats - 1, 0);
}

/**
 * Buraco as GameVelvet plays it (seed 003; `shared/rules/buraco.md`): 2 players, or 4 in two pairs
 * facing each other (seats 0 & 2 against 1 & 3). A match is hands to `target` on a score sheet per
 * side; each seat scores its side's total.
 */
export const buracoGame: GameDefinition<BuracoOptions, BuracoState, BuracoAction, BuracoView> = {
  id: "buraco",
  title: "Buraco",
  summary:
    "Two decks, 11 cards each and a morto of 11 per side. Draw from the stock or take the whole discard pile when its top card melds at once; meld runs (4 up to the Ace, one suit) and groups, at most one wild 2 each; discard one. Seven cards make a canasta. Emptying your hand the first time gives your side its morto; ending the hand needs a natural canasta. Red threes score, black threes lock the pile. 2 players, or 4 in pairs, to 3000 points.",
  scoreUnit: "points",
  seatCounts: [...SEAT_COUNTS],
  teams: (seats) => teamsOf(seats),
  options: buracoOptions,
  action: buracoAction,
  setup,
  apply: playMove,
  advance: (state, at) => (at > state.now ? { ...state, now: at } : state),
  nextDeadline: () => null,
  toAct: buracoToAct,
  view: buracoView,
  describe: describeBuraco,
  cardWords: (_state, code, lang) => buracoCardWords(code, lang),
  reveal: buracoReveal,
  legal: buracoLegal,
  outcome: (state) => {
    if (state.phase !== "over") return null;
    const sides = totals(state);
    const scores = seatScores(state);
    const best = winnersOf(sides);
    return {
      scores,
      winners: Array.from({ length: state.seats }, (_, seat) => seat).filter((seat) =>
        best.includes(sideOf(seat)),
      ),
      teams: teamsOf(state.seats),
      deals: state.sheet,
    };
  },
  score: seatScores,
  minimumMoves: () => BURACO_MINIMUM_MOVES,
  bots: buracoBots,
  defaultBot: DEFAULT_BURACO_BOT,
  metrics: buracoMetrics,
  rates: BURACO_RATES,
  analysis: buracoAnalysis,
};
