/**
 * The end of a hand: each side scored with `scoreHand` (`scoring.ts`, the rules' table), a row on the
 * score sheet, then the next hand by the next dealer, or the match over once a side reached the
 * target (or the table's cap on hands was played).
 */
import { cardOf } from "./cards.js";
import { startHand } from "./deal.js";
import { classifyMeld } from "./melds.js";
import { scoreHand, type HandScore } from "./scoring.js";
import { nextSeat, record, seatsOf, SIDES, totals, type BuracoState, type HandResult } from "./state.js";

/**
 * Whether `side` is scored as having taken its morto: taken, unless a player took it indirectly and
 * the opponents ended the hand before that player's next turn came (the rules' indirect-knock-out case).
 */
export function tookMorto(state: BuracoState, side: number, wentOut: number | null): boolean {
  if (state.mortoFates[side] !== "taken") return false;
  const pending = state.mortoPending[side] ?? null;
  return pending === null || wentOut === null || wentOut === side;
}

/** `side`'s score of the hand as it stands, with `wentOut` the side that ended it (or null). */
export function scoreSide(state: BuracoState, side: number, wentOut: number | null): HandScore {
  const hand = seatsOf(state, side).flatMap((seat) => (state.hands[seat] ?? []).map(cardOf));
  return scoreHand(
    {
      melds: (state.melds[side] ?? []).map((meld) => meld.map(cardOf)),
      redThrees: (state.redThrees[side] ?? []).length,
      hand,
      wentOut: wentOut === side,
      tookMorto: tookMorto(state, side, wentOut),
    },
    { aceToKing: state.options.akBonus, aceToAce: state.options.aaBonus },
  );
}

/** Counts the natural and the mixed canastas on the table. */
function canastaCounts(state: BuracoState): { natural: number; mixed: number } {
  const kinds = state.melds.flat().map((meld) => classifyMeld(meld, state.options)?.canasta ?? null);
  return {
    natural: kinds.filter((k) => k === "natural").length,
    mixed: kinds.filter((k) => k === "mixed").length,
  };
}

/**
 * Ends the hand at `at`, `wentOut` the side that knocked out to end it (null: the stock ran out): the
 * hand scored (an event), then the next hand dealt by the next seat, or the match over.
 */
export function endHand(state: BuracoState, wentOut: number | null, at: number): BuracoState {
  const sides = Array.from({ length: SIDES }, (_, side) => scoreSide(state, side, wentOut));
  const result: HandResult = {
    hand: state.handsScored + 1,
    dealer: state.dealer,
    wentOut,
    sides,
    left: Array.from({ length: SIDES }, (_, side) =>
      seatsOf(state, side).flatMap((seat) => (state.hands[seat] ?? []).map(cardOf)),
    ),
  };
  const canastas = canastaCounts(state);
  let s: BuracoState = {
    ...state,
    handsScored: state.handsScored + 1,
    sheet: [...state.sheet, sides.map((score) => score.total)],
    results: [...state.results, result],
    stats: {
      ...state.stats,
      wentOut: state.stats.wentOut + (wentOut === null ? 0 : 1),
      naturalCanastas: state.stats.naturalCanastas + canastas.natural,
      mixedCanastas: state.stats.mixedCanastas + canastas.mixed,
    },
  };
  s = record(s, { kind: "hand-scored", at, result });
  const reached = totals(s).some((total) => total >= s.options.target);
  const capped = s.options.hands > 0 && s.handsScored >= s.options.hands;
  if (reached || capped) return { ...s, phase: "over" };
  return startHand(s, nextSeat(s, s.dealer), at);
}
