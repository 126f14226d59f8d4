import { BotDriver } from "./botDriver.js";
import type { Clock, Timer } from "./clock.js";
import { CoreErrors, ruleError, type RuleError } from "./errors.js";
import { botLevel, type AnyGame, type Bot, type BotSettings, type Outcome, type Seat } from "./game.js";
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
  /**
   * The search budget of every bot the runner makes from its level (`parlor simulate --bot-budget`:
   * `{ work }`, so that runs stay reproducible). Absent: each level's own default.
   */
  readonly botSettings?: BotSettings;
  /**
   * The bots' pace (`BotDriverConfig.pace`): every bot's delay before a move is multiplied by it.
   * Default 1 (each level's own pace, a person's); test servers set it low.
   */
  readonly botPace?: number;
  /**
   * A host's own bot for a bot seat (the server's bots searching in worker threads, which answer with
   * Promises); `seed` is the seat's bot seed (`botSeed`). Undefined, or no callback: the runner makes
   * the level's bot itself.
   */
  readonly createBot?: (seat: Seat, level: string, seed: string) => Bot<unknown, unknown> | undefined;
  /**
   * A bot threw or its Promise was rejected: its answer counts as no move. Without this callback a
   * throw reaches the caller (a simulation stops with it).
   */
  readonly onBotError?: (seat: Seat, error: unknown) => void;
  /**
   * The runner's own bots' moves are not parsed with the game's action schema before they are
   * applied (the rules still check them): for simulations of the engine's bots, whose moves are
   * well formed, where parsing each was a tenth of the time. Moves from outside (`submit`) and from a
   * host's bots (`createBot`) are always parsed. Default false.
   */
  readonly trustBots?: boolean;
  /**
   * `options` are already the game's parsed options (a simulation parses them once for all its
   * matches), so the runner does not parse them again. Default false.
   */
  readonly optionsParsed?: boolean;
}

/** What a stand-in bot's seed adds to its seat's bot seed (`botSeed`): its own draws, not a bot seat's. */
export const STAND_IN_SEED = "/stand-in";

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
  /** Each bot seat's driver: when its bot is asked and what becomes of its answers (core/botDriver.ts). */
  private readonly drivers: (BotDriver<unknown, unknown> | null)[];
  /** The level of the bot standing in for each person's seat that has one (`standIn`). */
  private readonly standIns = new Map<Seat, string>();
  /** The seats in `toAct` of the state they were computed for. */
  private toActOf: { readonly state: unknown; readonly seats: readonly Seat[] } | null = null;
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
    if (config.optionsParsed === true && config.resume === undefined) {
      this.options = config.options;
    } else {
      const options = parseOptions(this.game, config.resume?.options ?? config.options);
      if (!options.ok) throw new RangeError(options.error.message);
      this.options = options.value;
    }
    this.drivers = this.seats.map((info, seat) =>
      info.bot === undefined ? null : this.driverFor(seat, info.bot, botSeed(this.seed, seat)),
    );
    if (config.resume) {
      this.entries = [...config.resume.actions];
      this.current = replayWith(this.game, { ...config.resume, until: undefined }).state;
    } else {
      this.entries = [];
      this.current = this.game.setup(this.options, n, this.seed);
    }
  }

  /**
   * A bot of `level` plays a person's seat from now on (its player is away, or resigned), made as a
   * bot seat's is (through `createBot`), from the seat's bot seed and `STAND_IN_SEED`; `null` stops it
   * and the seat is its person's again. The log's seats do not change: a replay replays the actions,
   * whoever chose them. Standing in again replaces the bot. Throws for a bot's seat or an unknown level.
   */
  standIn(seat: Seat, level: string | null): void {
    const info = this.seats[seat];
    if (info === undefined) throw new RangeError(`There is no seat ${seat} at this table`);
    if (info.bot !== undefined) throw new RangeError(`Seat ${seat} is a bot's: nobody stands in for it`);
    if (level !== null && !botLevel(this.game, level))
      throw new RangeError(`${this.game.title} has no bot level '${level}'`);
    this.drivers[seat]?.stop();
    this.drivers[seat] = null;
    this.standIns.delete(seat);
    if (level === null) return;
    const driver = this.driverFor(seat, level, `${botSeed(this.seed, seat)}${STAND_IN_SEED}`);
    this.drivers[seat] = driver;
    this.standIns.set(seat, level);
    // A match under way asks its new bot at once; one not started yet (or over) asks it at its start.
    if (this.started && !this.stopped && !this.finished) driver.changed();
  }

  /** The level of the bot standing in for a person's seat, or null. */
  standInOf(seat: Seat): string | null {
    return this.standIns.get(seat) ?? null;
  }

  /** A seat's bot: the host's own (`createBot`) or the level's, driven on the table's clock. */
  private driverFor(seat: Seat, levelName: string, seed: string): BotDriver<unknown, unknown> {
    const level = botLevel(this.game, levelName);
    if (!level) throw new RangeError(`${this.game.title} has no bot level '${levelName}'`);
    const config = this.config;
    const hosts = config.createBot?.(seat, levelName, seed);
    const bot = hosts ?? level.create(seat, Rng.fromSeed(seed), config.botSettings);
    // Only the engine's own bots are trusted to make well-formed moves (`trustBots`).
    const trusted = hosts === undefined && config.trustBots === true;
    const onBotError = config.onBotError;
    return new BotDriver<unknown, unknown>({
      bot,
      clock: this.clock,
      view: () => this.game.view(this.current, seat),
      mayAct: () => this.mayAct(seat),
      catchUp: () => this.catchUp(),
      submit: (action) => this.play(seat, action, trusted),
      onError: onBotError && ((error) => onBotError(seat, error)),
      pace: config.botPace,
    });
  }

  /** The match's game time now (ms since it started, on its clock). */
  get time(): number {
    return this.clock.now();
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
    for (const driver of this.drivers) driver?.stop();
  }

  /** Plays one action for a seat now. Refused actions change nothing. */
  submit(seat: Seat, raw: unknown): Result<LogEntry, RuleError> {
    return this.accept(seat, raw, false);
  }

  /** `submit`, the action parsed with the game's schema unless `trusted` (see `trustBots`). */
  private accept(seat: Seat, raw: unknown, trusted: boolean): Result<LogEntry, RuleError> {
    if (this.stopped || this.finished) return err(ruleError(CoreErrors.finished, "The game is over."));
    const at = this.clock.now();
    const result = act(this.game, this.current, this.seats.length, seat, raw, at, trusted);
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
    const now = this.clock.now();
    if (this.finished) {
      this.until = now;
      this.clearTimers();
      this.config.onChange?.();
      this.config.onFinished?.(this.outcome as Outcome);
      return;
    }
    this.scheduleDeadline();
    // The bots of the seats in toAct are asked; see BotDriver for the others.
    for (const driver of this.drivers) driver?.changed();
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

  /** Whether a seat is in `toAct` now (computed once per state, for all its bots). */
  private mayAct(seat: Seat): boolean {
    const known =
      this.toActOf !== null && this.toActOf.state === this.current
        ? this.toActOf
        : { state: this.current, seats: this.game.toAct(this.current) };
    this.toActOf = known;
    // A handful of seats at most: a list's includes beats building a Set once per state.
    return known.seats.includes(seat);
  }

  /**
   * An alarm's catch-up: the state is brought up to the clock's time (only its time: a deadline due
   * by now is the deadline timer's work).
   */
  private catchUp(): void {
    const now = this.clock.now();
    const due = this.game.nextDeadline(this.current);
    if (due === null || due > now) this.current = this.game.advance(this.current, now);
  }

  /** Submits a bot's move; after a refusal its driver asks it again (it does not retry at once). */
  private play(seat: Seat, action: unknown, trusted: boolean): void {
    const result = this.accept(seat, action, trusted);
    if (result.ok || this.stopped || this.finished) return;
    this.drivers[seat]?.refused();
  }
}
