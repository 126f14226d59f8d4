/**
 * Hand-built positions of French Tarot, for tests: a fresh table, then hands, dog and contract laid out
 * as a situation needs them (test-only: excluded from the build). Unit tests may deal short hands: a
 * deal ends when every hand is empty, so two cards each make a two-trick deal.
 */
import type { Seat } from "../../core/game.js";
import type { TarotAction } from "./actions.js";
import { basicAction } from "./basic.js";
import { tarotGame } from "./game.js";
import { tarotOptions, type TarotOptions } from "./options.js";
import type { Contract } from "./scoring.js";
import type { TarotState } from "./state.js";

/** A fresh match of `seats` seats with these options (the rest default). */
export function table(seats = 4, options: Partial<TarotOptions> = {}, seed = "situation"): TarotState {
  return tarotGame.setup(tarotGame.options.parse(options), seats, seed);
}

/** A deal in its bidding with these hands and dog, dealt by the last seat (seat 0 speaks first). */
export function laid(
  hands: readonly (readonly string[])[],
  dog: readonly string[] = [],
  options: Partial<TarotOptions> = {},
): TarotState {
  const s = table(hands.length, options);
  return { ...s, dealer: hands.length - 1, turn: 0, hands, dog, events: [] };
}

/** How a situation's tricks start. */
export interface Playing {
  readonly taker?: Seat;
  readonly contract?: Contract;
  readonly called?: string | null;
  readonly chelem?: boolean;
  /** Who leads the first trick (default: seat 0, the seat after the dealer). */
  readonly turn?: Seat;
  readonly dog?: readonly string[];
  readonly discard?: readonly string[];
  readonly options?: Partial<TarotOptions>;
}

/** A deal in its tricks with these hands (the bidding and the dog done as `how` says). */
export function playing(hands: readonly (readonly string[])[], how: Playing = {}): TarotState {
  const s = laid(hands, how.dog ?? [], how.options);
  return {
    ...s,
    phase: "play",
    bids: hands.map((_, seat) => (seat === (how.taker ?? 0) ? (how.contract ?? "garde") : "pass")),
    taker: how.taker ?? 0,
    contract: how.contract ?? "garde",
    called: how.called ?? null,
    chelem: how.chelem ?? false,
    discard: how.discard ?? [],
    turn: how.turn ?? 0,
  };
}

/** Plays `moves` in order, a second apart, failing on the first refusal. */
export function run(state: TarotState, moves: readonly (readonly [Seat, TarotAction])[]): TarotState {
  let s = state;
  for (const [seat, action] of moves) {
    const result = tarotGame.apply(s, seat, action, s.now + 1_000);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} by ${seat} refused: ${result.error.message}`);
    s = result.value;
  }
  return s;
}

/** The refusal's code of `action` by `seat`, or null when it is accepted. */
export function refusal(state: TarotState, seat: Seat, action: TarotAction): string | null {
  const result = tarotGame.apply(state, seat, action, state.now + 1_000);
  return result.ok ? null : result.error.code;
}

/** `play` actions of these cards, one per seat in turn from `first`. */
export function trick(first: Seat, seats: number, cards: readonly string[]): [Seat, TarotAction][] {
  return cards.map((card, i) => [(first + i) % seats, { type: "play", card }]);
}

/** A match of basic bots from `seed` played until `stop` says so (or the first deal's end). */
export function playUntil(seats: number, seed: string, stop: (state: TarotState) => boolean): TarotState {
  let state = tarotGame.setup(tarotOptions.parse({ deals: 1 }), seats, seed);
  let at = 0;
  while (!stop(state) && tarotGame.outcome(state) === null) {
    const seat = tarotGame.toAct(state)[0];
    if (seat === undefined) break;
    const action = basicAction(tarotGame.view(state, seat));
    if (action === null) break;
    const next = tarotGame.apply(state, seat, action, ++at);
    if (!next.ok) throw new Error(`${next.error.code}: ${JSON.stringify(action)}`);
    state = tarotGame.advance(next.value, at);
  }
  return state;
}

/**
 * The state with two seats other than `seat` swapping their hands card for card where they can (as
 * many as the shorter holds) and the dog reversed: what `seat` sees is unchanged.
 */
export function swapHidden(state: TarotState, seat: number): TarotState {
  const [a, b] = [0, 1, 2, 3, 4].filter((s) => s !== seat && s < state.seats) as [number, number];
  const hands = state.hands.map((hand) => [...hand]);
  const n = Math.min(hands[a]?.length ?? 0, hands[b]?.length ?? 0);
  const fromA = hands[a]?.splice(0, n) ?? [];
  const fromB = hands[b]?.splice(0, n) ?? [];
  hands[a]?.push(...fromB);
  hands[b]?.push(...fromA);
  return { ...state, hands, dog: [...state.dog].reverse() };
}

/**
 * At 3, 4 and 5 seats, the deal played to `stop` and the same deal with what the seat to act cannot
 * see swapped (`swapHidden`): a bot seeing only its view decides the same in both.
 */
export function sameViewStates(
  stop: (state: TarotState) => boolean,
): { readonly seat: number; readonly state: TarotState; readonly other: TarotState }[] {
  return [3, 4, 5].map((seats) => {
    const state = playUntil(seats, `same/${seats}`, stop);
    return { seat: state.turn, state, other: swapHidden(state, state.turn) };
  });
}

/** Moments of a deal (`playUntil`'s stops) where a bot must decide the same on the same view. */
export const SAME_VIEW_MOMENTS: readonly (readonly [string, (state: TarotState) => boolean])[] = [
  ["bidding", (s) => s.phase === "bidding"],
  ["first card", (s) => s.phase === "play"],
  ["mid-deal", (s) => s.phase === "play" && s.tricks.length >= 5],
];
