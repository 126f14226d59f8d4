/**
 * What happens by itself: after a scored deal's pause (`dealPause`) the next dealer deals; and the
 * turn clock (`turnTime`): a seat that has not acted `turnTime` ms after its turn began has a move
 * played for it at that deadline, the one its `basic` bot would choose (pure and deterministic, so
 * replays agree).
 */
import { advanceDeadlines } from "../../core/deadlines.js";
import type { TarotAction } from "./actions.js";
import { basicAction } from "./basic.js";
import { nextDeal } from "./dealEnd.js";
import { tarotLegal } from "./legal.js";
import type { TarotState } from "./state.js";
import { seatToAct, tarotView, turnDeadline, type TarotView } from "./view.js";
import type { RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import type { Result } from "../../core/result.js";

/** The move played for a seat whose time ran out: its basic bot's (were there none, its first legal move). */
export function timedOutMove(view: TarotView): TarotAction | null {
  return basicAction(view) ?? tarotLegal(view)[0] ?? null;
}

/** Plays the deadline due at `deadline` (the seat to act runs out of time). */
function timeOut(
  state: TarotState,
  deadline: number,
  play: (state: TarotState, seat: Seat, action: TarotAction, at: number) => Result<TarotState, RuleError>,
): TarotState {
  const seat = seatToAct(state);
  const due = { ...state, now: Math.max(state.now, deadline) };
  if (seat === null) return due;
  const move = timedOutMove(tarotView(due, seat));
  const played = move === null ? null : play(due, seat, move, deadline);
  // A move always exists and is legal; were it refused, the clock restarts rather than loop.
  return played?.ok === true ? played.value : { ...due, turnSince: deadline };
}

/** The next thing due by itself: the next deal after a scored one, or the turn clock; else null. */
export function nextDeadline(state: TarotState): number | null {
  return state.phase === "scored" ? state.nextDealAt : turnDeadline(state);
}

/** Brings the match up to `at`: the next deal and each turn clock's move, each at its own time. */
export function advanceClock(
  state: TarotState,
  at: number,
  play: (state: TarotState, seat: Seat, action: TarotAction, at: number) => Result<TarotState, RuleError>,
): TarotState {
  const s = advanceDeadlines(state, at, nextDeadline, (s, deadline) =>
    s.phase === "scored" ? nextDeal(s, deadline) : timeOut(s, deadline, play),
  );
  return at > s.now ? { ...s, now: at } : s;
}
