import { performance } from "node:perf_hooks";
import type { Metrics } from "./metrics.js";

/**
 * How much CPU one table may take. Tables share one event loop: a table whose steps (its engine
 * work, its bots' thinking, its views) take more than its share gets its background steps (bots'
 * moves, deadlines, idleness) deferred until it is back within budget, so that other tables, the
 * API and /healthz keep answering. Players' actions and joins are never deferred.
 */
export interface BudgetOptions {
  /** Share of one CPU a table may use in the long run (0.25: 250 ms of CPU per second). */
  readonly share: number;
  /** CPU time (ms) a table may use in a burst, above its share, before its background steps wait. */
  readonly burstMs: number;
}

/**
 * A quarter of a CPU per table, with a quarter of a second in a burst. The busiest table the games
 * allow (the PC game with 64 cards of the 6-value deck and 8 hard bots) uses about 1 % of a CPU.
 */
export const DEFAULT_BUDGET: BudgetOptions = { share: 0.25, burstMs: 250 };

/** Buckets of the step CPU histogram (seconds): a step of a usual table takes well under 1 ms. */
export const STEP_CPU_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

type CpuUsage = () => { user: number; system: number };

/**
 * CPU time of the main thread in ms: `process.threadCpuUsage` where Node has it (23.9+), else the
 * process's (which also counts helper threads: a little more, never less).
 */
export function cpuClock(): () => number {
  const usage: CpuUsage =
    (process as unknown as { threadCpuUsage?: CpuUsage }).threadCpuUsage?.bind(process) ??
    process.cpuUsage.bind(process);
  return () => {
    const { user, system } = usage();
    return (user + system) / 1000;
  };
}

export interface BudgetClocks {
  /** CPU time in ms. */
  readonly cpu: () => number;
  /** Wall-clock time in ms (monotonic). */
  readonly wall: () => number;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
}

const REAL_CLOCKS: BudgetClocks = {
  cpu: cpuClock(),
  wall: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
};

/** The budgets of every table of a server process (one per table, made when first asked for). */
export class CpuBudgets {
  private readonly budgets = new WeakMap<object, TableBudget>();
  /** The longest step seen (CPU ms), over all tables: for tests and the log. */
  longestStepMs = 0;

  constructor(
    readonly options: BudgetOptions = DEFAULT_BUDGET,
    private readonly metrics: Metrics | null = null,
    private readonly clocks: BudgetClocks = REAL_CLOCKS,
  ) {
    if (!(options.share > 0) || !(options.burstMs >= 0))
      throw new RangeError("a CPU budget needs a positive share and a burst of 0 ms or more");
  }

  /** The budget of `table` (any object standing for one table), a table of game `game`. */
  of(table: object, game: string): TableBudget {
    let budget = this.budgets.get(table);
    if (!budget) {
      budget = new TableBudget(game, this.options, this.clocks, (ms) => {
        if (ms > this.longestStepMs) this.longestStepMs = ms;
        this.metrics?.stepCpuSeconds.observe({ game }, ms / 1000);
      });
      budget.onDeferred = () => this.metrics?.deferredSteps.inc({ game });
      this.budgets.set(table, budget);
    }
    return budget;
  }
}

/**
 * One table's CPU budget, a token bucket in CPU milliseconds: it fills at `share` ms per ms of wall
 * time up to `burstMs`, and every step's CPU time is taken out of it. While it is below zero the
 * table's background steps wait, in the order they came, until it is full enough again.
 */
export class TableBudget {
  /** CPU ms the table may still use before its background steps wait (negative: in debt). */
  private balance: number;
  private filledAt: number;
  private stepCpu = 0;
  private readonly waiting: (() => void)[] = [];
  private timer: unknown = null;
  onDeferred: () => void = () => undefined;

  constructor(
    readonly game: string,
    private readonly options: BudgetOptions,
    private readonly clocks: BudgetClocks,
    private readonly onStep: (cpuMs: number) => void,
  ) {
    this.balance = options.burstMs;
    this.filledAt = clocks.wall();
  }

  /** Runs synchronous work of the step under way and counts its CPU time against the table. */
  measure<T>(work: () => T): T {
    const start = this.clocks.cpu();
    try {
      return work();
    } finally {
      const used = this.clocks.cpu() - start;
      this.stepCpu += used;
      this.fill();
      this.balance -= used;
    }
  }

  /** The step is over: its CPU time is recorded (the histogram, the longest step). */
  stepped(): void {
    this.onStep(this.stepCpu);
    this.stepCpu = 0;
  }

  /** CPU ms the table may use now (negative while it is over its share). */
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
