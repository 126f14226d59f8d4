import type { RuhdView } from "@parlor/engine";
import { afterEach, describe, expect, it } from "vitest";
import type { Limits } from "./limits.js";
import type { Store } from "./store/store.js";
import type { TableSummary } from "./tables.js";
import { TestClient, type FrameOf } from "./testing/client.js";
import { describeEachDatabase, SQLITE, type DatabaseKind } from "./testing/databases.js";
import { api, createTable, getTable, until, untilStatus, type Created } from "./testing/http.js";
import { ruhdMove } from "./testing/ruhd.js";
import { buildTestServer, TEST_LIMITS } from "./testing/server.js";

/**
 * Tables that end well, over real sockets: the host's start, leaving a waiting seat free, resigning,
 * a bot standing in after the grace and giving the seat back, abandonment, emptied waiting tables,
 * rematches, a stand-in resumed after a restart, and the lobby. Times are made short through the
 * server's limits; the tests wait on frames and answers, never on the clock.
 */

/** Short times for the lifecycle's timers (each test sets the one it watches). */
const SHORT_MS = 150;
/** A Ruhd match of a few placements. */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };

type TableFrame = FrameOf<"table">;

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function storeOf(kind: DatabaseKind): Promise<Store> {
  const db = await kind.create();
  cleanups.push(() => db.remove());
  const store = await db.open();
  cleanups.push(() => store.close());
  return store;
}

async function serverOn(store: Store, limits: Partial<Limits> = {}) {
  const server = await buildTestServer({ store, limits: { ...TEST_LIMITS, ...limits } });
  cleanups.push(() => server.close());
  return server;
}

/** A guest player (`POST /api/players`) and the cookie of their session. */
async function guest(http: string, name: string): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${http}/api/players`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  const body = (await response.json()) as { id: string };
  if (response.status !== 201) throw new Error(`guest ${name}: ${response.status} ${JSON.stringify(body)}`);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { id: body.id, cookie };
}

/** A table made by the holder of `cookie` (its host), or by nobody. */
async function tableBy(
  http: string,
  cookie: string | null,
  seats: ({ bot: string } | { human: true })[],
  extra: Record<string, unknown> = {},
): Promise<Created> {
  const answer = await api<Created>(http, "/api/tables", {
    json: { game: "ruhd", options: SHORT_RUHD, seats, ...extra },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (answer.status !== 201) throw new Error(`create: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function connect(ws: string, cookie?: string): Promise<TestClient> {
  const client = await TestClient.connect(ws, cookie ? { cookie } : undefined);
  cleanups.push(() => client.drop());
  return client;
}

async function join(client: TestClient, table: string, tokens: (string | null)[] = []): Promise<void> {
  const answer = await client.request({ type: "join", table, tokens: tokens.filter((t) => t !== null) });
  if (answer.type !== "joined") throw new Error(`join refused: ${JSON.stringify(answer)}`);
}

/** The next table frame (from now on) that satisfies `match`. */
function tableFrame(
  client: TestClient,
  match: (frame: TableFrame) => boolean,
  from = 0,
): Promise<TableFrame> {
  return client.find("table", match, from).then((found) => found.frame);
}

/** Plays seat `seat`'s turns from `client` whenever its view says so, until the match ends. */
async function playToTheEnd(client: TestClient, table: string, seat: number): Promise<void> {
  let from = 0;
  for (;;) {
    const { frame, index } = await client.find(
      "view",
      (f) =>
        f.table === table &&
        f.seat === seat &&
        (f.status === "finished" || (f.view as RuhdView).turn === seat),
      from,
    );
    from = index + 1;
    const view = frame.view as RuhdView;
    if (frame.status === "finished" || view.finished) return;
    // A view already overtaken by a later one is skipped: the latest decides.
    if (client.lastView(seat) !== frame) continue;
    const answer = await client.request({ type: "action", table, seat, action: ruhdMove(view) });
    if (answer.type === "error" && answer.code === "game-over") return;
  }
}

describeEachDatabase("the waiting room", (kind) => {
  it("waits for the host's start: not-host from another, not-ready until everyone is here", async () => {
    const server = await serverOn(await storeOf(kind));
    const [ann, bob] = [await guest(server.http, "Ann"), await guest(server.http, "Bob")];
    const made = await tableBy(server.http, ann.cookie, [{ human: true }, { human: true }]);
    const a = await connect(server.ws, ann.cookie);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    expect(await a.request({ type: "start", table: made.id })).toMatchObject({
      type: "error",
      code: "not-ready",
    });

    const b = await connect(server.ws, bob.cookie);
    await join(b, made.id, [made.seatTokens[1] ?? null]);
    const full = await tableFrame(a, (f) => f.seats.every((s) => s.joined && s.connected));
    expect(full).toMatchObject({ status: "waiting", host: ann.id });
    expect(full.seats.map((s) => s.player?.name)).toEqual(["Ann", "Bob"]);
    expect(await b.request({ type: "start", table: made.id })).toMatchObject({
      type: "error",
      code: "not-host",
    });
    expect((await getTable(server.http, made.id)).status).toBe("waiting");

    expect(await a.request({ type: "start", table: made.id })).toMatchObject({ type: "ok", table: made.id });
    await tableFrame(b, (f) => f.status === "playing");
    expect((await getTable(server.http, made.id)).status).toBe("playing");
  });

  it("starts at once when the host took every person's seat, and without a host once every seat is taken", async () => {
    const server = await serverOn(await storeOf(kind));
    const ann = await guest(server.http, "Ann");
    const solo = await tableBy(server.http, ann.cookie, [{ human: true }, { bot: "greedy" }]);
    const a = await connect(server.ws, ann.cookie);
    await join(a, solo.id, [solo.seatTokens[0] ?? null]);
    await tableFrame(a, (f) => f.table === solo.id && f.status === "playing");

    const open = await tableBy(server.http, null, [{ human: true }, { human: true }]);
    expect((await getTable(server.http, open.id)).status).toBe("waiting");
    await join(a, open.id, open.seatTokens);
    await tableFrame(a, (f) => f.table === open.id && f.status === "playing");
  });

  it("leave with free gives the seat up; someone else with the invite takes it", async () => {
    const server = await serverOn(await storeOf(kind));
    const ann = await guest(server.http, "Ann");
    const bob = await guest(server.http, "Bob");
    const cat = await guest(server.http, "Cat");
    const made = await tableBy(server.http, ann.cookie, [{ human: true }, { human: true }]);
    const a = await connect(server.ws, ann.cookie);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    const b = await connect(server.ws, bob.cookie);
    await join(b, made.id, [made.seatTokens[1] ?? null]);
    await tableFrame(a, (f) => f.seats[1]?.player?.name === "Bob");

    const mark = a.skip();
    expect(await b.request({ type: "leave", table: made.id, free: true })).toMatchObject({ type: "left" });
    const freed = await tableFrame(a, (f) => f.seats[1]?.joined === false, mark);
    expect(freed.seats[1]?.player).toBeUndefined();
    expect((await getTable(server.http, made.id)).seats[1]).toMatchObject({ human: true, joined: false });

    const c = await connect(server.ws, cat.cookie);
    await join(c, made.id, [made.seatTokens[1] ?? null]);
    const taken = await tableFrame(
      a,
      (f) => f.seats[1]?.player?.name === "Cat" && f.seats[1]?.connected === true,
    );
    expect(taken.seats[1]).toMatchObject({ joined: true, connected: true });
    // Bob's session no longer holds the seat: joining again makes him a spectator.
    const again = await connect(server.ws, bob.cookie);
    expect(await again.request({ type: "join", table: made.id })).toMatchObject({
      type: "joined",
      seats: [],
    });
  });

  it("a waiting table everyone left is deleted once nobody was there for the emptied time", async () => {
    const server = await serverOn(await storeOf(kind), { waitingEmptyMs: SHORT_MS });
    const made = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
    const untouched = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
    const a = await connect(server.ws);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    await a.drop();
    await until("the emptied table to be deleted", async () =>
      (await api(server.http, `/api/tables/${made.id}`)).status === 404 ? true : undefined,
    );
    // A table nobody came to waits for its time to live, as before.
    expect((await getTable(server.http, untouched.id)).status).toBe("waiting");
  });
});

describeEachDatabase("resigning", (kind) => {
  it("at two seats ends the match at once: the other side wins, ending resigned", async () => {
    const server = await serverOn(await storeOf(kind));
    const made = await createTable(server.http, "ruhd", [{ human: true }, { human: true }], SHORT_RUHD);
    const a = await connect(server.ws);
    const b = await connect(server.ws);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    await join(b, made.id, [made.seatTokens[1] ?? null]);
    await tableFrame(a, (f) => f.status === "playing");
    expect(await a.request({ type: "resign", table: made.id, seat: 1 })).toMatchObject({
      type: "error",
      code: "not-your-seat",
    });

    expect(await a.request({ type: "resign", table: made.id, seat: 0 })).toMatchObject({ type: "ok" });
    const end = await tableFrame(b, (f) => f.status === "finished");
    expect(end).toMatchObject({ ending: "resigned", outcome: { winners: [1] } });
    expect(end.outcome?.scores).toHaveLength(2);
    expect(end.seats[0]).toMatchObject({ resigned: true });
    const summary = await getTable(server.http, made.id);
    expect(summary).toMatchObject({
      status: "finished",
      outcome: { winners: [1] },
      ending: "resigned",
      // Made without a session: unrated (rated play needs an account).
      rated: false,
      next: null,
    });
    expect(await b.request({ type: "action", table: made.id, seat: 1, action: {} })).toMatchObject({
      type: "error",
    });
    // The end screen keeps the table in memory while someone is there (chat, rematch), not after.
    expect(server.tables.size).toBe(1);
    await a.drop();
    expect(server.tables.size).toBe(1);
    await b.drop();
    await until("the finished table to leave memory", () => (server.tables.size === 0 ? true : undefined));
  });

  it("at three seats a bot takes the seat and the match goes on to its end", async () => {
    const server = await serverOn(await storeOf(kind));
    const made = await createTable(
      server.http,
      "ruhd",
      [{ human: true }, { human: true }, { bot: "greedy" }],
      SHORT_RUHD,
    );
    const a = await connect(server.ws);
    const b = await connect(server.ws);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    await join(b, made.id, [made.seatTokens[1] ?? null]);
    await tableFrame(a, (f) => f.status === "playing");

    expect(await a.request({ type: "resign", table: made.id, seat: 0 })).toMatchObject({ type: "ok" });
    const stood = await tableFrame(b, (f) => f.seats[0]?.resigned === true);
    expect(stood).toMatchObject({ status: "playing" });
    expect(stood.seats[0]).toMatchObject({ standIn: "greedy", resigned: true });

    await playToTheEnd(b, made.id, 1);
    const end = await tableFrame(b, (f) => f.status === "finished");
    expect(end.ending).toBe("normal");
    const log = (
      await api<{ actions: { seat: number }[]; seats: unknown[] }>(server.http, `/api/tables/${made.id}/log`)
    ).body;
    // The bot played the resigned seat; the log's seats are as they were.
    expect(log.actions.some((entry) => entry.seat === 0)).toBe(true);
    expect(log.seats).toEqual([{}, {}, { bot: "greedy" }]);
  });
});

describeEachDatabase("an absent player's seat", (kind) => {
  it("is played by a bot after the grace, marked for everyone, and given back on return", async () => {
    const server = await serverOn(await storeOf(kind), { turnsGraceMs: SHORT_MS });
    const made = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
    const a = await connect(server.ws);
    const b = await connect(server.ws);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    await join(b, made.id, [made.seatTokens[1] ?? null]);
    await tableFrame(a, (f) => f.status === "playing");

    await tableFrame(a, (f) => f.seats[1]?.connected === true);
    const before = a.skip();
    await b.drop();
    const away = await tableFrame(a, (f) => f.seats[1]?.connected === false, before);
    expect(away.seats[1]?.standIn).toBeUndefined();
    // The table is told how long is left before the bot comes, for its countdown.
    expect(away.seats[1]?.graceLeft).toBeGreaterThan(0);
    expect(away.seats[1]?.graceLeft).toBeLessThanOrEqual(SHORT_MS);
    expect(away.seats[0]?.graceLeft).toBeUndefined();
    const stood = await tableFrame(a, (f) => f.seats[1]?.standIn === "greedy", before);
    expect(stood.seats[1]).toMatchObject({ connected: false });
    expect(stood.seats[1]?.resigned).toBeUndefined();
    // The bot plays seat 1: its moves come whenever seat 0 has played.
    const seen = a.lastView(0)?.view as RuhdView;
    if (seen.turn === 0) await a.request({ type: "action", table: made.id, seat: 0, action: ruhdMove(seen) });
    await a.findMove((f) => f.seat === 1);

    const comeback = a.skip();
    const back = await connect(server.ws);
    await join(back, made.id, [made.seatTokens[1] ?? null]);
    const returned = await tableFrame(
      a,
      (f) => f.seats[1]?.connected === true && f.seats[1]?.standIn === undefined,
      comeback,
    );
    expect(returned.status).toBe("playing");
    expect((await getTable(server.http, made.id)).seats[1]?.standIn).toBeUndefined();
  });

  it("a real-time game waits its own shorter default: the SET games race", async () => {
    const server = await serverOn(await storeOf(kind), { realTimeGraceMs: SHORT_MS });
    const made = await createTable(server.http, "set-pc", [{ human: true }, { human: true }]);
    const a = await connect(server.ws);
    const b = await connect(server.ws);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    await join(b, made.id, [made.seatTokens[1] ?? null]);
    await b.drop();
    const stood = await tableFrame(a, (f) => f.seats[1]?.standIn !== undefined);
    expect(stood.seats[1]?.standIn).toBe("medium");
  });

  it("keeps its stand-in after a restart, which plays on", async () => {
    const store = await storeOf(kind);
    const first = await buildTestServer({ store, limits: { ...TEST_LIMITS, turnsGraceMs: SHORT_MS } });
    const made = await createTable(first.http, "ruhd", [{ human: true }, { human: true }]);
    const a = await TestClient.connect(first.ws);
    const b = await TestClient.connect(first.ws);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    await join(b, made.id, [made.seatTokens[1] ?? null]);
    await b.drop();
    await tableFrame(a, (f) => f.seats[1]?.standIn === "greedy");
    await a.drop();
    await first.close();

    // Grace is long now: only a stand-in kept from before the restart can play seat 1.
    const second = await serverOn(store, { turnsGraceMs: 600_000 });
    const again = await connect(second.ws);
    await join(again, made.id, [made.seatTokens[0] ?? null]);
    const frame = await tableFrame(again, () => true);
    expect(frame.seats[1]).toMatchObject({ standIn: "greedy", connected: false });
    const view = (await again.find("view", (f) => f.seat === 0)).frame;
    const seq = view.seq;
    const ruhd = view.view as RuhdView;
    if (ruhd.turn === 0)
      await again.request({ type: "action", table: made.id, seat: 0, action: ruhdMove(ruhd) });
    const moved = await again.findMove((f) => f.seat === 1 && f.seq > seq);
    expect(moved.frame.seq).toBeGreaterThan(seq);
  });
});

describeEachDatabase("abandonment", (kind) => {
  it("ends a match nobody plays for the abandon time, unrated; a spectator sees it end", async () => {
    const server = await serverOn(await storeOf(kind), { abandonMs: SHORT_MS });
    const made = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
    const a = await connect(server.ws);
    await join(a, made.id, made.seatTokens);
    const spectator = await connect(server.ws);
    await join(spectator, made.id);
    await tableFrame(spectator, (f) => f.status === "playing");
    await a.drop();
    const end = await tableFrame(spectator, (f) => f.status === "finished");
    expect(end).toMatchObject({ ending: "abandoned", outcome: { winners: [] } });
    expect(end.seats.every((s) => s.rating === undefined)).toBe(true);
    expect((await getTable(server.http, made.id)).status).toBe("finished");
  });

  it("leaves tables of bots only playing, watched or not", async () => {
    const server = await serverOn(await storeOf(kind), { abandonMs: SHORT_MS });
    const made = await createTable(server.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }]);
    // Greedy bots think 0.8 s a move: by the second move the abandon time has passed many times over.
    const playing = await until("two bot moves", async () => {
      const summary = await getTable(server.http, made.id);
      return summary.seq >= 2 ? summary : undefined;
    });
    expect(playing.status).toBe("playing");
  });
});

describeEachDatabase("a rematch", (kind) => {
  it("when both people accept, a new table with the same seats and players, tokens for each", async () => {
    const server = await serverOn(await storeOf(kind));
    const [ann, bob] = [await guest(server.http, "Ann"), await guest(server.http, "Bob")];
    const made = await tableBy(server.http, ann.cookie, [
      { human: true },
      { human: true },
      { bot: "greedy" },
    ]);
    const a = await connect(server.ws, ann.cookie);
    const b = await connect(server.ws, bob.cookie);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    await join(b, made.id, [made.seatTokens[1] ?? null]);
    expect(await a.request({ type: "rematch", table: made.id })).toMatchObject({
      type: "error",
      code: "no-rematch",
    });
    await a.request({ type: "start", table: made.id });
    await tableFrame(b, (f) => f.status === "playing");
    expect(await b.request({ type: "resign", table: made.id, seat: 1 })).toMatchObject({ type: "ok" });
    expect(await a.request({ type: "resign", table: made.id, seat: 0 })).toMatchObject({ type: "ok" });
    const end = await tableFrame(a, (f) => f.status === "finished");
    expect(end).toMatchObject({
      ending: "resigned",
      outcome: { winners: [2] },
      rematch: { accepted: [], next: null },
    });

    expect(await a.request({ type: "rematch", table: made.id })).toMatchObject({ type: "ok" });
    await tableFrame(b, (f) => f.rematch?.accepted.join() === "0");
    expect(await b.request({ type: "rematch", table: made.id, accept: true })).toMatchObject({ type: "ok" });
    const [toA, toB] = [(await a.find("rematch")).frame, (await b.find("rematch")).frame];
    expect(toA).toMatchObject({ table: made.id, seats: [0] });
    expect(toB).toMatchObject({ table: made.id, next: toA.next, seats: [1] });
    await tableFrame(a, (f) => f.rematch?.next === toA.next);

    // Everyone accepted: the new match starts by itself, no Start from the host, each seat its person's.
    const next = await untilStatus(server.http, toA.next, "playing");
    expect(next.seats.map((s) => [s.joined, s.player?.name])).toEqual([
      [true, "Ann"],
      [true, "Bob"],
      [true, "Greedy bot"],
    ]);
    // Each comes with the token they were given, to their seat of the match under way.
    await join(a, toA.next, toA.tokens);
    await join(b, toB.next, toB.tokens);
    await tableFrame(
      b,
      (f) =>
        f.table === toA.next && f.status === "playing" && f.seats.every((s) => "bot" in s || s.connected),
    );
  });
});

describe("the lobby", () => {
  it("lists who is online and the waiting tables that need a player", async () => {
    const server = await serverOn(await storeOf(SQLITE));
    const ann = await guest(server.http, "Ann");
    const needs = await tableBy(server.http, ann.cookie, [{ human: true }, { human: true }]);
    const full = await tableBy(server.http, null, [{ human: true }, { bot: "greedy" }]);
    const a = await connect(server.ws, ann.cookie);
    await join(a, needs.id, [needs.seatTokens[0] ?? null]);
    const anonymous = await connect(server.ws);
    await join(anonymous, full.id, [full.seatTokens[0] ?? null]);

    const lobby = await api<{ online: { id: string; name: string }[]; needPlayers: TableSummary[] }>(
      server.http,
      "/api/lobby",
    );
    expect(lobby.status).toBe(200);
    expect(lobby.body.online).toEqual([{ id: ann.id, name: "Ann" }]);
    const ids = lobby.body.needPlayers.map((t) => t.id);
    expect(ids).toContain(needs.id);
    expect(ids).not.toContain(full.id);
    expect(lobby.body.needPlayers.find((t) => t.id === needs.id)?.seats[0]).toMatchObject({
      connected: true,
      player: { name: "Ann" },
    });

    await a.close();
    await until("Ann to be offline", async () => {
      const now = await api<{ online: unknown[] }>(server.http, "/api/lobby");
      return now.body.online.length === 0 ? true : undefined;
    });
  });
});
