import { afterEach, expect, it } from "vitest";
import type { Store, TableRecord } from "../store/store.js";
import type { DatabaseKind, TestDatabase } from "./databases.js";

/** A table record as the server makes them; `change` overrides fields. */
export function record(id: string, change: Partial<TableRecord> = {}): TableRecord {
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
    host: null,
    rated: true,
    ending: null,
    next: null,
    graceMs: null,
    ...change,
  };
}

/**
 * What every store must do, as `it` blocks for the calling `describe`: the same tests for SQLite and
 * PostgreSQL, each on a fresh database of its own.
 */
export function storeContract(kind: DatabaseKind): void {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function fresh(): Promise<{ store: Store; db: TestDatabase }> {
    const db = await kind.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await store.close();
      closed = true;
    });
    return { store, db };
  }

  it("keeps a table and its changes, JSON fields as they were", async () => {
    const { store } = await fresh();
    await store.createTable(record("t1"));
    expect(await store.getTable("t1")).toEqual(record("t1"));
    expect(await store.getTable("nope")).toBeNull();
    await store.updateTable("t1", {
      status: "finished",
      startedAt: 2_000,
      finishedAt: 3_000,
      outcome: { scores: [3, 1], winners: [0] },
      until: 900,
    });
    expect(await store.getTable("t1")).toMatchObject({
      status: "finished",
      startedAt: 2_000,
      finishedAt: 3_000,
      outcome: { scores: [3, 1], winners: [0] },
      until: 900,
    });
    await store.updateTable("t1", { seats: [{ bot: "greedy", joined: true }] });
    expect((await store.getTable("t1"))?.seats).toEqual([{ bot: "greedy", joined: true }]);
    // Fields that are not columns of their own change nothing.
    await store.updateTable("t1", { seq: 99 } as Partial<TableRecord>);
    expect((await store.getTable("t1"))?.seq).toBe(0);
  });

  it("gives wall-clock milliseconds and long game times back as the same numbers", async () => {
    const { store } = await fresh();
    // Past 2^31 (a 32-bit integer) and past 2^32: times are 64-bit integers in both stores.
    const now = 1_795_326_642_363;
    const late = 2 ** 33 + 7;
    await store.createTable(record("t1", { createdAt: now, startedAt: now + 1, status: "playing" }));
    await store.appendAction("t1", { seq: 1, at: late, seat: 1, action: { n: 1 } });
    const back = await store.getTable("t1");
    expect(back).toMatchObject({ createdAt: now, startedAt: now + 1, seq: 1 });
    expect(typeof back?.createdAt).toBe("number");
    expect(await store.actions("t1")).toEqual([{ seq: 1, at: late, seat: 1, action: { n: 1 } }]);
  });

  it("appends actions in order and moves the table's seq with them; a seq twice is refused", async () => {
    const { store } = await fresh();
    await store.createTable(record("t1"));
    await store.appendAction("t1", { seq: 1, at: 10, seat: 0, action: { type: "place", tile: "G4B2Y2G1" } });
    await store.appendAction("t1", { seq: 2, at: 25, seat: 1, action: { type: "place", tile: "R1R2R3R4" } });
    expect((await store.getTable("t1"))?.seq).toBe(2);
    expect(await store.actions("t1")).toEqual([
      { seq: 1, at: 10, seat: 0, action: { type: "place", tile: "G4B2Y2G1" } },
      { seq: 2, at: 25, seat: 1, action: { type: "place", tile: "R1R2R3R4" } },
    ]);
    // The seq is the log's own key: a refused insert changes neither the log nor the seq.
    await expect(store.appendAction("t1", { seq: 2, at: 30, seat: 0, action: {} })).rejects.toThrow();
    expect((await store.getTable("t1"))?.seq).toBe(2);
    expect(await store.actions("t1")).toHaveLength(2);
    expect(await store.actions("other")).toEqual([]);
  });

  it("keeps the logs of tables written at the same time apart", async () => {
    const { store } = await fresh();
    const ids = ["a", "b", "c"];
    for (const id of ids) await store.createTable(record(id, { status: "playing" }));
    // Writes of different tables may overlap (the server orders only each table's own).
    await Promise.all(
      ids.flatMap((id, k) =>
        [1, 2, 3].map((seq) => store.appendAction(id, { seq, at: seq * 10, seat: k, action: { id, seq } })),
      ),
    );
    for (const [k, id] of ids.entries()) {
      expect((await store.actions(id)).map((e) => [e.seq, e.seat, e.action])).toEqual(
        [1, 2, 3].map((seq) => [seq, k, { id, seq }]),
      );
      expect((await store.getTable(id))?.seq).toBe(3);
    }
  });

  it("lists tables by status, newest first, even when made in the same millisecond", async () => {
    const { store } = await fresh();
    const name = (i: number) => `t${String(i).padStart(2, "0")}`;
    // Waiting and playing tables made in the same millisecond, interleaved.
    for (let i = 0; i < 20; i++)
      await store.createTable(record(name(i), { status: i % 3 ? "waiting" : "playing" }));
    await store.createTable(record("old", { createdAt: 500, status: "playing" }));
    await store.createTable(record("f1", { status: "finished", finishedAt: 5_000 }));
    await store.createTable(record("f2", { status: "finished", finishedAt: 4_000 }));
    await store.appendAction("t03", { seq: 1, at: 1, seat: 0, action: {} });
    const open = await store.listTables(["waiting", "playing"], 100);
    expect(open.map((t) => t.id)).toEqual([...Array.from({ length: 20 }, (_, i) => name(19 - i)), "old"]);
    expect(open.find((t) => t.id === "t03")?.seq).toBe(1);
    expect(await store.listTables(["waiting", "playing"], 3)).toHaveLength(3);
    expect((await store.listTables(["finished"], 10)).map((t) => t.id)).toEqual(["f1", "f2"]);
    expect(await store.listTables(["waiting", "playing"], Number.MAX_SAFE_INTEGER)).toHaveLength(21);
    expect(await store.listTables([], 10)).toEqual([]);
  });

  it("has every write readable by another connection once it resolves, and reopens the same data", async () => {
    const { store, db } = await fresh();
    await store.createTable(record("t1", { status: "playing" }));
    await store.appendAction("t1", { seq: 1, at: 1, seat: 0, action: { n: 1 } });
    expect(await db.read("t1")).toEqual({
      status: "playing",
      seq: 1,
      actions: [{ seq: 1, at: 1, seat: 0, action: { n: 1 } }],
    });
    await store.close();
    const again = await db.open();
    cleanups.push(() => again.close());
    expect(await again.actions("t1")).toHaveLength(1);
    expect((await again.getTable("t1"))?.status).toBe("playing");
  });
}
