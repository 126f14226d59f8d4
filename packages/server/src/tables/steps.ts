import type { LiveTable } from "../live-table.js";
import type { LoopBudgets } from "../budget.js";
import type { Logger } from "./logger.js";

/**
 * A step of a table failed: a write the store refused (or something that broke mid-step). The table
 * has left memory; its log in the store stands at the last write that succeeded, and the next join
 * rebuilds it from there.
 */
export class TableStopped extends Error {
  constructor(
    readonly table: string,
    cause: unknown,
  ) {
    super(`table ${table} stopped: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "TableStopped";
  }
}

/** A step found its table gone from memory: ask again (the store says where it stands). */
export const GONE: unique symbol = Symbol("gone");
export type Gone = typeof GONE;

/** What a step's caller does with its result: once its writes are stored, and once its frames are out. */
export interface StepDone<T> {
  stored?(result: T): void;
  sent?(result: T): void;
}

/**
 * Runs the steps of tables: each table's changes one at a time in arrival order (its queue), each
 * step's engine work measured against the table's share of the event loop, its writes stored before
 * its frames go out.
 */
export class TableSteps {
  constructor(
    private readonly budgets: LoopBudgets,
    private readonly logger: Logger,
    /** A write of `table` failed: the table must stop (called before the step rejects). */
    private readonly failed: (table: LiveTable, error: unknown) => void,
  ) {}

  /**
   * Runs `work` (the engine's synchronous part) as the table's next step, then stores its writes in
   * order, each awaited, then calls `done.stored` with the work's result, then sends its frames, then
   * calls `done.sent`. A failed write stops the table (`TableStopped`): neither `done` nor any of the
   * step's frames run, so nothing is seen of a change the store did not take.
   */
  run<T>(table: LiveTable, work: () => T, done?: StepDone<T>): Promise<T> {
    const budget = this.budgets.of(table, table.game.id);
    return table.queue.run(async () => {
      try {
        let result: T;
        try {
          result = budget.measure(work);
        } catch (error) {
          table.takeEffects();
          throw error;
        }
        const { writes, sends } = table.takeEffects();
        for (const write of writes) {
          try {
            await write();
          } catch (error) {
            this.failed(table, error);
            throw new TableStopped(table.record.id, error);
          }
        }
        budget.measure(() => {
          done?.stored?.(result);
          for (const send of sends) send();
          done?.sent?.(result);
        });
        return result;
      } finally {
        // The step's time goes to the histogram however it ended.
        budget.stepped();
      }
    });
  }

  /** A step nobody waits for (a deadline, a bot's move, idleness): failures are logged. */
  background(table: LiveTable, work: () => void): void {
    this.run(table, () => {
      if (!table.gone) work();
    }).catch((error: unknown) => {
      if (!(error instanceof TableStopped))
        this.logger.error({ table: table.record.id, err: error }, "a table step failed");
    });
  }

  /** Like `background`, deferred while the table is over its share of the event loop. */
  deferred(table: LiveTable, work: () => void): void {
    this.budgets.of(table, table.game.id).defer(() => this.background(table, work));
  }
}
