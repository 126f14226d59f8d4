/**
 * Buraco's match analysis (core/analysis.ts): each draw, meld and discard weighed as the strong bot
 * weighs its own (`lineMeans`), from the seat's view and what it remembers of the hand so far (the
 * pile, who took what: `memory.ts`), in points of its side's lead at the hand's end.
 */
import { appraisal, movesAnalysis, type LossThresholds, type MoveAppraiser } from "../../core/analysis.js";
import type { BuracoAction } from "./actions.js";
import { basicAction } from "./basic.js";
import { remember, type Memory } from "./memory.js";
import { lineMeans, STRONG_SEARCH, strongChoices, strongLines } from "./strong.js";
import type { BuracoView } from "./view.js";

/**
 * Playouts per decision by default: four times the strong bot's own at the table, since an analysis
 * runs once, off the table's time, and a Buraco hand's value varies widely from deal to deal (fewer
 * samples mark a good move a mistake by chance more often).
 */
export const BURACO_ANALYSIS_PLAYOUTS = 4 * STRONG_SEARCH.playouts;

/**
 * Points of the side's lead lost (the best choice's mean less the chosen one's) from which a decision
 * is an inaccuracy, a mistake, a blunder: a hand is worth some hundreds of points, a clean canasta
 * 200, going out 100, a card in hand 5 to 20 against its holder. A hand's value varies so widely from
 * deal to deal that two choices' means differ by 15 to 20 points by chance at the default work; below
 * 30 the strong bot marked a fifth of its own decisions (docs/games/buraco.md, Match analysis).
 */
export const BURACO_LOSS_THRESHOLDS: LossThresholds = { inaccuracy: 30, mistake: 75, blunder: 150 };

/** The kind of decision a move is. */
function kindOf(action: BuracoAction): string {
  switch (action.type) {
    case "draw":
    case "take-pile":
      return "draw";
    case "meld":
    case "add":
      return "meld";
    case "discard":
      return "discard";
  }
}

/** A move's key: its type and fields, the cards of a meld in any order. */
function keyOf(action: BuracoAction): string {
  const sorted = (cards: readonly string[] | undefined) =>
    cards === undefined ? undefined : [...cards].sort();
  switch (action.type) {
    case "take-pile":
      return JSON.stringify([
        action.type,
        sorted(action.meld?.cards),
        action.add?.meld,
        sorted(action.add?.cards),
      ]);
    case "meld":
      return JSON.stringify([action.type, sorted(action.cards)]);
    case "add":
      return JSON.stringify([action.type, action.meld, sorted(action.cards)]);
    default:
      return JSON.stringify(action);
  }
}

/** Buraco's appraiser: the strong bot's choices and the move made, played out in the same deals. */
export const buracoAppraiser: MoveAppraiser<BuracoView, BuracoAction> = {
  unit: "points",
  thresholds: BURACO_LOSS_THRESHOLDS,
  budget: {
    unit: "playouts",
    default: BURACO_ANALYSIS_PLAYOUTS,
    description: "sampled deals of the hidden cards times the choices weighed, each played a few turns ahead",
  },
  covers: `draws and pick-ups, melds and discards, each against the strong bot's choices (at most ${STRONG_SEARCH.pickUps} ways to draw, its meld, its ${STRONG_SEARCH.discards} safest discards, going out)`,
  create: (_seat, settings) => {
    let memory: Memory | null = null;
    return {
      observe(view) {
        memory = remember(memory, view);
      },
      appraise(view, chosen, rng) {
        memory = remember(memory, view);
        const basic = basicAction(view);
        if (basic === null) return null;
        const choices = strongLines(view, strongChoices(view, basic));
        const key = chosen === null ? null : keyOf(chosen);
        if (chosen !== null && !choices.some((choice) => keyOf(choice.action) === key))
          choices.push({ action: chosen, line: [chosen] });
        if (choices.length < 2) return null;
        const { means, samples } = lineMeans(view, memory, choices, rng, settings);
        return appraisal(
          kindOf(chosen ?? basic),
          // A line refused in a sampled deal is worth minus infinity there: not a move to weigh.
          choices
            .map((choice, i) => ({ action: choice.action, value: means[i] ?? 0 }))
            .filter((move) => Number.isFinite(move.value)),
          key === null ? null : (action) => keyOf(action) === key,
          `the side's lead at the hand's end, over ${samples} sampled deals played a few turns ahead`,
        );
      },
    };
  },
};

/** Buraco's analysis of a finished match. */
export const buracoAnalysis = movesAnalysis(buracoAppraiser);
