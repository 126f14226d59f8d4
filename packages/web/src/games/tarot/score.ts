import { breakdownDeal, type DealBreakdown, type DealResult, type Deal } from "@parlor/engine/tarot";

/** One deal's score, part by part, as the page explains it. */
export interface ScoreParts extends DealBreakdown {
  /** The poignées' part as the table scored it (its bonuses are a table option). */
  readonly poignees: number;
  /** Each seat's marks, from the result. */
  readonly marks: readonly number[];
}

/** The deal a result describes, in `scoreDeal`'s shape (a partner only at 5 players). */
export function dealOf(result: DealResult, players: number): Deal {
  return {
    players: players as Deal["players"],
    taker: result.taker,
    ...(players === 5 ? { partner: result.partner ?? result.taker } : {}),
    contract: result.contract,
    oudlers: result.oudlers as Deal["oudlers"],
    points: result.points,
    ...(result.petitAuBout ? { petitAuBout: result.petitAuBout } : {}),
    poignees: result.poignees,
    ...(result.chelem ? { chelem: result.chelem } : {}),
  };
}

/**
 * The parts of a scored deal by the engine's own rule (`breakdownDeal`): target, difference,
 * contract, Petit au bout, chelem, multiplier. The poignées' part is what the table's mark leaves
 * once the others are counted (the table may change the poignée bonuses), so the lines always add up
 * to the attack's mark the table scored.
 */
export function scoreParts(result: DealResult, players: number): ScoreParts {
  const parts = breakdownDeal(dealOf(result, players));
  const poignees = result.attack - parts.contract - parts.petitAuBout - parts.chelem;
  return { ...parts, poignees, attack: result.attack, marks: result.scores };
}
