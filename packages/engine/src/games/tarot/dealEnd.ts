/**
 * Scoring a deal once its last trick is played: the cards each side won (the Excuse kept by its
 * owner's side against a half-point card, the dog by contract), the oudlers and points of the attack,
 * the Petit au bout, the poignées and the chelem, scored by `scoreDeal`; the row goes on the score
 * sheet and the deal stays turned over on the table for `dealPause`, then the next dealer deals; the
 * match is over after `deals` deals.
 */
import type { Seat } from "../../core/game.js";
import { cardPoints, countOudlers, countPoints, EXCUSE, PETIT } from "./cards.js";
import { startDeal } from "./deal.js";
import { breakdownDeal, scoreDeal, type Deal, type Players } from "./scoring.js";
import { nextSeat, record, type ChelemResult, type DealResult, type TarotState } from "./state.js";

/** The points of the card given for the Excuse: any card worth the least. */
const EXCHANGE_POINTS = 0.5;

/** The cards each side won, the attack's first. */
export interface Piles {
  readonly attack: string[];
  readonly defence: string[];
}

/** The attack's seats once every card is played: the taker and the called card's holder (5 players). */
function attackSeats(state: TarotState): Seat[] {
  const taker = state.taker ?? 0;
  return state.partner !== null && state.partner !== taker ? [taker, state.partner] : [taker];
}

/**
 * The cards each side won. Each trick goes to its winner's side, but the Excuse: played to the last
 * trick it goes with that trick (which it wins when led by a side that won every trick before); else
 * its owner's side keeps it and gives the trick's side a half-point card from its own tricks in
 * exchange (never from the discard, counted later). The exchange waits for the owner's side to win a
 * trick: when it wins none, the owner's side keeps the Excuse and gives nothing (a chelem made against
 * a defender's Excuse leaves it to the defence).
 */
export function wonPiles(state: TarotState, attack: readonly Seat[]): Piles {
  const piles: Piles = { attack: [], defence: [] };
  const sideOf = (seat: Seat): string[] => (attack.includes(seat) ? piles.attack : piles.defence);
  const last = state.tricks.length - 1;
  let owed: { readonly from: string[]; readonly to: string[] } | null = null;
  for (const [i, trick] of state.tricks.entries()) {
    const won = sideOf(trick.winner);
    for (const { seat, card } of trick.cards) {
      const owner = sideOf(seat);
      if (card === EXCUSE && i !== last && owner !== won) {
        owner.push(card);
        owed = { from: owner, to: won };
      } else won.push(card);
    }
  }
  if (owed !== null) {
    const given = owed.from.findIndex((card) => cardPoints(card) === EXCHANGE_POINTS);
    if (given >= 0) owed.to.push(...owed.from.splice(given, 1));
  }
  return piles;
}

/** How the chelem went: announced (made or failed), made unannounced, taken by the defence, or none. */
function chelemOf(state: TarotState, attack: readonly Seat[]): ChelemResult | null {
  const allAttack = state.tricks.every((t) => attack.includes(t.winner));
  const allDefence = state.tricks.every((t) => !attack.includes(t.winner));
  if (state.chelem === true) return allAttack ? "announced-made" : "announced-failed";
  if (allAttack) return "made";
  return allDefence ? "defence" : null;
}

/**
 * Who took the Petit au bout: the side that won the trick the Petit was played to, when it is the
 * last trick; or, when a side that had won every trick led its Excuse to the last trick (and won it:
 * `excuseWinsLast` in `play.ts`), that side, if it played the Petit to the next-to-last trick.
 */
function petitAuBoutOf(state: TarotState, attack: readonly Seat[]): "attack" | "defence" | null {
  const tricks = state.tricks;
  const side = (seat: Seat): "attack" | "defence" => (attack.includes(seat) ? "attack" : "defence");
  const at = tricks.findIndex((t) => t.cards.some((p) => p.card === PETIT));
  const last = tricks.length - 1;
  if (at < 0) return null;
  if (at === last) return side(tricks[at]?.winner ?? -1);
  const lastTrick = tricks[last];
  const led = lastTrick?.cards[0];
  // Only the Excuse's own leader can win a trick the Excuse leads, and only by that rule.
  const excuseWon = led?.card === EXCUSE && lastTrick?.winner === led.seat;
  const petit = tricks[at]?.cards.find((p) => p.card === PETIT);
  if (at !== last - 1 || !excuseWon || petit === undefined) return null;
  return side(petit.seat) === side(led.seat) ? side(led.seat) : null;
}

/** The deal's result: the cards counted and `scoreDeal`'s marks. */
export function dealResult(state: TarotState): DealResult {
  const taker = state.taker ?? 0;
  const contract = state.contract ?? "prise";
  const attack = attackSeats(state);
  const piles = wonPiles(state, attack);
  // The discard is the taker's (Prise, Garde); the dog unseen is theirs in a Garde sans, the defence's in a Garde contre.
  piles.attack.push(...state.discard);
  (contract === "garde-contre" ? piles.defence : piles.attack).push(...state.dog);
  const chelem = chelemOf(state, attack);
  const petitAuBout = petitAuBoutOf(state, attack);
  const oudlers = countOudlers(piles.attack) as Deal["oudlers"];
  const points = countPoints(piles.attack);
  const partner = state.seats === 5 ? (state.partner ?? taker) : undefined;
  const deal: Deal = {
    players: state.seats as Players,
    taker,
    ...(partner === undefined ? {} : { partner }),
    contract,
    oudlers,
    points,
    ...(petitAuBout === null ? {} : { petitAuBout }),
    poignees: state.poignees.map((p) => p.size),
    ...(chelem === null ? {} : { chelem }),
  };
  const { poigneeSingle, poigneeDouble, poigneeTriple } = state.options;
  const scoring = { poignee: { single: poigneeSingle, double: poigneeDouble, triple: poigneeTriple } };
  const breakdown = breakdownDeal(deal, scoring);
  const scored = scoreDeal(deal, scoring);
  return {
    deal: state.dealsScored + 1,
    dealer: state.dealer,
    taker,
    contract,
    called: state.called,
    partner: partner ?? null,
    oudlers,
    points,
    target: breakdown.target,
    made: breakdown.made,
    petitAuBout,
    poignees: deal.poignees ?? [],
    poigneeSeats: state.poignees.map((p) => p.seat),
    chelem,
    attack: scored.attack,
    scores: scored.scores,
    dog: state.shownDog ?? state.dog,
    discard: state.discard,
    lastTrick: state.tricks[state.tricks.length - 1] ?? null,
  };
}

/** The last trick is played: the deal is scored onto the sheet and shown until the next deal, or the match ends. */
export function endDeal(state: TarotState, at: number): TarotState {
  const result = dealResult(state);
  const scored = record(
    {
      ...state,
      dealsScored: state.dealsScored + 1,
      sheet: [...state.sheet, result.scores],
      results: [...state.results, result],
    },
    { kind: "deal-scored", at, result },
  );
  if (scored.dealsScored >= state.options.deals) return { ...scored, phase: "over" };
  return { ...scored, phase: "scored", nextDealAt: at + state.options.dealPause };
}

/** The next dealer deals (at the end of a scored deal's pause). */
export function nextDeal(state: TarotState, at: number): TarotState {
  return startDeal(state, nextSeat(state, state.dealer), at);
}
