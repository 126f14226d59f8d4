import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { LogEntry } from "@parlor/engine";
import Database from "better-sqlite3";
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
`;

/** A table with its seq: the number of its actions, read from the actions' primary key. */
const SELECT_TABLES =
  "SELECT tables.*, COALESCE((SELECT MAX(seq) FROM actions WHERE actions.table_id = tables.id), 0) AS seq FROM tables";

interface Row {
  id: string;
  game: string;
  options: string;
  seed: string;
  seats: string;
  status: TableStatus;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  outcome: string | null;
  until: number | null;
  seq: number;
}

function fromRow(row: Row): TableRecord {
  return {
    id: row.id,
    game: row.game,
    options: JSON.parse(row.options) as unknown,
    seed: row.seed,
    seats: JSON.parse(row.seats) as TableRecord["seats"],
    status: row.status,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as TableRecord["outcome"]),
    until: row.until,
    seq: row.seq,
  };
}

const COLUMNS: Record<string, string> = {
  options: "options",
  seats: "seats",
  status: "status",
  startedAt: "started_at",
  finishedAt: "finished_at",
  outcome: "outcome",
  until: "until",
};
const JSON_COLUMNS = new Set(["options", "seats", "outcome"]);

/**
 * The store in one SQLite file (better-sqlite3, WAL). `synchronous = NORMAL` in WAL mode: a committed
 * action survives the process being killed (the WAL is in the operating system's hands when the
 * insert returns); `durability: "full"` also survives power loss, at a cost per action.
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

  createTable(t: TableRecord): void {
    this.statement(
      `INSERT INTO tables (id, game, options, seed, seats, status, created_at, started_at, finished_at, outcome, until)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      t.id,
      t.game,
      JSON.stringify(t.options),
      t.seed,
      JSON.stringify(t.seats),
      t.status,
      t.createdAt,
      t.startedAt,
      t.finishedAt,
      t.outcome === null ? null : JSON.stringify(t.outcome),
      t.until,
    );
  }

  updateTable(id: string, change: Partial<TableRecord>): void {
    const keys = Object.keys(change).filter((k) => k in COLUMNS);
    if (keys.length === 0) return;
    const values = keys.map((k) => {
      const v = (change as Record<string, unknown>)[k];
      return JSON_COLUMNS.has(k) && v !== null && v !== undefined ? JSON.stringify(v) : (v ?? null);
    });
    const sets = keys.map((k) => `${COLUMNS[k]} = ?`).join(", ");
    this.statement(`UPDATE tables SET ${sets} WHERE id = ?`).run(...values, id);
  }

  /** One INSERT, committed when it returns: a table's `seq` is read from its actions, never updated. */
  appendAction(tableId: string, entry: LogEntry): void {
    this.insertAction.run(tableId, entry.seq, entry.at, entry.seat, JSON.stringify(entry.action));
  }

  getTable(id: string): TableRecord | null {
    const row = this.statement(`${SELECT_TABLES} WHERE id = ?`).get(id) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  listTables(statuses: readonly TableStatus[], limit: number): TableRecord[] {
    if (statuses.length === 0) return [];
    const marks = statuses.map(() => "?").join(", ");
    const order =
      statuses.length === 1 && statuses[0] === "finished" ? "finished_at DESC" : "created_at DESC";
    // rowid breaks ties (tables made or finished in the same millisecond) in insertion order.
    const rows = this.statement(
      `${SELECT_TABLES} WHERE status IN (${marks}) ORDER BY ${order}, tables.rowid DESC LIMIT ?`,
    ).all(...statuses, limit) as Row[];
    return rows.map(fromRow);
  }

  actions(tableId: string): LogEntry[] {
    const rows = this.statement(
      "SELECT seq, at, seat, action FROM actions WHERE table_id = ? ORDER BY seq",
    ).all(tableId) as { seq: number; at: number; seat: number; action: string }[];
    return rows.map((r) => ({ seq: r.seq, at: r.at, seat: r.seat, action: JSON.parse(r.action) as unknown }));
  }

  close(): void {
    this.db.close();
  }
}
