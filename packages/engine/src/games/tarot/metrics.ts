import { CONTRACTS } from "./actions.js";
import type { TarotState } from "./state.js";

/** The share of `n` in `of` (0 when `of` is 0). */
const share = (n: number, of: number): number => (of > 0 ? n / of : 0);

/**
 * What a designer wants from a finished match (`parlor simulate` averages them): deals and void deals,
 * each contract's share of the deals and its takers' success rate, the attack's mean points, chelems,
 * Petits au bout and poignées per deal.
 */
export function tarotMetrics(state: TarotState): Record<string, number> {
  const results = state.results;
  const deals = results.length;
  const metrics: Record<string, number> = {
    deals,
    voidDeals: state.voidDeals.petitSec + state.voidDeals.allPassed,
    petitSecDeals: state.voidDeals.petitSec,
    allPassedDeals: state.voidDeals.allPassed,
    takerSuccess: share(results.filter((r) => r.made).length, deals),
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
    const key = contract.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    metrics[`${key}Share`] = share(bid.length, deals);
    metrics[`${key}Success`] = share(bid.filter((r) => r.made).length, bid.length);
  }
  return metrics;
}
