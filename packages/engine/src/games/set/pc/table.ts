import { Rng } from "../../../core/prng.js";
import { finderFor, type SetFinder } from "../finder.js";
import type { PcOptions } from "./options.js";
import { changeState, type PcState } from "./state.js";

/** The set finder for this table's deck shape. */
export function finderOf(options: PcOptions): SetFinder {
  return finderFor({ features: options.featureCount, values: options.featureSize });
}

/** The cards on the table, in slot order (empty slots skipped). */
export function tableCards(state: Pick<PcState, "slots">): number[] {
  const cards: number[] = [];
  for (const card of state.slots) if (card !== null) cards.push(card);
  return cards;
}

/**
 * Slot indices of the sets on the table (each ascending), in finder order; the first `limit` only
 * when given (a hint needs one).
 */
export function setsOnTable(state: Pick<PcState, "slots" | "options">, limit = Infinity): number[][] {
  const occupied: number[] = [];
  const cards: number[] = [];
  state.slots.forEach((card, slot) => {
    if (card !== null) {
      occupied.push(slot);
      cards.push(card);
    }
  });
  const finder = finderOf(state.options);
  const V = state.options.featureSize;
  let out = new Int32Array(V * Math.min(limit, 16));
  const count = finder.find(cards, cards.length, out, limit);
  if (count * V > out.length) {
    out = new Int32Array(count * V);
    finder.find(cards, cards.length, out, limit);
  }
  const sets: number[][] = [];
  for (let s = 0; s < count; s++)
    sets.push(Array.from(out.subarray(s * V, s * V + V), (p) => occupied[p] as number));
  return sets;
}

export function tableHasSet(state: Pick<PcState, "slots" | "options">): boolean {
  const cards = tableCards(state);
  return finderOf(state.options).any(cards, cards.length);
}

/** The end condition: the table and the deck together hold no set. */
export function noSetLeft(state: Pick<PcState, "slots" | "deck" | "options">): boolean {
  const cards = [...tableCards(state), ...state.deck];
  return !finderOf(state.options).any(cards, cards.length);
}

/** Fills every empty slot from the top of the deck, in slot order, while the deck lasts. */
export function refill(slots: (number | null)[], deck: number[]): void {
  for (let slot = 0; slot < slots.length && deck.length > 0; slot++) {
    if (slots[slot] === null) slots[slot] = deck.pop() as number;
  }
}

/**
 * The dealer collects every card on the table into the deck, shuffles and deals anew; all tokens
 * go. Returns the new deck, slots and PRNG state.
 */
export function reshuffle(state: PcState): Pick<PcState, "deck" | "slots" | "rng" | "tokens"> {
  const rng = Rng.fromState(state.rng);
  const deck = rng.shuffle([...state.deck, ...tableCards(state)]);
  const slots: (number | null)[] = state.slots.map(() => null);
  refill(slots, deck);
  return { deck, slots, rng: rng.state(), tokens: state.tokens.map(() => []) };
}

/**
 * Fresh deals the dealer tries, when the table must hold a set, before dealing one on purpose. A
 * fresh deal is what a person shuffling would deal, so repeating it until a set shows gives a
 * uniformly random table among those holding one. With the default 12 slots a deal lacks a set about
 * 1 time in 30, so 8 deals in a row all lack one about once in 10^12 reshuffles; small tables (3
 * slots: about 1 deal in 79 holds a set) and a deck holding few sets reach the cap, and there the
 * dealer's placed set (`dealSet`) ends the search at once. Either way the dealer does a bounded amount
 * of work, and all its randomness comes from the state's PRNG.
 */
export const FRESH_DEALS = 8;

/**
 * The dealer deals a table holding a set on purpose: collects the table into the deck and shuffles,
 * takes out the first set the finder meets in that shuffled order, and deals it with cards from the
 * top of the deck, in shuffled slots. Needs a set among the table and the deck (else it is a plain
 * reshuffle).
 */
export function dealSet(state: PcState): Pick<PcState, "deck" | "slots" | "rng" | "tokens"> {
  const { options } = state;
  const rng = Rng.fromState(state.rng);
  const pool = rng.shuffle([...state.deck, ...tableCards(state)]);
  const V = options.featureSize;
  const found = new Int32Array(V);
  if (finderOf(options).find(pool, pool.length, found, 1) === 0) return reshuffle(state);
  const set = Array.from(found, (position) => pool[position] as number);
  const deck = pool.filter((card) => !set.includes(card));
  const companions = deck.splice(Math.max(0, deck.length - (state.slots.length - V)));
  const dealt = rng.shuffle([...set, ...companions]);
  const slots = state.slots.map((_, slot) => dealt[slot] ?? null);
  return { deck, slots, rng: rng.state(), tokens: state.tokens.map(() => []) };
}

/**
 * Reshuffles until the table holds a set: up to `FRESH_DEALS` fresh deals, then a placed set. Needs a
 * set among the table and the deck. Returns the new table and how many deals it took.
 */
export function reshuffleForSet(
  state: PcState,
): Pick<PcState, "deck" | "slots" | "rng" | "tokens"> & { readonly deals: number } {
  let s = state;
  for (let deals = 1; deals <= FRESH_DEALS; deals++) {
    const dealt = reshuffle(s);
    if (tableHasSet({ slots: dealt.slots, options: s.options })) return { ...dealt, deals };
    s = changeState(s, dealt);
  }
  return { ...dealSet(s), deals: FRESH_DEALS + 1 };
}
