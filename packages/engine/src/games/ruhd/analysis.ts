/**
 * Ruhd's match analysis (core/analysis.ts): each tile laid weighed as the strong bot weighs its own
 * (`replyValues`): its score less the best reply it leaves the next player, over hands that player
 * might hold, from the seat's view at that moment.
 */
import { appraisal, movesAnalysis, type LossThresholds, type MoveAppraiser } from "../../core/analysis.js";
import type { RuhdAction } from "./actions.js";
import { placements, replyValues, STRONG_SEARCH } from "./bots.js";
import type { Move } from "./placing.js";
import type { RuhdView } from "./view.js";

/**
 * Points lost (the best placement's value less the chosen one's) from which a tile is an inaccuracy,
 * a mistake, a blunder. A tile scores about 3 to 15 points; a blunder gives away a pattern's worth and
 * more.
 */
/** Hands sampled per tile by default: four times the strong bot's own (an analysis runs once). */
export const RUHD_ANALYSIS_SAMPLES = 4 * STRONG_SEARCH.samples;

export const RUHD_LOSS_THRESHOLDS: LossThresholds = { inaccuracy: 2, mistake: 5, blunder: 10 };

/** The move `action` is, among the seat's placements. */
function placementOf(moves: readonly Move[], action: RuhdAction): Move | undefined {
  return moves.find(
    (move) =>
      move.tile === action.tile &&
      move.x === action.x &&
      move.y === action.y &&
      move.rotation === action.rotation,
  );
}

/** Ruhd's appraiser: the strong bot's best candidates by score, and the tile laid, weighed alike. */
export const ruhdAppraiser: MoveAppraiser<RuhdView, RuhdAction> = {
  unit: "points",
  thresholds: RUHD_LOSS_THRESHOLDS,
  budget: {
    unit: "samples",
    default: RUHD_ANALYSIS_SAMPLES,
    description: "hands the next player might hold, each weighed against the candidate placements",
  },
  covers: `every tile laid, against the ${STRONG_SEARCH.candidates} placements that score most at once`,
  create: (_seat, settings) => ({
    appraise(view, chosen, rng) {
      const moves = placements(view).sort((a, b) => b.score - a.score);
      const laid = chosen === null ? null : placementOf(moves, chosen);
      if (laid === undefined) return null;
      const candidates = moves.slice(0, STRONG_SEARCH.candidates);
      if (laid !== null && !candidates.includes(laid)) candidates.push(laid);
      const { values, samples } = replyValues(view, candidates, rng, settings);
      return appraisal(
        "tile",
        candidates.map((move, i) => ({
          action: {
            type: "place",
            tile: move.tile,
            x: move.x,
            y: move.y,
            rotation: move.rotation,
          } as RuhdAction,
          value: values[i] ?? 0,
        })),
        laid === null ? null : (action) => placementOf([laid], action) !== undefined,
        samples === 0
          ? "the placement's score (nobody plays after it)"
          : `the placement's score less the next player's best reply, over ${samples} hands they might hold`,
      );
    },
  }),
};

/** Ruhd's analysis of a finished match. */
export const ruhdAnalysis = movesAnalysis(ruhdAppraiser);
