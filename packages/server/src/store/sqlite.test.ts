import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { SQLITE } from "../testing/databases.js";
import { tempDb } from "../testing/server.js";
import { record, storeContract } from "../testing/store-contract.js";
import { SqliteStore } from "./sqlite.js";

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
    const reader = new Database(db.file, { readonly: true });
    expect(reader.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(reader.prepare("SELECT MAX(seq) AS seq FROM actions WHERE table_id = 't1'").get()).toEqual({
      seq: 1,
    });
    reader.close();
    await store.close();
  });

  it("refuses a write as a rejected promise, never a throw", async () => {
    const store = new SqliteStore(":memory:");
    await store.createTable(record("t1"));
    const twice = store.createTable(record("t1"));
    await expect(twice).rejects.toThrow(/UNIQUE/);
    await store.close();
  });
});
