import type { MetricRate } from "../../core/game.js";
import type { BuracoState } from "./state.js";

/** The share of `n` in `of` (0 when `of` is 0). */
const share = (n: number, of: number): number => (of > 0 ? n / of : 0);

/**
 * What a designer wants from a finished match (`parlor simulate` sums and averages them): hands
 * played, and how each ended: by a side going out (`wentOut`) or by the stock running out
 * (`stockRanOut`; the two add up to `hands`); canastas on the table when each hand ended, natural,
 * mixed and both (`canastas`); mortos taken directly and indirectly, discard-pile pick-ups, black-three
 * locks; and this match's rates (`BURACO_RATES`: a rate over no hand is 0 here, and `parlor simulate`
 * reports the rates over all its hands instead). Counts are summed over the match's hands.
 */
export function buracoMetrics(state: BuracoState): Record<string, number> {
  const hands = state.handsScored;
  const s = state.stats;
  const canastas = s.naturalCanastas + s.mixedCanastas;
  return {
    hands,
    wentOut: s.wentOut,
    stockRanOut: hands - s.wentOut,
    naturalCanastas: s.naturalCanastas,
    mixedCanastas: s.mixedCanastas,
    canastas,
    mortoDirect: s.direct,
    mortoIndirect: s.indirect,
    pileTakes: s.pileTakes,
    blackThreeLocks: s.locks,
    goingOutRate: share(s.wentOut, hands),
    stockRanOutRate: share(hands - s.wentOut, hands),
    canastasPerHand: share(canastas, hands),
    naturalCanastasPerHand: share(s.naturalCanastas, hands),
    mixedCanastasPerHand: share(s.mixedCanastas, hands),
    pileTakesPerHand: share(s.pileTakes, hands),
  };
}

/** A figure per hand: `metric` over the hands played. */
const perHand = (metric: string): MetricRate => ({ numerator: metric, denominator: "hands" });

/**
 * The figures `parlor simulate` reports over all its hands, each a ratio of sums of the metrics: how
 * hands end (`goingOutRate`: hands a side went out / hands; `stockRanOutRate`: hands the stock ended /
 * hands; the two add up to 1), canastas per hand (all, natural, mixed) and pile pick-ups per hand.
 */
export const BURACO_RATES: Readonly<Record<string, MetricRate>> = {
  goingOutRate: perHand("wentOut"),
  stockRanOutRate: perHand("stockRanOut"),
  canastasPerHand: perHand("canastas"),
  naturalCanastasPerHand: perHand("naturalCanastas"),
  mixedCanastasPerHand: perHand("mixedCanastas"),
  pileTakesPerHand: perHand("pileTakes"),
};
