import { ProtocolErrors } from "@parlor/protocol";
import { Redis } from "ioredis";
import { connect, type Socket } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LimitErrors, type Limits } from "../limits.js";
import { startServer } from "../serve.js";
import { TestClient } from "../testing/client.js";
import { cutOff } from "../testing/cluster.js";
import { POSTGRES } from "../testing/databases.js";
import { api, createTable, until, type ApiError } from "../testing/http.js";
import { stopPostgres } from "../testing/postgres.js";
import { noRedis, startRedis, type TestRedis } from "../testing/redis.js";
import { urlsOf, type Urls } from "../testing/server.js";
import { waiting } from "../testing/wait.js";
import { clusterKeys } from "./keys.js";

/**
 * The per-address limits of two server processes sharing one PostgreSQL and one Redis: an address
 * gets one allowance across both, not one on each (issue 35, item 9). Each "process" is a
 * `startServer` of its own in this test's process (its own Redis connections, process id and
 * liveness key, its own tables, sockets and counts), so that each may have limits of its own.
 */

const unavailable = noRedis ?? POSTGRES.unavailable;
if (unavailable) console.warn(unavailable);

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const TWO_PEOPLE = [{ human: true as const }, { human: true as const }];
const TWO_BOTS = [{ bot: "greedy" }, { bot: "greedy" }];
/** A grace a test waits out (ms), and a time no test waits for. */
const SHORT_MS = 100;
const LONG_MS = 10 * 60_000;
/** The address of the connections counted (the test's own requests come from 127.0.0.1). */
const CLIENT = "127.0.0.2";
/** A request that keeps its connection open once answered (HTTP/1.1 keep-alive). */
const HEALTHZ = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

type Process = Urls & { readonly url: string };

/** Two processes on one new PostgreSQL database and one new Redis, with these limits. */
async function twoProcesses(
  limits: Partial<Limits>,
  options: { trustProxy?: readonly string[] } = {},
): Promise<{ a: Process; b: Process; redis: TestRedis }> {
  const db = await POSTGRES.create();
  cleanups.push(() => db.remove());
  const redis = await startRedis();
  cleanups.push(() => redis.stop());
  const start = async (): Promise<Process> => {
    const server = await startServer({
      port: 0,
      host: "127.0.0.1",
      ...db.serve,
      redisUrl: redis.url,
      logLevel: false,
      webRoot: null,
      botThreads: 0,
      limits,
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    });
    cleanups.push(() => server.close());
    return { url: server.url, ...urlsOf(server.url) };
  };
  return { a: await start(), b: await start(), redis };
}

function post(base: string, seats: object[]) {
  return api<ApiError>(base, "/api/tables", { json: { game: "ruhd", seats } });
}

/**
 * A connection from CLIENT that asks for /healthz: resolves once it is answered (it stays open,
 * kept alive), or closed by the server without an answer (refused). Closed when the test ends.
 */
function served(url: string): Promise<{ socket: Socket; answered: boolean }> {
  const socket = connect({ host: "127.0.0.1", port: Number(new URL(url).port), localAddress: CLIENT });
  cleanups.push(() => void socket.destroy());
  const wait = waiting(() => `a connection from ${CLIENT} to ${url} to be answered or closed`);
  let text = "";
  return new Promise<{ socket: Socket; answered: boolean }>((resolve) => {
    socket.on("error", () => undefined);
    socket.once("connect", () => socket.write(HEALTHZ));
    socket.on("data", (chunk: Buffer) => {
      text += String(chunk);
      if (text.includes("\r\n\r\n")) resolve({ socket, answered: text.startsWith("HTTP/1.1 200") });
    });
    socket.once("close", () => resolve({ socket, answered: false }));
  }).finally(() => wait.done());
}

/** Closes a connection and resolves once it is closed. */
function hangUp(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.closed) return resolve();
    socket.once("close", () => resolve());
    socket.end();
  });
}

/** A spectator without a session at `table` (through `ws`), that says lines. */
async function spectator(ws: string, table: string): Promise<TestClient> {
  const client = await TestClient.connect(ws);
  cleanups.push(() => client.drop());
  expect(await client.request({ type: "join", table, tokens: [] })).toMatchObject({ type: "joined" });
  return client;
}

/**
 * Cuts every Redis connection but the test's own (the one listing them) and keeps them from
 * connecting again while `during` runs: each process finds Redis unreachable. Then lets them connect again.
 */
function withoutRedis(url: string, during: () => Promise<void>): Promise<void> {
  return cutOff(url, (line) => !line.includes(" cmd=client|list"), during);
}

describe.skipIf(unavailable !== null)("per-address limits across processes sharing Redis", () => {
  afterAll(stopPostgres);

  it("counts the tables an address makes per minute across both: the 4th of 3 is refused on either", async () => {
    const { a, b } = await twoProcesses({ tablesPerMinute: 3, waitingTablesPerAddress: 100 });
    expect((await post(a.http, TWO_PEOPLE)).status).toBe(201);
    expect((await post(a.http, TWO_PEOPLE)).status).toBe(201);
    expect((await post(b.http, TWO_PEOPLE)).status).toBe(201);
    for (const server of [b, a]) {
      const refused = await post(server.http, TWO_PEOPLE);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe(LimitErrors.rateLimited);
    }
  });

  it("caps the tables an address has waiting across both; one that starts on either frees a place", async () => {
    const { a, b } = await twoProcesses({ tablesPerMinute: 100, waitingTablesPerAddress: 2 });
    const first = await createTable(a.http, "ruhd", TWO_PEOPLE);
    await createTable(b.http, "ruhd", TWO_PEOPLE);
    for (const server of [a, b]) {
      const refused = await post(server.http, TWO_PEOPLE);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe(LimitErrors.tooManyWaiting);
    }
    // A's table starts (its two seats taken on A): B has a place again.
    const players = await TestClient.connect(a.ws);
    cleanups.push(() => players.drop());
    const joined = await players.request({ type: "join", table: first.id, tokens: first.seatTokens });
    expect(joined).toMatchObject({ type: "joined", status: "playing" });
    await until("B to make a waiting table once A's started", async () =>
      (await post(b.http, TWO_PEOPLE)).status === 201 ? true : undefined,
    );
    expect((await post(a.http, TWO_PEOPLE)).body.error.code).toBe(LimitErrors.tooManyWaiting);
  });

  it("caps the tables of bots an address has running across both, a people's match left to bots included", async () => {
    const { a, b } = await twoProcesses({
      tablesPerMinute: 100,
      botTablesPerAddress: 1,
      turnsGraceMs: SHORT_MS,
      unattendedMs: LONG_MS,
      abandonMs: LONG_MS,
    });
    const bots = await createTable(a.http, "ruhd", TWO_BOTS);
    const refused = await post(b.http, TWO_BOTS);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(LimitErrors.tooManyBotTables);
    // A people's match on B whose person leaves: bots play it alone, which is one more table of
    // bots than the address may have across both: it ends at once.
    const made = await createTable(b.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
    const person = await TestClient.connect(b.ws);
    cleanups.push(() => person.drop());
    await person.request({ type: "join", table: made.id, tokens: made.seatTokens.filter((t) => t !== null) });
    const watcher = await spectator(b.ws, made.id);
    await person.drop();
    const ended = await watcher.find("table", (f) => f.status === "finished");
    expect(ended.frame).toMatchObject({ ending: "abandoned" });
    expect((await api<{ status: string }>(a.http, `/api/tables/${bots.id}`)).body.status).toBe("playing");
  });

  it("caps the connections an address holds across both: one past the cap is closed unanswered on either", async () => {
    const setUp = await twoProcesses({ maxConnectionsPerAddress: 3 });
    const { a, b } = setUp;
    const held = [await served(a.http), await served(a.http), await served(b.http)];
    expect(held.map((c) => c.answered)).toEqual([true, true, true]);
    expect((await served(b.http)).answered).toBe(false);
    expect((await served(a.http)).answered).toBe(false);
    // The ones held were not closed for it.
    for (const { socket } of held) expect(socket.closed).toBe(false);
    // One closed on A: a place on B (once A has said so).
    await hangUp((held[0] as { socket: Socket }).socket);
    await until("a connection from the address to be answered by B", async () =>
      (await served(b.http)).answered ? true : undefined,
    );
    expect((await served(a.http)).answered).toBe(false);
    // Redis unreachable: each counts alone (B holds 2 of the address's 3, A 1): taken within each's cap.
    const { redis } = setUp;
    await withoutRedis(redis.url, async () => {
      expect((await served(b.http)).answered).toBe(true);
      expect((await served(b.http)).answered).toBe(false);
      expect((await served(a.http)).answered).toBe(true);
    });
  });

  it("caps the WebSockets of each address a trusted proxy names across both (429)", async () => {
    const { a, b } = await twoProcesses({ maxConnectionsPerAddress: 2 }, { trustProxy: ["127.0.0.1"] });
    const from = { "x-forwarded-for": "203.0.113.7" };
    const open = async (ws: string) => {
      const client = await TestClient.connect(ws, from);
      cleanups.push(() => client.drop());
      return client;
    };
    await open(a.ws);
    await open(b.ws);
    await expect(open(b.ws)).rejects.toThrow(/429/);
    await expect(open(a.ws)).rejects.toThrow(/429/);
    // Another address the proxy names has its own.
    const other = await TestClient.connect(b.ws, { "x-forwarded-for": "198.51.100.9" });
    cleanups.push(() => other.drop());
  });

  it("counts the lines of session-less spectators of one address across both, at tables of either", async () => {
    const { a, b } = await twoProcesses({ anonymousChatPerMinute: 4 });
    const onA = await createTable(a.http, "ruhd", TWO_PEOPLE);
    const onB = await createTable(b.http, "ruhd", TWO_PEOPLE);
    const [watchingA, watchingB] = [await spectator(a.ws, onA.id), await spectator(b.ws, onB.id)];
    const say = (client: TestClient, table: string, text: string) =>
      client.request({ type: "chat", table, text });
    for (const text of ["one", "two"]) {
      expect(await say(watchingA, onA.id, text)).toMatchObject({ type: "ok" });
      expect(await say(watchingB, onB.id, text)).toMatchObject({ type: "ok" });
    }
    for (const [client, table] of [
      [watchingB, onB.id],
      [watchingA, onA.id],
    ] as const) {
      const refused = await say(client, table, "three");
      expect(refused).toMatchObject({ type: "error", code: ProtocolErrors.chatLimit });
      expect(refused.type === "error" && refused.message).toMatch(/without a name/);
    }
  });

  it("counts in each process alone while Redis is unreachable, and counts again across both once it is back", async () => {
    const { a, b, redis } = await twoProcesses({ waitingTablesPerAddress: 2 });
    await withoutRedis(redis.url, async () => {
      // The rate limit of players made (10 a minute by default) is counted by A alone: not refused
      // for Redis's sake (500), refused past its own count.
      for (let i = 0; i < 10; i++)
        expect((await api(a.http, "/api/players", { json: { name: `Tester ${i}` } })).status).toBe(201);
      expect((await api(a.http, "/api/players", { json: { name: "Tester" } })).status).toBe(429);
    });
    for (const server of [a, b])
      await until(`${server.http} to be ready again`, async () =>
        (await api(server.http, "/readyz")).status === 200 ? true : undefined,
      );
    // Back (here as if it had restarted empty): A's waiting tables count on B again.
    await createTable(a.http, "ruhd", TWO_PEOPLE);
    await createTable(a.http, "ruhd", TWO_PEOPLE);
    await redis.restart();
    const admin = new Redis(redis.url);
    cleanups.push(() => admin.quit());
    await until("A's waiting tables to be counted in Redis again", async () =>
      (await admin.zcard(clusterKeys().quota("waiting", "127.0.0.1"))) === 2 ? true : undefined,
    );
    await until("B to be ready again", async () =>
      (await api(b.http, "/readyz")).status === 200 ? true : undefined,
    );
    const refused = await post(b.http, TWO_PEOPLE);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(LimitErrors.tooManyWaiting);
  });
});
