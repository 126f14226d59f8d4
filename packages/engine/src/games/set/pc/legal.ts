import type { Seat } from "../../../core/game.js";
import type { PcAction } from "./actions.js";
import type { PcState } from "./state.js";
import type { PcView } from "./view.js";

/**
 * What decides a seat's moves in the PC Set Game, as both the state and a view hold it: the slots
 * (empty or not), the seat's tokens and freeze, hints, and the time.
 */
interface Table {
  readonly now: number;
  readonly slots: readonly unknown[];
  readonly tokens: readonly number[];
  readonly frozenUntil: number;
  readonly hints: boolean;
  readonly hinted: boolean;
}

/** May the seat press this slot now? Not frozen, a card there, and a free token unless it removes one. */
function mayPress(table: Table, slot: number, limit: number): boolean {
  if (table.now < table.frozenUntil || table.slots[slot] === null) return false;
  return table.tokens.includes(slot) || table.tokens.length < limit;
}

function mayAskHint(table: Table): boolean {
  return table.hints && !table.hinted;
}

/**
 * Every move `apply` accepts from the view's seat now (at the view's `now`): a `press` on each slot
 * the seat may press (not frozen, a card in the slot, and a token to spare unless the press takes one
 * back), in slot order, then `hint` when hints are on and the seat has not asked since the table
 * last changed. A spectator or a finished game: none.
 */
export function pcLegal(view: PcView): PcAction[] {
  const seat = view.seat;
  const player = seat === null ? undefined : view.players[seat];
  if (view.finished || player === undefined) return [];
  const table: Table = {
    now: view.now,
    slots: view.slots,
    tokens: player.tokens,
    frozenUntil: player.frozenUntil,
    hints: view.hints,
    hinted: view.hint !== null,
  };
  const moves: PcAction[] = [];
  for (let slot = 0; slot < view.slots.length; slot++) {
    if (mayPress(table, slot, view.featureSize)) moves.push({ type: "press", slot });
  }
  if (mayAskHint(table)) moves.push({ type: "hint" });
  return moves;
}

/** The seats with a move now (at the state's `now`): in practice every player who is not frozen. */
export function pcToAct(state: PcState): readonly Seat[] {
  if (state.endedAt !== null) return [];
  const seats: Seat[] = [];
  const limit = state.options.featureSize;
  for (let seat = 0; seat < state.seats; seat++) {
    const tokens = state.tokens[seat] ?? [];
    // `mayPress` on each slot, unrolled (asked once per state, for every seat): not frozen, and a
    // card in a slot that holds one of the seat's tokens or, with a token to spare, in any slot.
    let presses = false;
    if (!(state.now < (state.frozenUntil[seat] ?? 0))) {
      for (let slot = 0; slot < state.slots.length && !presses; slot++) {
        presses = state.slots[slot] !== null && (tokens.length < limit || tokens.includes(slot));
      }
    }
    if (presses || (state.options.hints && !(state.hinted[seat] ?? false))) seats.push(seat);
  }
  return seats;
}
