import type { LogEntry } from "@parlor/engine";
import type { TableRecord, TableStatus } from "./store.js";

/*
 * What the SQL stores share: the schema's columns, and how records become rows and back. SQLite and
 * PostgreSQL keep the same tables and columns (JSON fields as text, times as integer milliseconds).
 */

/** The record fields a store keeps in columns of their own, by column name (the same in every store). */
export const COLUMNS: Readonly<Record<string, string>> = {
  options: "options",
  seats: "seats",
  status: "status",
  startedAt: "started_at",
  finishedAt: "finished_at",
  outcome: "outcome",
  until: "until",
};

/** The fields kept as JSON text. */
export const JSON_COLUMNS: ReadonlySet<string> = new Set(["options", "seats", "outcome"]);

/** An update's columns and values (JSON fields as text), in the same order; unknown fields left out. */
export function updateColumns(change: object): { columns: string[]; values: unknown[] } {
  const keys = Object.keys(change).filter((k) => k in COLUMNS);
  return {
    columns: keys.map((k) => COLUMNS[k] as string),
    values: keys.map((k) => {
      const v = (change as Record<string, unknown>)[k];
      return JSON_COLUMNS.has(k) && v !== null && v !== undefined ? JSON.stringify(v) : (v ?? null);
    }),
  };
}

/** A row of the `tables` table with its seq, as both stores read it. */
export interface TableRow {
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

export function fromRow(row: TableRow): TableRecord {
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

/** A table record's values in the column order of `INSERT INTO tables (id, game, …, until)`. */
export function insertValues(t: TableRecord): unknown[] {
  return [
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
  ];
}

export const INSERT_COLUMNS =
  "id, game, options, seed, seats, status, created_at, started_at, finished_at, outcome, until";

/** An action row as both stores read it. */
export interface ActionRow {
  seq: number;
  at: number;
  seat: number;
  action: string;
}

export function entryOf(r: ActionRow): LogEntry {
  return { seq: r.seq, at: r.at, seat: r.seat, action: JSON.parse(r.action) as unknown };
}

/** Finished tables are listed by when they finished, the others by when they were made. */
export function listOrder(statuses: readonly TableStatus[]): string {
  return statuses.length === 1 && statuses[0] === "finished" ? "finished_at DESC" : "created_at DESC";
}
