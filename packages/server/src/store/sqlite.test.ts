import { openSqlite } from "./sqlite-driver.js";
import { afterEach, describe, expect, it } from "vitest";
import { SQLITE } from "../testing/databases.js";
import { tempDb } from "../testing/server.js";
import { account, line, rating, record, storeContract } from "../testing/store-contract.js";
import { SqliteStore } from "./sqlite.js";
import { AppenderThread } from "./sqlite-appender-thread.js";
import { refusalOf } from "./sqlite-appends.js";

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("SqliteStore: the store contract", () => {
  storeContract(SQLITE);
});

describe("SqliteStore", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });

  it("is in WAL mode: a write is readable by another connection at once", async () => {
    const db = tempDb();
    cleanups.push(db.remove);
    const store = new SqliteStore(db.file);
    await store.createTable(record("t1"));
    await store.appendAction("t1", { seq: 1, at: 1, seat: 0, action: { n: 1 } });
    const reader = openSqlite(db.file, { readonly: true });
    expect(reader.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(reader.prepare("SELECT MAX(seq) AS seq FROM actions WHERE table_id = 't1'").get()).toEqual({
      seq: 1,
    });
    reader.close();
    await store.close();
  });

  it.each(["thread", "inline"] as const)(
    "commits the appends of one turn of the event loop together; a refused one is refused alone (appender: %s)",
    async (appender) => {
      const db = tempDb();
      cleanups.push(db.remove);
      const store = new SqliteStore(db.file, { appender });
      cleanups.push(() => void store.close());
      await store.createTable(record("t1"));
      await store.createTable(record("t2"));
      await store.appendAction("t1", { seq: 1, at: 0, seat: 0, action: {} });
      const results = await Promise.allSettled([
        store.appendAction("t1", { seq: 2, at: 5, seat: 1, action: { n: 2 } }),
        store.appendAction("t2", { seq: 1, at: 5, seat: 0, action: { n: 1 } }),
        store.appendAction("t1", { seq: 1, at: 9, seat: 0, action: { again: true } }),
        store.appendAction("t2", { seq: 2, at: 9, seat: 1, action: { n: 2 } }),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
      // Once they resolve, another connection reads them: committed, as one transaction.
      const reader = openSqlite(db.file, { readonly: true });
      cleanups.push(() => reader.close());
      const rows = reader.prepare("SELECT table_id, seq, action FROM actions ORDER BY table_id, seq").all();
      expect(rows).toEqual([
        { table_id: "t1", seq: 1, action: "{}" },
        { table_id: "t1", seq: 2, action: '{"n":2}' },
        { table_id: "t2", seq: 1, action: '{"n":1}' },
        { table_id: "t2", seq: 2, action: '{"n":2}' },
      ]);
      // Closing commits what is still waiting.
      const last = store.appendAction("t2", { seq: 3, at: 12, seat: 0, action: {} });
      await store.close();
      await last;
      expect(reader.prepare("SELECT COUNT(*) AS n FROM actions").get()).toEqual({ n: 5 });
    },
  );

  it("commits in its appender thread while the event loop's own connection writes: neither waits in vain", async () => {
    const db = tempDb();
    cleanups.push(db.remove);
    const store = new SqliteStore(db.file);
    cleanups.push(() => void store.close());
    const tables = Array.from({ length: 20 }, (_, i) => `t${i}`);
    for (const id of tables) await store.createTable(record(id));
    // Appends (the thread's connection) and table changes (this one) interleaved, turn after turn.
    for (let seq = 1; seq <= 25; seq++) {
      await Promise.all(
        tables.flatMap((id, i) => [
          store.appendAction(id, { seq, at: seq, seat: 0, action: { seq } }),
          ...(i % 5 === 0 ? [store.updateTable(id, { status: "playing" })] : []),
        ]),
      );
    }
    for (const id of tables) expect((await store.actions(id)).map((a) => a.seq)).toEqual(range(1, 25));
    expect((await store.getTable("t5"))?.seq).toBe(25);
  });

  it("refuses the groups of a thread that cannot open the database, with the reason; names a refusal as the inline connection does", async () => {
    const db = tempDb();
    cleanups.push(db.remove);
    const store = new SqliteStore(db.file);
    cleanups.push(() => void store.close());
    await store.createTable(record("t1"));
    // A thread reading from a file that is no database refuses what it was given, with the reason.
    const broken = new AppenderThread({
      file: `${db.file}.not-a-db/x`,
      durability: "normal",
      busyTimeoutMs: 100,
    });
    const row = { kind: "action", tableId: "t1", seq: 1, at: 0, seat: 0, action: "{}", fence: null } as const;
    await expect(broken.commit([row])).rejects.toThrow(/directory|open|exist/i);
    await broken.close();
    // The store's own thread commits, and its outcomes name a refusal like the inline connection's.
    const thread = new AppenderThread({ file: db.file, durability: "normal", busyTimeoutMs: 100 });
    expect(await thread.commit([row])).toEqual([null]);
    const [twice] = await thread.commit([row]);
    expect(refusalOf(twice ?? null)).toMatchObject({
      name: "SqliteError",
      code: "SQLITE_CONSTRAINT_PRIMARYKEY",
    });
    await thread.close();
    await expect(thread.commit([row])).rejects.toThrow(/closed/);
    expect(await store.actions("t1")).toHaveLength(1);
  });

  it("refuses a write as a rejected promise, never a throw", async () => {
    const store = new SqliteStore(":memory:");
    await store.createTable(record("t1"));
    const twice = store.createTable(record("t1"));
    await expect(twice).rejects.toThrow(/UNIQUE/);
    await store.close();
  });

  it("opens a database from before players, ratings and chat: its tables gain the new columns", async () => {
    const db = tempDb();
    cleanups.push(db.remove);
    // The schema as it was, with a finished match in it.
    const old = openSqlite(db.file);
    old.exec(`
      CREATE TABLE tables (
        id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL,
        seats TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, started_at INTEGER,
        finished_at INTEGER, outcome TEXT, until INTEGER
      );
      CREATE INDEX tables_by_status ON tables (status, created_at);
      CREATE TABLE actions (
        table_id TEXT NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL, seat INTEGER NOT NULL,
        action TEXT NOT NULL, PRIMARY KEY (table_id, seq)
      ) WITHOUT ROWID;
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
    old
      .prepare(
        "INSERT INTO tables (id, game, options, seed, seats, status, created_at, started_at, finished_at, outcome, until) VALUES ('t1', 'ruhd', '{\"handSize\":2}', 'seed-t1', '[{\"bot\":\"greedy\",\"joined\":true}]', 'finished', 1000, 1500, 2000, '{\"scores\":[1],\"winners\":[0]}', 40)",
      )
      .run();
    old.prepare("INSERT INTO actions VALUES ('t1', 1, 5, 0, '{\"n\":1}')").run();
    // A match finished without a move, and one still played.
    old
      .prepare(
        "INSERT INTO tables (id, game, options, seed, seats, status, created_at, started_at, finished_at, outcome, until) VALUES ('t2', 'ruhd', '{}', 's', '[]', 'finished', 1000, 1500, 2000, NULL, 0), ('t3', 'ruhd', '{}', 's', '[]', 'playing', 1000, 1500, NULL, NULL, NULL)",
      )
      .run();
    old.close();

    const store = new SqliteStore(db.file);
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
    // The new tables are there and work.
    await store.createPlayer(account("a1", "Ann"));
    await store.seatPlayer("t1", 0, "a1");
    await store.storeRatings([rating("a1")], "t1", { ending: "normal" });
    await store.appendChat("t1", line(1));
    expect((await store.playerMatches("a1", 5)).map((m) => m.table.ending)).toEqual(["normal"]);
    await store.close();

    const reader = openSqlite(db.file, { readonly: true });
    const columns = reader.pragma("table_info(tables)") as {
      name: string;
      notnull: number;
      dflt_value: string;
    }[];
    reader.close();
    expect(columns.map((c) => c.name).slice(-10)).toEqual([
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
    expect(columns.find((c) => c.name === "rated")).toMatchObject({ notnull: 1, dflt_value: "1" });
    // Opening it again adds nothing twice.
    const again = new SqliteStore(db.file);
    expect((await again.getTable("t1"))?.ending).toBe("normal");
    expect(await again.chat("t1", 5)).toEqual([line(1)]);
    await again.close();
  });
});
