import { Redis } from "ioredis";
import { expect } from "vitest";
import type { TableSummary } from "../tables.js";
import { TestClient, type Frame } from "./client.js";
import { POSTGRES, type TestDatabase } from "./databases.js";
import { api, createTable } from "./http.js";
import { freePort, spawnServer, type ServerProcess } from "./process.js";
import { noRedis, startRedis, type TestRedis } from "./redis.js";

/**
 * Several `parlor serve` processes on one PostgreSQL and one Redis, each a process of its own (from
 * the build: `npm run build` first), on loopback, for the cluster's tests (cluster/*.test.ts).
 */

/** Why these tests cannot run here (no Redis or no PostgreSQL), or null. */
export const unavailable = noRedis ?? POSTGRES.unavailable;
if (unavailable) console.warn(unavailable);

/** What the current test started, stopped at its end (`cleanUp`, each file's afterEach), last first. */
export const cleanups: (() => Promise<unknown> | void)[] = [];
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

function kill(server: ServerProcess): Promise<unknown> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  server.child.kill("SIGKILL");
  return server.exited;
}

/** One PostgreSQL database and one Redis for a test, and `n` processes sharing them. */
export async function cluster(
  n: number,
  leaseMs?: number,
): Promise<{
  db: TestDatabase;
  redis: TestRedis;
  processes: ServerProcess[];
  spawn(): Promise<ServerProcess>;
}> {
  const db = await POSTGRES.create();
  cleanups.push(() => db.remove());
  const redis = await startRedis();
  cleanups.push(() => redis.stop());
  const spawn = async (): Promise<ServerProcess> => {
    const server = await spawnServer(
      { ...db.serve, redisUrl: redis.url, ...(leaseMs !== undefined ? { leaseMs } : {}) },
      await freePort(),
    );
    cleanups.push(() => kill(server));
    return server;
  };
  const processes: ServerProcess[] = [];
  for (let i = 0; i < n; i++) processes.push(await spawn());
  return { db, redis, processes, spawn };
}

/** Two processes on one PostgreSQL database and one Redis. */
export async function twoProcesses(): Promise<{ db: TestDatabase; a: ServerProcess; b: ServerProcess }> {
  const {
    db,
    processes: [a, b],
  } = await cluster(2);
  if (!a || !b) throw new Error("two processes");
  return { db, a, b };
}

/** A Ruhd table for two people, made on `server`: its id and its seats' tokens. */
export async function ruhdForTwo(server: ServerProcess): Promise<{ id: string; tokens: string[] }> {
  const made = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
  return { id: made.id, tokens: made.seatTokens as string[] };
}

export async function joinAs(url: string, table: string, tokens: readonly string[]): Promise<TestClient> {
  const client = await TestClient.connect(url);
  cleanups.push(() => client.drop());
  const joined = await client.request({ type: "join", table, tokens: [...tokens] });
  expect(joined).toMatchObject({ type: "joined", table });
  return client;
}

/** A `joined` that no request asked for: the table moved and this socket's process joined it again. */
export function rejoined(frame: Frame): boolean {
  return frame.type === "joined" && frame.id === undefined;
}

/** A French Tarot table for four people made on `server`, with a grace of `graceSeconds`. */
export async function tarotForFour(
  server: ServerProcess,
  graceSeconds: number,
): Promise<{ id: string; tokens: string[] }> {
  const human = { human: true };
  const answer = await api<{ id: string; seatTokens: string[] }>(server.http, "/api/tables", {
    json: { game: "tarot", seats: [human, human, human, human], graceSeconds },
  });
  if (answer.status !== 201) throw new Error(`create tarot: ${answer.status} ${answer.text}`);
  return { id: answer.body.id, tokens: answer.body.seatTokens };
}

/** The seat `seat`'s view frames of `table` from frame `from` on. */
export function viewsOf(client: TestClient, table: string, seat: number, from = 0): Frame[] {
  return client.frames.slice(from).filter((f) => f.type === "view" && f.table === table && f.seat === seat);
}

/**
 * Drops the Redis connections whose CLIENT LIST line `cut` picks, and keeps them (and any other new
 * one) from connecting again while `during` runs: what is published to them meanwhile is lost.
 */
export async function cutOff(
  url: string,
  cut: (line: string) => boolean,
  during: () => Promise<void>,
): Promise<void> {
  const admin = new Redis(url);
  try {
    const lines = String(await admin.client("LIST"))
      .trim()
      .split("\n");
    const ids = lines.filter(cut).map((line) => /\bid=(\d+)/.exec(line)?.[1] ?? "");
    expect(ids.length).toBeGreaterThan(0);
    await admin.config("SET", "maxclients", String(lines.length - ids.length));
    for (const id of ids) await admin.client("KILL", "ID", id);
    try {
      await during();
    } finally {
      await admin.config("SET", "maxclients", "10000");
    }
  } finally {
    await admin.quit();
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The id a server process goes by in Redis (its liveness key says its pid). */
export async function processIdOf(url: string, server: ServerProcess): Promise<string> {
  const admin = new Redis(url);
  try {
    for (const key of await admin.keys("parlor:process:*")) {
      const about = JSON.parse((await admin.get(key)) ?? "{}") as { pid?: number };
      if (about.pid === server.child.pid) return key.slice("parlor:process:".length);
    }
    throw new Error(`no process key for pid ${server.child.pid}`);
  } finally {
    await admin.quit();
  }
}

export function seatOf(summary: TableSummary | undefined, seat: number): Record<string, unknown> {
  return (summary?.seats[seat] ?? {}) as Record<string, unknown>;
}
