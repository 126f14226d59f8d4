/**
 * `/readyz` says "not ready" (503) while the store cannot be reached: it asks the store a cheap
 * question (`Store.ping`) that must answer within `readyTimeoutMs`, so a load balancer stops sending
 * traffic to a process whose database is down instead of letting its API answer 500.
 */
import { afterEach, describe, expect, it } from "vitest";
import { StoreProbe } from "./store/probe.js";
import type { Store } from "./store/store.js";
import { describeEachDatabase, describePostgres, POSTGRES, type TestDatabase } from "./testing/databases.js";
import { api, until } from "./testing/http.js";
import { buildTestServer } from "./testing/server.js";

/** readyTimeoutMs for the hung-store test: how long /readyz waits on a store that never answers. */
const HUNG_STORE_BOUND_MS = 1_000;

interface Ready {
  readonly ready: boolean;
  /** Why not, when the store is the reason. */
  readonly store?: "unreachable";
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database of this kind, a store on it and a server around the store, all removed after the test. */
async function serverOn(
  database: TestDatabase,
  wrap: (store: Store) => Store = (store) => store,
  readyTimeoutMs?: number,
) {
  const store = await database.open();
  let closed = false;
  cleanups.push(async () => {
    if (!closed) await store.close();
    await database.remove();
  });
  const server = await buildTestServer({
    store: wrap(store),
    ...(readyTimeoutMs !== undefined ? { readyTimeoutMs } : {}),
  });
  cleanups.push(() => server.close());
  return {
    server,
    async closeStore() {
      closed = true;
      await store.close();
    },
  };
}

describeEachDatabase("/readyz and the store", (kind) => {
  it("is 200 while the store answers, 503 once it cannot (closed), while /healthz stays 200", async () => {
    const { server, closeStore } = await serverOn(await kind.create());
    expect(await api<Ready>(server.http, "/readyz")).toMatchObject({
      status: 200,
      body: { ready: true },
    });
    await closeStore();
    expect(await api<Ready>(server.http, "/readyz")).toMatchObject({
      status: 503,
      body: { ready: false, store: "unreachable" },
    });
    // The process is alive: only readiness follows the store.
    expect((await api(server.http, "/healthz")).status).toBe(200);
  });

  it("is 503 when the store does not answer within readyTimeoutMs", async () => {
    let hang = false;
    const hanging = (store: Store): Store =>
      new Proxy(store, {
        get(target, property, receiver) {
          if (property === "ping" && hang) return () => new Promise<never>(() => undefined);
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
    // A hung store never answers, so the bound may be generous: a busy machine's PostgreSQL can take
    // longer than a tight one to answer a ping (the 200s before and after the hang).
    const { server } = await serverOn(await kind.create(), hanging, HUNG_STORE_BOUND_MS);
    expect((await api<Ready>(server.http, "/readyz")).status).toBe(200);
    hang = true;
    expect(await api<Ready>(server.http, "/readyz")).toMatchObject({
      status: 503,
      body: { ready: false, store: "unreachable" },
    });
    // Once it answers again, the next probe says so.
    hang = false;
    expect((await api<Ready>(server.http, "/readyz")).status).toBe(200);
  });
});

describePostgres("/readyz during a PostgreSQL outage", () => {
  it("is 503 while PostgreSQL takes no connection, and 200 again once it does", async () => {
    const database = await POSTGRES.create();
    const { server } = await serverOn(database, undefined, 2_000);
    expect((await api<Ready>(server.http, "/readyz")).status).toBe(200);
    const end = await (database.outage as NonNullable<TestDatabase["outage"]>)();
    let ended = false;
    cleanups.push(async () => {
      if (!ended) await end();
    });
    await until("/readyz to say 503 during the outage", async () => {
      const answer = await api<Ready>(server.http, "/readyz");
      return answer.status === 503 ? answer : undefined;
    });
    // The API fails meanwhile: that is what readiness warns of.
    expect((await api(server.http, "/api/players/nobody")).status).toBe(500);
    await end();
    ended = true;
    await until("/readyz to say 200 after the outage", async () => {
      const answer = await api<Ready>(server.http, "/readyz");
      return answer.status === 200 ? answer : undefined;
    });
  });
});

describe("StoreProbe", () => {
  it("shares one question among the probes that come while it is under way", async () => {
    let asked = 0;
    let answer: () => void = () => undefined;
    const probe = new StoreProbe(
      {
        ping: () => {
          asked++;
          return new Promise<void>((resolve) => (answer = resolve));
        },
      },
      60_000,
    );
    const first = probe.reachable();
    const second = probe.reachable();
    answer();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(asked).toBe(1);
    // The question answered, the next probe asks again.
    const third = probe.reachable();
    answer();
    expect(await third).toBe(true);
    expect(asked).toBe(2);
  });

  it("asks again once a question is older than the timeout, and says false for a failed one", async () => {
    let now = 0;
    let asked = 0;
    const probe = new StoreProbe(
      {
        ping: () => {
          asked++;
          return asked === 1 ? new Promise<never>(() => undefined) : Promise.reject(new Error("down"));
        },
      },
      10,
      () => now,
    );
    const stuck = probe.reachable();
    now = 10;
    expect(await probe.reachable()).toBe(false);
    expect(asked).toBe(2);
    expect(await stuck).toBe(false);
  });
});
