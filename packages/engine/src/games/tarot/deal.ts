/**
 * Dealing: the deck shuffled with the match's PRNG, dealt in packets starting after the dealer, the
 * dog's cards one at a time between packets (never the first or last card of the deal); a Petit sec
 * voids the deal and the next dealer deals.
 */
import type { Seat } from "../../core/game.js";
import { Rng } from "../../core/prng.js";
import { DECK, EXCUSE, isTrump, PETIT } from "./cards.js";
import type { Players } from "./scoring.js";
import { nextSeat, record, type TarotState } from "./state.js";

/** The shape of a deal at a table size: cards per hand, cards in the dog, cards per packet. */
export interface DealShape {
  readonly hand: number;
  readonly dog: number;
  readonly packet: number;
}

/** The rules' deals: 24 cards each and a dog of 6 in packets of 4 at 3 players; 18 and 6 in threes at 4; 15 and 3 in threes at 5. */
export const DEAL_SHAPES: Readonly<Record<Players, DealShape>> = {
  3: { hand: 24, dog: 6, packet: 4 },
  4: { hand: 18, dog: 6, packet: 3 },
  5: { hand: 15, dog: 3, packet: 3 },
};

/** The deal's shape at a table of `seats` (3, 4 or 5). */
export function dealShape(seats: number): DealShape {
  return DEAL_SHAPES[seats as Players] ?? DEAL_SHAPES[4];
}

/** The dog's size at a table of `seats`: what the taker discards. */
export function dogSize(seats: number): number {
  return dealShape(seats).dog;
}

/** Cards dealt, each hand and the dog. */
export interface Dealt {
  readonly hands: string[][];
  readonly dog: string[];
}

/**
 * Deals the 78 cards: shuffled with `rng`, then packets to each seat in turn starting after the
 * dealer; the dog's single cards go between packets, at distinct gaps chosen with `rng` (so never
 * the first card dealt nor the last).
 */
export function dealCards(seats: number, dealer: Seat, rng: Rng): Dealt {
  const shape = dealShape(seats);
  const deck = rng.shuffle([...DECK]);
  const packets = (shape.hand * seats) / shape.packet;
  const gaps = rng.shuffle(Array.from({ length: packets - 1 }, (_, i) => i)).slice(0, shape.dog);
  const dogAfter = new Set(gaps);
  const hands: string[][] = Array.from({ length: seats }, () => []);
  const dog: string[] = [];
  let next = 0;
  let seat = nextSeat({ seats }, dealer);
  for (let packet = 0; packet < packets; packet++) {
    hands[seat]?.push(...deck.slice(next, next + shape.packet));
    next += shape.packet;
    seat = nextSeat({ seats }, seat);
    if (dogAfter.has(packet)) dog.push(deck[next++] as string);
  }
  return { hands, dog };
}

/** A Petit sec: the Petit as the hand's only trump, and no Excuse. */
export function isPetitSec(hand: readonly string[]): boolean {
  return hand.includes(PETIT) && !hand.includes(EXCUSE) && hand.filter(isTrump).length === 1;
}

/** The deal's table with nothing on it yet: a new deal by `dealer`, bidding to start after them. */
function freshDeal(state: TarotState, dealer: Seat, dealt: Dealt, at: number): TarotState {
  return {
    ...state,
    phase: "bidding",
    dealer,
    hands: dealt.hands,
    dog: dealt.dog,
    shownDog: null,
    discard: [],
    shownDiscard: [],
    bids: Array.from({ length: state.seats }, () => null),
    taker: null,
    contract: null,
    called: null,
    partner: null,
    chelem: null,
    poignees: [],
    turn: nextSeat(state, dealer),
    turnSince: at,
    trick: [],
    tricks: [],
    excuse: null,
    nextDealAt: null,
  };
}

/**
 * A new deal by `dealer` at `at`, with the state's PRNG. A hand dealt a Petit sec is shown, the deal is
 * void (an event) and the next dealer deals, as often as it happens.
 */
export function startDeal(state: TarotState, dealer: Seat, at: number): TarotState {
  const rng = Rng.fromState(state.rng);
  let s = state;
  let by = dealer;
  for (;;) {
    const dealt = dealCards(s.seats, by, rng);
    const sec = dealt.hands.findIndex(isPetitSec);
    if (sec < 0) return { ...freshDeal(s, by, dealt, at), rng: rng.state() };
    s = record(s, { kind: "void", at, dealer: by, reason: "petit-sec", seat: sec });
    s = { ...s, voidDeals: { ...s.voidDeals, petitSec: s.voidDeals.petitSec + 1 } };
    by = nextSeat(s, by);
  }
}
