import type { Clock, Timer } from "./clock.js";
import { CoreErrors, ruleError, type RuleError } from "./errors.js";
import { botLevel, type AnyGame, type Bot, type Outcome, type Seat } from "./game.js";
import { seatCountsInWords, seatsAllowed } from "./seats.js";
import type { LogEntry, MatchLog, SeatInfo } from "./log.js";
import { replayWith } from "./log.js";
import { act, parseOptions } from "./play.js";
import { Rng } from "./prng.js";
import { err, ok, type Result } from "./result.js";

export interface RunnerConfig {
  readonly game: AnyGame;
  readonly options?: unknown;
  readonly seed: string;
  readonly seats: readonly SeatInfo[];
  readonly clock: Clock;
  /** Continue a match from its log (a server restart): the state is rebuilt by replay. */
  readonly resume?: MatchLog;
  /** Called for each accepted action, before anyone is told of its result: persist it here. */
  readonly onAccepted?: (entry: LogEntry) => void;
  /** Called after every change of the state (action or deadline): send views here. */
  readonly onChange?: () => void;
  /** Called once when the match ends. */
  readonly onFinished?: (outcome: Outcome) => void;
}

/** The seed a seat's bot draws its own randomness from; it never shares the match's PRNG. */
export function botSeed(seed: string, seat: Seat): string {
  return `${seed}/bot/${seat}`;
}

/**
 * Runs one match: feeds actions to the engine in arrival order, calls `advance` at each deadline,
 * asks bots (with their views only) what they want to do and schedules it, and keeps the match log.
 * The same code runs a live table (real clock) and a simulation (virtual clock).
 */
export class TableRunner {
  readonly game: AnyGame;
  readonly seats: readonly SeatInfo[];
  private current: unknown;
  private readonly entries: LogEntry[];
  private until: number | undefined;
  private readonly options: unknown;
  private readonly seed: string;
  private readonly clock: Clock;
  private readonly bots: (Bot<unknown, unknown> | null)[];
  /**
   * Each bot seat's pending timer: a `move` it will submit, or an `alarm` at which it is asked again
   * (the time a bot whose seat may not act now said it wants to act: a frozen player's freeze end).
   */
  private readonly botTimers: ({
    timer: Timer;
    at: number;
    action: unknown;
    kind: "move" | "alarm";
  } | null)[];
  /** Seats not in `toAct` whose bot was asked since: not asked again until the seat may act or its alarm. */
  private readonly waiting: boolean[];
  /** Counts the changes of the state (actions and deadlines): an alarm set since none acts as planned. */
  private changes = 0;
  private deadlineTimer: Timer | null = null;
  private started = false;
  private stopped = false;
  private readonly config: RunnerConfig;

  constructor(config: RunnerConfig) {
    this.config = config;
    this.game = config.game;
    this.clock = config.clock;
    this.seed = config.resume?.seed ?? config.seed;
    this.seats = config.resume?.seats ?? config.seats;
    const n = this.seats.length;
    if (!seatsAllowed(this.game, n)) {
      throw new RangeError(
        `${this.game.title} seats ${seatCountsInWords(this.game.seatCounts)} players, not ${n}`,
      );
    }
    const options = parseOptions(this.game, config.resume?.options ?? config.options);
    if (!options.ok) throw new RangeError(options.error.message);
    this.options = options.value;
    this.bots = this.seats.map((info, seat) => {
      if (info.bot === undefined) return null;
      const level = botLevel(this.game, info.bot);
      if (!level) throw new RangeError(`${this.game.title} has no bot level '${info.bot}'`);
      return level.create(seat, Rng.fromSeed(botSeed(this.seed, seat)));
    });
    this.botTimers = this.seats.map(() => null);
    this.waiting = this.seats.map(() => false);
    if (config.resume) {
      this.entries = [...config.resume.actions];
      this.current = replayWith(this.game, { ...config.resume, until: undefined }).state;
    } else {
      this.entries = [];
      this.current = this.game.setup(this.options, n, this.seed);
    }
  }

  get state(): unknown {
    return this.current;
  }

  get outcome(): Outcome | null {
    return this.game.outcome(this.current);
  }

  get finished(): boolean {
    return this.outcome !== null;
  }

  /** The match log so far (a finished match's log records when it ended). */
  get log(): MatchLog {
    const log: MatchLog = {
      game: this.game.id,
      options: this.options,
      seed: this.seed,
      seats: this.seats,
      actions: this.entries,
    };
    return this.until === undefined ? log : { ...log, until: this.until };
  }

  view(seat: Seat | null): unknown {
    return this.game.view(this.current, seat);
  }

  /** Brings the match up to the clock's time and starts its deadlines and bots. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.current = this.game.advance(this.current, this.clock.now());
    this.changed();
  }

  /** Stops all timers (the server shutting down); the match can be resumed from its log. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
  }

  private clearTimers(): void {
    if (this.deadlineTimer) this.clock.cancel(this.deadlineTimer);
    this.deadlineTimer = null;
    this.botTimers.forEach((t, seat) => {
      if (t) this.clock.cancel(t.timer);
      this.botTimers[seat] = null;
    });
  }

  /** Plays one action for a seat now. Refused actions change nothing. */
  submit(seat: Seat, raw: unknown): Result<LogEntry, RuleError> {
    if (this.stopped || this.finished) return err(ruleError(CoreErrors.finished, "The game is over."));
    const at = this.clock.now();
    const result = act(this.game, this.current, this.seats.length, seat, raw, at);
    if (!result.ok) return result;
    this.current = result.value.state;
    const entry: LogEntry = { seq: this.entries.length + 1, at, seat, action: result.value.action };
    this.entries.push(entry);
    this.config.onAccepted?.(entry);
    this.changed();
    return ok(entry);
  }

  private changed(): void {
    if (this.stopped) return;
    this.changes++;
    const now = this.clock.now();
    if (this.finished) {
      this.until = now;
      this.clearTimers();
      this.config.onChange?.();
      this.config.onFinished?.(this.outcome as Outcome);
      return;
    }
    this.scheduleDeadline();
    this.askBots(now);
    this.config.onChange?.();
  }

  private scheduleDeadline(): void {
    const due = this.game.nextDeadline(this.current);
    if (this.deadlineTimer && this.deadlineTimer.at === due) return;
    if (this.deadlineTimer) this.clock.cancel(this.deadlineTimer);
    this.deadlineTimer = null;
    if (due === null) return;
    this.deadlineTimer = this.clock.schedule(due, () => {
      this.deadlineTimer = null;
      if (this.stopped) return;
      this.current = this.game.advance(this.current, Math.max(due, this.clock.now()));
      this.changed();
    });
  }

  /**
   * Asks the bots of the seats in `toAct` (they may act now); the others' planned moves are cancelled.
   * A bot whose seat may not act is asked once, when it leaves `toAct`: the time of its answer becomes
   * an alarm at which it is asked again (a frozen PC player plans its press for its freeze's end).
   * Until then, or until its seat is in `toAct` after a change, it is left alone.
   */
  private askBots(now: number): void {
    const toAct = new Set(this.game.toAct(this.current));
    for (let seat = 0; seat < this.bots.length; seat++) {
      if (!this.bots[seat]) continue;
      if (toAct.has(seat)) {
        this.waiting[seat] = false;
        this.askBot(seat, now, false);
        continue;
      }
      const pending = this.botTimers[seat];
      if (pending?.kind === "move") {
        this.clock.cancel(pending.timer);
        this.botTimers[seat] = null;
      }
      if (!this.waiting[seat]) this.askWaiting(seat, now);
    }
  }

  /** Asks the bot of a seat that may not act now when it wants to; sets an alarm for then. */
  private askWaiting(seat: Seat, now: number): void {
    const bot = this.bots[seat];
    if (!bot) return;
    this.waiting[seat] = true;
    const move = bot.act(this.game.view(this.current, seat), now);
    const pending = this.botTimers[seat];
    if (pending) this.clock.cancel(pending.timer);
    this.botTimers[seat] = null;
    // A bot that wants to act at once but may not is asked again after the next change.
    if (!move || move.delay <= 0) return;
    const at = now + move.delay;
    const changes = this.changes;
    const timer = this.clock.schedule(at, () => {
      this.botTimers[seat] = null;
      this.waiting[seat] = false;
      if (this.stopped || this.finished) return;
      this.wake(seat, changes === this.changes ? move.action : undefined);
    });
    this.botTimers[seat] = { timer, at, action: move.action, kind: "alarm" };
  }

  /**
   * A waiting bot's alarm: the state is brought up to the clock's time (only its time: a deadline
   * due by now is the deadline timer's work). When its seat may act now, the move it planned is
   * played if nothing changed since it planned it (as if it had been a move), else the bot is asked.
   */
  private wake(seat: Seat, planned: unknown): void {
    const now = this.clock.now();
    const due = this.game.nextDeadline(this.current);
    if (due === null || due > now) this.current = this.game.advance(this.current, now);
    if (!this.game.toAct(this.current).includes(seat)) this.askWaiting(seat, now);
    else if (planned === undefined) this.askBot(seat, now, false);
    else this.play(seat, planned);
  }

  /** Submits a bot's move; after a refusal the bot is asked again (it does not retry at once). */
  private play(seat: Seat, action: unknown): void {
    const result = this.submit(seat, action);
    if (result.ok || this.stopped || this.finished) return;
    if (this.game.toAct(this.current).includes(seat)) this.askBot(seat, this.clock.now(), true);
    else this.askWaiting(seat, this.clock.now());
  }

  private askBot(seat: Seat, now: number, afterRefusal: boolean): void {
    const bot = this.bots[seat];
    if (!bot) return;
    const move = bot.act(this.game.view(this.current, seat), now);
    const pending = this.botTimers[seat];
    const at = move ? now + Math.max(0, move.delay) : null;
    // The same plan as before (the usual answer when nothing it cares about changed): keep its timer.
    if (
      pending?.kind === "move" &&
      move &&
      !afterRefusal &&
      pending.at === at &&
      samePlan(pending.action, move.action)
    )
      return;
    if (pending) this.clock.cancel(pending.timer);
    this.botTimers[seat] = null;
    // After a refusal nothing changed, so an immediate retry would be refused again: wait instead.
    if (!move || at === null || (afterRefusal && move.delay <= 0)) return;
    const timer = this.clock.schedule(at, () => {
      this.botTimers[seat] = null;
      if (!this.stopped) this.play(seat, move.action);
    });
    this.botTimers[seat] = { timer, at, action: move.action, kind: "move" };
  }
}

/** Shallow equality of two bot actions (plain objects whose values are primitives or flat arrays). */
function samePlan(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const key of ka) {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length || x.some((v, i) => v !== y[i]))
      return false;
  }
  return true;
}
