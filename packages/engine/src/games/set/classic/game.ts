import { advanceDeadlines } from "../../../core/deadlines.js";
import type { GameDefinition } from "../../../core/game.js";
import { seatRange } from "../../../core/seats.js";
import { classicAction, type ClassicAction } from "./actions.js";
import { CLASSIC_DEFAULT_BOT, classicBots } from "./bots.js";
import { describeClassic } from "./describe.js";
import { cardId } from "../cards.js";
import { setCardWords } from "../words.js";
import { classicLegal, classicToAct } from "./legal.js";
import { metrics } from "./metrics.js";
import { classicOptions, type ClassicOptions } from "./options.js";
import { claim, nextThaw, outcome, setupTable } from "./rules.js";
import { changeState, modeOf, type ClassicState } from "./state.js";
import { classicReveal, classicView, type ClassicView } from "./view.js";
import { classicAnalysis } from "./analysis.js";

export type { ClassicAction } from "./actions.js";
export type { ClassicOptions } from "./options.js";
export type { ClassicState, ClassicEvent, FoundRecord } from "./state.js";
export type { ClassicView, ClassicPlayerView, ClassicEventView, FoundView } from "./view.js";

/**
 * Classic SET as Set with Friends plays it, with its variants (option `mode`): everyone at once picks
 * three cards (four, six) that make a solution; a right claim scores 1 and its cards are replaced, a
 * wrong one costs the table's penalty; more cards when the table holds none. The only deadlines are
 * freezes ending (so a frozen seat's bot is asked again then); every deal happens inside a claim.
 */
/** The moves a person makes themselves for a match to count as played by them: one claim. */
export const CLASSIC_MINIMUM_MOVES = 1;

export const setClassic: GameDefinition<ClassicOptions, ClassicState, ClassicAction, ClassicView> = {
  id: "set-classic",
  title: "SET",
  summary:
    "Classic SET: twelve cards lie on the table. Find three cards whose colour, number, shape and shading are each all the same or all different, and click them: a right set scores and is replaced. No set on the table? Three more cards. Everyone at once; variants: set chains, ultrasets, ghostsets, puzzles and junior, or practise alone against the clock.",
  scoreUnit: "sets",
  seatCounts: seatRange(1, 8),
  options: classicOptions,
  action: classicAction,
  setup: setupTable,
  // `act` refuses a time before the state's, so `at` is the match's time from here on.
  apply: (state, seat, action, at) => claim(changeState(state, { now: at }), seat, action.cards, at),
  advance(state, at) {
    const s = advanceDeadlines(state, at, nextThaw, (st, due) => changeState(st, { now: due }));
    return s.now >= at ? s : changeState(s, { now: at });
  },
  nextDeadline: nextThaw,
  toAct: classicToAct,
  view: classicView,
  // The move met the state brought up to its time.
  describe: (before, entry, after, lang) =>
    describeClassic(setClassic.advance(before, entry.at), entry, after, lang),
  cardWords: (state, code, lang) => {
    const { shape } = modeOf(state);
    return setCardWords(shape, cardId(shape, code), lang);
  },
  reveal: classicReveal,
  legal: classicLegal,
  outcome,
  score: (state) => state.scores,
  minimumMoves: () => CLASSIC_MINIMUM_MOVES,
  bots: classicBots,
  /** A player of middling speed and care. */
  defaultBot: CLASSIC_DEFAULT_BOT,
  pace: "real-time",
  /** The analysis of a finished match: each set timed (../analysis.ts). */
  analysis: classicAnalysis,
  // A practice is complete once its deck is played out: its time is the game's at the last claim.
  practice: {
    result(view) {
      const [player] = view.players;
      if (!view.finished || view.deck !== 0 || view.players.length !== 1 || player === undefined) return null;
      return { mode: view.mode, timeMs: view.now, found: player.found, wrong: player.wrong };
    },
  },
  metrics,
};
