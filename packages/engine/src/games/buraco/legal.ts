import type { Seat } from "../../core/game.js";
import type { BuracoAction } from "./actions.js";
import { cardFace, cardOf, isWild, type Face } from "./cards.js";
import { arrangeMeld, extendMeld, MAX_WILDS, type MeldOptions } from "./melds.js";
import { fewestLeft, KEPT_CARDS, withMeld, type Table } from "./morto.js";
import type { BuracoState } from "./state.js";
import { tableMeldOptions } from "./options.js";
import type { BuracoView } from "./view.js";

/** The first copy of each face in `cards` (the view's sorted hand): one card per face. */
export function oneOfEachFace(cards: readonly string[]): string[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    const face = cardOf(card);
    return seen.has(face) ? false : (seen.add(face), true);
  });
}

/**
 * Whether two cards may lie in one meld: a wild with a natural card, or two natural cards of one rank
 * (a group) or of one suit (a run); two wilds never (`MAX_WILDS`). Only a quick filter before
 * `arrangeMeld` decides: it keeps every pair a meld may hold.
 */
export function mayShareMeld(a: string, b: string): boolean {
  return facesMayShareMeld(cardFace(a), cardFace(b));
}

/** `mayShareMeld` of two cards' faces (each card's face looked up once, however many it is weighed with). */
function facesMayShareMeld(a: Face, b: Face): boolean {
  if (a.wild && b.wild) return MAX_WILDS > 1;
  if (a.wild || b.wild) return true;
  return a.rank === b.rank || a.suit === b.suit;
}

/**
 * Whether `card` may join `meld` (`mayShareMeld` with each of its cards): a quick filter before
 * `extendMeld` decides, which keeps every card that may.
 */
export function mayJoinMeld(meld: readonly string[], card: string): boolean {
  const face = cardFace(card);
  return meld.every((other) => facesMayShareMeld(cardFace(other), face));
}

/** The other copy of `card`'s face in `cards`, if held. */
function twinOf(cards: readonly string[], card: string): string | undefined {
  return cards.find((c) => c !== card && cardOf(c) === cardOf(card));
}

/**
 * Every pair of cards of the hand that may share a meld with `top`: one card per face, in the hand's
 * order, then two copies of a face (a group may hold both).
 */
function pairs(cards: readonly string[], top: string): string[][] {
  const faces = oneOfEachFace(cards).filter((card) => mayShareMeld(card, top));
  const out: string[][] = [];
  faces.forEach((a, i) => {
    for (const b of faces.slice(i + 1)) if (mayShareMeld(a, b)) out.push([a, b]);
  });
  for (const card of faces) {
    const copy = twinOf(cards, card);
    if (copy !== undefined) out.push([card, copy]);
  }
  return out;
}

/**
 * Every three cards of the hand that may form a meld, one per face (in the hand's order), then two
 * copies of a face with a third card. Cards that may not share a meld (`mayShareMeld`, worked out once
 * per pair of faces) are never tried together, so a hand of 30 cards costs a few hundred tries, not
 * thousands. Made one at a time: the basic bot stops at the first that suits it.
 */
export function* meldTriples(cards: readonly string[]): Generator<string[]> {
  const faces = oneOfEachFace(cards);
  const share = faces.map((a) => faces.map((b) => mayShareMeld(a, b)));
  for (let i = 0; i < faces.length; i++) {
    const withI = share[i] as boolean[];
    for (let j = i + 1; j < faces.length; j++) {
      if (!withI[j]) continue;
      const withJ = share[j] as boolean[];
      for (let k = j + 1; k < faces.length; k++) {
        if (withI[k] && withJ[k]) yield [faces[i], faces[j], faces[k]] as string[];
      }
    }
  }
  for (let i = 0; i < faces.length; i++) {
    const card = faces[i] as string;
    const copy = twinOf(cards, card);
    if (copy === undefined) continue;
    for (let k = 0; k < faces.length; k++) {
      if (k !== i && share[i]?.[k] === true) yield [card, copy, faces[k] as string];
    }
  }
}

type Move<T extends BuracoAction["type"]> = Extract<BuracoAction, { type: T }>;

/** What the moves of the view's seat are worked out from, or null when it has none. */
interface Context {
  readonly hand: readonly string[];
  readonly side: number;
  readonly options: MeldOptions;
  readonly ours: readonly (readonly string[])[];
  /** Whether a move may leave `left` cards, with the side's meld `index` laid out as `meld` (if any). */
  readonly leaves: (
    left: number,
    discardToCome: boolean,
    index?: number,
    meld?: readonly string[],
  ) => boolean;
}

function contextOf(view: BuracoView): Context | null {
  const seat = view.seat;
  const hand = view.cards;
  const side = view.side;
  if (seat === null || hand === null || side === null || view.finished || view.turn !== seat) return null;
  const table: Table = {
    melds: view.melds.map((melds) => melds.map((meld) => meld.cards)),
    options: view.options,
    mortoFates: view.mortos.map((morto) => morto.fate),
  };
  return {
    hand,
    side,
    options: tableMeldOptions(view.options),
    ours: table.melds[side] ?? [],
    leaves: (left, discardToCome, index, meld) =>
      // Enough cards for any table (`fewestLeft` asks at most these): no need to look at the melds.
      left >= KEPT_CARDS + (discardToCome ? 1 : 0) ||
      left >=
        fewestLeft(meld === undefined ? table : withMeld(table, side, index ?? 0, meld), side, discardToCome),
  };
}

/** The draw step's moves (`buracoLegal`): the draw, then the ways to take the pile; none at another step. */
export function drawMoves(view: BuracoView): BuracoAction[] {
  const at = contextOf(view);
  if (at === null || view.step !== "draw") return [];
  const { hand, options, ours, leaves } = at;
  const moves: BuracoAction[] = [{ type: "draw" }];
  const top = view.pileTop;
  if (top === null || view.pileLocked) return moves;
  const kept = hand.length + view.pileCount - 1;
  for (const cards of pairs(hand, top)) {
    const laid = arrangeMeld([top, ...cards], options);
    if (laid !== null && leaves(kept - cards.length, true, ours.length, laid.cards)) {
      moves.push({ type: "take-pile", meld: { cards } });
    }
  }
  ours.forEach((meld, index) => {
    const laid = extendMeld(meld, [top], options);
    if (laid !== null && leaves(kept, true, index, laid.cards)) {
      moves.push({ type: "take-pile", add: { meld: index, cards: [] } });
    }
  });
  return moves;
}

/** The new melds of the meld step (`buracoLegal`), one at a time, in its order; none at another step. */
export function* meldMoves(view: BuracoView): Generator<Move<"meld">> {
  const at = contextOf(view);
  if (at === null || view.step === "draw" || !at.leaves(at.hand.length - 3, true)) return;
  for (const cards of meldTriples(at.hand)) {
    if (arrangeMeld(cards, at.options) !== null) yield { type: "meld", cards };
  }
}

/** The additions to the side's melds of the meld step (`buracoLegal`); none at another step. */
export function addMoves(view: BuracoView): Move<"add">[] {
  const at = contextOf(view);
  if (at === null || view.step === "draw") return [];
  const moves: Move<"add">[] = [];
  const faces = oneOfEachFace(at.hand);
  at.ours.forEach((meld, index) => {
    const naturals = meld.filter((card) => !isWild(card));
    for (const card of faces) {
      if (!mayJoinMeld(naturals, card)) continue;
      const laid = extendMeld(meld, [card], at.options);
      // Decided on the meld as the addition leaves it: a wild may spoil the natural canasta that
      // lets the side empty its hand, a card may complete one.
      if (laid !== null && at.leaves(at.hand.length - 1, true, index, laid.cards))
        moves.push({ type: "add", meld: index, cards: [card] });
    }
  });
  return moves;
}

/** The discards of the meld step (`buracoLegal`); none at another step. */
export function discardMoves(view: BuracoView): Move<"discard">[] {
  const at = contextOf(view);
  if (at === null || view.step === "draw" || !at.leaves(at.hand.length - 1, false)) return [];
  return oneOfEachFace(at.hand).map((card) => ({ type: "discard", card }));
}

/**
 * Every move `apply` accepts from the view's seat now, from the view alone; none for a spectator,
 * another seat's turn, or a finished match. The meld space is huge (any subset of the hand, any
 * pick-up with any hand cards), so a documented canonical subset is listed:
 * - draw: `draw` (with the stock empty, the player leaves the pile and the hand ends); `take-pile` with
 *   the top card and every pair of hand cards forming a new meld, and with the top card alone added to
 *   each of the side's melds it fits (unless the pile is empty or a black three locks it);
 * - meld-discard: every new meld of exactly 3 hand cards, every single hand card added to each of the
 *   side's melds it fits, and every discard; identical copies are listed once (the first in the sorted
 *   hand), but a meld may hold both copies of a face;
 * each filtered by the cards the move must leave in the hand (`fewestLeft`: a side that may not empty
 * its hand keeps one, and one more before the discard), decided on the melds as the move leaves them.
 * The same moves, step by step and kind by kind: `drawMoves`, `meldMoves`, `addMoves`, `discardMoves`.
 */
export function buracoLegal(view: BuracoView): BuracoAction[] {
  if (view.step === "draw") return drawMoves(view);
  return [...meldMoves(view), ...addMoves(view), ...discardMoves(view)];
}

/**
 * The seat to play (it always has a move: a draw, which ends the hand when the stock is empty, or a
 * discard: a turn that could not end by one ends the hand at once, `mayEndTurn`); none once the match
 * is over.
 */
export function buracoToAct(state: BuracoState): readonly Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}
