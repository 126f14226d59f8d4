import type { BuracoState } from "./state.js";

/** The share of `n` in `of` (0 when `of` is 0). */
const share = (n: number, of: number): number => (of > 0 ? n / of : 0);

/**
 * What a designer wants from a finished match (`parlor simulate` averages them): hands played,
 * canastas natural and mixed, mortos taken directly and indirectly, discard-pile pick-ups, black-three
 * locks, hands ended by going out (`wentOut`) and by the stock running out (`stockRanOut`), and the
 * going-out rate. Counts are summed over the match's hands: a figure per hand is the count over `hands`.
 */
export function buracoMetrics(state: BuracoState): Record<string, number> {
  const hands = state.handsScored;
  const s = state.stats;
  return {
    hands,
    naturalCanastas: s.naturalCanastas,
    mixedCanastas: s.mixedCanastas,
    mortoDirect: s.direct,
    mortoIndirect: s.indirect,
    pileTakes: s.pileTakes,
    blackThreeLocks: s.locks,
    wentOut: s.wentOut,
    stockRanOut: hands - s.wentOut,
    goingOutRate: share(s.wentOut, hands),
  };
}
