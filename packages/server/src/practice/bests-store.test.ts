import { afterEach, expect, it } from "vitest";
import type { PersonalBestRecord, Store } from "../store/store.js";
import { describeEachDatabase, type DatabaseKind } from "../testing/databases.js";

/** A personal best in set-classic's junior mode; `change` overrides fields. */
function best(change: Partial<PersonalBestRecord> = {}): PersonalBestRecord {
  return {
    playerId: "p1",
    game: "set-classic",
    mode: "junior",
    timeMs: 60_000,
    found: 8,
    wrong: 1,
    tableId: "t1",
    finishedAt: 5_000,
    ...change,
  };
}

/** The personal bests' part of the store contract: the same tests on SQLite and PostgreSQL. */
function bestsContract(kind: DatabaseKind): void {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function fresh(): Promise<Store> {
    const db = await kind.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    cleanups.push(() => store.close());
    return store;
  }

  it("keeps a player's first best of a mode, and reads it back as stored", async () => {
    const store = await fresh();
    expect(await store.personalBests("p1", "set-classic")).toEqual([]);
    expect(await store.offerPersonalBest(best())).toBe(true);
    expect(await store.personalBests("p1", "set-classic")).toEqual([best()]);
  });

  it("replaces a best only with a faster one; a slower or equal time changes nothing", async () => {
    const store = await fresh();
    await store.offerPersonalBest(best());
    expect(await store.offerPersonalBest(best({ timeMs: 61_000, tableId: "slower", found: 9 }))).toBe(false);
    expect(await store.offerPersonalBest(best({ timeMs: 60_000, tableId: "same", wrong: 0 }))).toBe(false);
    expect(await store.personalBests("p1", "set-classic")).toEqual([best()]);
    const faster = best({ timeMs: 59_999, found: 7, wrong: 3, tableId: "t2", finishedAt: 9_000 });
    expect(await store.offerPersonalBest(faster)).toBe(true);
    expect(await store.personalBests("p1", "set-classic")).toEqual([faster]);
  });

  it("keeps one best per player, game and mode, listed by mode", async () => {
    const store = await fresh();
    const normal = best({ mode: "normal", timeMs: 300_000, tableId: "t2" });
    const ultra = best({ mode: "ultraset", timeMs: 400_000, tableId: "t3" });
    const theirs = best({ playerId: "p2", timeMs: 10_000, tableId: "t4" });
    const otherGame = best({ game: "set-other", timeMs: 10_000, tableId: "t5" });
    for (const b of [ultra, best(), theirs, normal, otherGame])
      expect(await store.offerPersonalBest(b)).toBe(true);
    expect(await store.personalBests("p1", "set-classic")).toEqual([best(), normal, ultra]);
    expect(await store.personalBests("p2", "set-classic")).toEqual([theirs]);
    expect(await store.personalBests("p1", "set-other")).toEqual([otherGame]);
    expect(await store.personalBests("p3", "set-classic")).toEqual([]);
  });

  it("keeps the fastest of bests offered at the same time", async () => {
    const store = await fresh();
    const times = [70_000, 50_000, 65_000, 50_500, 80_000];
    const kept = await Promise.all(
      times.map((timeMs, i) => store.offerPersonalBest(best({ timeMs, tableId: `t${i}` }))),
    );
    expect(kept.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect((await store.personalBests("p1", "set-classic")).map((b) => [b.timeMs, b.tableId])).toEqual([
      [50_000, "t1"],
    ]);
  });
}

describeEachDatabase("The store's personal bests", bestsContract);
