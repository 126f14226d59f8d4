import type { ServerClock } from "../clock.js";
import type { Store } from "../store/store.js";
import type { Logger } from "./logger.js";

/**
 * How often a process looks in the store for turn-based matches with a move due that no process has
 * in memory (ms): a minute. A table in memory times its own deadlines (turns.ts); this finds those
 * that left memory while idle, or whose process stopped, at most this late.
 */
export const DUE_SWEEP_MS = 60_000;
/** Matches brought into memory per sweep at most (the next sweep takes the rest). */
const DUE_BATCH = 200;

export interface DueSweepOptions {
  readonly store: Pick<Store, "listDue">;
  readonly logger: Logger;
  readonly clock: ServerClock;
  readonly everyMs: number;
  /** Brings these tables into memory (when this process may own them); resolves to how many came. */
  readonly adopt: (ids: readonly string[]) => Promise<number>;
}

/** Brings the turn-based matches with a move due into memory, now and every `everyMs`. */
export class DueSweep {
  private timer: unknown = null;
  private stopped = false;

  constructor(private readonly options: DueSweepOptions) {}

  /** Sweeps at once, then every `everyMs` (once started, starting again changes nothing). */
  start(): void {
    if (this.timer !== null || this.stopped) return;
    const run = (): void => {
      this.timer = null;
      this.sweep()
        .catch((error: unknown) => this.options.logger.error({ err: error }, "sweeping moves due failed"))
        .finally(() => {
          if (!this.stopped) this.timer = this.options.clock.setTimeout(run, this.options.everyMs);
        });
    };
    this.timer = this.options.clock.setTimeout(run, 0);
  }

  stop(): void {
    this.stopped = true;
    this.options.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Resolves to how many matches with a move due came into memory. */
  async sweep(): Promise<number> {
    const due = await this.options.store.listDue(this.options.clock.now(), DUE_BATCH);
    if (due.length === 0) return 0;
    const came = await this.options.adopt(due.map((t) => t.id));
    if (came > 0) this.options.logger.info({ tables: came }, "turn-based matches with a move due came back");
    return came;
  }
}
