/**
 * Quick match through a real server: HTTP for the ticket, the WebSocket for the wait and the seat,
 * then the table played as any other.
 */
import type { QuickMatchAnswer } from "@parlor/protocol";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { Browser } from "../people/testing.js";
import { TestClient, type FrameOf } from "../testing/client.js";
import { getTable } from "../testing/http.js";
import { startTestServer, TEST_LIMITS } from "../testing/server.js";
import { QuickMatchErrors } from "./quickmatch.js";

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * How soon a socket at no table and in no queue is closed at the server of the idle test (the other
 * tests' server keeps the default, minutes: their sockets wait on HTTP calls, which a busy machine
 * may stretch past a short idle time).
 */
const IDLE_MS = 1_500;

let server: Server;
const clients: TestClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
  await server.stop();
});

/** A person: a browser with a guest session, and its page's socket. */
async function person(
  name: string,
  at: Server = server,
): Promise<{ browser: Browser; socket: TestClient; id: string }> {
  const browser = new Browser(at.http);
  const made = await browser.call<{ id: string }>("POST", "/api/players", { name });
  expect(made.status).toBe(201);
  const socket = await TestClient.connect(at.ws, browser.cookieHeader);
  clients.push(socket);
  return { browser, socket, id: made.body.id };
}

/** Enters the queue and hands the ticket to the person's socket; answers the ticket and the first `queue`. */
async function quickMatch(
  who: { browser: Browser; socket: TestClient },
  request: Record<string, unknown>,
): Promise<{ ticket: string; queue: FrameOf<"queue"> }> {
  const entered = await who.browser.call<QuickMatchAnswer>("POST", "/api/quickmatch", request);
  expect(entered.status).toBe(201);
  const answer = await who.socket.request({ type: "quickmatch", ticket: entered.body.ticket });
  expect(answer.type).toBe("queue");
  return { ticket: entered.body.ticket, queue: answer as FrameOf<"queue"> };
}

describe("quick match on a server", () => {
  it("matches two people: each hears their seat and token, joins, and the table starts with both", async () => {
    const ana = await person("Ana");
    const bea = await person("Bea");
    const first = await quickMatch(ana, { game: "ruhd", botsAfterSeconds: 600 });
    expect(first.queue).toMatchObject({
      game: "ruhd",
      seats: 2,
      rated: false,
      waiting: [{ name: "Ana", you: true }],
    });
    const second = await quickMatch(bea, { game: "ruhd", botsAfterSeconds: 600 });
    expect(second.queue.waiting.map((w) => [w.name, w.you])).toEqual([
      ["Ana", false],
      ["Bea", true],
    ]);
    // The lobby sees who waits.
    const listed = await ana.browser.call<unknown[]>("GET", "/api/quickmatch");
    expect(listed.body).toEqual([
      {
        game: "ruhd",
        seats: 2,
        rated: false,
        waiting: [expect.objectContaining({ name: "Ana" }), expect.objectContaining({ name: "Bea" })],
      },
    ]);
    const [a, b] = await Promise.all([ana.socket.next("matched"), bea.socket.next("matched")]);
    expect(a.table).toBe(b.table);
    expect([a.seat, b.seat]).toEqual([0, 1]);
    for (const [who, matched] of [
      [ana, a],
      [bea, b],
    ] as const) {
      const joined = await who.socket.request({
        type: "join",
        table: matched.table,
        tokens: [matched.token],
      });
      expect(joined).toMatchObject({ type: "joined", seats: [matched.seat] });
    }
    await expect.poll(async () => (await getTable(server.http, a.table)).status).toBe("playing");
    const summary = await getTable(server.http, a.table);
    expect(summary.seats.map((s) => ("player" in s ? s.player?.name : null))).toEqual(["Ana", "Bea"]);
    expect((await ana.browser.call<unknown[]>("GET", "/api/quickmatch")).body).toEqual([]);
  });

  it("fills the other seats with bots of the chosen level once the person's wait runs out", async () => {
    const cid = await person("Cid");
    await quickMatch(cid, { game: "tarot", botsAfterSeconds: 0, botLevel: "beginner" });
    const matched = await cid.socket.next("matched");
    expect(matched.seat).toBe(0);
    await cid.socket.request({ type: "join", table: matched.table, tokens: [matched.token] });
    const summary = await getTable(server.http, matched.table);
    expect(summary.game).toBe("tarot");
    expect(summary.status).toBe("playing");
    expect(summary.seats.slice(1).map((s) => ("bot" in s ? s.bot : null))).toEqual([
      "beginner",
      "beginner",
      "beginner",
    ]);
  });

  it("a waiting ticket keeps its socket open past the idle time; leaving the queue lets it close", async () => {
    const idle = await startTestServer(undefined, { limits: { ...TEST_LIMITS, unjoinedTimeoutMs: IDLE_MS } });
    onTestFinished(() => idle.stop());
    const dan = await person("Dan", idle);
    const dans = await quickMatch(dan, { game: "buraco", seats: 4, botsAfterSeconds: 600 });
    const eve = await person("Eve", idle);
    await quickMatch(eve, { game: "buraco", seats: 4, botsAfterSeconds: 600 });
    // Twice the idle time: a socket at no table would be closed by now.
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 2));
    expect(dan.socket.isOpen).toBe(true);
    const from = eve.socket.skip();
    expect((await dan.browser.call("DELETE", `/api/quickmatch/${dans.ticket}`, {})).status).toBe(204);
    const left = await eve.socket.next("queue");
    expect(left.waiting.map((w) => w.name)).toEqual(["Eve"]);
    expect(from).toBeGreaterThan(0);
    expect((await dan.socket.waitClosed()).code).toBe(1001);
    const again = await dan.browser.call<{ error: { code: string } }>(
      "DELETE",
      `/api/quickmatch/${dans.ticket}`,
      {},
    );
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe(QuickMatchErrors.noTicket);
    // Eve closes her page: her ticket leaves with it.
    await eve.socket.close();
    await expect
      .poll(async () => (await dan.browser.call<unknown[]>("GET", "/api/quickmatch")).body)
      .toEqual([]);
  });

  it("a rated quick match seats accounts only, at a rated table", async () => {
    const accounts = [];
    for (const name of ["Gus", "Hal"]) {
      const who = await person(name);
      const account = await who.browser.call("POST", "/api/account", {
        username: `${name.toLowerCase()}qm`,
        password: "password1",
      });
      expect(account.status).toBeLessThan(300);
      // The session's socket speaks for the account from the next upgrade on.
      await who.socket.close();
      accounts.push(who.browser);
    }
    const people = [];
    for (const browser of accounts) {
      // The page's socket opens once it has its ticket (a socket at no table and in no queue is idle).
      const entered = await browser.call<QuickMatchAnswer>("POST", "/api/quickmatch", {
        game: "ruhd",
        botsAfterSeconds: 600,
      });
      expect(entered.body.rated).toBe(true);
      const socket = await TestClient.connect(server.ws, browser.cookieHeader);
      clients.push(socket);
      const queue = await socket.request({ type: "quickmatch", ticket: entered.body.ticket });
      expect(queue).toMatchObject({ type: "queue", rated: true });
      people.push({ socket });
    }
    const matched = await Promise.all(people.map((who) => who.socket.next("matched")));
    const summary = await getTable(server.http, matched[0]?.table ?? "");
    expect(summary.rated).toBe(true);
  });

  it("refuses a person without a session (401), a rated queue to a guest (403), a bad request (400), an unknown ticket", async () => {
    const nobody = new Browser(server.http);
    const noSession = await nobody.call<{ error: { code: string } }>("POST", "/api/quickmatch", {
      game: "ruhd",
    });
    expect([noSession.status, noSession.body.error.code]).toEqual([401, QuickMatchErrors.noSession]);
    const guest = await person("Fay");
    const rated = await guest.browser.call<{ error: { code: string } }>("POST", "/api/quickmatch", {
      game: "ruhd",
      rated: true,
    });
    expect([rated.status, rated.body.error.code]).toEqual([403, QuickMatchErrors.accountNeeded]);
    for (const body of [
      {},
      { game: "ruhd", seats: 1 },
      { game: "ruhd", botsAfterSeconds: -1 },
      { game: "ruhd", extra: 1 },
    ]) {
      expect((await guest.browser.call("POST", "/api/quickmatch", body)).status).toBe(400);
    }
    expect((await guest.browser.call("POST", "/api/quickmatch", { game: "tarot", seats: 2 })).status).toBe(
      400,
    );
    expect((await guest.browser.call("POST", "/api/quickmatch", { game: "chess" })).status).toBe(404);
    const unknown = await guest.socket.request({ type: "quickmatch", ticket: "no-such-ticket" });
    expect(unknown).toMatchObject({ type: "error", code: QuickMatchErrors.noTicket });
  });
});
