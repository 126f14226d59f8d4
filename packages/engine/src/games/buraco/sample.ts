/**
 * Deals of the hidden cards consistent with what one seat has seen (its view and its `Memory`): the
 * other hands (the cards each is known to hold, the rest drawn from the unseen cards), the pile under
 * the cards seen laid on it, the stock and the mortos still face down. A seat that refused the pile
 * with a card on top is dealt, when a few draws allow it, no two natural cards that would have melded
 * with it. The result is a whole `BuracoState` the rules can play on.
 */
import type { Seat } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import { cardOf, isWild, physicalDeck } from "./cards.js";
import { arrangeMeld } from "./melds.js";
import type { Memory } from "./memory.js";
import { tableMeldOptions, type BuracoOptions } from "./options.js";
import { NO_STATS, type BuracoState } from "./state.js";
import type { BuracoView } from "./view.js";

/** How many deals are drawn to find one where no seat held a natural pair for a top card it refused. */
export const REFUSAL_DRAWS = 8;

/** Where the unseen cards go: how many to each hand, under the pile, to the stock, to each morto. */
interface Slots {
  readonly hands: readonly number[];
  readonly pile: number;
  readonly stock: number;
  readonly mortos: readonly number[];
}

/** The cards the seat cannot see, and what it knows of who holds some of them. */
export interface Unseen {
  readonly cards: readonly string[];
  /** Per seat, the cards known in its hand (none for the seat itself: it holds its view's cards). */
  readonly held: readonly (readonly string[])[];
  /** The pile bottom first, with null where an unseen card lies. */
  readonly pile: readonly (string | null)[];
  readonly slots: Slots;
}

function slotsOf(
  view: BuracoView,
  held: readonly (readonly string[])[],
  pile: readonly (string | null)[],
): Slots {
  return {
    hands: view.handCounts.map((count, seat) => (seat === view.seat ? 0 : count - (held[seat]?.length ?? 0))),
    pile: pile.filter((card) => card === null).length,
    stock: view.stockCount,
    mortos: view.mortos.map((morto) => morto.count),
  };
}

const total = (slots: Slots) =>
  slots.hands.reduce((a, b) => a + b, 0) + slots.pile + slots.stock + slots.mortos.reduce((a, b) => a + b, 0);

/**
 * The unseen cards and their places: every card of the game but the seat's hand, the cards face up and
 * those it remembers (in the pile, in hands). Should the memory not add up with the view (it never
 * should), the view alone is used.
 */
export function unseenOf(view: BuracoView, memory: Memory | null): Unseen {
  const all = physicalDeck(view.options);
  const own = new Set(view.cards ?? []);
  const faceUp = new Set<string>([
    ...view.melds.flat().flatMap((meld) => meld.cards),
    ...view.redThrees.flat(),
  ]);
  const attempt = (held: readonly (readonly string[])[], pile: readonly (string | null)[]): Unseen | null => {
    const known = new Set<string>([...own, ...faceUp, ...held.flat()]);
    for (const card of pile) if (card !== null) known.add(card);
    const cards = all.filter((card) => !known.has(card));
    const slots = slotsOf(view, held, pile);
    if (slots.hands.some((n) => n < 0) || cards.length !== total(slots)) return null;
    return { cards, held, pile, slots };
  };
  const none = Array.from({ length: view.seats }, () => []);
  const top =
    view.pile ??
    (view.pileTop === null ? [] : [...Array.from({ length: view.pileCount - 1 }, () => null), view.pileTop]);
  const remembered =
    memory !== null && memory.hand === view.hand
      ? attempt(
          memory.held.map((cards, seat) => (seat === view.seat ? [] : cards)),
          memory.pile,
        )
      : null;
  const fromView = remembered ?? attempt(none, top);
  if (fromView === null) throw new Error("buraco: a view whose cards do not add up");
  return fromView;
}

/** Whether `hand` holds two natural cards that meld with `face` (what taking the pile with it needs). */
export function couldTakeWith(hand: readonly string[], face: string, options: BuracoOptions): boolean {
  const naturals = hand.filter((card) => !isWild(card));
  const meldOptions = tableMeldOptions(options);
  for (let i = 0; i < naturals.length; i++) {
    for (let j = i + 1; j < naturals.length; j++) {
      if (
        arrangeMeld([face, cardOf(naturals[i] as string), cardOf(naturals[j] as string)], meldOptions) !==
        null
      )
        return true;
    }
  }
  return false;
}

/** One deal of `unseen` into its places, as a state of the match the rules can play on. */
function dealOnce(view: BuracoView, unseen: Unseen, rng: Rng): BuracoState {
  const cards = rng.shuffle([...unseen.cards]);
  let next = 0;
  const take = (n: number) => {
    const out = cards.slice(next, next + n);
    next += n;
    return out;
  };
  const hands = view.handCounts.map((_, seat) =>
    seat === view.seat
      ? [...(view.cards ?? [])]
      : [...(unseen.held[seat] ?? []), ...take(unseen.slots.hands[seat] ?? 0)],
  );
  const pile = unseen.pile.map((card) => card ?? (take(1)[0] as string));
  const stock = take(unseen.slots.stock);
  const mortos = unseen.slots.mortos.map((n) => take(n));
  return {
    options: view.options,
    seats: view.seats,
    now: view.now,
    rng: rng.state(),
    phase: "play",
    dealer: view.dealer,
    handsScored: view.hand - 1,
    hands,
    stock,
    pile,
    mortos,
    mortoFates: view.mortos.map((morto) => morto.fate),
    mortoPending: view.mortos.map((morto) => morto.pending),
    mortoHow: view.mortos.map((morto) => morto.how),
    mortoTakers: view.mortos.map((morto) => morto.takenBy),
    melds: view.melds.map((melds) => melds.map((meld) => meld.cards)),
    redThrees: view.redThrees,
    turn: view.turn ?? 0,
    step: view.step,
    sheet: view.sheet,
    results: [],
    stats: NO_STATS,
    events: [],
  };
}

/** Whether no seat of the deal held a natural pair for a card it refused. */
function fitsRefusals(state: BuracoState, memory: Memory | null, seat: Seat | null): boolean {
  if (memory === null) return true;
  return memory.refused.every(
    (faces, other) =>
      other === seat || faces.every((face) => !couldTakeWith(state.hands[other] ?? [], face, state.options)),
  );
}

/**
 * A deal of the hidden cards consistent with the view and the memory, drawn from `rng`: of up to
 * `REFUSAL_DRAWS` deals, the first that fits every refusal, else the last.
 */
export function sampleState(view: BuracoView, unseen: Unseen, memory: Memory | null, rng: Rng): BuracoState {
  let state = dealOnce(view, unseen, rng);
  for (let draw = 1; draw < REFUSAL_DRAWS && !fitsRefusals(state, memory, view.seat); draw++) {
    state = dealOnce(view, unseen, rng);
  }
  return state;
}
