import type { Clock, Timer } from "./clock.js";
import type { Bot, BotAnswer } from "./game.js";

/** What a `BotDriver` needs from whoever holds the match: a `TableRunner`, or a client holding only views. */
export interface BotDriverConfig<View, Action> {
  readonly bot: Bot<View, Action>;
  /** Game time and timers: the table's clock (real or virtual), or a client's estimate of the game's time. */
  readonly clock: Clock;
  /** The seat's view now. */
  readonly view: () => View;
  /**
   * Whether the seat may act now: the runner passes "the seat is in `toAct(state)`", a client that has
   * only views passes `legal(view).length > 0` (the game contract makes the two agree).
   */
  readonly mayAct: () => boolean;
  /**
   * Plays a planned move (`at`: the game time it was planned for). The host then tells the driver what
   * came of it: `changed()` after an accepted move (as after any change), `refused()` after a refusal.
   */
  readonly submit: (action: Action, at: number) => void;
  /**
   * Brings the match up to the clock's time before an alarm checks `mayAct` (the runner advances its
   * state to now; a frozen player's freeze has ended by then). Absent: the view is as fresh as it gets.
   */
  readonly catchUp?: () => void;
  /**
   * A bot that threw, or whose Promise was rejected: the answer counts as "no move". Without this
   * callback a throw reaches whoever caused the question (a simulation stops with it) and a rejection
   * is only "no move".
   */
  readonly onError?: (error: unknown) => void;
  /**
   * The bot's pace: each move it plays when its seat may act waits its delay times this (default 1,
   * a person's pace; 0 plays at once). A host's tests set it low so that whole deals take seconds; an
   * alarm (the end of a freeze, a time the rules set) is never scaled.
   */
  readonly pace?: number;
}

/** The driver's timer: a `move` it will submit, or an `alarm` at which the bot is asked again. */
interface Planned<Action> {
  readonly timer: Timer;
  readonly at: number;
  readonly action: Action;
  readonly kind: "move" | "alarm";
}

/**
 * How a bot was asked: its seat may act now (`act`: its answer is a move to play after its delay), or
 * may not (`wait`: its answer's time becomes an alarm, the time it wants to act, such as the end of its
 * freeze).
 */
type Question = "act" | "wait";

/**
 * When one seat's bot is asked, and what becomes of its answers. The same scheduling runs a table
 * (`TableRunner`, on the table's clock) and a load-test client (on its estimate of the game's clock):
 *
 * - After every change of the match (`changed()`), a bot whose seat may act is asked; its move is
 *   planned for `now + delay`. The same plan as the one already planned (same time, `samePlan`
 *   action: the usual answer when nothing it cares about changed) keeps its timer.
 * - A bot whose seat may not act is asked once, when it leaves the seats that may act; its planned
 *   move is dropped. Its answer's time becomes an alarm: then the match is brought up to the clock
 *   (`catchUp`) and, if its seat may act, the move it planned is played when nothing changed since,
 *   else it is asked again. Until then, or until its seat may act after a change, it is left alone.
 * - After a refusal (`refused()`) the bot is asked again, and an answer "at once" is dropped: nothing
 *   changed, so it would be refused again; the bot is asked after the next change.
 * - A bot may answer with a Promise (a search in another thread). While it is pending the bot is not
 *   asked again, whatever changes (a refusal meanwhile makes its answer one after a refusal). When it resolves: if nothing changed since the question, the answer
 *   is planned as if it had come at once (its delay counts from the time of the question, so the
 *   thinking time is part of it; a move already due is played at once); if the match changed
 *   meanwhile, the answer is discarded and the bot is asked again about the match as it is now.
 *   A planned move from an earlier answer stays planned while the bot thinks (a change that takes the
 *   seat out of those that may act drops it, as always).
 * - A bot that throws, or whose Promise is rejected, is reported to `onError` and has no move.
 */
export class BotDriver<View, Action> {
  private planned: Planned<Action> | null = null;
  /** The seat may not act and its bot was asked since it left those that may: left alone until its alarm. */
  private waiting = false;
  /** Counts the changes of the match: an answer or an alarm from before the last change is stale. */
  private changes = 0;
  /** A Promise answer is pending. */
  private pending = false;
  /** A move was refused while the bot was thinking: its answer is taken as one after a refusal. */
  private refusedMeanwhile = false;
  private stopped = false;

  constructor(private readonly config: BotDriverConfig<View, Action>) {}

  /** The timer the driver holds, if any: a move it will submit, or an alarm. */
  get plan(): { readonly at: number; readonly action: Action; readonly kind: "move" | "alarm" } | null {
    return this.planned;
  }

  /** Whether the bot is thinking: its Promise answer has not come back yet. */
  get thinking(): boolean {
    return this.pending;
  }

  /** The match changed (an action or a deadline): asks the bot if its seat may act, else see above. */
  changed(): void {
    if (this.stopped) return;
    this.changes++;
    if (this.config.mayAct()) {
      this.waiting = false;
      this.ask("act", false);
      return;
    }
    if (this.planned?.kind === "move") this.cancel();
    if (!this.waiting) this.ask("wait", false);
  }

  /** The move submitted was refused: the bot is asked again (it does not retry at once). */
  refused(): void {
    if (this.stopped) return;
    this.ask(this.config.mayAct() ? "act" : "wait", true);
  }

  /** No more questions and no more moves (the match is over, or the table stops); a pending answer is ignored. */
  stop(): void {
    this.stopped = true;
    this.cancel();
  }

  private cancel(): void {
    if (this.planned) this.config.clock.cancel(this.planned.timer);
    this.planned = null;
  }

  private ask(question: Question, afterRefusal: boolean): void {
    if (question === "wait") this.waiting = true;
    // A bot still thinking is asked again when its answer comes back, if the match changed meanwhile.
    if (this.pending) {
      this.refusedMeanwhile ||= afterRefusal;
      return;
    }
    const now = this.config.clock.now();
    const changes = this.changes;
    let answer: BotAnswer<Action> | Promise<BotAnswer<Action>>;
    try {
      answer = this.config.bot.act(this.config.view(), now);
    } catch (error) {
      if (!this.config.onError) throw error;
      this.config.onError(error);
      answer = null;
    }
    if (!isPromise(answer)) {
      this.planFrom(question, afterRefusal, now, answer);
      return;
    }
    this.pending = true;
    answer.then(
      (move) => this.answered(question, afterRefusal, now, changes, move),
      (error: unknown) => {
        // A question still open when the driver stopped (the host shutting down) is not reported.
        if (!this.stopped) this.config.onError?.(error);
        this.answered(question, afterRefusal, now, changes, null);
      },
    );
  }

  /** A Promise answer came back: planned if the match is as it was asked about, else the bot is asked again. */
  private answered(
    question: Question,
    afterRefusal: boolean,
    now: number,
    changes: number,
    move: BotAnswer<Action>,
  ): void {
    this.pending = false;
    const refused = afterRefusal || this.refusedMeanwhile;
    this.refusedMeanwhile = false;
    if (this.stopped) return;
    if (changes === this.changes) {
      this.planFrom(question, refused, now, move);
      return;
    }
    if (this.config.mayAct()) {
      this.waiting = false;
      this.ask("act", false);
    } else {
      this.ask("wait", false);
    }
  }

  private planFrom(question: Question, afterRefusal: boolean, now: number, move: BotAnswer<Action>): void {
    if (question === "act") this.planMove(afterRefusal, now, move);
    else this.planAlarm(move, now);
  }

  private planMove(afterRefusal: boolean, now: number, move: BotAnswer<Action>): void {
    const pending = this.planned;
    const at = move ? now + Math.max(0, move.delay * (this.config.pace ?? 1)) : null;
    if (
      pending?.kind === "move" &&
      move &&
      !afterRefusal &&
      pending.at === at &&
      samePlan(pending.action, move.action)
    )
      return;
    this.cancel();
    // After a refusal nothing changed, so an immediate retry would be refused again: wait instead.
    if (!move || at === null || (afterRefusal && move.delay <= 0)) return;
    const timer = this.config.clock.schedule(at, () => {
      this.planned = null;
      if (!this.stopped) this.config.submit(move.action, at);
    });
    this.planned = { timer, at, action: move.action, kind: "move" };
  }

  private planAlarm(move: BotAnswer<Action>, now: number): void {
    this.cancel();
    // A bot that wants to act at once but may not is asked again after the next change.
    if (!move || move.delay <= 0) return;
    const at = now + move.delay;
    const changes = this.changes;
    const timer = this.config.clock.schedule(at, () => {
      this.planned = null;
      this.waiting = false;
      if (!this.stopped) this.wake(changes === this.changes ? move : null, at);
    });
    this.planned = { timer, at, action: move.action, kind: "alarm" };
  }

  /**
   * A waiting bot's alarm: the match is brought up to the clock's time. When its seat may act now,
   * the move it planned is played if nothing changed since it planned it, else the bot is asked.
   */
  private wake(planned: BotAnswer<Action>, at: number): void {
    this.config.catchUp?.();
    if (!this.config.mayAct()) this.ask("wait", false);
    else if (planned === null) this.ask("act", false);
    else this.config.submit(planned.action, at);
  }
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/**
 * Whether two bot actions are the same plan: equal plain data (primitives, arrays, plain objects,
 * compared by value; key order does not matter).
 */
export function samePlan(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => samePlan(x, b[i]))
    );
  }
  // Own enumerable keys, counted and compared without making their lists (asked after every change).
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let keys = 0;
  for (const key in ra) {
    if (!Object.hasOwn(ra, key)) continue;
    if (!Object.hasOwn(rb, key) || !samePlan(ra[key], rb[key])) return false;
    keys++;
  }
  for (const key in rb) if (Object.hasOwn(rb, key)) keys--;
  return keys === 0;
}
