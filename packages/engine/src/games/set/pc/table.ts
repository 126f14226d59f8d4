import { Rng } from "../../../core/prng.js";
import { finderFor, type SetFinder } from "../finder.js";
import type { PcOptions } from "./options.js";
import type { PcState } from "./state.js";

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

/** Slot indices of the sets on the table (each ascending), in finder order. */
export function setsOnTable(state: Pick<PcState, "slots" | "options">): number[][] {
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
  const count = finder.find(cards, cards.length);
  const out = new Int32Array(count * V);
  finder.find(cards, cards.length, out);
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
