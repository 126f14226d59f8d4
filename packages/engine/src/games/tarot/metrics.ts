import type { MetricRate } from "../../core/game.js";
import { CONTRACTS } from "./actions.js";
import { POIGNEES } from "./scoring.js";
import type { TarotState } from "./state.js";

/** The share of `n` in `of` (0 when `of` is 0). */
const share = (n: number, of: number): number => (of > 0 ? n / of : 0);

/** A contract's name in the metrics' keys: `prise`, `garde`, `gardeSans`, `gardeContre`. */
const keyOf = (contract: string): string => contract.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** A poignée's size in the metrics' keys: `Single`, `Double`, `Triple`. */
const sizeKey = (size: string): string => size.charAt(0).toUpperCase() + size.slice(1);

/** The sides a poignée's shower may be on, in the metrics' keys. */
const SIDES = ["attack", "defence"] as const;

/**
 * What a designer wants from a finished match (`parlor simulate` sums and averages them): deals
 * scored, dealt (`dealsDealt`: void deals included) and made by the taker, void deals (a Petit sec,
 * everybody passed), each contract's deals and deals made (`priseDeals`, `priseMade`, …
 * `gardeContreMade`), the attack's mean card points, chelems (`chelems`: made by the attack, announced
 * or not; `chelemsAnnounced`, `chelemsAnnouncedMade`; `chelemsDefence`: every trick the defence's),
 * Petits au bout and poignées: all of them (`poignees`), by the side of the seat that showed them
 * (`poigneesAttack`: the taker or its partner; `poigneesDefence`), by side and size
 * (`poigneesAttackSingle` … `poigneesDefenceTriple`) and the ones whose side won the deal, so took the
 * bonus (`poigneesAttackWon`, `poigneesDefenceWon`); and this match's rates (`TAROT_RATES`: a rate
 * over a count of 0 is 0 here, and `parlor simulate` reports the rates over all its deals instead).
 */
export function tarotMetrics(state: TarotState): Record<string, number> {
  const results = state.results;
  const deals = results.length;
  const made = results.filter((r) => r.made).length;
  const voidDeals = state.voidDeals.petitSec + state.voidDeals.allPassed;
  const chelem = (...kinds: string[]): number => results.filter((r) => kinds.includes(r.chelem ?? "")).length;
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
    chelems: chelem("made", "announced-made"),
    chelemsAnnounced: chelem("announced-made", "announced-failed"),
    chelemsAnnouncedMade: chelem("announced-made"),
    chelemsDefence: chelem("defence"),
    chelemSuccess: share(chelem("announced-made"), chelem("announced-made", "announced-failed")),
    petitsAuBout: results.filter((r) => r.petitAuBout !== null).length,
    poignees: results.reduce((sum, r) => sum + r.poignees.length, 0),
  };
  for (const side of SIDES) {
    const key = `poignees${sizeKey(side)}`;
    metrics[key] = 0;
    for (const size of POIGNEES) metrics[`${key}${sizeKey(size)}`] = 0;
    metrics[`${key}Won`] = 0;
  }
  for (const r of results) {
    r.poignees.forEach((size, i) => {
      const seat = r.poigneeSeats?.[i];
      if (seat === undefined) return;
      const attack = seat === r.taker || seat === r.partner;
      const key = `poignees${attack ? "Attack" : "Defence"}`;
      metrics[key] = (metrics[key] ?? 0) + 1;
      metrics[`${key}${sizeKey(size)}`] = (metrics[`${key}${sizeKey(size)}`] ?? 0) + 1;
      if (attack === r.made) metrics[`${key}Won`] = (metrics[`${key}Won`] ?? 0) + 1;
    });
  }
  for (const side of SIDES) {
    const key = `poignees${sizeKey(side)}`;
    metrics[`poignee${sizeKey(side)}Success`] = share(metrics[`${key}Won`] ?? 0, metrics[key] ?? 0);
  }
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
 * the announced chelems made (`chelemSuccess`: made / announced), the poignées whose side won the deal
 * (`poigneeAttackSuccess`, `poigneeDefenceSuccess`: won / shown, by the side that showed them), and per
 * contract its share of the deals (`priseShare` …) and its takers' success (made / bid:
 * `priseSuccess` … `gardeContreSuccess`); null when nothing was counted under it.
 */
export const TAROT_RATES: Readonly<Record<string, MetricRate>> = {
  takerSuccess: { numerator: "dealsMade", denominator: "deals" },
  passRate: { numerator: "allPassedDeals", denominator: "dealsDealt" },
  chelemSuccess: { numerator: "chelemsAnnouncedMade", denominator: "chelemsAnnounced" },
  poigneeAttackSuccess: { numerator: "poigneesAttackWon", denominator: "poigneesAttack" },
  poigneeDefenceSuccess: { numerator: "poigneesDefenceWon", denominator: "poigneesDefence" },
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
