import type { LogEntry } from "@parlor/engine";
import pg from "pg";
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

/**
 * The SQLite schema in PostgreSQL's words: the same tables and columns, JSON as text, times as
 * integer milliseconds (BIGINT). PostgreSQL has no rowid, so an identity column (`made`) breaks ties
 * between tables listed by a time they share, as SQLite's rowid does.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id          TEXT PRIMARY KEY,
  game        TEXT NOT NULL,
  options     TEXT NOT NULL,
  seed        TEXT NOT NULL,
  seats       TEXT NOT NULL,
  status      TEXT NOT NULL,
  created_at  BIGINT NOT NULL,
  started_at  BIGINT,
  finished_at BIGINT,
  outcome     TEXT,
  until       BIGINT,
  made        BIGINT GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX IF NOT EXISTS tables_by_status ON tables (status, created_at);
CREATE TABLE IF NOT EXISTS actions (
  table_id TEXT NOT NULL,
  seq      INTEGER NOT NULL,
  at       BIGINT NOT NULL,
  seat     INTEGER NOT NULL,
  action   TEXT NOT NULL,
  PRIMARY KEY (table_id, seq)
);
CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/**
 * Two processes creating the schema at once would collide on PostgreSQL's catalog: they take this
 * advisory lock (any number of our own, the same in every Parlor process) for the transaction.
 */
const SCHEMA_LOCK = 0x5041_524c; // "PARL"

/** Connections the pool may open: a few writers at once are plenty for one server process. */
export const DEFAULT_POOL_SIZE = 10;

/** PostgreSQL's type id of BIGINT (int8), which node-postgres gives as a string unless told. */
const INT8_OID = 20;

/** BIGINT columns are milliseconds, well inside a double's exact integers: read them as numbers. */
const TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

const SELECT_TABLES =
  "SELECT tables.*, COALESCE((SELECT MAX(seq) FROM actions WHERE actions.table_id = tables.id), 0) AS seq FROM tables";

/** The append, prepared once per connection (a named statement). */
const APPEND = {
  name: "parlor-append-action",
  text: "INSERT INTO actions (table_id, seq, at, seat, action) VALUES ($1, $2, $3, $4, $5)",
};

export interface PostgresOptions {
  readonly poolSize?: number;
  /**
   * An idle pooled connection failed (the database restarted…): the pool drops it and opens a new
   * one for the next query. Default: ignored.
   */
  readonly onIdleError?: (error: Error) => void;
}

/**
 * The store in PostgreSQL, through node-postgres (`pg`) and a pool of connections. Every write is
 * one autocommitted statement; each connection runs with `synchronous_commit = on` (PostgreSQL's
 * default, set explicitly so that a server configured otherwise does not weaken it), so a write's
 * promise resolves only once its commit is flushed to PostgreSQL's write-ahead log on disk.
 */
export class PostgresStore implements Store {
  private closing: Promise<void> | null = null;

  private constructor(private readonly pool: pg.Pool) {}

  /** Connects to `url` (a `postgresql://` connection string) and creates the schema if missing. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      types: TYPES,
      onConnect: async (client) => {
        await client.query("SET synchronous_commit = on");
      },
    });
    pool.on("error", (error) => options.onIdleError?.(error));
    try {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
        await client.query(SCHEMA);
        // A database this role cannot write fails here, at start, not at the first move.
        await client.query(
          "INSERT INTO meta (key, value) VALUES ('opened_at', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
          [String(Date.now())],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresStore(pool);
  }

  async createTable(t: TableRecord): Promise<void> {
    const marks = insertValues(t)
      .map((_, i) => `$${i + 1}`)
      .join(", ");
    await this.pool.query(`INSERT INTO tables (${INSERT_COLUMNS}) VALUES (${marks})`, insertValues(t));
  }

  async updateTable(id: string, change: Partial<TableRecord>): Promise<void> {
    const { columns, values } = updateColumns(change);
    if (columns.length === 0) return;
    const sets = columns.map((c, i) => `${c} = $${i + 1}`).join(", ");
    await this.pool.query(`UPDATE tables SET ${sets} WHERE id = $${columns.length + 1}`, [...values, id]);
  }

  /** One INSERT, committed (and flushed) when it resolves; `seq` is read from the actions. */
  async appendAction(tableId: string, entry: LogEntry): Promise<void> {
    await this.pool.query({
      ...APPEND,
      values: [tableId, entry.seq, entry.at, entry.seat, JSON.stringify(entry.action)],
    });
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const { rows } = await this.pool.query<TableRow>(`${SELECT_TABLES} WHERE id = $1`, [id]);
    const row = rows[0];
    return row ? fromRow(row) : null;
  }

  async listTables(statuses: readonly TableStatus[], limit: number): Promise<TableRecord[]> {
    if (statuses.length === 0) return [];
    const { rows } = await this.pool.query<TableRow>(
      `${SELECT_TABLES} WHERE status = ANY($1) ORDER BY ${listOrder(statuses)}, made DESC LIMIT $2`,
      [statuses, limit],
    );
    return rows.map(fromRow);
  }

  async actions(tableId: string): Promise<LogEntry[]> {
    const { rows } = await this.pool.query<ActionRow>(
      "SELECT seq, at, seat, action FROM actions WHERE table_id = $1 ORDER BY seq",
      [tableId],
    );
    return rows.map(entryOf);
  }

  async listWaitingBefore(createdBefore: number, limit: number): Promise<TableRecord[]> {
    const { rows } = await this.pool.query<TableRow>(
      `${SELECT_TABLES} WHERE status = 'waiting' AND created_at < $1 ORDER BY created_at, made LIMIT $2`,
      [createdBefore, limit],
    );
    return rows.map(fromRow);
  }

  async deleteWaitingTable(id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query("DELETE FROM tables WHERE id = $1 AND status = 'waiting'", [
      id,
    ]);
    return (rowCount ?? 0) > 0;
  }

  /** A PostgreSQL setting as the store's connections run with it (`synchronous_commit`: "on"). */
  async setting(name: string): Promise<string> {
    const { rows } = await this.pool.query<{ value: string }>("SELECT current_setting($1) AS value", [name]);
    return rows[0]?.value ?? "";
  }

  /** Waits for the queries under way, then closes every connection (once, however often asked). */
  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}
