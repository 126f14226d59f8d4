import type { Seat } from "../../core/game.js";
import type { BuracoAction } from "./actions.js";
import { cardOf, isWild, rankOf, suitOf } from "./cards.js";
import { arrangeMeld, extendMeld, MAX_WILDS } from "./melds.js";
import { fewestLeft, withMeld, type Table } from "./morto.js";
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
  const wildA = isWild(a);
  const wildB = isWild(b);
  if (wildA && wildB) return MAX_WILDS > 1;
  if (wildA || wildB) return true;
  return rankOf(a) === rankOf(b) || suitOf(a) === suitOf(b);
}

/** Whether `card` may join a meld whose natural cards are `naturals` (`mayShareMeld` with each). */
function mayJoin(naturals: readonly string[], card: string): boolean {
  return naturals.every((natural) => mayShareMeld(natural, card));
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
 * thousands.
 */
function triples(cards: readonly string[]): string[][] {
  const faces = oneOfEachFace(cards);
  const share = faces.map((a) => faces.map((b) => mayShareMeld(a, b)));
  const out: string[][] = [];
  for (let i = 0; i < faces.length; i++) {
    const withI = share[i] as boolean[];
    for (let j = i + 1; j < faces.length; j++) {
      if (!withI[j]) continue;
      const withJ = share[j] as boolean[];
      for (let k = j + 1; k < faces.length; k++) {
        if (withI[k] && withJ[k]) out.push([faces[i], faces[j], faces[k]] as string[]);
      }
    }
  }
  faces.forEach((card, i) => {
    const copy = twinOf(cards, card);
    if (copy === undefined) return;
    faces.forEach((third, k) => {
      if (k !== i && share[i]?.[k] === true) out.push([card, copy, third]);
    });
  });
  return out;
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
 */
export function buracoLegal(view: BuracoView): BuracoAction[] {
  const seat = view.seat;
  const hand = view.cards;
  const side = view.side;
  if (seat === null || hand === null || side === null || view.finished || view.turn !== seat) return [];
  const options = tableMeldOptions(view.options);
  const table: Table = {
    melds: view.melds.map((melds) => melds.map((meld) => meld.cards)),
    options: view.options,
    mortoFates: view.mortos.map((morto) => morto.fate),
  };
  const ours = table.melds[side] ?? [];
  /** Whether a move may leave `left` cards, with the side's meld `index` laid out as `meld` (if any). */
  const leaves = (left: number, discardToCome: boolean, index?: number, meld?: readonly string[]) =>
    left >=
    fewestLeft(meld === undefined ? table : withMeld(table, side, index ?? 0, meld), side, discardToCome);
  if (view.step === "draw") {
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
  const moves: BuracoAction[] = [];
  if (leaves(hand.length - 3, true)) {
    for (const cards of triples(hand)) {
      if (arrangeMeld(cards, options) !== null) moves.push({ type: "meld", cards });
    }
  }
  const faces = oneOfEachFace(hand);
  if (leaves(hand.length - 1, true)) {
    ours.forEach((meld, index) => {
      const naturals = meld.filter((card) => !isWild(card));
      for (const card of faces) {
        if (mayJoin(naturals, card) && extendMeld(meld, [card], options) !== null)
          moves.push({ type: "add", meld: index, cards: [card] });
      }
    });
  }
  if (leaves(hand.length - 1, false)) {
    for (const card of faces) moves.push({ type: "discard", card });
  }
  return moves;
}

/**
 * The seat to play (it always has a move: a draw, which ends the hand when the stock is empty, or a
 * discard: a turn that could not end by one ends the hand at once, `mayEndTurn`); none once the match
 * is over.
 */
export function buracoToAct(state: BuracoState): readonly Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}
