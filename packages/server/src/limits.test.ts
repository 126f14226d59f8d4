import { afterEach, expect, it } from "vitest";
import { DEFAULT_LIMITS, LimitErrors, type Limits } from "./limits.js";
import { TestClient } from "./testing/client.js";
import { describeEachDatabase, type DatabaseKind } from "./testing/databases.js";
import { api, createTable, getTable, until, untilStatus, type ApiError } from "./testing/http.js";
import { buildTestServer, startTestServer } from "./testing/server.js";
import { withGrowingLimit } from "./testing/wait.js";
import type { TableSummary } from "./tables.js";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A Ruhd match of two greedy bots that ends after two placements. */
const SHORT_RUHD = { handSize: 1, smallTableDeck: 0 };
const TWO_PEOPLE = [{ human: true as const }, { human: true as const }];
const TWO_BOTS = [{ bot: "greedy" }, { bot: "greedy" }];
/** A grace, or a time before a match of bots alone ends, that a test waits out. */
const SHORT_MS = 100;
/** A time no test waits for. */
const LONG_MS = 10 * 60_000;

async function serverWith(kind: DatabaseKind, limits: Partial<Limits>) {
  const server = await startTestServer(kind, { limits });
  cleanups.push(() => server.stop());
  return server;
}

function post(base: string, game: string, seats: object[], options?: object) {
  return api<ApiError>(base, "/api/tables", { json: { game, seats, ...(options ? { options } : {}) } });
}

async function listed(base: string): Promise<TableSummary[]> {
  return (await api<TableSummary[]>(base, "/api/tables")).body;
}

async function client(url: string): Promise<TestClient> {
  const c = await TestClient.connect(url);
  cleanups.push(() => c.drop());
  return c;
}

it("has the documented defaults", () => {
  expect(DEFAULT_LIMITS).toMatchObject({
    tablesPerMinute: 30,
    waitingTablesPerAddress: 20,
    botTablesPerAddress: 4,
    waitingTtlMs: 30 * 60_000,
  });
});

describeEachDatabase("per-address table limits", (kind) => {
  it("lets one address make tablesPerMinute tables a minute; the next is 429 rate-limited and not kept", async () => {
    const server = await serverWith(kind, { tablesPerMinute: 3, waitingTablesPerAddress: 100 });
    for (let i = 0; i < 3; i++) expect((await post(server.http, "ruhd", TWO_PEOPLE)).status).toBe(201);
    const refused = await post(server.http, "ruhd", TWO_PEOPLE);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(LimitErrors.rateLimited);
    expect(refused.body.error.message).toMatch(/try again in/);
    expect(await listed(server.http)).toHaveLength(3);
    // Other requests are not limited.
    expect((await api(server.http, "/api/tables")).status).toBe(200);
  });

  it("behind a trusted proxy, counts each client address the proxy names (X-Forwarded-For), not the proxy's", async () => {
    const server = await startTestServer(kind, {
      limits: { tablesPerMinute: 2, waitingTablesPerAddress: 100 },
      trustProxy: ["127.0.0.1"],
    });
    cleanups.push(() => server.stop());
    const from = (address: string) =>
      api<ApiError>(server.http, "/api/tables", {
        json: { game: "ruhd", seats: TWO_PEOPLE },
        headers: { "x-forwarded-for": address },
      });
    expect((await from("203.0.113.7")).status).toBe(201);
    expect((await from("203.0.113.7")).status).toBe(201);
    expect((await from("203.0.113.7")).status).toBe(429);
    expect((await from("198.51.100.9")).status).toBe(201);
    // Without trusting it, a proxy's header is nobody's word: every request is the socket's address.
    const plain = await serverWith(kind, { tablesPerMinute: 2, waitingTablesPerAddress: 100 });
    for (const address of ["203.0.113.7", "198.51.100.9"])
      expect(
        (
          await api(plain.http, "/api/tables", {
            json: { game: "ruhd", seats: TWO_PEOPLE },
            headers: { "x-forwarded-for": address },
          })
        ).status,
      ).toBe(201);
    expect((await api(plain.http, "/api/tables", { json: { game: "ruhd", seats: TWO_PEOPLE } })).status).toBe(
      429,
    );
  });

  it("caps the tables one address has waiting; a table that starts no longer counts", async () => {
    const server = await serverWith(kind, { tablesPerMinute: 100, waitingTablesPerAddress: 2 });
    const first = await createTable(server.http, "ruhd", TWO_PEOPLE);
    await createTable(server.http, "ruhd", TWO_PEOPLE);
    const refused = await post(server.http, "ruhd", TWO_PEOPLE);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(LimitErrors.tooManyWaiting);
    expect(await listed(server.http)).toHaveLength(2);

    const players = await client(server.ws);
    const joined = await players.request({ type: "join", table: first.id, tokens: first.seatTokens });
    expect(joined).toMatchObject({ type: "joined", status: "playing" });
    expect((await post(server.http, "ruhd", TWO_PEOPLE)).status).toBe(201);
  });

  it("caps the tables of bots only that one address has running, until one ends", async () => {
    const server = await serverWith(kind, { tablesPerMinute: 100, botTablesPerAddress: 1 });
    const first = await createTable(server.http, "ruhd", TWO_BOTS, SHORT_RUHD);
    const refused = await post(server.http, "ruhd", TWO_BOTS, SHORT_RUHD);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(LimitErrors.tooManyBotTables);
    // A table with a person is another matter.
    expect((await post(server.http, "ruhd", [{ human: true }, { bot: "greedy" }])).status).toBe(201);
    await untilStatus(server.http, first.id, "finished");
    expect((await post(server.http, "ruhd", TWO_BOTS, SHORT_RUHD)).status).toBe(201);
  });

  it("counts a people's match that bots play alone as one of its maker's tables of bots, until someone is back", async () => {
    const server = await serverWith(kind, {
      tablesPerMinute: 100,
      botTablesPerAddress: 1,
      turnsGraceMs: SHORT_MS,
      unattendedMs: LONG_MS,
      abandonMs: LONG_MS,
    });
    const made = await createTable(server.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
    const person = await client(server.ws);
    await person.request({ type: "join", table: made.id, tokens: made.seatTokens.filter((t) => t !== null) });
    const watcher = await client(server.ws);
    await watcher.request({ type: "join", table: made.id, tokens: [] });
    await person.drop();
    await watcher.find("table", (f) => f.seats[0]?.standIn !== undefined);
    // Bots alone at it: it counts, so the address's one table of bots is taken.
    const refused = await post(server.http, "ruhd", TWO_BOTS, SHORT_RUHD);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(LimitErrors.tooManyBotTables);

    const back = await client(server.ws);
    await back.request({ type: "join", table: made.id, tokens: made.seatTokens.filter((t) => t !== null) });
    await back.find("table", (f) => f.seats[0]?.connected === true && f.seats[0]?.standIn === undefined);
    expect((await post(server.http, "ruhd", TWO_BOTS, SHORT_RUHD)).status).toBe(201);
    expect((await getTable(server.http, made.id)).status).toBe("playing");
  });

  it("ends a people's match that bots play alone after unattendedMs, and at once past its maker's tables of bots", async () => {
    const server = await serverWith(kind, {
      tablesPerMinute: 100,
      botTablesPerAddress: 1,
      turnsGraceMs: SHORT_MS,
      abandonMs: LONG_MS,
      unattendedMs: SHORT_MS,
    });
    const left = async (): Promise<{ id: string; watcher: TestClient }> => {
      const made = await createTable(server.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
      const person = await client(server.ws);
      await person.request({
        type: "join",
        table: made.id,
        tokens: made.seatTokens.filter((t) => t !== null),
      });
      const watcher = await client(server.ws);
      await watcher.request({ type: "join", table: made.id, tokens: [] });
      await person.drop();
      return { id: made.id, watcher };
    };
    // Alone, within the cap: it ends after unattendedMs (not abandonMs), abandoned.
    const first = await left();
    const ended = await first.watcher.find("table", (f) => f.status === "finished");
    expect(ended.frame).toMatchObject({ ending: "abandoned" });
    expect(ended.frame.seats[0]?.standIn).toBe("greedy");

    // Past the cap (a table of bots already running): it ends as soon as bots play it alone.
    const slow = await serverWith(kind, {
      tablesPerMinute: 100,
      botTablesPerAddress: 1,
      turnsGraceMs: SHORT_MS,
      abandonMs: LONG_MS,
      unattendedMs: LONG_MS,
    });
    const bots = await createTable(slow.http, "ruhd", TWO_BOTS);
    const made = await createTable(slow.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
    const person = await client(slow.ws);
    await person.request({ type: "join", table: made.id, tokens: made.seatTokens.filter((t) => t !== null) });
    const watcher = await client(slow.ws);
    await watcher.request({ type: "join", table: made.id, tokens: [] });
    await person.drop();
    const over = await watcher.find("table", (f) => f.status === "finished");
    expect(over.frame).toMatchObject({ ending: "abandoned" });
    expect((await getTable(slow.http, bots.id)).status).toBe("playing");
  });

  it("lifts every per-address table limit with tablesPerMinute 0", async () => {
    const server = await serverWith(kind, {
      tablesPerMinute: 0,
      waitingTablesPerAddress: 1,
      botTablesPerAddress: 1,
    });
    for (let i = 0; i < 3; i++) {
      expect((await post(server.http, "ruhd", TWO_PEOPLE)).status).toBe(201);
      expect((await post(server.http, "ruhd", TWO_BOTS, SHORT_RUHD)).status).toBe(201);
    }
  });

  it("deletes a waiting table nobody is at once waitingTtlMs has passed; one with someone at it stays", async () => {
    // The sitter must reach its table before the table's time is up: a longer time if it could not.
    await withGrowingLimit(200, async (waitingTtlMs, last) => {
      const server = await serverWith(kind, { tablesPerMinute: 0, waitingTtlMs });
      const empty = await createTable(server.http, "ruhd", TWO_PEOPLE);
      const occupied = await createTable(server.http, "ruhd", TWO_PEOPLE);
      const sitter = await client(server.ws);
      const sat = await sitter.request({
        type: "join",
        table: occupied.id,
        tokens: [occupied.seatTokens[0] as string],
      });
      // Expired before the sitter got there: the machine was slower than the time.
      if (sat.type !== "joined" && !last) return false;
      expect(sat.type).toBe("joined");

      await until("the empty table to expire", async () =>
        (await api(server.http, `/api/tables/${empty.id}`)).status === 404 ? true : undefined,
      );
      // The sweep that deleted the empty table saw the other one past its time too, and kept it.
      expect((await getTable(server.http, occupied.id)).status).toBe("waiting");
      const late = await client(server.ws);
      const refused = await late.request({ type: "join", table: empty.id, tokens: empty.seatTokens });
      expect(refused).toMatchObject({ type: "error", code: "no-table" });

      // Once its only visitor leaves, it goes too.
      await sitter.request({ type: "leave", table: occupied.id });
      await until("the table left to expire", async () =>
        (await api(server.http, `/api/tables/${occupied.id}`)).status === 404 ? true : undefined,
      );
      return true;
    });
  });

  it("at start, deletes the waiting tables past their time and loads none of the others before a join", async () => {
    const db = await kind.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    cleanups.push(() => store.close());
    const now = Date.now();
    const waiting = (id: string, createdAt: number) =>
      store.createTable({
        id,
        game: "ruhd",
        options: { handSize: 3, smallTableDeck: 0 },
        seed: "s",
        seats: [
          { human: true, tokenHash: "x", joined: false },
          { bot: "greedy", joined: true },
        ],
        status: "waiting",
        createdAt,
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
        turnBased: null,
        turn: null,
        deadlineAt: null,
        played: null,
      });
    await waiting("old", now - DEFAULT_LIMITS.waitingTtlMs - 1_000);
    await waiting("new", now);

    const server = await buildTestServer({ store, limits: { tablesPerMinute: 0 } });
    cleanups.push(() => server.close());
    expect(await store.getTable("old")).toBeNull();
    expect((await store.getTable("new"))?.status).toBe("waiting");
    expect(server.tables.size).toBe(0);
  });
});
