import { CONTRACTS } from "./actions.js";
import type { TarotState } from "./state.js";

/** The share of `n` in `of` (0 when `of` is 0). */
const share = (n: number, of: number): number => (of > 0 ? n / of : 0);

/**
 * What a designer wants from a finished match (`parlor simulate` averages them): deals and void deals,
 * each contract's deals, deals made, share of the deals and takers' success rate (`priseDeals`,
 * `priseMade`, `priseShare`, `priseSuccess`, … `gardeContreSuccess`), the takers' overall success rate,
 * the attack's mean card points, chelems (made, announced), Petits au bout and poignées.
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
    const made = bid.filter((r) => r.made).length;
    metrics[`${key}Deals`] = bid.length;
    metrics[`${key}Made`] = made;
    metrics[`${key}Share`] = share(bid.length, deals);
    // 0 in a match without this contract: over many matches, the sum of Made over the sum of Deals.
    metrics[`${key}Success`] = share(made, bid.length);
  }
  return metrics;
}
