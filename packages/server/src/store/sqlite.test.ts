import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { tempDb } from "../testing/server.js";
import { SqliteStore } from "./sqlite.js";
import type { TableRecord } from "./store.js";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function openStore(): { store: SqliteStore; file: string } {
  const db = tempDb();
  const store = new SqliteStore(db.file);
  cleanups.push(db.remove, () => store.close());
  return { store, file: db.file };
}

function record(id: string, change: Partial<TableRecord> = {}): TableRecord {
  return {
    id,
    game: "ruhd",
    options: { handSize: 2 },
    seed: `seed-${id}`,
    seats: [
      { human: true, tokenHash: "ab", joined: false },
      { bot: "greedy", joined: true },
    ],
    status: "waiting",
    createdAt: 1_000,
    startedAt: null,
    finishedAt: null,
    outcome: null,
    until: null,
    seq: 0,
    ...change,
  };
}

describe("SqliteStore", () => {
  it("keeps a table and its changes, JSON fields as they were", () => {
    const { store } = openStore();
    store.createTable(record("t1"));
    expect(store.getTable("t1")).toEqual(record("t1"));
    expect(store.getTable("nope")).toBeNull();
    store.updateTable("t1", {
      status: "finished",
      startedAt: 2_000,
      finishedAt: 3_000,
      outcome: { scores: [3, 1], winners: [0] },
      until: 900,
    });
    expect(store.getTable("t1")).toMatchObject({
      status: "finished",
      startedAt: 2_000,
      finishedAt: 3_000,
      outcome: { scores: [3, 1], winners: [0] },
      until: 900,
    });
  });

  it("appends actions in order and moves the table's seq with them; a seq twice is refused", () => {
    const { store } = openStore();
    store.createTable(record("t1"));
    store.appendAction("t1", { seq: 1, at: 10, seat: 0, action: { type: "place", tile: "G4B2Y2G1" } });
    store.appendAction("t1", { seq: 2, at: 25, seat: 1, action: { type: "place", tile: "R1R2R3R4" } });
    expect(store.getTable("t1")?.seq).toBe(2);
    expect(store.actions("t1")).toEqual([
      { seq: 1, at: 10, seat: 0, action: { type: "place", tile: "G4B2Y2G1" } },
      { seq: 2, at: 25, seat: 1, action: { type: "place", tile: "R1R2R3R4" } },
    ]);
    // The insert and the seq change are one transaction: a refused insert changes neither.
    expect(() => store.appendAction("t1", { seq: 2, at: 30, seat: 0, action: {} })).toThrow();
    expect(store.getTable("t1")?.seq).toBe(2);
    expect(store.actions("t1")).toHaveLength(2);
    expect(store.actions("other")).toEqual([]);
  });

  it("lists tables by status, newest first, even when made in the same millisecond", () => {
    const { store } = openStore();
    const name = (i: number) => `t${String(i).padStart(2, "0")}`;
    // Waiting and playing tables made in the same millisecond, interleaved.
    for (let i = 0; i < 20; i++)
      store.createTable(record(name(i), { status: i % 3 ? "waiting" : "playing" }));
    store.createTable(record("old", { createdAt: 500, status: "playing" }));
    store.createTable(record("f1", { status: "finished", finishedAt: 5_000 }));
    store.createTable(record("f2", { status: "finished", finishedAt: 4_000 }));
    const open = store.listTables(["waiting", "playing"], 100).map((t) => t.id);
    expect(open).toEqual([...Array.from({ length: 20 }, (_, i) => name(19 - i)), "old"]);
    expect(store.listTables(["waiting", "playing"], 3)).toHaveLength(3);
    expect(store.listTables(["finished"], 10).map((t) => t.id)).toEqual(["f1", "f2"]);
    expect(store.listTables([], 10)).toEqual([]);
  });

  it("writes what another connection can read at once (WAL), and reopens the same data", () => {
    const { store, file } = openStore();
    store.createTable(record("t1"));
    store.appendAction("t1", { seq: 1, at: 1, seat: 0, action: { n: 1 } });
    const reader = new Database(file, { readonly: true });
    expect(reader.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(reader.prepare("SELECT MAX(seq) AS seq FROM actions WHERE table_id = 't1'").get()).toEqual({
      seq: 1,
    });
    reader.close();
    store.close();
    const again = new SqliteStore(file);
    expect(again.actions("t1")).toHaveLength(1);
    again.close();
  });
});
