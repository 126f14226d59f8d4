import type { LogEntry, Outcome } from "@parlor/engine";

/** A seat as the server keeps it. Human seats are claimed with a secret token; only its hash is kept. */
export interface StoredSeat {
  readonly bot?: string;
  readonly human?: true;
  /** sha256 of the seat token (human seats). */
  readonly tokenHash?: string;
  /** Whether a player has taken the seat yet (a table starts when every human seat is taken). */
  readonly joined: boolean;
}

export type TableStatus = "waiting" | "playing" | "finished";

/** A table and its match, without the actions. Times are wall-clock ms (Date.now()). */
export interface TableRecord {
  readonly id: string;
  readonly game: string;
  /** The parsed options, defaults filled in. */
  readonly options: unknown;
  readonly seed: string;
  readonly seats: readonly StoredSeat[];
  readonly status: TableStatus;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly outcome: Outcome | null;
  /** Game time the finished match was advanced to (the log's `until`). */
  readonly until: number | null;
  /** Actions in the log. */
  readonly seq: number;
}

/**
 * Where matches live. Every method returns a promise; a write is durable when its promise resolves:
 * the server appends an accepted action, and waits for it, before anyone sees its result. SQLite
 * (`SqliteStore`, the default) and PostgreSQL (`PostgresStore`, when `DATABASE_URL` is set) implement
 * it with the same schema.
 *
 * The caller orders writes that depend on each other (the server keeps one queue per table, so a
 * table's writes never overlap); a store may run writes of different tables at the same time.
 * Refused writes (an action's seq twice, a broken connection) reject and change nothing.
 *
 * Opening a store writes to it once (the `meta` table's `opened_at`), so a database that cannot be
 * written fails at start, with its reason, not at the first move.
 */
export interface Store {
  createTable(table: TableRecord): Promise<void>;
  /** Seats taken, status changes, the outcome. */
  updateTable(
    id: string,
    change: Partial<Omit<TableRecord, "id" | "game" | "seed" | "createdAt">>,
  ): Promise<void>;
  appendAction(tableId: string, entry: LogEntry): Promise<void>;
  getTable(id: string): Promise<TableRecord | null>;
  /** Tables by status, newest first (the most recently finished first for finished tables). */
  listTables(statuses: readonly TableStatus[], limit: number): Promise<TableRecord[]>;
  actions(tableId: string): Promise<LogEntry[]>;
  /** Tables still waiting for players that were made before `createdBefore`, oldest first. */
  listWaitingBefore(createdBefore: number, limit: number): Promise<TableRecord[]>;
  /** Deletes a table if it is still waiting for players (it has no actions); true if it was deleted. */
  deleteWaitingTable(id: string): Promise<boolean>;
  close(): Promise<void>;
}
