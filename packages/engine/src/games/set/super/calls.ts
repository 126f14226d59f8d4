import { refuse, type RuleError } from "../../../core/errors.js";
import type { Seat } from "../../../core/game.js";
import { err, ok, type Result } from "../../../core/result.js";
import { cardId, CLASSIC } from "../cards.js";
import { finderFor } from "../finder.js";
import { onGrid } from "./grid.js";
import { liftLockoutsIfAll, pay, score } from "./points.js";
import {
  count,
  playerName,
  record,
  windowClosed,
  type CallWindow,
  type SuperState,
  changeState,
} from "./state.js";
import { countsInSuperRound, runningSuperRound, superRoundRefusal } from "./superRound.js";

/** Why `seat` may not call SET now, or null when they may. */
export function callRefusal(state: SuperState, seat: Seat): RuleError | null {
  const call = state.call;
  if (call !== null) {
    return call.caller === seat
      ? { code: "already-calling", message: "You have already called SET: point out your three cards." }
      : { code: "call-taken", message: `${playerName(call.caller)} called SET first.` };
  }
  if (state.locked[seat]) {
    return { code: "locked-out", message: "You are locked out until another player scores a SET." };
  }
  return superRoundRefusal(state, seat);
}

/** The state with a fresh call window for `seat` (the rules were checked by the caller). */
function openWindow(state: SuperState, seat: Seat, at: number): SuperState & { call: CallWindow } {
  const window: CallWindow = { caller: seat, picks: [], endsAt: at + state.options.callWindow };
  const opened = changeState(record(count(state, { calls: 1 }), { kind: "call", at, seat }), {
    call: window,
  });
  return opened as SuperState & { call: CallWindow };
}

/** Opens a call window for `seat`: only they may point out cards until it ends. */
export function call(state: SuperState, seat: Seat, at: number): Result<SuperState, RuleError> {
  const refusal = callRefusal(state, seat);
  return refusal === null ? ok(openWindow(state, seat, at)) : err(refusal);
}

/**
 * `seat` points out one card of the grid. With no call open this is itself a call (the rulebook's
 * tip: touching a card first is equivalent to calling SET). The third card resolves the call.
 */
export function pick(state: SuperState, seat: Seat, code: string, at: number): Result<SuperState, RuleError> {
  const mine = state.call !== null && state.call.caller === seat;
  const refusal = mine ? null : callRefusal(state, seat);
  if (refusal !== null) return err(refusal);
  const card = cardId(CLASSIC, code);
  if (!onGrid(state.grid, card)) return refuse("not-on-grid", `There is no card ${code} on the grid.`);
  const opened =
    state.call !== null && mine ? (state as SuperState & { call: CallWindow }) : openWindow(state, seat, at);
  if (opened.call.picks.includes(card)) {
    return refuse("already-picked", "You have already pointed out that card.");
  }
  const picks = [...opened.call.picks, card];
  const window: CallWindow = { caller: opened.call.caller, picks, endsAt: opened.call.endsAt };
  const picked: SuperState = changeState(opened, { call: window });
  return ok(picks.length < CLASSIC.values ? picked : resolveCall(picked, at));
}

/**
 * Judges a call whose three cards are pointed out. Correct: the caller scores (`setPoints` cards, or
 * `superSetPoints` in a super round, which then ends at once: the set was found, so nobody pays the
 * miss cost and normal play resumes). Wrong: the cards stay and the caller pays; in a super round
 * they may call again while its window lasts (and pay the miss cost if it runs out).
 */
export function resolveCall(state: SuperState, at: number): SuperState {
  const window = state.call;
  if (window === null) return state;
  const { caller, picks } = window;
  const round = runningSuperRound(state);
  const correct =
    finderFor(CLASSIC).isSet(picks) && (round === null || countsInSuperRound(state, round, picks));
  if (!correct) {
    return count(payForCall(state, window, "wrong", at), { wrongCalls: 1, superWrongCalls: round ? 1 : 0 });
  }
  const keep = round === null ? state.options.setPoints : state.options.superSetPoints;
  const scored = score(windowClosed(changeState(state, { call: null }), at), caller, picks, keep);
  const ended = record(changeState(scored, { superRound: round === null ? scored.superRound : null }), {
    kind: "set",
    at,
    seat: caller,
    cards: picks,
    gained: keep,
    superRound: round !== null,
  });
  return count(ended, { sets: 1, superSets: round === null ? 0 : 1 });
}

/** The call window ran out before three cards were pointed out: the caller pays as for a wrong call. */
export function expireCall(state: SuperState, at: number): SuperState {
  const window = state.call;
  if (window === null) return state;
  return count(payForCall(state, window, "timeout", at), { windowTimeouts: 1 });
}

/**
 * The caller pays for a wrong or unfinished call: `wrongCallCost`, or `superWrongCallCost` in a
 * super round (as many as they hold; falling short locks them out). The cards stay.
 */
function payForCall(
  state: SuperState,
  window: CallWindow,
  kind: "wrong" | "timeout",
  at: number,
): SuperState {
  const superRound = runningSuperRound(state) !== null;
  const cost = superRound ? state.options.superWrongCallCost : state.options.wrongCallCost;
  const { state: paid, ...payment } = pay(
    windowClosed(changeState(state, { call: null }), at),
    window.caller,
    cost,
  );
  const recorded = record(paid, {
    kind,
    at,
    seat: window.caller,
    cards: window.picks,
    ...payment,
    superRound,
  });
  return liftLockoutsIfAll(recorded, at);
}
