import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueKey, type NewEntry } from "../quickmatch/board.js";
import { quickMatchContract, setUp, type QueueShare } from "../testing/quickmatch-contract.js";
import { noRedis, startRedis, type TestRedis } from "../testing/redis.js";
import { Bus, type BusMessage } from "./bus.js";
import { clusterKeys, type ClusterKeys } from "./keys.js";
import { BusCourier, RedisBoard } from "./shared-queue.js";

/**
 * Quick match's queues in Redis: the same tests as in one process's memory (testing/
 * quickmatch-contract.ts), each on keys of its own in one throwaway Redis, the news over the bus;
 * then what only a shared board does (two processes, a dead one's entries).
 */

if (noRedis) console.warn(noRedis);

let redis: TestRedis;
const connections: Redis[] = [];
let shares = 0;

beforeAll(async () => {
  if (noRedis === null) redis = await startRedis();
});
afterAll(async () => {
  for (const connection of connections.splice(0)) connection.disconnect();
  await redis?.stop();
});

function connect(): Redis {
  const connection = new Redis(redis.url);
  connections.push(connection);
  return connection;
}

/** A process as the board sees it: its Redis, its liveness key, its bus and courier. */
async function process_(keys: ClusterKeys, id: string): Promise<QueueShare & { courier: BusCourier }> {
  const commands = connect();
  await commands.set(keys.process(id), "1");
  const bus = new Bus(commands, connect(), keys, id);
  const courier = new BusCourier(bus, id, (error) => expect.unreachable(String(error)));
  let flushes = 0;
  const flushed = new Map<string, () => void>();
  await bus.listen((message: BusMessage) => {
    if (message.k === "qchanged" && flushed.has(message.q)) return flushed.get(message.q)?.();
    if (message.k === "qend" || message.k === "qchanged") courier.receive(message);
  });
  return {
    board: new RedisBoard(commands, keys.quickMatch, keys.processPrefix),
    courier,
    // What was published before the marker is heard before it: it comes after on the same channels.
    flush: () =>
      new Promise<void>((resolve) => {
        const marker = `flush ${++flushes}`;
        flushed.set(marker, () => {
          flushed.delete(marker);
          resolve();
        });
        void bus.broadcast({ k: "qchanged", q: marker });
      }),
  };
}

function freshKeys(): ClusterKeys {
  return clusterKeys(`parlor-test-${++shares}:`);
}

describe.skipIf(noRedis !== null)("quick match's queues in Redis", () => {
  quickMatchContract("quick match, the queues in Redis", () => process_(freshKeys(), "process-a"));

  const entry = (ticket: string, player: string, entered: string): NewEntry => ({
    ticket,
    queue: queueKey("ruhd", 2, false),
    game: "ruhd",
    seats: 2,
    rated: false,
    botsAfterMs: 20_000,
    botLevel: "greedy",
    player: { id: player, name: player },
    address: undefined,
    since: 0,
    skill: 25,
    entered,
  });

  it("one queue for two processes: either sees, binds and seats the other's people, once", async () => {
    const keys = freshKeys();
    const a = await process_(keys, "a");
    const b = await process_(keys, "b");
    const queue = queueKey("ruhd", 2, false);
    expect((await a.board.add(entry("t1", "ana", "a"), 10))?.entry.order).toBe(1);
    expect((await b.board.add(entry("t2", "bea", "b"), 10))?.entry.order).toBe(2);
    // Not waiting on a connection yet: nobody is seated.
    expect(await b.board.waiting(queue)).toEqual([]);
    expect(await b.board.take(queue, ["t1", "t2"])).toBe(false);
    // Ana's page connected to b: the ticket waits there now.
    expect((await b.board.bind("t1", "b"))?.waitsOn).toBeNull();
    expect((await a.board.bind("t2", "a"))?.waitsOn).toBeNull();
    expect((await a.board.waiting(queue)).map((e) => [e.player.name, e.waitsOn])).toEqual([
      ["ana", "b"],
      ["bea", "a"],
    ]);
    // Both try to seat them: one does.
    const taken = await Promise.all([a.board.take(queue, ["t1", "t2"]), b.board.take(queue, ["t2", "t1"])]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await a.board.queues()).toEqual([]);
    expect(await a.board.remove("t1")).toBeNull();
  });

  it("one ticket per person across processes; the most waiting counts everyone's", async () => {
    const keys = freshKeys();
    const a = await process_(keys, "a");
    const b = await process_(keys, "b");
    await a.board.add(entry("t1", "ana", "a"), 10);
    const again = await b.board.add({ ...entry("t2", "ana", "b"), queue: queueKey("ruhd", 3, false) }, 10);
    expect(again?.replaced?.ticket).toBe("t1");
    expect(await a.board.bind("t1", "a")).toBeNull();
    expect(await a.board.add(entry("t3", "bea", "a"), 1)).toBeNull();
  });

  it("a dead process's people leave the queue when it is read; an unhanded ticket lapses only unhanded", async () => {
    const keys = freshKeys();
    const a = await process_(keys, "a");
    const b = await process_(keys, "b");
    const queue = queueKey("ruhd", 2, false);
    await a.board.add(entry("t1", "ana", "a"), 10);
    await a.board.add(entry("t2", "bea", "a"), 10);
    await a.board.add(entry("t3", "cid", "a"), 10);
    await b.board.bind("t1", "b");
    await a.board.bind("t2", "a");
    expect(await a.board.remove("t1", true)).toBeNull();
    // Process a dies (its liveness key lapses): Bea, waiting on it, and Cid, whose ticket it made, go.
    await connect().del(keys.process("a"));
    expect((await b.board.waiting(queue)).map((e) => e.player.name)).toEqual(["ana"]);
    expect(await b.board.remove("t3")).toBeNull();
    expect((await b.board.remove("t1"))?.player.name).toBe("ana");
  });

  it("a wait the board lost (Redis restarted empty) ends: its page is told to look again", async () => {
    const keys = freshKeys();
    const share = await process_(keys, "a");
    const { join, settle } = await setUp(() => Promise.resolve(share));
    const ana = await join("ana", { botsAfterSeconds: 600 });
    const bea = await join("bea", { game: "tarot", botsAfterSeconds: 600 });
    // Ana's entry is gone from Redis, Bea's is still there.
    await connect().hdel(`${keys.quickMatch}entries`, ana.ticket);
    share.courier.recovered();
    await settle();
    expect(ana.listener.last("error")).toMatchObject({ code: "no-ticket" });
    expect(ana.listener.releases).toBe(1);
    expect(bea.listener.last("error")).toBeUndefined();
  });
});
