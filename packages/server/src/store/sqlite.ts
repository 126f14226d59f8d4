import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { LogEntry } from "@parlor/engine";
import Database from "better-sqlite3";
import {
  entryOf,
  fromRow,
  INSERT_COLUMNS,
  insertValues,
  listOrder,
  updateColumns,
  type ActionRow,
  type TableRow,
} from "./rows.js";
import type { Store, TableRecord, TableStatus } from "./store.js";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id          TEXT PRIMARY KEY,
  game        TEXT NOT NULL,
  options     TEXT NOT NULL,
  seed        TEXT NOT NULL,
  seats       TEXT NOT NULL,
  status      TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  started_at  INTEGER,
  finished_at INTEGER,
  outcome     TEXT,
  until       INTEGER
);
CREATE INDEX IF NOT EXISTS tables_by_status ON tables (status, created_at);
CREATE TABLE IF NOT EXISTS actions (
  table_id TEXT NOT NULL,
  seq      INTEGER NOT NULL,
  at       INTEGER NOT NULL,
  seat     INTEGER NOT NULL,
  action   TEXT NOT NULL,
  PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/** The write every opening makes (see Store). */
const OPENED =
  "INSERT INTO meta (key, value) VALUES ('opened_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value";

/** A table with its seq: the number of its actions, read from the actions' primary key. */
const SELECT_TABLES =
  "SELECT tables.*, COALESCE((SELECT MAX(seq) FROM actions WHERE actions.table_id = tables.id), 0) AS seq FROM tables";

/**
 * The store in one SQLite file (better-sqlite3, WAL). `synchronous = NORMAL` in WAL mode: a committed
 * action survives the process being killed (the WAL is in the operating system's hands when the
 * insert returns); `durability: "full"` also survives power loss, at a cost per action.
 *
 * better-sqlite3 is synchronous: each method does its work before it returns, and its promise is
 * already settled (a refused write is a rejected promise, never a throw).
 */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly insertAction: Database.Statement;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(file: string, options: { durability?: "normal" | "full" } = {}) {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma(`synchronous = ${options.durability === "full" ? "FULL" : "NORMAL"}`);
    this.db.pragma("foreign_keys = ON");
    this.db.exec(SCHEMA);
    // A database this process cannot write fails here, at start, not at the first move.
    this.db.prepare(OPENED).run(String(Date.now()));
    this.insertAction = this.db.prepare(
      "INSERT INTO actions (table_id, seq, at, seat, action) VALUES (?, ?, ?, ?, ?)",
    );
  }

  /** A prepared statement, prepared once per distinct SQL text. */
  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async createTable(t: TableRecord): Promise<void> {
    this.statement(`INSERT INTO tables (${INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      ...insertValues(t),
    );
  }

  async updateTable(id: string, change: Partial<TableRecord>): Promise<void> {
    const { columns, values } = updateColumns(change);
    if (columns.length === 0) return;
    const sets = columns.map((c) => `${c} = ?`).join(", ");
    this.statement(`UPDATE tables SET ${sets} WHERE id = ?`).run(...values, id);
  }

  /** One INSERT, committed when it returns: a table's `seq` is read from its actions, never updated. */
  async appendAction(tableId: string, entry: LogEntry): Promise<void> {
    this.insertAction.run(tableId, entry.seq, entry.at, entry.seat, JSON.stringify(entry.action));
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const row = this.statement(`${SELECT_TABLES} WHERE id = ?`).get(id) as TableRow | undefined;
    return row ? fromRow(row) : null;
  }

  async listTables(statuses: readonly TableStatus[], limit: number): Promise<TableRecord[]> {
    if (statuses.length === 0) return [];
    const marks = statuses.map(() => "?").join(", ");
    // rowid breaks ties (tables made or finished in the same millisecond) in insertion order.
    const rows = this.statement(
      `${SELECT_TABLES} WHERE status IN (${marks}) ORDER BY ${listOrder(statuses)}, tables.rowid DESC LIMIT ?`,
    ).all(...statuses, limit) as TableRow[];
    return rows.map(fromRow);
  }

  async actions(tableId: string): Promise<LogEntry[]> {
    const rows = this.statement(
      "SELECT seq, at, seat, action FROM actions WHERE table_id = ? ORDER BY seq",
    ).all(tableId) as ActionRow[];
    return rows.map(entryOf);
  }

  async listWaitingBefore(createdBefore: number, limit: number): Promise<TableRecord[]> {
    const rows = this.statement(
      `${SELECT_TABLES} WHERE status = 'waiting' AND created_at < ? ORDER BY created_at, tables.rowid LIMIT ?`,
    ).all(createdBefore, limit) as TableRow[];
    return rows.map(fromRow);
  }

  async deleteWaitingTable(id: string): Promise<boolean> {
    return this.statement("DELETE FROM tables WHERE id = ? AND status = 'waiting'").run(id).changes > 0;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
