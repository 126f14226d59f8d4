import { advanceDeadlines } from "../../../core/deadlines.js";
import type { GameDefinition } from "../../../core/game.js";
import { seatRange } from "../../../core/seats.js";
import { winnersOf } from "../../../core/outcome.js";
import { pcBots } from "./bots.js";
import { pcOptions, type PcOptions } from "./options.js";
import { askHint, press, setupTable, timedReshuffle } from "./rules.js";
import { changeState, type PcState } from "./state.js";
import { tableCards } from "./table.js";
import { describePc } from "./describe.js";
import { cardId } from "../cards.js";
import { setCardWords } from "../words.js";
import { pcLegal, pcToAct } from "./legal.js";
import { pcReveal, pcView, type PcView } from "./view.js";
import { pcAnalysis } from "./analysis.js";
import { pcAction, type PcAction } from "./actions.js";

function nextDeadline(state: PcState): number | null {
  return state.endedAt === null ? state.reshuffleAt : null;
}

/**
 * The PC Set Game (seed 001): real-time SET on a rows x columns table with a dealer, tokens,
 * freezes and a reshuffle timer. See shared/rules/set-family.md, section 1.
 */
export const setPc: GameDefinition<PcOptions, PcState, PcAction, PcView> = {
  id: "set-pc",
  title: "PC Set Game",
  summary:
    "Twelve cards lie on the table. Find three cards whose colour, number, shape and shading are each all the same or all different, and put your tokens on them (keys or clicks). A right set scores; a wrong one freezes you. No set in time? The table is reshuffled. Everyone at once; two can share one keyboard.",
  scoreUnit: "sets",
  seatCounts: seatRange(1, 8),
  options: pcOptions,
  action: pcAction,
  setup: setupTable,
  apply(state, seat, action, at) {
    return action.type === "press" ? press(state, seat, action.slot, at) : askHint(state, seat, at);
  },
  advance(state, at) {
    const s = advanceDeadlines(state, at, nextDeadline, timedReshuffle);
    return s.now >= at ? s : changeState(s, { now: at });
  },
  nextDeadline,
  toAct: pcToAct,
  view: pcView,
  // The move met the state brought up to its time: a reshuffle due first is not the move's.
  describe: (before, entry, after, lang) => describePc(setPc.advance(before, entry.at), entry, after, lang),
  cardWords: (state, code, lang) => {
    const shape = { features: state.options.featureCount, values: state.options.featureSize };
    return setCardWords(shape, cardId(shape, code), lang);
  },
  reveal: pcReveal,
  legal: pcLegal,
  outcome(state) {
    return state.endedAt === null ? null : { scores: state.scores, winners: winnersOf(state.scores) };
  },
  score: (state) => state.scores,
  // One claim's presses: a token on each card of a set (three in the classic deck).
  minimumMoves: (_seats, options) => options.featureSize,
  bots: pcBots,
  /** A player of middling speed and care. */
  defaultBot: "medium",
  pace: "real-time",
  /** The analysis of a finished match: each set timed (../analysis.ts). */
  analysis: pcAnalysis,
  metrics(state) {
    const minutes = (state.endedAt ?? state.now) / 60_000;
    return {
      durationMs: state.endedAt ?? state.now,
      sets: state.counters.sets,
      setsPerMinute: minutes > 0 ? state.counters.sets / minutes : 0,
      wrongClaims: state.counters.wrongClaims,
      timedReshuffles: state.counters.timedReshuffles,
      noSetReshuffles: state.counters.noSetReshuffles,
      reshuffles: state.counters.timedReshuffles + state.counters.noSetReshuffles,
      presses: state.counters.presses,
      cardsLeft: tableCards(state).length + state.deck.length,
    };
  },
};
