import type { ServerClock } from "../clock.js";
import type { Limits, TableQuota } from "../limits.js";
import type { Metrics } from "../metrics.js";
import type { LineAllowance } from "../chat/chat.js";
import type { BudgetOptions } from "../budget.js";
import type { BotWorkers } from "../bot-workers.js";
import type { Hinter } from "./hint.js";
import type { Ownership } from "./memory.js";
import type { OnlinePlayer } from "./lifecycle/online.js";

/** What a process's tables are made with (`new Tables(store, logger, options)`); every field has a default. */
export interface TablesOptions {
  readonly metrics?: Metrics | null;
  /** Wall-clock milliseconds (Date.now; the `clock`'s when one is given). */
  readonly wallClock?: () => number;
  /**
   * The clock of what waits for hours or days: turn-based tables' time banks and the sweep for their
   * moves due (default: the real one). Tests move it on themselves.
   */
  readonly clock?: ServerClock;
  /** A table with human seats and nobody connected leaves memory after this long (it comes back on join). */
  readonly idleMs?: number;
  /** Per-address caps and the waiting tables' time to live. */
  readonly limits?: Limits;
  /** Each table's share of the event loop (see budget.ts). */
  readonly budget?: BudgetOptions;
  /** Where searching bots think, off the event loop (its owner closes it); absent or null: inline. */
  readonly botWorkers?: BotWorkers | null;
  /** The bots' pace (`AppOptions.botPace`): their delays times this; default 1. */
  readonly botPace?: number;
  /** Several processes sharing the tables (cluster/); absent or null: this process has them all. */
  readonly cluster?: TablesCluster | null;
  /**
   * The per-address caps on tables, counted across processes (cluster/shared-quota.ts); default: in
   * this process's memory (`AddressQuota`).
   */
  readonly quota?: TableQuota;
  /**
   * The allowance of session-less spectators' chat lines per address (`anonymousChatPerMinute`),
   * counted across processes (cluster/shared-chat.ts); default: in this process's memory.
   */
  readonly anonymousChat?: LineAllowance;
  /** Computes hints off the event loop (`hint`); absent: no hints. */
  readonly hinter?: Hinter | null;
}

/** What the tables of one process need from the others' (cluster/cluster.ts). */
export interface TablesCluster extends Ownership {
  /** The seats people are connected to at tables other processes own (by table id). */
  connectedElsewhere(ids: readonly string[]): Promise<Map<string, ReadonlySet<number>>>;
  /** Who is online on the other processes. */
  onlineElsewhere(): Promise<OnlinePlayer[]>;
}
