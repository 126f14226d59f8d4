import type { Seat } from "../../core/game.js";
import type { BuracoAction } from "./actions.js";
import { cardOf } from "./cards.js";
import { arrangeMeld, extendMeld } from "./melds.js";
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

/** Every way of choosing `k` items of `items` (in their order). */
function choose<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of choose(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}

/** Every pair of cards of the hand as one card per face or two copies of a face (a group may hold both). */
function pairs(cards: readonly string[]): string[][] {
  const faces = oneOfEachFace(cards);
  const twins = faces.flatMap((card) => {
    const copy = cards.find((c) => c !== card && cardOf(c) === cardOf(card));
    return copy === undefined ? [] : [[card, copy]];
  });
  return [...choose(faces, 2), ...twins];
}

/** Every three cards of the hand, one per face, and two copies of a face with a third card. */
function triples(cards: readonly string[]): string[][] {
  const faces = oneOfEachFace(cards);
  const withTwins = faces.flatMap((card) => {
    const copy = cards.find((c) => c !== card && cardOf(c) === cardOf(card));
    return copy === undefined ? [] : faces.filter((c) => c !== card).map((third) => [card, copy, third]);
  });
  return [...choose(faces, 3), ...withTwins];
}

/**
 * Every move `apply` accepts from the view's seat now, from the view alone; none for a spectator,
 * another seat's turn, or a finished match. The meld space is huge (any subset of the hand, any
 * pick-up with any hand cards), so a documented canonical subset is listed:
 * - draw: `draw`; `take-pile` with the top card and every pair of hand cards forming a new meld, and
 *   with the top card alone added to each of the side's melds it fits (unless a black three locks it);
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
    const moves: BuracoAction[] = [];
    if (view.stockCount > 0 || view.mortos.some((m) => m.fate === "waiting")) moves.push({ type: "draw" });
    const top = view.pileTop;
    if (top === null || view.pileLocked) return moves;
    const kept = hand.length + view.pileCount - 1;
    for (const cards of pairs(hand)) {
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
      for (const card of faces) {
        if (extendMeld(meld, [card], options) !== null)
          moves.push({ type: "add", meld: index, cards: [card] });
      }
    });
  }
  if (leaves(hand.length - 1, false)) {
    for (const card of faces) moves.push({ type: "discard", card });
  }
  return moves;
}

/** The seat to play (it always has a move: a draw, or a discard); none once the match is over. */
export function buracoToAct(state: BuracoState): readonly Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}
