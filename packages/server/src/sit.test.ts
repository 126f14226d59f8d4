import type { RuhdView } from "@parlor/engine";
import { afterEach, expect, it } from "vitest";
import type { Store } from "./store/store.js";
import { TestClient, type FrameOf } from "./testing/client.js";
import { describeEachDatabase, type DatabaseKind } from "./testing/databases.js";
import { api, getTable, type Created } from "./testing/http.js";
import { ruhdMove } from "./testing/ruhd.js";
import { buildTestServer, TEST_LIMITS } from "./testing/server.js";

/**
 * A spectator takes a free seat (`sit`), over real sockets: the seat's new token, the match played
 * with it, the refusals (a taken seat, a bot's, a seat kept for another player, a started table), and
 * the host's start still the host's. The tests wait on frames and answers, never on the clock.
 */

/** A Ruhd match of a few placements. */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };

type TableFrame = FrameOf<"table">;

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverOf(kind: DatabaseKind) {
  const db = await kind.create();
  cleanups.push(() => db.remove());
  const store: Store = await db.open();
  cleanups.push(() => store.close());
  const server = await buildTestServer({ store, limits: TEST_LIMITS });
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
  if (response.status !== 201) throw new Error(`guest ${name}: ${response.status}`);
  return { id: body.id, cookie: (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
}

/** A Ruhd table made by the holder of `cookie` (its host), or by nobody. */
async function tableBy(
  http: string,
  cookie: string | null,
  seats: ({ bot: string } | { human: true })[],
): Promise<Created> {
  const answer = await api<Created>(http, "/api/tables", {
    json: { game: "ruhd", options: SHORT_RUHD, seats },
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

/** Joins `table` with these tokens (none: as a spectator); resolves with the seats it holds. */
async function join(client: TestClient, table: string, tokens: readonly (string | null)[] = []) {
  const answer = await client.request({ type: "join", table, tokens: tokens.filter((t) => t !== null) });
  if (answer.type !== "joined") throw new Error(`join refused: ${JSON.stringify(answer)}`);
  return answer.seats;
}

function tableFrame(client: TestClient, match: (frame: TableFrame) => boolean): Promise<TableFrame> {
  return client.find("table", match, 0).then((found) => found.frame);
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
    if (client.lastView(seat) !== frame) continue;
    const answer = await client.request({ type: "action", table, seat, action: ruhdMove(view) });
    if (answer.type === "error" && answer.code === "game-over") return;
  }
}

describeEachDatabase("taking a free seat", (kind) => {
  it("a spectator sits, gets the seat's new token, and the match starts and is played with them", async () => {
    const server = await serverOf(kind);
    const made = await tableBy(server.http, null, [{ human: true }, { human: true }]);
    const a = await connect(server.ws);
    expect(await join(a, made.id, [made.seatTokens[0] ?? null])).toEqual([0]);
    const friend = await connect(server.ws);
    expect(await join(friend, made.id)).toEqual([]);
    // A spectator may not play or sit before joining; a seat number out of the table is no free seat.
    const outsider = await connect(server.ws);
    expect(await outsider.request({ type: "sit", table: made.id, seat: 1 })).toMatchObject({
      type: "error",
      code: "not-joined",
    });
    expect(await friend.request({ type: "sit", table: made.id, seat: 5 })).toMatchObject({
      type: "error",
      code: "seat-taken",
    });

    const seated = await friend.request({ type: "sit", table: made.id, seat: 1 });
    expect(seated).toMatchObject({ type: "seated", table: made.id, seat: 1 });
    if (seated.type !== "seated") throw new Error("not seated");
    // Its answer comes before the frames of the change: the match starts by itself (no host).
    const started = await tableFrame(friend, (f) => f.status === "playing");
    expect(started.seats.map((s) => s.joined)).toEqual([true, true]);
    expect(friend.frames.findIndex((f) => f.type === "seated")).toBeLessThan(
      friend.frames.findIndex((f) => f.type === "table" && f.status === "playing"),
    );
    // The new token takes the seat again on another connection; the old invite no longer does.
    const again = await connect(server.ws);
    expect(await join(again, made.id, [seated.token])).toEqual([1]);
    const stale = await connect(server.ws);
    expect(await stale.request({ type: "join", table: made.id, tokens: [made.seatTokens[1]] })).toMatchObject(
      { type: "error", code: "bad-token" },
    );
    await again.drop();

    await Promise.all([playToTheEnd(a, made.id, 0), playToTheEnd(friend, made.id, 1)]);
    const end = await tableFrame(a, (f) => f.status === "finished");
    expect(end.outcome?.scores).toHaveLength(2);
    expect((await getTable(server.http, made.id)).status).toBe("finished");
  });

  it("refuses a seat taken, a bot's seat, and any seat once the match has begun", async () => {
    const server = await serverOf(kind);
    const made = await tableBy(server.http, null, [{ human: true }, { bot: "greedy" }, { human: true }]);
    const first = await connect(server.ws);
    await join(first, made.id);
    const second = await connect(server.ws);
    await join(second, made.id);
    expect(await first.request({ type: "sit", table: made.id, seat: 0 })).toMatchObject({ type: "seated" });
    // Seat 0 is taken now, by the first spectator; seat 1 is the bot's.
    for (const seat of [0, 1])
      expect(await second.request({ type: "sit", table: made.id, seat })).toMatchObject({
        type: "error",
        code: "seat-taken",
      });
    // The first holds seat 0 and may sit at seat 2 too (two people on one keyboard): the match starts.
    expect(await first.request({ type: "sit", table: made.id, seat: 2 })).toMatchObject({
      type: "seated",
      seat: 2,
    });
    await tableFrame(second, (f) => f.status === "playing");
    expect(await second.request({ type: "sit", table: made.id, seat: 2 })).toMatchObject({
      type: "error",
      code: "seat-taken",
    });
    // The spectator holds no seat: it may not play one.
    expect(
      await second.request({ type: "action", table: made.id, seat: 0, action: { type: "pass" } }),
    ).toMatchObject({ type: "error", code: "not-your-seat" });
  });

  it("refuses a rematch's seat to anyone but its player, whose session gives it to them", async () => {
    const server = await serverOf(kind);
    const [ann, bob, cy] = [
      await guest(server.http, "Ann"),
      await guest(server.http, "Bob"),
      await guest(server.http, "Cy"),
    ];
    const made = await tableBy(server.http, ann.cookie, [{ human: true }, { human: true }]);
    const a = await connect(server.ws, ann.cookie);
    const b = await connect(server.ws, bob.cookie);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    await join(b, made.id, [made.seatTokens[1] ?? null]);
    await tableFrame(a, (f) => f.seats.every((s) => s.connected));
    expect(await a.request({ type: "start", table: made.id })).toMatchObject({ type: "ok" });
    await tableFrame(b, (f) => f.status === "playing");
    expect(await a.request({ type: "resign", table: made.id, seat: 0 })).toMatchObject({ type: "ok" });
    await tableFrame(b, (f) => f.status === "finished");
    // The rematch's table gives each seat to its player (everyone accepted): nobody else takes it.
    await a.request({ type: "rematch", table: made.id });
    await b.request({ type: "rematch", table: made.id });
    const next = (await a.find("rematch")).frame.next;

    const c = await connect(server.ws, cy.cookie);
    await join(c, next);
    expect(await c.request({ type: "sit", table: next, seat: 1 })).toMatchObject({
      type: "error",
      code: "seat-taken",
    });
    // Bob comes without its token: his session alone gives him his seat.
    const bobElsewhere = await connect(server.ws, bob.cookie);
    expect(await join(bobElsewhere, next)).toEqual([1]);
    const taken = await tableFrame(c, (f) => f.table === next && f.seats[1]?.connected === true);
    expect(taken.seats[1]?.player?.name).toBe("Bob");
  });

  it("keeps the host's start: a spectator who sits is bound to the seat and cannot start", async () => {
    const server = await serverOf(kind);
    const [ann, cy] = [await guest(server.http, "Ann"), await guest(server.http, "Cy")];
    const made = await tableBy(server.http, ann.cookie, [{ human: true }, { human: true }]);
    const a = await connect(server.ws, ann.cookie);
    await join(a, made.id, [made.seatTokens[0] ?? null]);
    expect(await a.request({ type: "start", table: made.id })).toMatchObject({ code: "not-ready" });

    const c = await connect(server.ws, cy.cookie);
    expect(await join(c, made.id)).toEqual([]);
    expect(await c.request({ type: "sit", table: made.id, seat: 1 })).toMatchObject({ type: "seated" });
    const full = await tableFrame(a, (f) => f.seats.every((s) => s.joined && s.connected));
    // Every seat is taken, yet a hosted table waits for its host.
    expect(full.status).toBe("waiting");
    expect(full.seats.map((s) => s.player?.name)).toEqual(["Ann", "Cy"]);
    expect(await c.request({ type: "start", table: made.id })).toMatchObject({ code: "not-host" });
    // Cy's seat is Cy's on another device, by the session alone.
    const cyElsewhere = await connect(server.ws, cy.cookie);
    expect(await join(cyElsewhere, made.id)).toEqual([1]);
    await cyElsewhere.drop();

    expect(await a.request({ type: "start", table: made.id })).toMatchObject({ type: "ok" });
    await tableFrame(c, (f) => f.status === "playing");
    await Promise.all([playToTheEnd(a, made.id, 0), playToTheEnd(c, made.id, 1)]);
    expect((await getTable(server.http, made.id)).status).toBe("finished");
  });
});
