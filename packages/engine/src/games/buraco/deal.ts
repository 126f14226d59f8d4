/**
 * Dealing a hand: the two decks (and the jokers, with the option) shuffled with the match's PRNG, 11
 * cards to each player starting after the dealer, two mortos of 11 set aside face down, the rest the
 * stock; no card is turned up (the first player draws from the stock and their discard starts the
 * pile). Then every red three dealt is laid and replaced, seat by seat in the order of play.
 */
import type { Seat } from "../../core/game.js";
import { Rng } from "../../core/prng.js";
import { physicalDeck } from "./cards.js";
import type { BuracoOptions } from "./options.js";
import { layRedThrees } from "./redThrees.js";
import { nextSeat, SIDES, type BuracoState } from "./state.js";

/** Cards dealt to each player, and in each morto. */
export const HAND_SIZE = 11;

/** The cards of a new hand, before red threes are laid. The stock keeps its top at the end. */
export interface Dealt {
  readonly hands: string[][];
  readonly mortos: string[][];
  readonly stock: string[];
}

/**
 * Deals the shuffled deck: one card at a time to each seat starting after the dealer, then the two
 * mortos; the rest is the stock. No card is turned up: the discard pile starts empty.
 */
export function dealCards(options: BuracoOptions, seats: number, dealer: Seat, rng: Rng): Dealt {
  const deck = rng.shuffle(physicalDeck({ jokers: options.jokers }));
  const hands: string[][] = Array.from({ length: seats }, () => []);
  let next = 0;
  for (let round = 0; round < HAND_SIZE; round++) {
    for (let i = 1; i <= seats; i++) hands[(dealer + i) % seats]?.push(deck[next++] as string);
  }
  const mortos = Array.from({ length: SIDES }, () => deck.slice(next, (next += HAND_SIZE)));
  return { hands, mortos, stock: deck.slice(next) };
}

/**
 * A new hand dealt by `dealer` at `at` with the state's PRNG: the pile empty, every seat's red threes
 * laid (in the order of play from the dealer's left), the seat after the dealer to draw.
 */
export function startHand(state: BuracoState, dealer: Seat, at: number): BuracoState {
  const rng = Rng.fromState(state.rng);
  const dealt = dealCards(state.options, state.seats, dealer, rng);
  let s: BuracoState = {
    ...state,
    rng: rng.state(),
    phase: "play",
    dealer,
    hands: dealt.hands,
    stock: dealt.stock,
    pile: [],
    mortos: dealt.mortos,
    mortoFates: Array.from({ length: SIDES }, () => "waiting"),
    mortoPending: Array.from({ length: SIDES }, () => null),
    mortoHow: Array.from({ length: SIDES }, () => null),
    mortoTakers: Array.from({ length: SIDES }, () => null),
    melds: Array.from({ length: SIDES }, () => []),
    redThrees: Array.from({ length: SIDES }, () => []),
    turn: nextSeat(state, dealer),
    step: "draw",
  };
  // A new deal leaves dozens of cards in the stock: every red three dealt is replaced.
  for (let i = 1; i <= state.seats; i++) s = layRedThrees(s, (dealer + i) % state.seats, at);
  return s;
}
