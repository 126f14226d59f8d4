/**
 * Turn-based tables' time banks (docs/protocol.md#turn-based-tables). A person's turn begins when
 * their seat may move (`toAct`), at the time of the latest action before it (or the match's start);
 * each of their actions takes the time since from their bank. The move at hand is due after at most
 * `moveMs`, and never after the bank runs out. All of it follows from the log (the actions' seats
 * and times), so a process that rebuilds the table from its log (after a restart, or taking it over)
 * has the same banks: `TimeBanks.fromLog`.
 *
 * When a person's move is due, the table's `onTimeout` says what happens: the game's default bot
 * plays that move for them (`bot`), or they resign (`resign`). The table's turn (who may move, when
 * each is due, each bank) is stored with it, with the earliest deadline (`deadlineAt`), which any
 * process's sweep finds (due.ts) when the table is in no process's memory.
 */
import { replaySteps, type AnyGame, type LogEntry, type MatchLog } from "@parlor/engine";
import type { TurnBasedClock, TurnState } from "@parlor/protocol";
import type { ServerClock } from "../clock.js";
import type { LiveTable } from "../live-table.js";

/** Each seat's time bank, in game time (ms since the match started). */
export class TimeBanks {
  private readonly used: number[];
  /** When each seat's turn began (null: not its turn). */
  private readonly since: (number | null)[];
  /** The time of the latest action (0 before any). */
  private lastAt = 0;

  constructor(
    seats: number,
    private readonly clock: TurnBasedClock,
  ) {
    this.used = Array.from({ length: seats }, () => 0);
    this.since = Array.from({ length: seats }, () => null);
  }

  /** The banks of a match as its log left them. */
  static fromLog(game: AnyGame, log: MatchLog, clock: TurnBasedClock): TimeBanks {
    const banks = new TimeBanks(log.seats.length, clock);
    let index = -1;
    for (const state of replaySteps(game, log)) {
      const entry = log.actions[index];
      if (entry) banks.accepted(entry.seat, entry.at);
      banks.toAct(game.toAct(state));
      index++;
    }
    return banks;
  }

  /** The seats that may move now: a seat whose turn begins now began it at the latest action. */
  toAct(seats: readonly number[]): void {
    const now = new Set(seats);
    this.since.forEach((since, seat) => {
      if (!now.has(seat)) this.since[seat] = null;
      else if (since === null) this.since[seat] = this.lastAt;
    });
  }

  /**
   * An action of `seat` at `at`: the time since its turn began comes out of its bank, never more than
   * the move's time (a move played for them after a server was down past its deadline costs them
   * only its time).
   */
  accepted(seat: number, at: number): void {
    const since = this.since[seat] ?? this.lastAt;
    const due = since + Math.min(this.clock.moveMs, this.bankLeft(seat));
    this.used[seat] = (this.used[seat] ?? 0) + Math.max(0, Math.min(at, due) - since);
    this.since[seat] = null;
    this.lastAt = Math.max(this.lastAt, at);
  }

  /** What is left of the seat's bank, its move at hand not counted. */
  bankLeft(seat: number): number {
    return Math.max(0, this.clock.bankMs - (this.used[seat] ?? 0));
  }

  /** When the seat's move at hand is due (game time), or null when it may not move. */
  deadline(seat: number): number | null {
    const since = this.since[seat];
    if (since === null || since === undefined) return null;
    return since + Math.min(this.clock.moveMs, this.bankLeft(seat));
  }

  /** The seats that may move now. */
  get moving(): number[] {
    return this.since.flatMap((since, seat) => (since === null ? [] : [seat]));
  }
}

/** What a table's turn clock needs of the server. */
export interface TurnClockDeps {
  readonly clock: ServerClock;
  /** Runs `work` as a step of the table (deadlines are steps, in line with its actions). */
  readonly step: (table: LiveTable, work: () => void) => void;
  /** Stores the table's turn and earliest deadline (a write of the current step). */
  readonly store: (table: LiveTable, turn: TurnState, deadlineAt: number | null) => void;
  /** The person at `seat` resigns (their time ran out at a table that says so). */
  readonly resign: (table: LiveTable, seat: number) => void;
}

/**
 * A turn-based table's clock while it is in memory: it keeps the banks as actions come, stores the
 * turn when it changes, and when a person's move is due, has it played by the game's default bot
 * (for that move only) or resigns them.
 */
export class TurnClock {
  private timer: unknown = null;
  /** The turn as last stored. */
  private stored = "";
  /** Seats whose move the default bot is playing because their time ran out. */
  private readonly timedOut = new Set<number>();
  private stopped = false;

  constructor(
    private readonly table: LiveTable,
    readonly settings: TurnBasedClock,
    private readonly banks: TimeBanks,
    /** The wall-clock time of game time 0 (the match's start). */
    private readonly origin: number,
    private readonly deps: TurnClockDeps,
  ) {}

  /** An action was accepted (in its step): the bot that played a timed-out move gives the seat back. */
  accepted(entry: LogEntry): void {
    this.banks.accepted(entry.seat, entry.at);
    if (this.timedOut.delete(entry.seat)) this.table.runner?.standIn(entry.seat, null);
  }

  /** The match changed (in a step): whose turn it is now is stored, and the next deadline timed. */
  changed(): void {
    const runner = this.table.runner;
    if (!runner || this.stopped) return;
    this.banks.toAct(runner.finished ? [] : this.table.game.toAct(runner.state));
    const turn = this.turn();
    const deadlineAt = this.nextDeadline();
    const key = JSON.stringify([turn, deadlineAt]);
    if (key !== this.stored) {
      this.stored = key;
      this.deps.store(this.table, turn, deadlineAt);
    }
    this.schedule(deadlineAt);
  }

  /** Whose turn it is and everyone's clock (wall-clock ms), as view frames carry it. */
  turn(): TurnState {
    const seats = this.table.record.seats.length;
    return {
      toAct: this.banks.moving,
      deadlines: Array.from({ length: seats }, (_, seat) => this.wallDeadline(seat)),
      bankLeftMs: Array.from({ length: seats }, (_, seat) => this.banks.bankLeft(seat)),
    };
  }

  /** Stops the timer (the table leaves memory, or its match is over). */
  stop(): void {
    this.stopped = true;
    this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** A person's seat with a clock: not a bot's, nor one a bot plays (a resignation's, a timeout's). */
  private timed(seat: number): boolean {
    const held = this.table.record.seats[seat];
    return held !== undefined && held.bot === undefined && this.table.runner?.standInOf(seat) === null;
  }

  private wallDeadline(seat: number): number | null {
    const deadline = this.timed(seat) ? this.banks.deadline(seat) : null;
    return deadline === null ? null : this.origin + deadline;
  }

  /** The earliest deadline of a person who may move (wall-clock ms), or null. */
  private nextDeadline(): number | null {
    const due = this.banks.moving.flatMap((seat) => {
      const at = this.wallDeadline(seat);
      return at === null ? [] : [at];
    });
    return due.length === 0 ? null : Math.min(...due);
  }

  private schedule(deadlineAt: number | null): void {
    this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    if (deadlineAt === null || this.stopped) return;
    this.timer = this.deps.clock.setTimeout(
      () => this.deps.step(this.table, () => this.due()),
      Math.max(0, deadlineAt - this.deps.clock.now()),
    );
  }

  /** In a step: each person whose move is due has it played for them, or resigns. */
  private due(): void {
    const runner = this.table.runner;
    if (!runner || runner.finished || this.stopped || this.table.gone) return;
    const now = this.deps.clock.now();
    for (const seat of this.banks.moving) {
      const at = this.wallDeadline(seat);
      if (at === null || at > now) continue;
      if (this.settings.onTimeout === "resign") this.deps.resign(this.table, seat);
      else {
        this.timedOut.add(seat);
        runner.standIn(seat, this.table.game.defaultBot);
      }
    }
    this.changed();
  }
}
