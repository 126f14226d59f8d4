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
 * Where matches live. Every call is synchronous and durable when it returns: the server appends an
 * accepted action before anyone sees its result. SQLite implements it now; PostgreSQL (for several
 * server processes) is the same interface.
 */
export interface Store {
  createTable(table: TableRecord): void;
  /** Seats taken, status changes, the outcome. */
  updateTable(id: string, change: Partial<Omit<TableRecord, "id" | "game" | "seed" | "createdAt">>): void;
  appendAction(tableId: string, entry: LogEntry): void;
  getTable(id: string): TableRecord | null;
  /** Tables by status, newest first. */
  listTables(statuses: readonly TableStatus[], limit: number): TableRecord[];
  actions(tableId: string): LogEntry[];
  close(): void;
}
