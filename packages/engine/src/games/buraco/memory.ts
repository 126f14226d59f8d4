/**
 * What a player remembers of a hand beyond the view in front of it, as the `strong` bot keeps it: the
 * discard pile as it saw it grow (the cards under the top it saw laid, unknown the ones laid while it
 * was not looking), the cards each seat is known to hold (the pile it took: every card of it the bot
 * saw), and the cards each seat refused to take the pile with (it drew from the stock with that card on
 * top). It is built from views only, one after another: every turn ends with a discard, so the turns
 * between two views against the pile's growth tell a pile taken from cards discarded, and who took it.
 */
import type { Seat } from "../../core/game.js";
import { cardOf } from "./cards.js";
import type { BuracoView } from "./view.js";

/** The counts of one view that the next one is compared with. */
interface Counts {
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

/**
 * The turns ended between two views: every turn ends with a discard (a hand emptied by melding takes
 * the morto and goes on), and a hand's end starts a new memory.
 */
function turnsBetween(before: Counts, after: Counts, seats: number): number {
  if (before.turn === null || after.turn === null) return 0;
  return (after.turn - before.turn + seats) % seats;
}

/**
 * The seat that took the pile the bot last saw, when that is certain: the first seat to draw after
 * that view took it (the discards since are exactly the pile now) and its side's melds hold the top
 * card the bot saw. Null otherwise (a later pick-up, two of them between the views: the cards are not
 * placed).
 */
function takerOf(
  memory: Memory,
  view: BuracoView,
  discards: number,
  shownIn: (card: string, side: number) => boolean,
): Seat | null {
  const before = memory.counts;
  if (before.turn === null) return null;
  const first = before.step === "draw" ? 0 : 1;
  if (discards - view.pileCount !== first) return null;
  const taker = (before.turn + first) % view.seats;
  const top = memory.pile[memory.pile.length - 1] ?? null;
  const side = view.teams.findIndex((team) => team.includes(taker));
  return top !== null && shownIn(top, side) ? taker : null;
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
  // Each turn since ended with a discard: a pile that grew by fewer cards was taken meanwhile.
  const discards = turnsBetween(before, after, view.seats);
  const taken = discards - (after.pile - before.pile) > 0;
  // A seat whose discard is covered by the next ones unseen may have discarded a card known in its
  // hand: what it holds is forgotten. The last discard is the top, seen.
  const buried = (seat: Seat) =>
    before.turn !== null && (seat - before.turn + view.seats) % view.seats < discards - 1;
  let held = memory.held.map((cards, seat) => (buried(seat) ? [] : cards.filter((card) => !shown.has(card))));
  let pile: (string | null)[];
  let refused = memory.refused;
  if (taken) {
    // The whole pile was taken: the cards of it the bot saw are in the taker's hand, unless laid since.
    const taker = takerOf(memory, view, discards, (card, side) =>
      (view.melds[side] ?? []).some((meld) => meld.cards.includes(card)),
    );
    const cards = memory.pile.filter((card): card is string => card !== null && !shown.has(card));
    // (Unless its own discard since lies buried: it may have been one of them.)
    if (taker !== null && taker !== view.seat && !buried(taker)) {
      held = held.map((known, seat) => (seat === taker ? [...known, ...cards] : known));
    }
    // A hand that took the pile is not the hand that refused cards before.
    if (taker !== null) refused = refused.map((faces, seat) => (seat === taker ? [] : faces));
    pile = pileOf(view);
  } else {
    pile =
      view.pile !== null
        ? [...view.pile]
        : discards > 0
          ? [...memory.pile, ...Array.from({ length: discards - 1 }, () => null), view.pileTop]
          : [...memory.pile];
    // Last seen, another seat was about to draw with an open pile; the pile was not taken since, so
    // it drew from the stock with that card on top: it refused it.
    const top = memory.pile[memory.pile.length - 1] ?? null;
    const drawer = before.turn;
    const drew = discards > 0 || (view.turn === drawer && view.step === "meld-discard");
    const refusal = before.step === "draw" && !before.locked && drawer !== view.seat && drew;
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
