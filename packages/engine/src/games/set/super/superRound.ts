import { refuse, type RuleError } from "../../../core/errors.js";
import type { Seat } from "../../../core/game.js";
import { ok, type Result } from "../../../core/result.js";
import { liftLockoutsIfAll, pay } from "./points.js";
import { count, record, windowClosed, type SuperRound, type SuperState, changeState } from "./state.js";

/** A running super round. */
export type RunningSuperRound = Extract<SuperRound, { phase: "running" }>;

/** The super round whose window is open, or null. */
export function runningSuperRound(state: SuperState): RunningSuperRound | null {
  return state.superRound?.phase === "running" ? state.superRound : null;
}

/**
 * Announces a super round for the next flip, or joins the one announced. Only before that flip,
 * only while flips remain, not by a locked-out player, and not during a call window (in which only
 * the caller may act, pointing out cards).
 */
export function announceOrJoin(state: SuperState, seat: Seat, at: number): Result<SuperState, RuleError> {
  const round = state.superRound;
  if (round?.phase === "running") {
    return refuse("super-running", "A super round is under way: wait until it is over to announce another.");
  }
  if (state.call !== null) {
    return state.call.caller === seat
      ? refuse("already-calling", "You have called SET: point out your three cards first.")
      : refuse("call-open", "Wait until the call is settled: only the caller may act now.");
  }
  if (state.locked[seat]) {
    return refuse("locked-out", "You are locked out until another player scores a SET.");
  }
  if (state.turn === null) {
    return refuse("no-flips-left", "Every pile is empty: there is no flip left to start a super round.");
  }
  if (round === null) {
    const announced: SuperState = changeState(state, {
      superRound: { phase: "announced", participants: [seat], announcedAt: at },
    });
    return ok(record(announced, { kind: "super-announced", at, seat }));
  }
  if (round.participants.includes(seat)) return refuse("already-in", "You are already in this super round.");
  const participants = [...round.participants, seat].sort((a, b) => a - b);
  return ok(
    record(changeState(state, { superRound: { ...round, participants } }), {
      kind: "super-joined",
      at,
      seat,
    }),
  );
}

/** The flip of `card` starts the announced super round, if there is one. */
export function startSuperRound(state: SuperState, card: number, at: number): SuperState {
  const round = state.superRound;
  if (round?.phase !== "announced") return state;
  const running: RunningSuperRound = {
    phase: "running",
    participants: round.participants,
    endsAt: at + state.options.superWindow,
    flipped: card,
  };
  return count(changeState(state, { superRound: running }), { superRounds: 1 });
}

/** May `seat` call now, as far as super rounds go? During a super window only participants may. */
export function superRoundRefusal(state: SuperState, seat: Seat): RuleError | null {
  const round = runningSuperRound(state);
  if (round === null || round.participants.includes(seat)) return null;
  return {
    code: "super-round",
    message: "Only the players in the super round may call SET until its time is up.",
  };
}

/**
 * Does this correct set count in the running super round? With `superMustIncludeFlipped` (the
 * rulebook's debatable rule) it must include the card that started the round.
 */
export function countsInSuperRound(
  state: SuperState,
  round: RunningSuperRound,
  set: readonly number[],
): boolean {
  return !state.options.superMustIncludeFlipped || set.includes(round.flipped);
}

/**
 * The super window ran out without a correct SET: every participant pays `superMissCost` (falling
 * short locks them out, as always), and normal play resumes. A correct SET in the window ends the
 * round at once (see `calls.ts`), so nobody pays this then.
 */
export function missSuperRound(state: SuperState, at: number): SuperState {
  const round = runningSuperRound(state);
  if (round === null) return state;
  let s: SuperState = windowClosed(changeState(state, { superRound: null }), at);
  const paid: number[] = [];
  const lockedOut: boolean[] = [];
  for (const seat of round.participants) {
    const payment = pay(s, seat, state.options.superMissCost);
    s = payment.state;
    paid.push(payment.paid);
    lockedOut.push(payment.lockedOut);
  }
  s = count(s, { superMisses: 1 });
  s = record(s, { kind: "super-missed", at, participants: round.participants, paid, lockedOut });
  return liftLockoutsIfAll(s, at);
}
