/**
 * French Tarot's match analysis (core/analysis.ts): each bid, discard and card of a seat weighed by
 * the strong bot's own search from that seat's view at that moment (`strong.ts`), in points of the
 * seat's score for the deal.
 */
import {
  appraisal,
  movesAnalysis,
  type LossThresholds,
  type MoveAppraiser,
  type MoveValue,
} from "../../core/analysis.js";
import type { BotSettings } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import type { Bid, TarotAction } from "./actions.js";
import { basicAction } from "./basic.js";
import { contractWorth } from "./bidChoice.js";
import { dogSize } from "./deal.js";
import {
  bidEstimates,
  cardMeans,
  discardChoices,
  discardMeans,
  distinctPlays,
  legalCards,
  openContracts,
  seenCards,
  STRONG_SEARCH,
} from "./strong.js";
import type { TarotView } from "./view.js";

/**
 * Points of the seat's score for the deal lost by a decision (the best move's mean less the chosen
 * one's) from which it is an inaccuracy, a mistake, a blunder. A deal moves a seat's score by about
 * 50 to 300 points at 4 players; a card that gives away a ten-point trick costs about 10, one that
 * turns a contract made into one lost about 100.
 */
export const TAROT_LOSS_THRESHOLDS: LossThresholds = { inaccuracy: 10, mistake: 30, blunder: 60 };

/**
 * The taker's share of the attack's mark, to put a bid's estimate (the mark per defender) in points
 * of the seat's score: the mark from each defender at 3 and 4 players; at 5, twice the mark (the
 * taker with a partner; alone it would be four times).
 */
function takerShare(seats: number): number {
  return seats === 5 ? 2 : seats - 1;
}

/** The same action (cards compared as sets). */
function sameAction(a: TarotAction, b: TarotAction): boolean {
  if (a.type !== b.type) return false;
  if (a.type === "discard" && b.type === "discard")
    return a.cards.length === b.cards.length && a.cards.every((card) => b.cards.includes(card));
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The bid: each open contract at the strong bot's certainty equivalent, and passing at its value. */
function appraiseBid(view: TarotView, chosen: TarotAction | null, rng: Rng, settings: BotSettings) {
  const open = openContracts(view);
  if (open.length === 0) return null;
  const { estimates, samples } = bidEstimates(view, open, rng, settings);
  const choice = STRONG_SEARCH.bidChoice;
  const share = takerShare(view.seats);
  const pass = choice.passValue[view.seats as 3 | 4 | 5] ?? choice.passValue[4];
  const moves: MoveValue<TarotAction>[] = [
    { action: { type: "bid", contract: "pass" }, value: pass * share },
  ];
  for (const contract of open) {
    const estimate = estimates[contract];
    if (estimate === undefined) continue;
    moves.push({
      action: { type: "bid", contract: contract as Bid },
      value: contractWorth(estimate, choice) * share,
    });
  }
  return appraisal(
    "bid",
    moves,
    chosen === null ? null : (action) => sameAction(action, chosen),
    `each contract's mean mark over ${samples} sampled deals played out as the taker; a pass at the strong bot's value`,
  );
}

/** The discard: the chosen one and the strong bot's candidates, played out in the same deals. */
function appraiseDiscard(view: TarotView, chosen: TarotAction | null, rng: Rng, settings: BotSettings) {
  if (chosen !== null && chosen.type !== "discard") return null;
  const choices = discardChoices(view.hand ?? [], dogSize(view.seats));
  const known = choices.some(
    (discard) => chosen === null || sameAction({ type: "discard", cards: discard }, chosen),
  );
  if (chosen !== null && !known) choices.push([...chosen.cards]);
  const { means, samples } = discardMeans(view, choices, rng, settings);
  return appraisal(
    "discard",
    choices.map((cards, i) => ({ action: { type: "discard", cards } as TarotAction, value: means[i] ?? 0 })),
    chosen === null ? null : (action) => sameAction(action, chosen),
    `the seat's mean score over ${samples} sampled deals played out`,
  );
}

/**
 * The card: every card that plays differently (`distinctPlays`), played out in the same deals; a card
 * that plays as a lower one of its suit is weighed as that one.
 */
function appraiseCard(view: TarotView, chosen: TarotAction | null, rng: Rng, settings: BotSettings) {
  if (chosen !== null && chosen.type !== "play") return null;
  const legal = legalCards(view);
  if (legal.length <= 1) return null;
  const seen = seenCards(view);
  const choices = distinctPlays(legal, seen);
  const played = chosen?.card;
  const standIn =
    played === undefined
      ? null
      : (choices.find((card) => card === played) ??
        choices.find((card) => distinctPlays([card, played], seen).length === 1) ??
        played);
  if (standIn !== null && !choices.includes(standIn)) choices.push(standIn);
  if (choices.length < 2) return null;
  const { means, samples } = cardMeans(view, choices, rng, settings);
  return appraisal(
    "card",
    choices.map((card, i) => ({ action: { type: "play", card } as TarotAction, value: means[i] ?? 0 })),
    standIn === null ? null : (action) => action.type === "play" && action.card === standIn,
    `the seat's mean score over ${samples} sampled deals played out`,
  );
}

/** French Tarot's appraiser: the strong bot's search, decision by decision. */
export const tarotAppraiser: MoveAppraiser<TarotView, TarotAction> = {
  unit: "points",
  thresholds: TAROT_LOSS_THRESHOLDS,
  budget: {
    unit: "playouts",
    default: STRONG_SEARCH.playouts,
    description: "deals played to the end per decision, shared among its moves",
  },
  covers: "bids, discards and cards; the call of a king at 5 players, chelems and poignées are not weighed",
  create: (_seat, settings) => ({
    appraise(view, chosen, rng) {
      // A hint (no move made) weighs the decision the seat is at, as the strong bot would.
      switch (chosen?.type ?? basicAction(view)?.type) {
        case "bid":
          return appraiseBid(view, chosen, rng, settings);
        case "discard":
          return appraiseDiscard(view, chosen, rng, settings);
        case "play":
        case "poignee":
          return chosen === null || chosen.type === "play" ? appraiseCard(view, chosen, rng, settings) : null;
        default:
          return null;
      }
    },
  }),
};

/** French Tarot's analysis of a finished match. */
export const tarotAnalysis = movesAnalysis(tarotAppraiser);
