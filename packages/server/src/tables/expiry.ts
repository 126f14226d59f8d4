import type { TableQuota } from "../limits.js";
import type { Store } from "../store/store.js";
import type { Logger } from "./logger.js";
import type { LiveTables } from "./memory.js";
import type { TableSteps } from "./steps.js";

/** Waiting tables deleted per query of an expiry sweep (the next sweep takes the rest). */
const EXPIRY_BATCH = 500;

/** What an expiry sweep works with. */
export interface ExpiryOptions {
  readonly store: Store;
  readonly logger: Logger;
  readonly memory: LiveTables;
  readonly steps: TableSteps;
  readonly quota: TableQuota;
  /** Wall-clock milliseconds (Date.now). */
  readonly wallClock: () => number;
  /** How long a table may wait for its players. */
  readonly waitingTtlMs: number;
}

/** Deletes the tables that waited too long for their players, now and every `everyMs`. */
export class ExpirySweep {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly options: ExpiryOptions) {}

  /** Sweeps every `everyMs` from now on (once started, starting again changes nothing). */
  start(everyMs: number): void {
    this.timer ??= setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.options.logger.error({ err: error }, "expiring waiting tables failed"),
      );
    }, everyMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Deletes the tables still waiting for players `waitingTtlMs` after they were made, unless someone
   * is at the table right now (connected to it). Resolves to how many were deleted.
   */
  async sweep(): Promise<number> {
    const { store, logger, memory, steps, quota } = this.options;
    const cutoff = this.options.wallClock() - this.options.waitingTtlMs;
    let deleted = 0;
    for (const record of await store.listWaitingBefore(cutoff, EXPIRY_BATCH)) {
      if (memory.closing) break;
      const id = record.id;
      if (memory.isLoading(id)) continue;
      const table = memory.get(id);
      let gone: boolean;
      if (table) {
        gone = await steps.run(table, () => {
          if (table.gone || table.subscribers.size > 0 || table.record.status !== "waiting") return false;
          table.store(async () => {
            await store.deleteWaitingTable(id);
          });
          table.after(() => memory.leaveMemory(table));
          return true;
        });
      } else {
        gone = await memory.deleteWaiting(id);
      }
      if (gone) {
        deleted++;
        quota.release(id);
        logger.info({ table: id }, "waiting table expired");
      }
    }
    return deleted;
  }
}
