import { advanceDeadlines } from "../../../core/deadlines.js";
import { expireCall } from "./calls.js";
import { flip, handFlipFrom } from "./flips.js";
import { gridHasSet } from "./grid.js";
import { allPilesEmpty } from "./piles.js";
import { changeState, type SuperState } from "./state.js";
import { missSuperRound, runningSuperRound } from "./superRound.js";

/**
 * When the automatic flip is due: `autoFlip` after the turn began, or null (never automatic, or
 * nothing left to flip). While a window is open the flip waits, and after a window closed it comes no
 * sooner than `windowGap` after flips by hand are allowed again, so that the player whose turn it is
 * can flip by hand first.
 */
export function flipDue(state: SuperState): number | null {
  if (state.options.autoFlip <= 0 || state.turn === null || state.finished) return null;
  const due = state.turnSince + state.options.autoFlip;
  return state.closedAt === null ? due : Math.max(due, handFlipFrom(state) + state.options.windowGap);
}

/** Is any window (a call, or a running super round) open? */
export function windowOpen(state: SuperState): boolean {
  return state.call !== null || runningSuperRound(state) !== null;
}

/**
 * The next time something happens by itself: the call window closing, else the super window
 * closing (it waits for a call made in it to be settled), else the automatic flip (which waits for
 * both).
 */
export function nextDeadline(state: SuperState): number | null {
  if (state.finished) return null;
  if (state.call !== null) return state.call.endsAt;
  const round = runningSuperRound(state);
  if (round !== null) return round.endsAt;
  return flipDue(state);
}

/**
 * Is the game over? **(resolved; the rulebook is silent)** When every pile is empty, no window is
 * open and the grid holds no set. Lockouts never end it: when every player is locked out at once, all
 * lockouts are lifted (see `points.ts`).
 */
export function isOver(state: SuperState): boolean {
  if (windowOpen(state)) return false;
  return allPilesEmpty(state.piles) && !gridHasSet(state.grid);
}

/**
 * Does everything due at or before `t` that an action or a closing window made possible: an
 * expired call, a super window whose end waited for a call, a waiting automatic flip; then ends the
 * game if it is over. The state's deadlines all lie after `t` afterwards.
 */
export function settle(state: SuperState, t: number): SuperState {
  let s = state;
  for (;;) {
    if (s.finished) return s;
    const due = nextDeadline(s);
    if (due === null || due > t) break;
    if (s.call !== null) s = expireCall(s, t);
    else if (runningSuperRound(s) !== null) s = missSuperRound(s, t);
    else s = flip(s, t, true);
  }
  return isOver(s) ? changeState(s, { finished: true, endedAt: t }) : s;
}

/** Processes every deadline due at or before `at`, each at its own time, then sets `now`. */
export function advance(state: SuperState, at: number): SuperState {
  if (state.finished) return state;
  const s = advanceDeadlines(state, at, nextDeadline, (s, deadline) =>
    settle(changeState(s, { now: Math.max(s.now, deadline) }), Math.max(s.now, deadline)),
  );
  return s.finished ? s : changeState(s, { now: Math.max(s.now, at) });
}
