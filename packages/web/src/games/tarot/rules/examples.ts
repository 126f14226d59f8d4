/**
 * French Tarot's rules page's worked deals, computed with the engine's own rules (`breakdownDeal`,
 * `scoreDeal`). examples.test.ts checks each figure against the rules file by hand.
 */
import { breakdownDeal, scoreDeal, type Deal, type DealBreakdown } from "@parlor/engine/tarot";

/** A deal to score, with the engine's breakdown and each seat's score. */
export interface TarotExample {
  readonly deal: Deal;
  readonly breakdown: DealBreakdown;
  readonly scores: readonly number[];
}

function tarotExample(deal: Deal): TarotExample {
  return { deal, breakdown: breakdownDeal(deal), scores: scoreDeal(deal).scores };
}

/**
 * Two deals at four players, the taker in the first seat: a Garde made with two oudlers and 45.5
 * points, the Petit au bout and a single poignée; a Prise lost with one oudler and 48 points.
 */
export const TAROT_EXAMPLES = {
  made: tarotExample({
    players: 4,
    taker: 0,
    contract: "garde",
    oudlers: 2,
    points: 45.5,
    petitAuBout: "attack",
    poignees: ["single"],
  }),
  lost: tarotExample({ players: 4, taker: 0, contract: "prise", oudlers: 1, points: 48 }),
} as const;

/** The oudlers (trump 21, the Petit, the Excuse) and one card of each other value, by code. */
export const TAROT_CARDS = {
  oudlers: ["T21", "T1", "EX"],
  values: ["SK", "HQ", "DN", "CJ", "S7"],
} as const;
