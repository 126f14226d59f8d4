import type { GameDefinition } from "../../core/game.js";
import { seatRange } from "../../core/seats.js";
import { MAX_PLAYERS, MIN_PLAYERS } from "./table.js";
import { winnersOf } from "../../core/outcome.js";
import type { PlacedTile } from "./board.js";
import { ruhdBots } from "./bots.js";
import { ruhdOptions, type RuhdOptions } from "./options.js";
import { place, setupTable } from "./rules.js";
import { changeState, type RuhdState } from "./state.js";
import { ruhdLegal, ruhdToAct } from "./legal.js";
import { ruhdReveal, ruhdView, type RuhdView } from "./view.js";
import { ruhdAnalysis } from "./analysis.js";
import { describeRuhd, tileWords } from "./describe.js";
import { ruhdAction, type RuhdAction } from "./actions.js";

/**
 * The tiles a person lays themselves for a match to count as played by them: three (every player
 * lays at least four in a full match, even at eleven).
 */
export const RUHD_MINIMUM_MOVES = 3;

/** Ruhd (seed 004): lay coloured, numbered tiles; score by the four rules. See shared/rules/ruhd.md. */
export const ruhdGame: GameDefinition<RuhdOptions, RuhdState, RuhdAction, RuhdView> = {
  id: "ruhd",
  title: "Ruhd",
  summary:
    "Lay square tiles whose four sides each show a colour and a number, next to the tiles already down, turned as you like. Touch exactly one tile: 1 point. Each touching pair of different colours scores the difference of their numbers; the same colour and number scores that number. Three or more tiles in a line showing the same colour or number on the same side make a pattern: 2 points. Most points when the tiles run out wins. In turn, 2 to 11 players; hands are private.",
  scoreUnit: "points",
  seatCounts: seatRange(MIN_PLAYERS, MAX_PLAYERS),
  options: ruhdOptions,
  action: ruhdAction,
  setup: setupTable,
  apply(state, seat, action, at) {
    const { tile, x, y, rotation } = action;
    return place(state, seat, { tile, x, y, rotation } as PlacedTile, at);
  },
  advance: (state, at) => (at > state.now ? changeState(state, { now: at }) : state),
  nextDeadline: () => null,
  toAct: ruhdToAct,
  view: ruhdView,
  describe: describeRuhd,
  // A tile as it is dealt, unturned: its sides from the top clockwise.
  cardWords: (_state, code, lang) => tileWords(code, 0, lang),
  reveal: ruhdReveal,
  legal: ruhdLegal,
  outcome: (state) =>
    state.endedAt === null ? null : { scores: state.scores, winners: winnersOf(state.scores) },
  score: (state) => state.scores,
  minimumMoves: () => RUHD_MINIMUM_MOVES,
  bots: ruhdBots,
  /** The quick bot: the best immediate score (strong searches, and takes longer). */
  defaultBot: "greedy",
  metrics(state) {
    const sum = (key: "oneSide" | "diffDiff" | "sameSame" | "pattern" | "patterns") =>
      state.byRule.reduce((n, totals) => n + totals[key], 0);
    const points = state.scores.reduce((a, b) => a + b, 0);
    const placements = state.board.length - 3;
    return {
      placements,
      points,
      pointsPerPlacement: placements > 0 ? points / placements : 0,
      oneSidePoints: sum("oneSide"),
      diffDiffPoints: sum("diffDiff"),
      sameSamePoints: sum("sameSame"),
      patternPoints: sum("pattern"),
      patterns: sum("patterns"),
      oneSideShare: points > 0 ? sum("oneSide") / points : 0,
      diffDiffShare: points > 0 ? sum("diffDiff") / points : 0,
      sameSameShare: points > 0 ? sum("sameSame") / points : 0,
      patternShare: points > 0 ? sum("pattern") / points : 0,
      // The first player's share of the win (a shared win counts 1/winners): first-player advantage.
      firstPlayerWinShare: firstPlayerShare(state),
    };
  },
  analysis: ruhdAnalysis,
};

function firstPlayerShare(state: RuhdState): number {
  if (state.endedAt === null) return 0;
  const winners = winnersOf(state.scores);
  return winners.includes(state.first) ? 1 / winners.length : 0;
}
