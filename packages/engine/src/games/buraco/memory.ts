/**
 * What a player remembers of a hand beyond the view in front of it, as the `strong` bot keeps it: the
 * discard pile as it saw it grow (the cards under the top it saw laid, unknown the ones laid while it
 * was not looking), the cards each seat is known to hold (the pile it took: every card of it the bot
 * saw), and the cards each seat refused to take the pile with (it drew from the stock with that card on
 * top). It is built from views only, one after another: cards are counted between two views (those
 * that left the stock and the mortos, those that reached the hands and the melds) to tell a pile taken
 * from cards discarded.
 */
import type { Seat } from "../../core/game.js";
import { cardOf } from "./cards.js";
import type { BuracoView } from "./view.js";

/** The counts of one view that the next one is compared with. */
interface Counts {
  readonly hands: readonly number[];
  readonly stock: number;
  readonly mortos: number;
  readonly melded: number;
  readonly pile: number;
  /** Whose turn it was, at which step, and whether a black three locked the pile. */
  readonly turn: Seat | null;
  readonly step: BuracoView["step"];
  readonly locked: boolean;
}

/** How many of a seat's latest refusals are kept (its hand changes with every draw). */
export const REFUSALS_KEPT = 3;

export interface Memory {
  /** The hand (its number in the match) this memory is about. */
  readonly hand: number;
  /** The discard pile, bottom first: a card seen laid, or null for one laid unseen. */
  readonly pile: readonly (string | null)[];
  /** Per seat, cards known to be in its hand (physical ids): the pile cards it took and kept. */
  readonly held: readonly (readonly string[])[];
  /** Per seat, the faces it left on top of the pile when it drew from the stock instead. */
  readonly refused: readonly (readonly string[])[];
  readonly counts: Counts;
}

function countsOf(view: BuracoView): Counts {
  return {
    hands: view.handCounts,
    stock: view.stockCount,
    mortos: view.mortos.reduce((sum, morto) => sum + morto.count, 0),
    melded:
      view.melds.flat().reduce((sum, meld) => sum + meld.cards.length, 0) +
      view.redThrees.reduce((sum, threes) => sum + threes.length, 0),
    pile: view.pileCount,
    turn: view.turn,
    step: view.step,
    locked: view.pileLocked,
  };
}

/** Every card the view shows face up: melds, red threes, the pile's top (the whole pile when open). */
export function shownCards(view: BuracoView): Set<string> {
  const shown = new Set<string>();
  for (const meld of view.melds.flat()) for (const card of meld.cards) shown.add(card);
  for (const card of view.redThrees.flat()) shown.add(card);
  if (view.pileTop !== null) shown.add(view.pileTop);
  for (const card of view.pile ?? []) shown.add(card);
  return shown;
}

/** The pile as the view alone shows it: its top, the rest unknown (all of it with `openPile`). */
function pileOf(view: BuracoView): (string | null)[] {
  if (view.pile !== null) return [...view.pile];
  if (view.pileCount === 0) return [];
  return [...Array.from({ length: view.pileCount - 1 }, () => null), view.pileTop];
}

/** What a player knows at the first view of a hand. */
export function firstMemory(view: BuracoView): Memory {
  return {
    hand: view.hand,
    pile: pileOf(view),
    held: Array.from({ length: view.seats }, () => []),
    refused: Array.from({ length: view.seats }, () => []),
    counts: countsOf(view),
  };
}

/** The seat that took a pile between two views: the one whose hand grew most (null when none grew by 2). */
function takerOf(before: Counts, after: Counts): Seat | null {
  let taker: Seat | null = null;
  let most = 1;
  after.hands.forEach((count, seat) => {
    const grew = count - (before.hands[seat] ?? 0);
    if (grew > most) {
      most = grew;
      taker = seat;
    }
  });
  return taker;
}

/**
 * The memory after seeing `view` (the next view of the same seat): a new hand starts afresh. Seeing
 * the same view twice changes nothing.
 */
export function remember(memory: Memory | null, view: BuracoView): Memory {
  if (memory === null || memory.hand !== view.hand) return firstMemory(view);
  const before = memory.counts;
  const after = countsOf(view);
  const shown = shownCards(view);
  const sum = (counts: readonly number[]) => counts.reduce((a, b) => a + b, 0);
  // Cards that reached the players (hands, melds, red threes) beyond those drawn from the stock and
  // the mortos came from the pile: someone took it.
  const reached = sum(after.hands) + after.melded - (sum(before.hands) + before.melded);
  const drawn = before.stock + before.mortos - (after.stock + after.mortos);
  const fromPile = reached - drawn;
  let held = memory.held.map((cards) => cards.filter((card) => !shown.has(card)));
  let pile: (string | null)[];
  let refused = memory.refused;
  if (fromPile > 0) {
    // The whole pile was taken: the cards of it the bot saw are in the taker's hand, unless laid since.
    const taker = takerOf(before, after);
    const taken = memory.pile.filter((card): card is string => card !== null && !shown.has(card));
    if (taker !== null && taker !== view.seat && fromPile === memory.pile.length) {
      held = held.map((cards, seat) => (seat === taker ? [...cards, ...taken] : cards));
    }
    // A hand that took the pile is not the hand that refused cards before.
    if (taker !== null) refused = refused.map((faces, seat) => (seat === taker ? [] : faces));
    pile = pileOf(view);
  } else {
    const discarded = after.pile - before.pile;
    pile =
      view.pile !== null
        ? [...view.pile]
        : discarded > 0
          ? [...memory.pile, ...Array.from({ length: discarded - 1 }, () => null), view.pileTop]
          : [...memory.pile];
    // Last seen, a seat was about to draw with an open pile; the pile was not taken since, so it
    // drew from the stock with that card on top: it refused it.
    const top = memory.pile[memory.pile.length - 1] ?? null;
    const drawer = before.turn;
    const refusal = before.step === "draw" && !before.locked && drawer !== view.seat && discarded > 0;
    if (refusal && top !== null && drawer !== null) {
      refused = refused.map((faces, seat) =>
        seat === drawer ? [...faces, cardOf(top)].slice(-REFUSALS_KEPT) : faces,
      );
    }
  }
  if (pile.length !== view.pileCount || (view.pileTop !== null && pile[pile.length - 1] !== view.pileTop)) {
    pile = pileOf(view);
  }
  return { hand: view.hand, pile, held, refused, counts: after };
}
