import type { RuleError } from "../../../core/errors.js";
import type { Seat } from "../../../core/game.js";
import { gridCards, placeCard } from "./grid.js";
import { nextTurn, takeTop } from "./piles.js";
import { count, playerName, type SuperState } from "./state.js";
import { runningSuperRound, startSuperRound } from "./superRound.js";

/** Why `seat` may not flip now, or null when they may. Flips wait while a window is open. */
export function flipRefusal(state: SuperState, seat: Seat): RuleError | null {
  if (state.turn === null) {
    return { code: "no-cards", message: "Every pile is empty: there is nothing left to flip." };
  }
  if (state.turn !== seat) {
    return { code: "not-your-turn", message: `It is ${playerName(state.turn)}'s turn to flip.` };
  }
  if (state.call !== null) {
    return { code: "call-open", message: "Wait until the call is settled before flipping." };
  }
  if (runningSuperRound(state) !== null) {
    return { code: "super-window", message: "Wait until the super round's time is up before flipping." };
  }
  return null;
}

/**
 * The player whose turn it is flips the top card of their pile into the grid's first free place.
 * The turn passes to the next seat with cards, and an announced super round starts.
 */
export function flip(state: SuperState, at: number, auto: boolean): SuperState {
  const seat = state.turn;
  const taken = seat === null ? null : takeTop(state.piles, seat);
  if (seat === null || taken === null) return state;
  const grid = placeCard(state.grid, taken.card);
  const flipped: SuperState = {
    ...state,
    piles: taken.piles,
    grid,
    turn: nextTurn(taken.piles, seat),
    turnSince: at,
    last: { kind: "flip", at, seat, card: taken.card, auto },
  };
  const counted = count(flipped, { flips: 1, autoFlips: auto ? 1 : 0 });
  const stats = {
    ...counted.stats,
    maxGridCards: Math.max(counted.stats.maxGridCards, gridCards(grid).length),
  };
  return startSuperRound({ ...counted, stats }, taken.card, at);
}
