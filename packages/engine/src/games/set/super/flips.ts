import type { RuleError } from "../../../core/errors.js";
import type { Seat } from "../../../core/game.js";
import { gridCards, placeCard } from "./grid.js";
import { nextTurn, takeTop } from "./piles.js";
import { count, playerName, record, type SuperState, changeState } from "./state.js";

const MS_PER_SECOND = 1_000;
import { runningSuperRound, startSuperRound } from "./superRound.js";

/**
 * When the next flip by hand may come: `windowGap` after the latest call window or super round
 * closed (breathing room: everyone sees what happened and may announce a super round), else at once.
 */
export function handFlipFrom(state: SuperState): number {
  return state.closedAt === null ? 0 : state.closedAt + state.options.windowGap;
}

/**
 * Why `seat` may not flip at `at`, or null when they may. Flips wait while a window is open, and for
 * the breathing room after one closed.
 */
export function flipRefusal(state: SuperState, seat: Seat, at: number): RuleError | null {
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
  const from = handFlipFrom(state);
  if (at < from) {
    const wait = ((from - at) / MS_PER_SECOND).toFixed(1);
    return {
      code: "window-gap",
      message: `Wait ${wait} s before flipping, so that everyone sees what just happened.`,
    };
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
  const flipped: SuperState = changeState(state, {
    piles: taken.piles,
    grid,
    turn: nextTurn(taken.piles, seat),
    turnSince: at,
    closedAt: null,
  });
  const counted = count(record(flipped, { kind: "flip", at, seat, card: taken.card, auto }), {
    flips: 1,
    autoFlips: auto ? 1 : 0,
  });
  // Object.assign, not a spread of a spread (see changeState).
  const stats = Object.assign({}, counted.stats, {
    maxGridCards: Math.max(counted.stats.maxGridCards, gridCards(grid).length),
  });
  return startSuperRound(changeState(counted, { stats }), taken.card, at);
}
