import type { MetricRate } from "../../core/game.js";
import { CONTRACTS } from "./actions.js";
import type { TarotState } from "./state.js";

/** The share of `n` in `of` (0 when `of` is 0). */
const share = (n: number, of: number): number => (of > 0 ? n / of : 0);

/** A contract's name in the metrics' keys: `prise`, `garde`, `gardeSans`, `gardeContre`. */
const keyOf = (contract: string): string => contract.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * What a designer wants from a finished match (`parlor simulate` sums and averages them): deals
 * scored, dealt (`dealsDealt`: void deals included) and made by the taker, void deals (a Petit sec,
 * everybody passed), each contract's deals and deals made (`priseDeals`, `priseMade`, …
 * `gardeContreMade`), the attack's mean card points, chelems (made, announced), Petits au bout and
 * poignées; and this match's rates (`TAROT_RATES`: a rate over a count of 0 is 0 here, and
 * `parlor simulate` reports the rates over all its deals instead).
 */
export function tarotMetrics(state: TarotState): Record<string, number> {
  const results = state.results;
  const deals = results.length;
  const made = results.filter((r) => r.made).length;
  const voidDeals = state.voidDeals.petitSec + state.voidDeals.allPassed;
  const metrics: Record<string, number> = {
    deals,
    dealsDealt: deals + voidDeals,
    dealsMade: made,
    voidDeals,
    petitSecDeals: state.voidDeals.petitSec,
    allPassedDeals: state.voidDeals.allPassed,
    passRate: share(state.voidDeals.allPassed, deals + voidDeals),
    takerSuccess: share(made, deals),
    attackPoints: share(
      results.reduce((sum, r) => sum + r.points, 0),
      deals,
    ),
    chelems: results.filter((r) => r.chelem === "made" || r.chelem === "announced-made").length,
    chelemsAnnounced: results.filter((r) => r.chelem === "announced-made" || r.chelem === "announced-failed")
      .length,
    petitsAuBout: results.filter((r) => r.petitAuBout !== null).length,
    poignees: results.reduce((sum, r) => sum + r.poignees.length, 0),
  };
  for (const contract of CONTRACTS) {
    const bid = results.filter((r) => r.contract === contract);
    const key = keyOf(contract);
    const madeOf = bid.filter((r) => r.made).length;
    metrics[`${key}Deals`] = bid.length;
    metrics[`${key}Made`] = madeOf;
    metrics[`${key}Share`] = share(bid.length, deals);
    metrics[`${key}Success`] = share(madeOf, bid.length);
  }
  return metrics;
}

/**
 * The rates `parlor simulate` reports over all its deals, each a ratio of sums of the metrics: the
 * takers' success (deals made / deals scored), the pass rate (deals everybody passed / deals dealt),
 * and per contract its share of the deals (`priseShare` …) and its takers' success (made / bid:
 * `priseSuccess` … `gardeContreSuccess`; null when no deal had that contract).
 */
export const TAROT_RATES: Readonly<Record<string, MetricRate>> = {
  takerSuccess: { numerator: "dealsMade", denominator: "deals" },
  passRate: { numerator: "allPassedDeals", denominator: "dealsDealt" },
  ...Object.fromEntries(
    CONTRACTS.flatMap((contract) => {
      const key = keyOf(contract);
      return [
        [`${key}Share`, { numerator: `${key}Deals`, denominator: "deals" }],
        [`${key}Success`, { numerator: `${key}Made`, denominator: `${key}Deals` }],
      ];
    }),
  ),
};
