/**
 * Turns: a turn's beginning (a morto taken indirectly is now played). With the stock empty the seat
 * may still take the discard pile (`shared/rules/buraco.md`): its turn begins unless the pile is empty
 * or locked by a black three, when nothing can be drawn and the hand ends at once.
 */
import type { Seat } from "../../core/game.js";
import { endHand } from "./handEnd.js";
import { pileLocked } from "./pile.js";
import { replaceAt, sideOf, type BuracoState } from "./state.js";

/** `seat`'s turn begins at `at`, to draw; the hand ends instead when neither stock nor pile can be drawn. */
export function beginTurn(state: BuracoState, seat: Seat, at: number): BuracoState {
  const side = sideOf(seat);
  const pending = state.mortoPending[side] === seat ? replaceAt(state.mortoPending, side, null) : null;
  const s: BuracoState = { ...state, turn: seat, step: "draw", mortoPending: pending ?? state.mortoPending };
  const nothingToDraw = s.stock.length === 0 && (s.pile.length === 0 || pileLocked(s.pile));
  return nothingToDraw ? endHand(s, null, at) : s;
}
