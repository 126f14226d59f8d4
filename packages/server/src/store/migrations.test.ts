import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { NAME_KEY_VERSION } from "../people/skeleton.js";
import { describeEachDatabase, describePostgres, POSTGRES, type TestDatabase } from "../testing/databases.js";
import { MIGRATIONS, NAME_KEYS_MIGRATION, SCHEMA_VERSION, SchemaTooNew } from "./migrations.js";
import type { Store } from "./store.js";

/** A database made by Parlor before its schema was versioned, through its own store, in each store. */
const BEFORE = new URL("./fixtures/before-migrations/", import.meta.url);
const dump = (kind: "sqlite" | "postgresql"): string =>
  readFileSync(new URL(kind === "sqlite" ? "sqlite.sql" : "postgres.sql", BEFORE), "utf8");
/** What that Parlor's store read from it (`readAll`), as JSON. */
const READ_BEFORE: unknown = JSON.parse(readFileSync(new URL("reads.json", BEFORE), "utf8"));

/** Everything the fixture holds, read through the store: its matches, players, ratings and the rest. */
async function readAll(store: Store): Promise<unknown> {
  const ids = ["t-done", "t-turns", "t-wait", "t-practice"];
  const read = {
    tables: await Promise.all(ids.map((id) => store.getTable(id))),
    actions: await Promise.all(ids.map((id) => store.actions(id))),
    players: await Promise.all(["p-ann", "p-bob", "p-guest"].map((id) => store.getPlayer(id))),
    account: await store.findAccount("bob"),
    session: await store.getSession("sha-ann"),
    matches: await store.playerMatches("p-ann", 10),
    tablesOfAnn: await store.playerTables("p-ann", 10),
    ratings: await store.playerRatings("p-bob"),
    leaderboard: await store.leaderboard("ruhd", 10),
    against: await store.ratedAgainst("ruhd", "p-ann", "p-bob", 0),
    chat: await store.chat("t-done", 10),
    analysis: await store.analysis("t-done"),
    bests: await store.personalBests("p-guest", "set-classic"),
    due: await store.listDue(1_800_000_000_000, 10),
  };
  // As the fixture's reads were kept: JSON (no undefined fields).
  return JSON.parse(JSON.stringify(read)) as unknown;
}

interface MigrationRow {
  version: number;
  name: string;
  applied_at: number | string;
}

const recorded = (db: TestDatabase): Promise<MigrationRow[]> =>
  db.rows<MigrationRow>("SELECT version, name, applied_at FROM schema_migrations ORDER BY version");

describe("the migrations", () => {
  it("are numbered 1, 2, … with no gap, each named", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
    for (const m of MIGRATIONS) expect(m.name.length).toBeGreaterThan(0);
  });

  it("key the stored names as nameKey does today: a new NAME_KEY_VERSION needs a migration of its own", () => {
    expect(MIGRATIONS.find((m) => m.version === NAME_KEYS_MIGRATION)?.nameKeys).toBe(NAME_KEY_VERSION);
  });
});

describeEachDatabase("Migrating a database", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const fresh = async (): Promise<TestDatabase> => {
    const db = await kind.create();
    cleanups.push(() => db.remove());
    return db;
  };
  const open = async (db: TestDatabase): Promise<Store> => {
    const store = await db.open();
    cleanups.push(() => store.close());
    return store;
  };

  it("gives an empty database every migration, each recorded once with its name and time", async () => {
    const db = await fresh();
    const before = Date.now();
    await open(db);
    const rows = await recorded(db);
    expect(rows.map((r) => [r.version, r.name])).toEqual(MIGRATIONS.map((m) => [m.version, m.name]));
    for (const row of rows) expect(Number(row.applied_at)).toBeGreaterThanOrEqual(before);
    // Opened again: nothing left to run.
    await open(db);
    expect(await db.migrate(SCHEMA_VERSION)).toEqual({ from: SCHEMA_VERSION, to: SCHEMA_VERSION, ran: [] });
    expect(await recorded(db)).toEqual(rows);
  });

  it("brings a database made before the schema was versioned up to date, its matches, players and ratings intact", async () => {
    const db = await fresh();
    await db.script(dump(kind.name));
    const store = await open(db);
    expect(await readAll(store)).toEqual(READ_BEFORE);
    expect((await recorded(db)).map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    // The `meta` row by which it said which name keys it kept is gone: a migration says it now.
    expect(await db.rows("SELECT key FROM meta WHERE key = 'name_keys'")).toEqual([]);
    // And it plays on: a new table, its moves, an account whose name looks like one kept there.
    await store.createTable({ ...(await store.getTable("t-wait"))!, id: "t-new", seq: 0 });
    await store.appendAction("t-new", { seq: 1, at: 1, seat: 0, action: { n: 1 } });
    expect((await store.getTable("t-new"))?.seq).toBe(1);
    expect(await store.accountNameTaken("B\u00f3b \u{1f0a1}")).toBe(true);
  });

  it.each(MIGRATIONS.slice(0, -1).map((m) => m.version))(
    "brings a database at version %i up to date, what it held intact",
    async (version) => {
      const db = await fresh();
      await db.script(dump(kind.name));
      expect((await db.migrate(version)).ran).toEqual(MIGRATIONS.slice(0, version).map((m) => m.version));
      const store = await open(db);
      expect(await readAll(store)).toEqual(READ_BEFORE);
      expect((await recorded(db)).map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    },
  );

  it("refuses a database a newer Parlor migrated, and changes nothing in it", async () => {
    const db = await fresh();
    await db.script(dump(kind.name));
    await db.migrate(SCHEMA_VERSION);
    const opened_at = "SELECT value FROM meta WHERE key = 'opened_at'";
    const before = await db.rows(opened_at);
    await db.exec(
      `INSERT INTO schema_migrations (version, name, applied_at) VALUES (${SCHEMA_VERSION + 1}, 'from a newer Parlor', 0)`,
    );
    const opening = db.open();
    await expect(opening).rejects.toThrow(SchemaTooNew);
    await expect(opening).rejects.toThrow(`version ${SCHEMA_VERSION + 1}, newer than this Parlor knows`);
    expect((await recorded(db)).map((r) => r.version)).toEqual([
      ...MIGRATIONS.map((m) => m.version),
      SCHEMA_VERSION + 1,
    ]);
    expect(await db.rows(opened_at)).toEqual(before);
    expect((await db.read("t-done"))?.seq).toBe(6);
  });
});

describePostgres("Migrating a PostgreSQL database from several processes", () => {
  it("runs each migration once when several processes open an empty database at the same time", async () => {
    const db = await POSTGRES.create();
    const stores = await Promise.all(Array.from({ length: 4 }, () => db.open()));
    try {
      expect((await recorded(db)).map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await db.remove();
    }
  });
});
