/**
 * The hot writes of a SQLite store — appending actions, and making and changing tables — committed in
 * groups: by the event loop's thread for an in-memory database, by the appender thread for a database
 * in a file (`sqlite-appender.ts`). Plain data in and out, so that a group can cross to a worker
 * thread and its outcomes come back.
 */
import type Database from "better-sqlite3";
import { StaleOwner, type Fence } from "./store.js";

/** One write of a group: an action to append, or a statement on a table's row. */
export type AppendRow = ActionRow | TableWrite;

/** One action to append, as the committing connection needs it (the action already in JSON). */
export interface ActionRow {
  readonly kind: "action";
  readonly tableId: string;
  readonly seq: number;
  readonly at: number;
  readonly seat: number;
  readonly action: string;
  /** The writer's fence, checked against the table's before the insert (see `Store`); null: none. */
  readonly fence: Fence | null;
}

/** A table made or changed: one statement with its values, after the writer's fence is checked. */
export interface TableWrite {
  readonly kind: "table";
  readonly tableId: string;
  readonly sql: string;
  readonly values: readonly unknown[];
  readonly fence: Fence | null;
}

/** What became of one append: committed (null), or why it was refused. */
export type AppendOutcome =
  | null
  | { readonly kind: "stale"; readonly table: string; readonly fence: Fence }
  | { readonly kind: "error"; readonly name: string; readonly message: string; readonly code?: string };

/** Reads a table's fence (`checkFence`): prepared by each connection. */
export const SELECT_FENCE = "SELECT fence FROM tables WHERE id = ?";

/**
 * Refuses a write given a fence that is no longer the table's (`StaleOwner`); without one, nothing.
 * Called inside the write's transaction (SQLite has one writer at a time), with the connection's
 * `SELECT_FENCE` statement.
 */
export function checkFence(
  selectFence: Database.Statement,
  table: string,
  fence: Fence | null | undefined,
): void {
  if (fence === null || fence === undefined) return;
  const row = selectFence.get(table) as { fence: number } | undefined;
  if (row?.fence !== fence) throw new StaleOwner(table, fence);
}

/** The statement that changes a table's columns, or null when `columns` is empty (nothing to change). */
export function tableUpdate(
  id: string,
  columns: readonly string[],
  values: readonly unknown[],
): { readonly sql: string; readonly values: readonly unknown[] } | null {
  if (columns.length === 0) return null;
  return {
    sql: `UPDATE tables SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ?`,
    values: [...values, id],
  };
}

/** The refusal an outcome stands for, as the store's caller gets it (null: committed). */
export function refusalOf(outcome: AppendOutcome): Error | null {
  if (outcome === null) return null;
  if (outcome.kind === "stale") return new StaleOwner(outcome.table, outcome.fence);
  const error = new Error(outcome.message) as Error & { code?: string };
  error.name = outcome.name;
  if (outcome.code !== undefined) error.code = outcome.code;
  return error;
}

function outcomeOf(error: unknown): AppendOutcome {
  if (error instanceof StaleOwner) return { kind: "stale", table: error.table, fence: error.fence };
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  return {
    kind: "error",
    name: typeof name === "string" ? name : "Error",
    message: typeof message === "string" ? message : String(error),
    ...(typeof code === "string" ? { code } : {}),
  };
}

/**
 * Commits groups of appends on one connection: a group in one transaction; should one of them be
 * refused (its seq twice, a stale fence), that transaction is rolled back whole and each append is
 * tried again in a transaction of its own, so that only the refused one is refused.
 */
export class AppendCommitter {
  private readonly all: (rows: readonly AppendRow[]) => void;
  /** Each table write's statement, prepared once per text (the store's writes are a handful). */
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {
    const insert = db.prepare("INSERT INTO actions (table_id, seq, at, seat, action) VALUES (?, ?, ?, ?, ?)");
    const selectFence = db.prepare(SELECT_FENCE);
    this.all = db.transaction((rows: readonly AppendRow[]) => {
      for (const row of rows) {
        checkFence(selectFence, row.tableId, row.fence);
        if (row.kind === "action") insert.run(row.tableId, row.seq, row.at, row.seat, row.action);
        else {
          const statement = this.statement(row.sql);
          if (statement.reader) statement.get(...row.values);
          else statement.run(...row.values);
        }
      }
    });
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  commit(rows: readonly AppendRow[]): AppendOutcome[] {
    try {
      this.all(rows);
      return rows.map(() => null);
    } catch {
      return rows.map((row) => {
        try {
          this.all([row]);
          return null;
        } catch (error) {
          return outcomeOf(error);
        }
      });
    }
  }
}

/** A group sent to the appender thread. */
export interface AppendRequest {
  readonly id: number;
  readonly rows: readonly AppendRow[];
}

/** The appender thread's answer: the group's outcomes, or why it could not commit at all. */
export type AppendReply =
  | { readonly id: number; readonly outcomes: readonly AppendOutcome[] }
  | { readonly id: number; readonly failed: { readonly name: string; readonly message: string } };

/** What the appender thread is started with (`workerData`). */
export interface AppenderSettings {
  readonly file: string;
  readonly durability: "normal" | "full";
  /** How long a write waits for the other connection's transaction, in ms (SQLite's busy timeout). */
  readonly busyTimeoutMs: number;
}

/** Opens a connection to the store's file as both connections use it. */
export function configure(db: Database.Database, durability: "normal" | "full", busyTimeoutMs: number): void {
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${durability === "full" ? "FULL" : "NORMAL"}`);
  db.pragma("foreign_keys = ON");
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
}
