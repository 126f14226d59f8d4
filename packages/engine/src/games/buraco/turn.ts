/**
 * Turns: who plays after whom, and a turn's beginning (a morto taken indirectly is now played; an
 * empty stock is renewed from a waiting morto, or, with none, the hand ends).
 */
import type { Seat } from "../../core/game.js";
import { endHand } from "./handEnd.js";
import { replaceAt, sideOf, type BuracoState } from "./state.js";
import { renewStock } from "./stock.js";

/** `seat`'s turn begins at `at`, to draw; the hand ends instead when no card is left to draw. */
export function beginTurn(state: BuracoState, seat: Seat, at: number): BuracoState {
  const side = sideOf(seat);
  const pending = state.mortoPending[side] === seat ? replaceAt(state.mortoPending, side, null) : null;
  const s = renewStock(
    { ...state, turn: seat, step: "draw", mortoPending: pending ?? state.mortoPending },
    at,
  );
  return s.stock.length === 0 ? endHand(s, null, at) : s;
}
