import type { Seat } from "../../../core/game.js";
import { removeCards } from "./grid.js";
import { count, record, type SuperState, changeState } from "./state.js";

/** What a payment took, and whether the payer is now locked out for falling short. */
export interface Payment {
  readonly state: SuperState;
  readonly paid: number;
  readonly lockedOut: boolean;
}

/**
 * A seat pays `owe` points: cards from the top of its points pile to the discard pile. Points never
 * go below zero: a player who owes more than they hold pays what they hold and is locked out (they
 * may not call until another player scores a correct SET).
 */
export function pay(state: SuperState, seat: Seat, owe: number): Payment {
  const pile = state.points[seat] ?? [];
  const paid = Math.min(owe, pile.length);
  const short = paid < owe;
  const kept = pile.slice(0, pile.length - paid);
  const given = pile.slice(pile.length - paid);
  const newlyLocked = short && !state.locked[seat];
  const next: SuperState = changeState(state, {
    points: state.points.map((p, s) => (s === seat ? kept : p)),
    discard: [...state.discard, ...given],
    locked: short ? state.locked.map((l, s) => l || s === seat) : state.locked,
  });
  return { state: count(next, { pointsPaid: paid, lockouts: newlyLocked ? 1 : 0 }), paid, lockedOut: short };
}

/**
 * **(resolved)** Nobody is left out for good: when every player is locked out at once, all lockouts
 * are lifted (recorded as an event), so the game never ends because of lockouts.
 */
export function liftLockoutsIfAll(state: SuperState, at: number): SuperState {
  if (!state.locked.every((l) => l)) return state;
  const lifted = record(changeState(state, { locked: state.locked.map(() => false) }), {
    kind: "lockouts-lifted",
    at,
  });
  return count(lifted, { lockoutsLifted: 1 });
}

/**
 * A seat scores a correct SET: the set leaves the grid, its first `keep` cards (in the order they
 * were pointed out) go to the seat's points pile and the rest to the discard pile. Every other
 * locked-out player is unlocked (a lockout lasts until another player scores).
 */
export function score(state: SuperState, seat: Seat, set: readonly number[], keep: number): SuperState {
  const kept = set.slice(0, keep);
  const discarded = set.slice(keep);
  const unlocked = state.locked.filter((l, s) => l && s !== seat).length;
  const next: SuperState = changeState(state, {
    grid: removeCards(state.grid, set),
    points: state.points.map((p, s) => (s === seat ? [...p, ...kept] : p)),
    discard: [...state.discard, ...discarded],
    locked: state.locked.map((l, s) => l && s === seat),
  });
  return count(next, { unlocks: unlocked });
}

/** Each seat's score: the size of its points pile. */
export function scores(state: SuperState): number[] {
  return state.points.map((p) => p.length);
}

/** Every seat with the top score: a tie is a shared win. */
export function topSeats(scores: readonly number[]): Seat[] {
  const best = Math.max(...scores);
  return scores.flatMap((score, seat) => (score === best ? [seat] : []));
}
