/**
 * The store's schema as numbered migrations, the same versions in SQLite and PostgreSQL: each store
 * runs those its database lacks when it opens, in one transaction under a lock (SQLite's write lock,
 * `BEGIN IMMEDIATE`; a PostgreSQL advisory lock, the same in every Parlor process), and records each
 * in `schema_migrations` (version, name, when). Several processes opening one database at once run
 * each migration once; a database a newer Parlor migrated further is refused (`SchemaTooNew`), never
 * changed.
 *
 * To change the schema, add a migration at the end with both stores' steps; never change one that
 * has shipped. The first (`baseline`) is the schema as Parlor made it before it was versioned: on an
 * empty database it creates it, and a database made before adopts it by gaining the columns it lacks.
 */
import type Database from "better-sqlite3";
import type pg from "pg";
import { ratedPlayersSchema, storedNameKey, type PlayerRow } from "./rows.js";
import { NAME_KEY_VERSION } from "../people/skeleton.js";

/** One change of the schema (or of what its rows hold), in each store's words. */
export interface Migration {
  /** 1, 2, …: the order they run in, with no gap. */
  readonly version: number;
  /** What it does, in a few words (kept in `schema_migrations`). */
  readonly name: string;
  /** Its step on a SQLite connection, inside the migration's transaction. */
  readonly sqlite: (db: Database.Database) => void;
  /** Its step on a PostgreSQL connection, inside the migration's transaction. */
  readonly postgres: (client: pg.ClientBase) => Promise<void>;
  /** The `nameKey` version (NAME_KEY_VERSION) whose keys it gives every player's name, if it does. */
  readonly nameKeys?: string;
}

/** What a store's opening did: the version its database was at, and those it ran to get to `to`. */
export interface Migrated {
  readonly from: number;
  readonly to: number;
  readonly ran: readonly number[];
}

/** A database migrated by a newer Parlor, to a version this one does not know: refused, untouched. */
export class SchemaTooNew extends Error {
  constructor(
    readonly version: number,
    readonly known: number,
  ) {
    super(
      `the database's schema is at version ${version}, newer than this Parlor knows (${known}): run the Parlor that migrated it, or a newer one`,
    );
    this.name = "SchemaTooNew";
  }
}

/** The record of the migrations run, in both stores. */
const RECORD = (timeType: string) => `
CREATE TABLE IF NOT EXISTS schema_migrations (
  version    INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  applied_at ${timeType} NOT NULL
)`;

/**
 * PostgreSQL's lock for migrating: an advisory lock (any number of our own, the same in every Parlor
 * process) held for the transaction, so that processes opening one database at once take turns.
 */
export const MIGRATION_LOCK = 0x5041_524c; // "PARL"

/**
 * A column the `tables` table gained before the schema was versioned: a database made before adopts
 * the baseline by gaining those it lacks (SQLite has no `ADD COLUMN IF NOT EXISTS`: each store reads
 * which it has). Existing rows get the default: no host, rated, no ending, no rematch, the game's
 * grace; or what the column's `fill` gives them.
 */
interface AddedColumn {
  readonly name: string;
  /** The column's definition after its name, in each store's words. */
  readonly sqlite: string;
  readonly postgres: string;
  /** An UPDATE (the same in both stores) that gives the existing rows their value, once added. */
  readonly fill?: string;
}

const ADDED_TABLE_COLUMNS: readonly AddedColumn[] = [
  { name: "host", sqlite: "TEXT", postgres: "TEXT" },
  { name: "rated", sqlite: "INTEGER NOT NULL DEFAULT 1", postgres: "BOOLEAN NOT NULL DEFAULT TRUE" },
  { name: "ending", sqlite: "TEXT", postgres: "TEXT" },
  { name: "next", sqlite: "TEXT", postgres: "TEXT" },
  { name: "grace_ms", sqlite: "INTEGER", postgres: "INTEGER" },
  // The fencing number of the table's latest owner (several processes: cluster/leases.ts).
  { name: "fence", sqlite: "INTEGER NOT NULL DEFAULT 0", postgres: "INTEGER NOT NULL DEFAULT 0" },
  // Whether everyone played (null until finished). The matches finished before it was kept: played
  // when their log has an action (the store cannot count each person's moves by their game's rules).
  {
    name: "played",
    sqlite: "INTEGER",
    postgres: "BOOLEAN",
    fill: "UPDATE tables SET played = EXISTS (SELECT 1 FROM actions WHERE actions.table_id = tables.id) WHERE status = 'finished'",
  },
  // Turn-based tables: their time bank, their turn, and when a move is next due (null: live tables).
  { name: "turn_based", sqlite: "TEXT", postgres: "TEXT" },
  { name: "turn", sqlite: "TEXT", postgres: "TEXT" },
  { name: "deadline_at", sqlite: "INTEGER", postgres: "BIGINT" },
];

/** The statements that give a `tables` table with these columns the others: each `ALTER TABLE`, then its `fill`. */
export function missingColumns(have: readonly string[], dialect: "sqlite" | "postgres"): string[] {
  const present = new Set(have);
  return ADDED_TABLE_COLUMNS.filter((c) => !present.has(c.name)).flatMap((c) => [
    `ALTER TABLE tables ADD COLUMN ${c.name} ${c[dialect]}`,
    ...(c.fill === undefined ? [] : [c.fill]),
  ]);
}

const SQLITE_SCHEMA = `
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
  until       INTEGER,
  host        TEXT,
  rated       INTEGER NOT NULL DEFAULT 1,
  ending      TEXT,
  next        TEXT,
  grace_ms    INTEGER,
  fence       INTEGER NOT NULL DEFAULT 0,
  played      INTEGER,
  turn_based  TEXT,
  turn        TEXT,
  deadline_at INTEGER
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
CREATE TABLE IF NOT EXISTS players (
  id            TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  name_key      TEXT NOT NULL,
  kind          TEXT NOT NULL,
  username      TEXT,
  username_key  TEXT,
  password_hash TEXT,
  created_at    INTEGER NOT NULL,
  CONSTRAINT players_username_unique UNIQUE (username_key)
);
CREATE INDEX IF NOT EXISTS accounts_by_name ON players (name_key) WHERE kind = 'account';
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  player_id  TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  seen_at    INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS seat_players (
  table_id  TEXT NOT NULL,
  seat      INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS seat_players_by_player ON seat_players (player_id);
CREATE TABLE IF NOT EXISTS ratings (
  player_id TEXT NOT NULL,
  game      TEXT NOT NULL,
  mu        REAL NOT NULL,
  sigma     REAL NOT NULL,
  rating    REAL NOT NULL,
  games     INTEGER NOT NULL,
  wins      INTEGER NOT NULL,
  PRIMARY KEY (player_id, game)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS ratings_by_game ON ratings (game, rating DESC);
CREATE TABLE IF NOT EXISTS chat (
  table_id  TEXT NOT NULL,
  n         INTEGER NOT NULL,
  at        INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  name      TEXT NOT NULL,
  bot       TEXT,
  seat      INTEGER,
  text      TEXT NOT NULL,
  phrase    TEXT,
  PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS personal_bests (
  player_id   TEXT NOT NULL,
  game        TEXT NOT NULL,
  mode        TEXT NOT NULL,
  time_ms     INTEGER NOT NULL,
  found       INTEGER NOT NULL,
  wrong       INTEGER NOT NULL,
  table_id    TEXT NOT NULL,
  finished_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, game, mode)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS analyses (
  table_id    TEXT PRIMARY KEY,
  game        TEXT NOT NULL,
  seats       TEXT NOT NULL,
  work        REAL,
  analysis    TEXT NOT NULL,
  computed_at INTEGER NOT NULL
);
${ratedPlayersSchema(" WITHOUT ROWID")}`;

/**
 * The indexes of columns a database from before may lack: made once they are there. The played
 * matches by when they finished (then id: the lists' order), all of them and by game; the
 * turn-based matches by when a move is next due.
 */
const SQLITE_LATE_INDEXES = `
CREATE INDEX IF NOT EXISTS played_matches ON tables (finished_at, id) WHERE played = 1;
CREATE INDEX IF NOT EXISTS played_matches_by_game ON tables (game, finished_at, id) WHERE played = 1;
CREATE INDEX IF NOT EXISTS tables_due ON tables (deadline_at) WHERE deadline_at IS NOT NULL;
`;

/**
 * The SQLite schema in PostgreSQL's words: the same tables and columns, JSON as text, times as
 * integer milliseconds (BIGINT). PostgreSQL has no rowid, so an identity column (`made`) breaks ties
 * between tables listed by a time they share, as SQLite's rowid does.
 */
const POSTGRES_SCHEMA = `
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
  made        BIGINT GENERATED ALWAYS AS IDENTITY,
  host        TEXT,
  rated       BOOLEAN NOT NULL DEFAULT TRUE,
  ending      TEXT,
  next        TEXT,
  grace_ms    INTEGER,
  fence       INTEGER NOT NULL DEFAULT 0,
  played      BOOLEAN,
  turn_based  TEXT,
  turn        TEXT,
  deadline_at BIGINT
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
CREATE TABLE IF NOT EXISTS players (
  id            TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  name_key      TEXT NOT NULL,
  kind          TEXT NOT NULL,
  username      TEXT,
  username_key  TEXT,
  password_hash TEXT,
  created_at    BIGINT NOT NULL,
  CONSTRAINT players_username_unique UNIQUE (username_key)
);
CREATE INDEX IF NOT EXISTS accounts_by_name ON players (name_key) WHERE kind = 'account';
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  player_id  TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  seen_at    BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS seat_players (
  table_id  TEXT NOT NULL,
  seat      INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  PRIMARY KEY (table_id, seat)
);
CREATE INDEX IF NOT EXISTS seat_players_by_player ON seat_players (player_id);
CREATE TABLE IF NOT EXISTS ratings (
  player_id TEXT NOT NULL,
  game      TEXT NOT NULL,
  mu        DOUBLE PRECISION NOT NULL,
  sigma     DOUBLE PRECISION NOT NULL,
  rating    DOUBLE PRECISION NOT NULL,
  games     INTEGER NOT NULL,
  wins      INTEGER NOT NULL,
  PRIMARY KEY (player_id, game)
);
CREATE INDEX IF NOT EXISTS ratings_by_game ON ratings (game, rating DESC);
CREATE TABLE IF NOT EXISTS chat (
  table_id  TEXT NOT NULL,
  n         INTEGER NOT NULL,
  at        BIGINT NOT NULL,
  player_id TEXT NOT NULL,
  name      TEXT NOT NULL,
  bot       TEXT,
  seat      INTEGER,
  text      TEXT NOT NULL,
  phrase    TEXT,
  PRIMARY KEY (table_id, n)
);
CREATE TABLE IF NOT EXISTS personal_bests (
  player_id   TEXT NOT NULL,
  game        TEXT NOT NULL,
  mode        TEXT NOT NULL,
  time_ms     BIGINT NOT NULL,
  found       INTEGER NOT NULL,
  wrong       INTEGER NOT NULL,
  table_id    TEXT NOT NULL,
  finished_at BIGINT NOT NULL,
  PRIMARY KEY (player_id, game, mode)
);
CREATE TABLE IF NOT EXISTS analyses (
  table_id    TEXT PRIMARY KEY,
  game        TEXT NOT NULL,
  seats       TEXT NOT NULL,
  work        DOUBLE PRECISION,
  analysis    TEXT NOT NULL,
  computed_at BIGINT NOT NULL
);
${ratedPlayersSchema("")}`;

/**
 * The indexes of columns a database from before may lack: made once they are there. The played
 * matches by when they finished, then id by its bytes (the lists' order), all of them and by game;
 * the turn-based matches by when a move is next due.
 */
const POSTGRES_LATE_INDEXES = `
CREATE INDEX IF NOT EXISTS played_matches ON tables (finished_at DESC, id COLLATE "C" DESC) WHERE played;
CREATE INDEX IF NOT EXISTS played_matches_by_game ON tables (game, finished_at DESC, id COLLATE "C" DESC) WHERE played;
CREATE INDEX IF NOT EXISTS tables_due ON tables (deadline_at) WHERE deadline_at IS NOT NULL;
`;

/** The columns PostgreSQL's `tables` has, to add those a database from before lacks. */
const TABLE_COLUMNS =
  "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'tables'";

/** Players whose name keys one PostgreSQL statement sets. */
const REKEY_BATCH = 1000;

/**
 * The `meta` row by which Parlor before versioned migrations said which `nameKey` made the stored
 * name keys; the keys are now a migration's (`nameKeys`), and the row goes.
 */
const NAME_KEYS_META = "name_keys";

/**
 * Every player's name key made again by `nameKey` as it is today (`NAME_KEY_VERSION`, which the
 * migration names): the accounts' names are compared by them. When `nameKey` changes, its version
 * changes and a migration of this kind is added at the end (a test holds the last one to it).
 */
function nameKeys(version: number, keys: string): Migration {
  return {
    version,
    name: `name keys: ${keys}`,
    nameKeys: keys,
    sqlite(db) {
      const update = db.prepare("UPDATE players SET name_key = ? WHERE id = ?");
      const players = db.prepare("SELECT id, name, kind FROM players").all() as PlayerRow[];
      for (const player of players) update.run(storedNameKey(player), player.id);
      db.prepare("DELETE FROM meta WHERE key = ?").run(NAME_KEYS_META);
    },
    async postgres(client) {
      const { rows } = await client.query<PlayerRow>("SELECT id, name, kind FROM players");
      for (let from = 0; from < rows.length; from += REKEY_BATCH) {
        const batch = rows.slice(from, from + REKEY_BATCH);
        await client.query(
          "UPDATE players SET name_key = keys.key FROM (SELECT unnest($1::text[]) AS id, unnest($2::text[]) AS key) AS keys WHERE players.id = keys.id",
          [batch.map((row) => row.id), batch.map((row) => storedNameKey(row))],
        );
      }
      await client.query("DELETE FROM meta WHERE key = $1", [NAME_KEYS_META]);
    },
  };
}

/** The migrations, in order. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "baseline: the schema as Parlor made it before it was versioned",
    sqlite(db) {
      db.exec(SQLITE_SCHEMA);
      const have = (db.pragma("table_info(tables)") as { name: string }[]).map((c) => c.name);
      for (const alter of missingColumns(have, "sqlite")) db.exec(alter);
      db.exec(SQLITE_LATE_INDEXES);
    },
    async postgres(client) {
      await client.query(POSTGRES_SCHEMA);
      // Only the missing columns: ALTER TABLE locks the table even when there is nothing to add.
      const { rows } = await client.query<{ name: string }>(TABLE_COLUMNS);
      for (const alter of missingColumns(
        rows.map((r) => r.name),
        "postgres",
      ))
        await client.query(alter);
      await client.query(POSTGRES_LATE_INDEXES);
    },
  },
  nameKeys(2, NAME_KEY_VERSION),
];

/** The last migration that keys the stored names (`nameKeys`). */
export const NAME_KEYS_MIGRATION = MIGRATIONS.findLast((m) => m.nameKeys !== undefined)?.version ?? 0;

/** The version of the last migration: where every database this Parlor opens ends. */
export const SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;

/** The migrations after `from` up to `to`; a database past what this Parlor knows is refused. */
function pending(from: number, to: number): readonly Migration[] {
  if (from > SCHEMA_VERSION) throw new SchemaTooNew(from, SCHEMA_VERSION);
  return MIGRATIONS.filter((m) => m.version > from && m.version <= to);
}

/**
 * Brings a SQLite database to version `to` (the last by default), in one `BEGIN IMMEDIATE`
 * transaction: one process at a time, and all of them or none.
 */
export function migrateSqlite(db: Database.Database, to = SCHEMA_VERSION): Migrated {
  return db
    .transaction((): Migrated => {
      db.exec(RECORD("INTEGER"));
      const { version } = db
        .prepare("SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations")
        .get() as {
        version: number;
      };
      const steps = pending(version, to);
      const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
      for (const migration of steps) {
        migration.sqlite(db);
        record.run(migration.version, migration.name, Date.now());
      }
      return { from: version, to: Math.max(version, to), ran: steps.map((m) => m.version) };
    })
    .immediate();
}

/**
 * Brings a PostgreSQL database to version `to` (the last by default), in one transaction under the
 * migration lock: processes opening it at once take turns, and each migration runs once.
 */
export async function migratePostgres(client: pg.ClientBase, to = SCHEMA_VERSION): Promise<Migrated> {
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(RECORD("BIGINT"));
    const { rows } = await client.query<{ version: number }>(
      "SELECT COALESCE(MAX(version), 0)::integer AS version FROM schema_migrations",
    );
    const version = rows[0]?.version ?? 0;
    const steps = pending(version, to);
    for (const migration of steps) {
      await migration.postgres(client);
      await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        migration.version,
        migration.name,
        Date.now(),
      ]);
    }
    await client.query("COMMIT");
    return { from: version, to: Math.max(version, to), ran: steps.map((m) => m.version) };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}
