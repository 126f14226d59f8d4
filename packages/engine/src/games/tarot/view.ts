import type { HiddenGroups, Seat } from "../../core/game.js";
import { eachEventOnce } from "../../core/events.js";
import { hiddenSet } from "../../core/hidden.js";
import { winnersOf } from "../../core/outcome.js";
import type { Bid, Contract } from "./actions.js";
import { sortHand } from "./cards.js";
import type { DealResult, PlayedCard, Poignee, TarotEvent, TarotPhase, TarotState, Trick } from "./state.js";
import { totals } from "./state.js";

/** A recent event as every seat sees it (events hold nothing hidden). */
export type TarotEventView = TarotEvent;

/**
 * What one seat (or a spectator, `seat` null) sees of a French Tarot table: its own hand sorted, how
 * many cards the others hold, the trick being played and every trick of the deal so far, the bidding,
 * the dog while it is shown, the contract and the taker, the called card (5 players) and the partner
 * once the called card is played, the poignées and the chelem announced, the trumps of the discard, the
 * score sheet, whose turn it is. Never another hand, the dog face down, the discard (but its trumps),
 * the partner before the called card is played.
 */
export interface TarotView {
  readonly game: "tarot";
  readonly seat: Seat | null;
  readonly now: number;
  readonly seats: number;
  readonly phase: TarotPhase;
  readonly dealer: Seat;
  /** The deal being played, from 1 (the last one once the match is over). */
  readonly deal: number;
  /** Deals in the match (the `deals` option). */
  readonly deals: number;
  /** This seat's hand, sorted (trumps, the Excuse, then the suits); null for a spectator. */
  readonly hand: readonly string[] | null;
  /** How many cards each seat holds. */
  readonly handCounts: readonly number[];
  /** How many cards lie face down in the dog. */
  readonly dogCount: number;
  /** Prise or Garde: the dog shown to all, from the end of the bidding until the discard is done. */
  readonly dog: readonly string[] | null;
  /** Prise or Garde: the dog that was shown this deal (kept after the discard); else null. */
  readonly shownDog: readonly string[] | null;
  /** What each seat said in the bidding (null: not yet). */
  readonly bids: readonly (Bid | null)[];
  readonly taker: Seat | null;
  readonly contract: Contract | null;
  /** 5 players: the card the taker called. */
  readonly called: string | null;
  /** 5 players: the taker's partner, known only once the called card has been played. */
  readonly partner: Seat | null;
  /** How many cards the taker discarded (0 before the discard, and without one). */
  readonly discardCount: number;
  /** The trumps the taker had to discard, shown to all. */
  readonly shownDiscard: readonly string[];
  /** The taker's own discard, sorted, in the taker's view only (they put it down); else null. */
  readonly myDiscard: readonly string[] | null;
  /** Whether the taker announced a chelem; null until they said. */
  readonly chelem: boolean | null;
  readonly poignees: readonly Poignee[];
  /** The trick being played, in the order played. */
  readonly trick: readonly PlayedCard[];
  /** The finished trick before the current one (the last one reviewable), or null. */
  readonly previousTrick: Trick | null;
  /** Every finished trick of this deal, in order (all of it was shown). */
  readonly tricks: readonly Trick[];
  /** The seat to act (bidding, call, discard, chelem or play), null once the match is over. */
  readonly turn: Seat | null;
  /** When the turn clock plays for the seat to act (game time), or null without a clock. */
  readonly turnDeadline: number | null;
  /** A scored deal shown turned over: when the next dealer deals (game time); else null. */
  readonly nextDeal: number | null;
  /** The score sheet: one row per scored deal, a score per seat. */
  readonly sheet: readonly (readonly number[])[];
  /** Each seat's total. */
  readonly totals: readonly number[];
  /** The latest scored deal's result (turned over: its dog and discard), or null. */
  readonly lastResult: DealResult | null;
  /** The latest events (void deals, scored deals), oldest first. */
  readonly events: readonly TarotEventView[];
  readonly finished: boolean;
  readonly winners: readonly Seat[] | null;
}

/** Events are the same for every seat: one view object per event. */
const eventView = eachEventOnce((event: TarotEvent): TarotEventView => event);

/** The seat to act, or null once the match is over. */
export function seatToAct(state: TarotState): Seat | null {
  if (state.phase === "over" || state.phase === "scored") return null;
  if (state.phase === "bidding" || state.phase === "play") return state.turn;
  return state.taker;
}

/** When the turn clock plays for the seat to act, or null (no clock, or nobody to act). */
export function turnDeadline(state: TarotState): number | null {
  const clock = state.options.turnTime;
  return clock > 0 && seatToAct(state) !== null ? state.turnSince + clock : null;
}

export function tarotView(state: TarotState, seat: Seat | null): TarotView {
  const finished = state.phase === "over";
  const shown = state.phase === "discard" ? state.shownDog : null;
  return {
    game: "tarot",
    seat,
    now: state.now,
    seats: state.seats,
    phase: state.phase,
    dealer: state.dealer,
    deal: finished || state.phase === "scored" ? state.dealsScored : state.dealsScored + 1,
    deals: state.options.deals,
    hand: seat === null ? null : sortHand(state.hands[seat] ?? []),
    handCounts: state.hands.map((hand) => hand.length),
    dogCount: state.dog.length,
    dog: shown,
    shownDog: state.shownDog,
    bids: state.bids,
    taker: state.taker,
    contract: state.contract,
    called: state.called,
    partner: state.partner,
    discardCount: state.discard.length,
    shownDiscard: state.shownDiscard,
    myDiscard:
      seat !== null && seat === state.taker && state.discard.length > 0 ? sortHand(state.discard) : null,
    chelem: state.chelem,
    poignees: state.poignees,
    trick: state.trick,
    previousTrick: state.tricks[state.tricks.length - 1] ?? null,
    tricks: state.tricks,
    turn: seatToAct(state),
    turnDeadline: turnDeadline(state),
    nextDeal: state.phase === "scored" ? state.nextDealAt : null,
    sheet: state.sheet,
    totals: totals(state),
    lastResult: state.results[state.results.length - 1] ?? null,
    events: state.events.map(eventView),
    finished,
    winners: finished ? winnersOf(totals(state)) : null,
  };
}

/**
 * French Tarot's hidden cards: each hand, the dog while it lies face down, the taker's discard (its
 * shown trumps too: they lie in it). Nothing while a scored deal lies turned over, or once the match
 * is over.
 */
export function tarotReveal(state: TarotState): HiddenGroups {
  if (state.phase === "over" || state.phase === "scored") return [];
  return [
    ...state.hands.map((hand, seat) => hiddenSet("hand", seat, sortHand(hand))),
    hiddenSet("dog", null, state.dog),
    hiddenSet("discard", state.taker, state.discard),
  ];
}
