import type { RuleError } from "../../core/errors.js";
import type { GameDefinition, Seat } from "../../core/game.js";
import { winnersOf } from "../../core/outcome.js";
import { Rng } from "../../core/prng.js";
import type { Result } from "../../core/result.js";
import { tarotAction, type TarotAction } from "./actions.js";
import { announceChelem, showPoignee } from "./announcements.js";
import { bid } from "./bidding.js";
import { DEFAULT_TAROT_BOT, tarotBots } from "./bots.js";
import { call } from "./call.js";
import { advanceClock, nextDeadline } from "./clock.js";
import { dealShape, startDeal } from "./deal.js";
import { describeTarot, tarotCardWords } from "./describe.js";
import { discard } from "./dog.js";
import { tarotLegal, tarotToAct } from "./legal.js";
import { TAROT_RATES, tarotMetrics } from "./metrics.js";
import { tarotOptions, type TarotOptions } from "./options.js";
import { playCard } from "./play.js";
import { PLAYER_COUNTS } from "./scoring.js";
import { totals, type TarotState } from "./state.js";
import { tarotAnalysis } from "./analysis.js";
import { tarotReveal, tarotView, type TarotView } from "./view.js";

/**
 * A new match: the first deal is dealt by the last seat, so the first seat speaks first (the dealer
 * then rotates with every deal, void ones included).
 */
function setup(options: TarotOptions, seats: number, seed: string): TarotState {
  const rng = Rng.fromSeed(seed);
  const empty: TarotState = {
    options,
    seats,
    now: 0,
    rng: rng.state(),
    phase: "bidding",
    dealer: seats - 1,
    dealsScored: 0,
    hands: [],
    dog: [],
    shownDog: null,
    discard: [],
    shownDiscard: [],
    bids: [],
    taker: null,
    contract: null,
    called: null,
    partner: null,
    chelem: null,
    poignees: [],
    turn: 0,
    turnSince: 0,
    trick: [],
    tricks: [],
    excuse: null,
    nextDealAt: null,
    sheet: [],
    results: [],
    voidDeals: { petitSec: 0, allPassed: 0 },
    events: [],
  };
  return startDeal(empty, seats - 1, 0);
}

/** Plays one action by the rules of its phase (each module refuses what its phase does not allow). */
function play(state: TarotState, seat: Seat, action: TarotAction, at: number): Result<TarotState, RuleError> {
  const s = { ...state, now: at };
  switch (action.type) {
    case "bid":
      return bid(s, seat, action.contract, at);
    case "call":
      return call(s, seat, action.card, at);
    case "discard":
      return discard(s, seat, action.cards, at);
    case "chelem":
      return announceChelem(s, seat, action.announce, at);
    case "poignee":
      return showPoignee(s, seat, action.cards);
    case "play":
      return playCard(s, seat, action.card, at);
  }
}

/**
 * French Tarot (seed 003, FFT rules; `shared/rules/tarot.md`): 3, 4 or 5 players, 4 by default. A match
 * is `deals` deals on a running score sheet.
 */
export const tarotGame: GameDefinition<TarotOptions, TarotState, TarotAction, TarotView> = {
  id: "tarot",
  title: "French Tarot",
  summary:
    "78 cards: four suits, 21 trumps and the Excuse. Each player bids once (Prise, Garde, Garde sans, Garde contre); the taker plays alone against the others (at 5 players with a hidden partner, the holder of the king they call) and must win enough card points for the oudlers they take: 56 with none, 36 with all three. Follow suit, else trump, always higher if you can. Poignées, chelem and the Petit au bout add to the score. 3, 4 or 5 players, 4 by default.",
  scoreUnit: "points",
  seatCounts: [...PLAYER_COUNTS],
  options: tarotOptions,
  action: tarotAction,
  setup,
  apply: play,
  advance: (state, at) => advanceClock(state, at, play),
  nextDeadline,
  toAct: tarotToAct,
  view: tarotView,
  // The move met the state brought up to its time: a turn clock's move due first is not the move's.
  describe: (before, entry, after, lang) =>
    describeTarot(advanceClock(before, entry.at, play), entry, after, lang),
  cardWords: (_state, code, lang) => tarotCardWords(code, lang),
  reveal: tarotReveal,
  legal: tarotLegal,
  outcome: (state) => {
    if (state.phase !== "over") return null;
    const scores = totals(state);
    return { scores, winners: winnersOf(scores), deals: state.sheet };
  },
  // The score sheet's totals: the deals scored so far (the deal being played counts once scored).
  score: totals,
  // A deal's worth of moves: as many as the cards of a hand (18 at four), bids and cards alike.
  minimumMoves: (seats) => dealShape(seats).hand,
  bots: tarotBots,
  defaultBot: DEFAULT_TAROT_BOT,
  // A turn-based table shows a scored deal in its moves and score sheet, not for a pause, and its
  // time banks, not a turn clock, decide when a move is due.
  turnBasedOptions: { dealPause: 0, turnTime: 0 },
  metrics: tarotMetrics,
  rates: TAROT_RATES,
  analysis: tarotAnalysis,
};
