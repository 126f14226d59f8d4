import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore } from "../store/sqlite.js";
import { StaleOwner, type Store } from "../store/store.js";
import { record } from "../testing/store-contract.js";
import { noRedis, startRedis } from "../testing/redis.js";
import { until } from "../testing/http.js";
import { FencedStore } from "./fenced-store.js";
import { clusterKeys } from "./keys.js";
import { Leases, type LeaseEvents } from "./leases.js";

/**
 * Leases on a real redis-server and fences in a real store (SQLite: the fencing is the store
 * contract's, tested on PostgreSQL too): two "processes" here are two Leases with their own ids.
 */

if (noRedis) console.warn(noRedis);

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Heard {
  lost: string[];
  gone: string[];
  recovered: number;
}

async function setUp(): Promise<{
  store: Store;
  process: (id: string, leaseMs?: number) => { leases: Leases; heard: Heard; redis: Redis };
}> {
  const redis = await startRedis();
  cleanups.push(() => redis.stop());
  const store = new SqliteStore(":memory:");
  cleanups.push(() => store.close());
  const keys = clusterKeys();
  return {
    store,
    process(id, leaseMs = 1_000) {
      const client = new Redis(redis.url);
      cleanups.push(() => client.quit());
      const heard: Heard = { lost: [], gone: [], recovered: 0 };
      const events: LeaseEvents = {
        lost: (tables) => heard.lost.push(...tables),
        processesGone: (processes) => heard.gone.push(...processes),
        recovered: () => heard.recovered++,
      };
      const leases = new Leases(client, store, keys, { processId: id, leaseMs, about: "{}" }, events);
      cleanups.push(() => leases.stop());
      return { leases, heard, redis: client };
    },
  };
}

describe.skipIf(noRedis !== null)("leases", () => {
  it("gives a table to one process; the others are told who owns it", async () => {
    const { store, process } = await setUp();
    await store.createTable(record("t1"));
    const a = process("a");
    const b = process("b");
    await Promise.all([a.leases.start(), b.leases.start()]);
    // Two joins at once on A take and claim it once: one fence.
    const [first, second] = await Promise.all([a.leases.acquire("t1"), a.leases.acquire("t1")]);
    expect(first).toEqual({ here: true, fence: 1 });
    expect(second).toEqual(first);
    expect(await b.leases.acquire("t1")).toEqual({ here: false, owner: "a" });
    expect(await b.leases.ownerOf("t1")).toBe("a");
    // A table the store does not have is nobody's.
    expect(await b.leases.acquire("nope")).toEqual({ here: true, fence: null });
    expect(await a.leases.acquire("nope")).toEqual({ here: true, fence: null });
  });

  it("lets another process take a paused process's tables; the paused one learns it lost them, and its writes are refused", async () => {
    const { store, process } = await setUp();
    await store.createTable(record("t1", { status: "playing" }));
    const a = process("a", 400);
    const b = process("b", 400);
    await Promise.all([a.leases.start(), b.leases.start()]);
    await a.leases.acquire("t1");
    const fenced = new FencedStore(store, a.leases);
    await fenced.appendAction("t1", { seq: 1, at: 0, seat: 0, action: {} });
    // A stops renewing (paused): B sees it gone and takes the table.
    a.leases.stop();
    await until("B to find A gone", () => (b.heard.gone.includes("a") ? true : undefined));
    expect(await b.leases.acquire("t1")).toEqual({ here: true, fence: 2 });
    // A wakes: its next write is refused by the store, and its next renewal says the lease is lost.
    await expect(fenced.appendAction("t1", { seq: 2, at: 0, seat: 0, action: {} })).rejects.toBeInstanceOf(
      StaleOwner,
    );
    await a.leases.renew();
    expect(a.heard.lost).toEqual(["t1"]);
    expect(a.leases.owns("t1")).toBe(false);
    expect(await store.actions("t1")).toHaveLength(1);
  });

  it("keeps a live process's leases past their period, and frees a released one at once", async () => {
    const { store, process } = await setUp();
    await store.createTable(record("t1"));
    const a = process("a", 1_000);
    const b = process("b", 1_000);
    await Promise.all([a.leases.start(), b.leases.start()]);
    await a.leases.acquire("t1");
    // Three periods go by: A renews, so the lease is there all along, and B cannot take it.
    const started = performance.now();
    await until("three lease periods with the lease kept", async () => {
      expect(await a.redis.pttl("parlor:lease:t1")).toBeGreaterThan(0);
      return performance.now() - started > 3 * 1_000 ? true : undefined;
    });
    expect(await b.leases.acquire("t1")).toEqual({ here: false, owner: "a" });
    await a.leases.release(["t1"]);
    expect(await b.leases.acquire("t1")).toEqual({ here: true, fence: 2 });
    expect(a.heard.lost).toEqual([]);
  });

  it("takes its leases again when Redis restarted empty, keeping each table nobody claimed meanwhile", async () => {
    const { store, process } = await setUp();
    await store.createTable(record("t1", { status: "playing" }));
    await store.createTable(record("t2", { status: "playing" }));
    const a = process("a", 1_000);
    await a.leases.renew();
    await a.leases.acquire("t1");
    await a.leases.acquire("t2");
    // Another process claimed t2 (its fence moved on); then Redis forgets every key.
    await store.claimTable("t2");
    await a.redis.flushall();
    await a.leases.renew();
    // t1 is still A's, with the same fence (its table stays as it is, nothing to read again); t2
    // is lost and its lease free for whoever takes it (from the log).
    expect(a.leases.fenceOf("t1")).toBe(1);
    expect(await a.redis.get("parlor:lease:t1")).toBe("a");
    expect(a.heard.lost).toEqual(["t2"]);
    expect(a.leases.owns("t2")).toBe(false);
    expect(await a.redis.get("parlor:lease:t2")).toBeNull();
    expect(a.heard.recovered).toBe(1);
    await new FencedStore(store, a.leases).appendAction("t1", { seq: 1, at: 0, seat: 0, action: {} });
    expect(await store.actions("t1")).toHaveLength(1);
    // Renewals as usual after that tell nothing more.
    await a.leases.renew();
    expect(a.heard).toEqual({ lost: ["t2"], gone: [], recovered: 1 });
  });
});
