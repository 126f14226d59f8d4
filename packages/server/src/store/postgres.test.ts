import pg from "pg";
import { afterEach, expect, it } from "vitest";
import { describePostgres, POSTGRES, type TestDatabase } from "../testing/databases.js";
import { createDatabase } from "../testing/postgres.js";
import { account, line, rating, record, storeContract } from "../testing/store-contract.js";
import { DatabaseUnavailable, openStore } from "./open.js";
import { PostgresStore } from "./postgres.js";
import type { Store } from "./store.js";

const kind = POSTGRES;

describePostgres("PostgresStore: the store contract", () => {
  storeContract(kind);
});

describePostgres("PostgresStore", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function database(): Promise<TestDatabase> {
    const db = await kind.create();
    cleanups.push(() => db.remove());
    return db;
  }
  function closing(store: Store): Store {
    cleanups.push(() => store.close());
    return store;
  }

  it("creates its schema once when several processes open an empty database at the same time", async () => {
    const db = await database();
    const url = db.serve.databaseUrl as string;
    const stores = await Promise.all([1, 2, 3, 4].map(() => PostgresStore.open(url)));
    stores.forEach(closing);
    await stores[0]?.createTable(record("t1"));
    expect((await stores[3]?.getTable("t1"))?.id).toBe("t1");
  });

  it("writes with synchronous_commit on even when the database's default is off", async () => {
    const db = await database();
    const url = db.serve.databaseUrl as string;
    const name = new URL(url).pathname.slice(1);
    await db.exec(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    const plain = await probe.query<{ synchronous_commit: string }>("SHOW synchronous_commit");
    await probe.end();
    expect(plain.rows[0]?.synchronous_commit).toBe("off");
    // Every connection of the store's pool, whichever a query gets.
    const store = await PostgresStore.open(url, { poolSize: 2 });
    closing(store);
    const seen = await Promise.all([1, 2, 3, 4].map(() => store.setting("synchronous_commit")));
    expect(seen).toEqual(["on", "on", "on", "on"]);
  });

  it("says which database it could not open, without the password", async () => {
    const db = await createDatabase();
    cleanups.push(() => db.drop());
    const missing = new URL(db.url);
    missing.pathname = "/parlor_no_such_database";
    missing.password = "secret-password";
    const opening = openStore({ db: "unused.db", databaseUrl: missing.toString() });
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailable);
    const error = (await opening.catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/parlor_no_such_database/);
    expect(error.message).not.toMatch(/secret-password/);
  });

  it("opens a database from before players, ratings and chat: its tables gain the new columns", async () => {
    const db = await database();
    const url = db.serve.databaseUrl as string;
    // The schema as it was, with a finished match in it.
    for (const sql of [
      `CREATE TABLE tables (
        id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL,
        seats TEXT NOT NULL, status TEXT NOT NULL, created_at BIGINT NOT NULL, started_at BIGINT,
        finished_at BIGINT, outcome TEXT, until BIGINT, made BIGINT GENERATED ALWAYS AS IDENTITY
      )`,
      "CREATE INDEX tables_by_status ON tables (status, created_at)",
      `CREATE TABLE actions (
        table_id TEXT NOT NULL, seq INTEGER NOT NULL, at BIGINT NOT NULL, seat INTEGER NOT NULL,
        action TEXT NOT NULL, PRIMARY KEY (table_id, seq)
      )`,
      "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
      `INSERT INTO tables (id, game, options, seed, seats, status, created_at, started_at, finished_at, outcome, until)
        VALUES ('t1', 'ruhd', '{"handSize":2}', 'seed-t1', '[{"bot":"greedy","joined":true}]', 'finished', 1000, 1500, 2000, '{"scores":[1],"winners":[0]}', 40)`,
      `INSERT INTO actions VALUES ('t1', 1, 5, 0, '{"n":1}')`,
      // A match finished without a move, and one still played.
      `INSERT INTO tables (id, game, options, seed, seats, status, created_at, started_at, finished_at, outcome, until)
        VALUES ('t2', 'ruhd', '{}', 's', '[]', 'finished', 1000, 1500, 2000, NULL, 0),
          ('t3', 'ruhd', '{}', 's', '[]', 'playing', 1000, 1500, NULL, NULL, NULL)`,
    ])
      await db.exec(sql);

    const store = closing(await PostgresStore.open(url));
    expect(await store.getTable("t1")).toEqual(
      record("t1", {
        seats: [{ bot: "greedy", joined: true }],
        status: "finished",
        startedAt: 1_500,
        finishedAt: 2_000,
        outcome: { scores: [1], winners: [0] },
        until: 40,
        seq: 1,
        played: true,
      }),
    );
    // The matches finished before `played` was kept: played when their log has an action.
    expect((await store.getTable("t2"))?.played).toBe(false);
    expect((await store.getTable("t3"))?.played).toBeNull();
    expect((await store.listMatches({ limit: 10 })).map((t) => t.id)).toEqual(["t1"]);
    await store.createPlayer(account("a1", "Ann"));
    await store.seatPlayer("t1", 0, "a1");
    await store.storeRatings([rating("a1")], "t1", { ending: "normal" });
    await store.appendChat("t1", line(1));
    expect((await store.playerMatches("a1", 5)).map((m) => m.table.ending)).toEqual(["normal"]);

    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    const { rows } = await probe.query<{ name: string; nullable: string; fallback: string | null }>(
      "SELECT column_name AS name, is_nullable AS nullable, column_default AS fallback FROM information_schema.columns WHERE table_name = 'tables' ORDER BY ordinal_position",
    );
    await probe.end();
    expect(rows.map((c) => c.name).slice(-10)).toEqual([
      "host",
      "rated",
      "ending",
      "next",
      "grace_ms",
      "fence",
      "played",
      "turn_based",
      "turn",
      "deadline_at",
    ]);
    expect(rows.find((c) => c.name === "rated")).toMatchObject({ nullable: "NO", fallback: "true" });
    // Opening it again adds nothing twice.
    const again = closing(await PostgresStore.open(url));
    expect(await again.chat("t1", 5)).toEqual([line(1)]);
  });
});
