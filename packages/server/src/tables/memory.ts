import { getGame, type LogEntry } from "@parlor/engine";
import { LiveTable } from "../live-table.js";
import type { Metrics } from "../metrics.js";
import type { Store, TableRecord } from "../store/store.js";
import { dropSubscribers } from "./frames.js";
import type { Logger } from "./logger.js";
import type { TableSteps } from "./steps.js";

/** How long a table with human seats stays in memory with nobody connected (10 minutes). */
export const DEFAULT_IDLE_MS = 10 * 60_000;

/** What the tables in memory need from the rest of the server. */
export interface MemoryOptions {
  readonly store: Store;
  readonly logger: Logger;
  readonly metrics: Metrics | null;
  /** A table with human seats and nobody connected leaves memory after this long. */
  readonly idleMs: number;
  /** The steps of tables (asked when needed: the steps are made after the tables in memory). */
  readonly steps: () => TableSteps;
  /** Starts the runner of a table being played, from its log (in a step of the table). */
  readonly resume: (table: LiveTable, actions: LogEntry[]) => void;
  /** A table left memory: what it held elsewhere (its bots in worker threads) is let go. */
  readonly left?: (table: LiveTable) => void;
  /**
   * Whether the table's lifecycle decides when it leaves memory (tables/lifecycle: a match nobody
   * plays is abandoned, an emptied waiting table expires, a finished one waits for its end screen),
   * rather than `idleMs` with nobody connected.
   */
  readonly keepsItself?: (table: LiveTable) => boolean;
  /** A table was brought back from the store (a restart, a join): it settles who is there. */
  readonly loaded?: (table: LiveTable) => void;
  /**
   * Several processes (cluster/): a table is loaded only once this process owns it (its lease taken
   * and claimed, so a former owner can write no more); `disown` lets a table go that did not load.
   * Absent: one process owns every table.
   */
  readonly ownership?: Ownership | null;
}

/** What loading needs of the cluster: taking a table, and letting one go. */
export interface Ownership {
  /** Takes the table for this process (false: another live process has it). */
  own(id: string): Promise<boolean>;
  /** Lets the table go (it did not load, or it left memory). */
  disown(id: string): void;
}

/**
 * The live tables of this process: which tables are in memory, bringing one back from the store
 * (rebuilt by replay), and when one leaves (idle, finished, or stopped by a failed write).
 */
export class LiveTables {
  private readonly live = new Map<string, LiveTable>();
  /** Tables being brought back from the store (or deleted), so that two joins at once load a table once. */
  private readonly loading = new Map<string, Promise<LiveTable | null>>();
  /** Shutting down: nothing more is loaded. */
  closing = false;

  constructor(private readonly options: MemoryOptions) {}

  get(id: string): LiveTable | undefined {
    return this.live.get(id);
  }

  get size(): number {
    return this.live.size;
  }

  /** Every table in memory. */
  values(): IterableIterator<LiveTable> {
    return this.live.values();
  }

  /** Whether the table is being loaded or deleted right now. */
  isLoading(id: string): boolean {
    return this.loading.has(id);
  }

  /** A table just made: it is in memory, and leaves it when idle. */
  add(table: LiveTable): void {
    this.live.set(table.record.id, table);
    this.idleSoon(table);
  }

  /** The table in memory, or brought back from the store for someone joining; null when it cannot be. */
  async getOrWake(id: string): Promise<LiveTable | null> {
    return this.live.get(id) ?? (await this.wake(id));
  }

  /** Brings an unfinished table from the store into memory (rebuilt by replay), or says why not. */
  async load(listed: TableRecord): Promise<LiveTable | null> {
    const { store, logger, ownership } = this.options;
    let record = listed;
    if (ownership) {
      if (!(await ownership.own(record.id))) return null;
      // Read again once claimed: whatever a former owner stored is in what this reads, and it stores no more.
      const fresh = await store.getTable(record.id);
      const already = this.live.get(record.id);
      if (already || !fresh || fresh.status === "finished" || this.closing) {
        if (!already) ownership.disown(record.id);
        return already ?? null;
      }
      record = fresh;
    }
    const game = getGame(record.game);
    if (!game) {
      logger.warn({ table: record.id, game: record.game }, "table of an unknown game left as it is");
      ownership?.disown(record.id);
      return null;
    }
    // A waiting table with actions was made from a moment of a finished match: it starts from them.
    const actions = record.status === "playing" || record.seq > 0 ? await store.actions(record.id) : null;
    if (this.closing) {
      ownership?.disown(record.id);
      return null;
    }
    const table = new LiveTable(record, game);
    if (record.status === "waiting") table.startsFrom = actions;
    this.live.set(record.id, table);
    try {
      if (actions && record.status === "playing")
        await this.options.steps().run(table, () => this.options.resume(table, actions));
    } catch (error) {
      // A log the engine no longer accepts must not keep every other table (and the server) down.
      table.runner?.stop();
      this.leaveMemory(table);
      logger.error({ table: record.id, err: error }, "table could not be resumed; left as it is");
      return null;
    }
    this.idleSoon(table);
    this.options.loaded?.(table);
    return table;
  }

  /** A table that left memory while idle, brought back for someone joining (once for joins at once). */
  private wake(id: string): Promise<LiveTable | null> {
    let pending = this.loading.get(id);
    if (!pending) {
      pending = (async () => {
        const record = await this.options.store.getTable(id);
        if (!record || record.status === "finished" || this.closing) {
          // Several processes: a join took the lease of a table that is not to be played.
          if (!this.live.has(id)) this.options.ownership?.disown(id);
          return null;
        }
        const table = await this.load(record);
        this.countTables();
        return table;
      })().finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /**
   * Deletes a table that is not in memory from the store; a join that comes meanwhile waits for the
   * deletion, then finds no table. Resolves to whether it was deleted.
   */
  async deleteWaiting(id: string): Promise<boolean> {
    const deletion = this.options.store.deleteWaitingTable(id);
    this.loading.set(
      id,
      deletion.then(
        () => null,
        () => null,
      ),
    );
    try {
      return await deletion;
    } finally {
      this.loading.delete(id);
    }
  }

  /**
   * With nobody connected, a table with human seats leaves memory after `idleMs` (its timers stop;
   * its log is in the store). Bot-only tables play on to their end.
   */
  idleSoon(table: LiveTable): void {
    if (table.idleTimer || table.subscribers.size > 0 || table.gone) return;
    if (table.record.seats.every((s) => s.bot !== undefined)) return;
    if (this.options.keepsItself?.(table)) return;
    table.idleTimer = setTimeout(() => {
      table.idleTimer = null;
      // In the table's turn: what it was storing is stored before it leaves.
      this.options.steps().background(table, () => {
        if (table.subscribers.size > 0 || table.idleTimer || this.options.keepsItself?.(table)) return;
        table.runner?.stop();
        this.leaveMemory(table);
        this.options.logger.info({ table: table.record.id, seq: table.record.seq }, "idle table left memory");
      });
    }, this.options.idleMs);
    table.idleTimer.unref?.();
  }

  /** Someone is coming: the table stays in memory. */
  keep(table: LiveTable): void {
    if (table.idleTimer) clearTimeout(table.idleTimer);
    table.idleTimer = null;
  }

  /** The table is done with (finished, idle, deleted or stopped): out of memory. */
  leaveMemory(table: LiveTable): void {
    table.gone = true;
    this.keep(table);
    if (this.live.get(table.record.id) === table) this.live.delete(table.record.id);
    this.options.left?.(table);
    this.countTables();
  }

  /** A write failed mid-step: the table leaves memory and its subscribers are told to join again. */
  stopAfterFailure(table: LiveTable, error: unknown): void {
    this.options.logger.error(
      { table: table.record.id, seq: table.record.seq, err: error },
      "a table step failed; the table left memory at its last stored change",
    );
    table.runner?.stop();
    dropSubscribers(table);
    this.leaveMemory(table);
  }

  /**
   * Shutting down: stops every table's timers and bots, then waits for the loads and steps under
   * way, so that every action already accepted is stored when this resolves.
   */
  async stop(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.loading.values()]);
    const tables = [...this.live.values()];
    for (const table of tables) {
      table.runner?.stop();
      this.keep(table);
    }
    await Promise.all(tables.map((table) => table.queue.idle()));
  }

  /** The tables gauge: waiting and playing tables in memory. */
  countTables(): void {
    const { metrics } = this.options;
    if (!metrics) return;
    let waiting = 0;
    let playing = 0;
    for (const t of this.live.values()) {
      if (t.record.status === "waiting") waiting++;
      else playing++;
    }
    metrics.tables.set({ status: "waiting" }, waiting);
    metrics.tables.set({ status: "playing" }, playing);
  }
}
