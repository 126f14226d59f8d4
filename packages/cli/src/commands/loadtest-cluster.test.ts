import { startServer, type RunningServer } from "@parlor/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDatabase,
  noPostgres,
  stopPostgres,
  type TestPostgres,
} from "../../../server/src/testing/postgres.js";
import { isLocalDatabase } from "../../../server/src/store/postgres.js";
import { noRedis, startRedis, type TestRedis } from "../../../server/src/testing/redis.js";
import { loadtest, parseLoadtestArgs } from "./loadtest.js";

/**
 * `parlor loadtest --url A --url B` against two server processes that share a PostgreSQL and a
 * Redis (two servers in this process, each with its own connections): most tables have players on
 * the process that does not own them, whose actions are forwarded to the owner.
 */

const unavailable = noRedis ?? noPostgres;
if (unavailable) console.warn(unavailable);

describe.skipIf(unavailable !== null)("loadtest over several processes", () => {
  let database: TestPostgres;
  let redis: TestRedis;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await createDatabase();
    redis = await startRedis();
    for (let i = 0; i < 2; i++)
      servers.push(
        await startServer({
          port: 0,
          db: "unused",
          databaseUrl: database.url,
          redisUrl: redis.url,
          logLevel: false,
          botThreads: 0,
          limits: { tablesPerMinute: 0, maxConnectionsPerAddress: 0 },
        }),
      );
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await redis?.stop();
    await database?.drop();
    await stopPostgres();
  });

  it("spreads its tables over both, plays with no error, and reports the actions each forwarded", async () => {
    const urls = servers.map((s) => s.url);
    const config = parseLoadtestArgs([
      ...urls.flatMap((url) => ["--url", url]),
      ...["--tables", "4", "--seconds", "2", "--speed", "10", "--game", "ruhd"],
    ]);
    const report = await loadtest(config);
    expect(report).toMatchObject({ tables: 4, errors: 0, errorsByKind: {} });
    expect(report.actions).toBeGreaterThan(0);
    expect(report.processes.map((p) => p.url)).toEqual(urls);
    for (const process of report.processes) {
      expect(process).toMatchObject({ tables: 2, errors: 0 });
      // Seat s of table t is on url (t + s) mod 2: half of each process's sockets play elsewhere.
      expect(process.forwardedActions).toBeGreaterThan(0);
      expect(process.forwardedActions).toBeLessThan(process.actions);
      expect(process.forwardedP99Ms).toBeGreaterThan(0);
    }
    // What an action cost Redis (its INFO cpu) and PostgreSQL (its processes here, when it runs here).
    expect(report.serviceCpuSecondsPerAction.redis).toBeGreaterThan(0);
    if (isLocalDatabase(database.url))
      expect(report.serviceCpuSecondsPerAction.postgresql).toBeGreaterThan(0);
    else expect(report.serviceCpuSecondsPerAction).not.toHaveProperty("postgresql");
    // And in Redis's commands and bytes (INFO commandstats and stats), the frames' publishes among
    // them; the load test's own INFO reads left out.
    const redisCost = report.redisPerAction;
    expect(redisCost?.commands).toBeGreaterThan(0);
    expect(redisCost?.bytesIn).toBeGreaterThan(0);
    expect(redisCost?.bytesOut).toBeGreaterThan(0);
    expect(redisCost?.byCommand.publish).toBeGreaterThan(0);
    expect(redisCost?.byCommand).not.toHaveProperty("info");
    const byCommand = Object.values(redisCost?.byCommand ?? {});
    expect(byCommand.reduce((a, b) => a + b, 0)).toBeCloseTo(redisCost?.commands ?? 0, 1);
    // Each owner counted the messages it handled for the other's sockets.
    for (const server of servers) {
      const metrics = await server.metrics.registry.getSingleMetricAsString(
        "parlor_forwarded_messages_total",
      );
      expect(metrics).toMatch(/direction="in"\} [1-9]/);
      expect(metrics).toMatch(/direction="out"\} [1-9]/);
    }
  });
});
