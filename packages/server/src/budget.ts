import { performance } from "node:perf_hooks";
import type { Metrics } from "./metrics.js";

/**
 * How much of the event loop one table may take. Tables share one event loop: a table whose steps (its engine
 * work, its bots' thinking, its views) take more than its share gets its background steps (bots'
 * moves, deadlines, idleness) deferred until it is back within budget, so that other tables, the
 * API and /healthz keep answering. Players' actions and joins are never deferred.
 */
export interface BudgetOptions {
  /** Share of the event loop a table may hold in the long run (0.25: 250 ms a second). */
  readonly share: number;
  /** Loop time (ms) a table may use in a burst, above its share, before its background steps wait. */
  readonly burstMs: number;
}

/**
 * A quarter of the event loop per table, with a quarter of a second in a burst. The busiest table the
 * games allow (the PC game with 64 cards of the 6-value deck and 8 hard bots) uses about 1 % of it.
 */
export const DEFAULT_BUDGET: BudgetOptions = { share: 0.25, burstMs: 250 };

/** Buckets of the step time histogram (seconds): a step of a usual table takes well under 1 ms. */
export const STEP_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

export interface BudgetClocks {
  /**
   * Time the event loop spends on a step, in ms: the wall clock (`performance.now()`). CPU time
   * (getrusage) would not count the moments the machine takes the process away, but reading it on
   * every step cost about 15 % of a busy server's time; and the event loop is what the tables
   * share: while a step holds it, nothing else answers.
   */
  readonly busy: () => number;
  /** Wall-clock time in ms (monotonic). */
  readonly wall: () => number;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
}

const REAL_CLOCKS: BudgetClocks = {
  busy: () => performance.now(),
  wall: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
};

/** The budgets of every table of a server process (one per table, made when first asked for). */
export class LoopBudgets {
  private readonly budgets = new WeakMap<object, TableBudget>();
  /** The longest step seen (ms), over all tables: for tests and the log. */
  longestStepMs = 0;

  constructor(
    readonly options: BudgetOptions = DEFAULT_BUDGET,
    private readonly metrics: Metrics | null = null,
    private readonly clocks: BudgetClocks = REAL_CLOCKS,
  ) {
    if (!(options.share > 0) || !(options.burstMs >= 0))
      throw new RangeError("a table's budget needs a positive share and a burst of 0 ms or more");
  }

  /** The budget of `table` (any object standing for one table), a table of game `game`. */
  of(table: object, game: string): TableBudget {
    let budget = this.budgets.get(table);
    if (!budget) {
      budget = new TableBudget(game, this.options, this.clocks, (ms) => {
        if (ms > this.longestStepMs) this.longestStepMs = ms;
        this.metrics?.stepSeconds.observe({ game }, ms / 1000);
      });
      budget.onDeferred = () => this.metrics?.deferredSteps.inc({ game });
      this.budgets.set(table, budget);
    }
    return budget;
  }
}

/**
 * One table's budget, a token bucket in milliseconds of the event loop: it fills at `share` ms per
 * ms of wall time up to `burstMs`, and every step's time is taken out of it. While it is below zero the
 * table's background steps wait, in the order they came, until it is full enough again.
 */
export class TableBudget {
  /** Loop ms the table may still use before its background steps wait (negative: in debt). */
  private balance: number;
  private filledAt: number;
  private stepMs = 0;
  private readonly waiting: (() => void)[] = [];
  private timer: unknown = null;
  onDeferred: () => void = () => undefined;

  constructor(
    readonly game: string,
    private readonly options: BudgetOptions,
    private readonly clocks: BudgetClocks,
    private readonly onStep: (ms: number) => void,
  ) {
    this.balance = options.burstMs;
    this.filledAt = clocks.wall();
  }

  /** Runs synchronous work of the step under way and counts its time against the table. */
  measure<T>(work: () => T): T {
    const start = this.clocks.busy();
    try {
      return work();
    } finally {
      const used = this.clocks.busy() - start;
      this.stepMs += used;
      this.fill();
      this.balance -= used;
    }
  }

  /** The step is over: its time is recorded (the histogram, the longest step). */
  stepped(): void {
    this.onStep(this.stepMs);
    this.stepMs = 0;
  }

  /** Loop ms the table may use now (negative while it is over its share). */
  get available(): number {
    this.fill();
    return this.balance;
  }

  /** Background steps waiting for the table to be back within its budget. */
  get deferred(): number {
    return this.waiting.length;
  }

  /**
   * Runs `start` (which queues a background step) now if the table is within its budget and nothing
   * of it is waiting, else once it is back within budget, after what was waiting before it.
   */
  defer(start: () => void): void {
    if (this.waiting.length === 0 && this.available >= 0) {
      start();
      return;
    }
    this.waiting.push(start);
    this.onDeferred();
    this.wake();
  }

  private fill(): void {
    const now = this.clocks.wall();
    this.balance = Math.min(this.options.burstMs, this.balance + (now - this.filledAt) * this.options.share);
    this.filledAt = now;
  }

  /** Waits until the debt is paid back, then starts everything that waited, in order. */
  private wake(): void {
    if (this.timer !== null) return;
    const wait = Math.max(1, Math.ceil(-this.available / this.options.share));
    this.timer = this.clocks.setTimeout(() => {
      this.timer = null;
      if (this.available < 0) {
        this.wake();
        return;
      }
      const due = this.waiting.splice(0);
      for (const start of due) start();
    }, wait);
  }
}
