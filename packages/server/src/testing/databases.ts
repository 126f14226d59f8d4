/**
 * The two stores the server runs on, for tests that must pass on both ("same schema, same tests"):
 * `describeEachDatabase` runs a block once with SQLite and once with PostgreSQL (skipped with a
 * message when no PostgreSQL can be had outside CI; see testing/postgres.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LogEntry } from "@parlor/engine";
import { openSqlite } from "../store/sqlite-driver.js";
import pg from "pg";
import { afterAll, describe } from "vitest";
import { PostgresStore } from "../store/postgres.js";
import { SqliteStore } from "../store/sqlite.js";
import { migratePostgres, migrateSqlite, type Migrated } from "../store/migrations.js";
import type { Store } from "../store/store.js";
import { createDatabase, noPostgres, stopPostgres } from "./postgres.js";

/** A fresh folder for a test's SQLite file; `remove` deletes it. */
export function tempDb(): { file: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "parlor-server-test-"));
  return { file: join(dir, "parlor.db"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One test's database: empty when made, removed by `remove`. */
export interface TestDatabase {
  /** What `startServer` (and the child server of testing/process.ts) takes to use it. */
  readonly serve: { readonly db: string; readonly databaseUrl?: string };
  /** A store on it (a connection of its own); close it before `remove`. */
  open(): Promise<Store>;
  /**
   * A table's status and actions, read with plain SQL on a connection of its own, as another
   * process would (not through the store); null when the table is not there.
   */
  read(table: string): Promise<StoredTable | null>;
  /** Runs SQL on a connection of its own (to break things on purpose). */
  exec(sql: string, values?: readonly unknown[]): Promise<void>;
  /** Runs several statements (a dump, a fixture) on a connection of its own. */
  script(sql: string): Promise<void>;
  /** The rows of a query, on a connection of its own. */
  rows<T>(sql: string): Promise<T[]>;
  /** Runs the migrations up to version `to` (store/migrations.ts), as a store's opening would. */
  migrate(to: number): Promise<Migrated>;
  /**
   * From now on the database refuses every new action (a trigger raises an error), as a failing
   * disk or a lost connection would; the returned function drops the trigger.
   */
  refuseAppends(): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: an outage (the database takes no connection and its sessions end, as when the
   * server is down); the returned function ends it.
   */
  readonly outage?: () => Promise<() => Promise<void>>;
  remove(): Promise<void>;
}

export interface StoredTable {
  readonly status: string;
  /** The number of its actions (a table's seq is derived from its log). */
  readonly seq: number;
  readonly actions: LogEntry[];
}

export interface DatabaseKind {
  readonly name: "sqlite" | "postgresql";
  /** Null when this kind can be tested here, else why not. */
  readonly unavailable: string | null;
  create(): Promise<TestDatabase>;
}

interface ActionRow {
  seq: number;
  at: number | string;
  seat: number;
  action: string;
}

function entries(rows: ActionRow[]): LogEntry[] {
  return rows.map((r) => ({
    seq: r.seq,
    at: Number(r.at),
    seat: r.seat,
    action: JSON.parse(r.action) as unknown,
  }));
}

const SELECT_STATUS = "SELECT status FROM tables WHERE id = ";
const SELECT_ACTIONS = "SELECT seq, at, seat, action FROM actions WHERE table_id = ";

export const SQLITE: DatabaseKind = {
  name: "sqlite",
  unavailable: null,
  async create() {
    const dir = tempDb();
    return {
      serve: { db: dir.file },
      open: async () => new SqliteStore(dir.file),
      async read(table) {
        const db = openSqlite(dir.file, { readonly: true });
        try {
          const row = db.prepare(`${SELECT_STATUS}?`).get(table) as { status: string } | undefined;
          if (!row) return null;
          const actions = entries(db.prepare(`${SELECT_ACTIONS}? ORDER BY seq`).all(table) as ActionRow[]);
          return { status: row.status, seq: actions.length, actions };
        } finally {
          db.close();
        }
      },
      async exec(sql, values = []) {
        const db = openSqlite(dir.file);
        try {
          db.prepare(sql).run(...values);
        } finally {
          db.close();
        }
      },
      async script(sql) {
        const db = openSqlite(dir.file);
        try {
          db.exec(sql);
        } finally {
          db.close();
        }
      },
      async rows<T>(sql: string) {
        const db = openSqlite(dir.file, { readonly: true });
        try {
          return db.prepare(sql).all() as T[];
        } finally {
          db.close();
        }
      },
      async migrate(to) {
        const db = openSqlite(dir.file);
        try {
          return migrateSqlite(db, to);
        } finally {
          db.close();
        }
      },
      async refuseAppends() {
        const db = openSqlite(dir.file);
        try {
          db.exec(
            "CREATE TRIGGER refuse_appends BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'appends refused by the test'); END",
          );
        } finally {
          db.close();
        }
        return async () => {
          const again = openSqlite(dir.file);
          try {
            again.exec("DROP TRIGGER refuse_appends");
          } finally {
            again.close();
          }
        };
      },
      async remove() {
        dir.remove();
      },
    };
  },
};

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const POSTGRES: DatabaseKind = {
  name: "postgresql",
  unavailable: noPostgres,
  async create() {
    const database = await createDatabase();
    const url = database.url;
    return {
      serve: { db: "unused-with-postgresql.db", databaseUrl: url },
      open: () => PostgresStore.open(url),
      read: (table) =>
        withClient(url, async (client) => {
          // The schema may not be there yet (no server has opened this database).
          const exists = await client.query("SELECT to_regclass('tables') IS NOT NULL AS ok");
          if (!(exists.rows[0] as { ok: boolean }).ok) return null;
          const row = (await client.query(`${SELECT_STATUS}$1`, [table])).rows[0] as
            { status: string } | undefined;
          if (!row) return null;
          const actions = entries(
            (await client.query(`${SELECT_ACTIONS}$1 ORDER BY seq`, [table])).rows as ActionRow[],
          );
          return { status: row.status, seq: actions.length, actions };
        }),
      exec: (sql, values = []) =>
        withClient(url, async (client) => {
          await client.query(sql, [...values]);
        }),
      script: (sql) =>
        withClient(url, async (client) => {
          await client.query(sql);
        }),
      rows: <T>(sql: string) => withClient(url, async (client) => (await client.query(sql)).rows as T[]),
      migrate: (to) => withClient(url, (client) => migratePostgres(client, to)),
      refuseAppends: () =>
        withClient(url, async (client) => {
          await client.query(
            "CREATE FUNCTION refuse_appends() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'appends refused by the test'; END $$",
          );
          await client.query(
            "CREATE TRIGGER refuse_appends BEFORE INSERT ON actions FOR EACH ROW EXECUTE FUNCTION refuse_appends()",
          );
          return () =>
            withClient(url, async (again) => {
              await again.query("DROP TRIGGER refuse_appends ON actions");
              await again.query("DROP FUNCTION refuse_appends()");
            });
        }),
      outage: () => database.refuseConnections(),
      remove: () => database.drop(),
    };
  },
};

export const DATABASE_KINDS: readonly DatabaseKind[] = [SQLITE, POSTGRES];

const said = new Set<string>();

function sayOnce(message: string): void {
  if (said.has(message)) return;
  said.add(message);
  console.warn(message);
}

/** `describe` for PostgreSQL's own tests: skipped (with the reason, once) when it cannot run here. */
export function describePostgres(title: string, body: () => void): void {
  if (POSTGRES.unavailable !== null) sayOnce(POSTGRES.unavailable);
  describe.skipIf(POSTGRES.unavailable !== null)(title, () => {
    afterAll(stopPostgres);
    body();
  });
}

/**
 * `describe(title, body)` once per store, `title (sqlite)` and `title (postgresql)`; a kind that
 * cannot run here is skipped, its reason printed once. The PostgreSQL block stops this file's
 * throwaway cluster after it.
 */
export function describeEachDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  for (const kind of DATABASE_KINDS) {
    if (kind.unavailable !== null) sayOnce(kind.unavailable);
    describe.skipIf(kind.unavailable !== null)(`${title} (${kind.name})`, () => {
      if (kind === POSTGRES) afterAll(stopPostgres);
      body(kind);
    });
  }
}
