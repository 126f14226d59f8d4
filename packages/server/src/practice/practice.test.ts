import { findSets } from "@parlor/engine/set";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../people/testing.js";
import { TestClient, type ViewFrame } from "../testing/client.js";
import { SQLITE } from "../testing/databases.js";
import { api, createTable, getTable, type ApiError } from "../testing/http.js";
import { startTestServer } from "../testing/server.js";
import type { PersonalBest } from "./routes.js";

/** The part of set-classic's view (engine: ClassicView) a player needs to play. */
interface PlayedView {
  readonly board: readonly string[];
  readonly deck: number;
  readonly finished: boolean;
  readonly now: number;
  readonly players: readonly { readonly found: number; readonly wrong: number }[];
}

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const clients: TestClient[] = [];
let serial = 0;

async function guest(): Promise<Browser> {
  const browser = new Browser(server.http);
  const made = await browser.call("POST", "/api/players", { name: `Solo ${++serial}` });
  expect(made.status).toBe(201);
  return browser;
}

function bests(browser: Browser): Promise<PersonalBest[]> {
  return browser.call<PersonalBest[]>("GET", "/api/practice/set-classic").then((reply) => {
    expect(reply.status).toBe(200);
    return reply.body;
  });
}

function viewOf(frame: ViewFrame): PlayedView {
  return frame.view as PlayedView;
}

/** Three cards of the table that are no set (a wrong claim), or null when every three are one. */
function noSet(board: readonly string[]): string[] | null {
  const sets = new Set(findSets(board).map((s) => [...s].sort().join()));
  for (let a = 0; a < board.length; a++)
    for (let b = a + 1; b < board.length; b++)
      for (let c = b + 1; c < board.length; c++) {
        const three = [board[a], board[b], board[c]] as string[];
        if (!sets.has([...three].sort().join())) return three;
      }
  return null;
}

/**
 * Plays a junior practice (one seat, the guest's) to its end through the socket: each claim is the
 * first set the engine's finder sees on the table the view shows, sent `thinkMs` after that view
 * came; `wrong` wrong claims first. Returns the table and its last view.
 */
async function playPractice(
  browser: Browser,
  { thinkMs = 0, wrong = 0, seats = [{ human: true }] as { human: true }[] } = {},
): Promise<{ id: string; view: PlayedView }> {
  const table = await createTable(server.http, "set-classic", seats, { mode: "junior" });
  const client = await TestClient.connect(server.ws, browser.cookieHeader);
  clients.push(client);
  const tokens = table.seatTokens.filter((token) => token !== null);
  const joined = await client.request({ type: "join", table: table.id, tokens });
  expect(joined.type).toBe("joined");
  let wrongLeft = wrong;
  for (;;) {
    const frame = await client.next("view", (f) => f.seat === 0);
    const view = viewOf(frame);
    if (view.finished) return { id: table.id, view };
    // Only the latest view is played (others may have come meanwhile).
    if (client.lastView(0) !== frame) continue;
    const set = findSets(view.board)[0];
    if (!set) continue;
    if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs));
    const cards = wrongLeft > 0 ? noSet(view.board) : set;
    if (wrongLeft > 0) wrongLeft--;
    const answer = await client.request({
      type: "action",
      table: table.id,
      seat: 0,
      action: { type: "claim", cards },
    });
    expect(answer.type).toBe("ack");
  }
}

describe("solo practice of set-classic: personal bests", () => {
  beforeAll(async () => {
    server = await startTestServer(SQLITE);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await server.stop();
  });

  it("keeps a guest's practice played out as their best: the game time of its end, its sets and wrong claims, its table", async () => {
    const browser = await guest();
    expect(await bests(browser)).toEqual([]);
    const { id, view } = await playPractice(browser, { wrong: 1 });
    expect(view.deck).toBe(0);
    const log = await api<{ actions: { at: number }[] }>(server.http, `/api/tables/${id}/log`);
    const lastAt = log.body.actions.at(-1)?.at;
    // The view's time at the end is the log's last action: the deck's last set.
    expect(view.now).toBe(lastAt);
    const [best, ...more] = await bests(browser);
    expect(more).toEqual([]);
    expect(best).toMatchObject({
      mode: "junior",
      timeMs: view.now,
      found: view.players[0]?.found,
      wrong: 1,
      tableId: id,
    });
    expect(best?.found).toBeGreaterThan(0);
    const table = await getTable(server.http, id);
    expect(best?.finishedAt).toBe(table.finishedAt);
  });

  it("is not rated: one player has no opponent, so nobody's rating changes", async () => {
    const browser = await guest();
    const { id } = await playPractice(browser);
    const table = await getTable(server.http, id);
    // Made without an account's session: unrated (rated play needs an account); alone, nobody's
    // rating would change anyway (ratings/match.test.ts).
    expect(table.rated).toBe(false);
    expect(table.status).toBe("finished");
    expect(table.seats.map((s) => ("rating" in s ? s.rating : undefined))).toEqual([undefined]);
    const me = await browser.call<{ id: string }>("GET", "/api/me");
    const page = await api<{ ratings: unknown[] }>(server.http, `/api/players/${me.body.id}`);
    expect(page.body.ratings).toEqual([]);
  });

  it("replaces the best with a faster practice only; a slower one leaves it", async () => {
    const browser = await guest();
    const slow = await playPractice(browser, { thinkMs: 150 });
    expect((await bests(browser)).map((b) => b.tableId)).toEqual([slow.id]);
    const fast = await playPractice(browser);
    expect(fast.view.now).toBeLessThan(slow.view.now);
    expect((await bests(browser)).map((b) => [b.tableId, b.timeMs])).toEqual([[fast.id, fast.view.now]]);
    const slower = await playPractice(browser, { thinkMs: 150 });
    expect(slower.view.now).toBeGreaterThan(fast.view.now);
    expect((await bests(browser)).map((b) => b.tableId)).toEqual([fast.id]);
  });

  it("keeps no best from a table of two seats, nor from a practice resigned", async () => {
    const browser = await guest();
    // One person holding both seats of a table (one keyboard), playing seat 0 alone.
    const twoSeats = await playPractice(browser, { seats: [{ human: true }, { human: true }] });
    expect((await getTable(server.http, twoSeats.id)).status).toBe("finished");
    expect(await bests(browser)).toEqual([]);
    const table = await createTable(server.http, "set-classic", [{ human: true }], { mode: "junior" });
    const client = await TestClient.connect(server.ws, browser.cookieHeader);
    clients.push(client);
    await client.request({ type: "join", table: table.id, tokens: [table.seatTokens[0]] });
    await client.next("view", (f) => f.seat === 0);
    const resigned = await client.request({ type: "resign", table: table.id, seat: 0 });
    expect(resigned).toMatchObject({ type: "ok" });
    const ended = await client.next("table", (f) => f.status === "finished");
    expect(ended.ending).toBe("resigned");
    expect(await bests(browser)).toEqual([]);
  });

  it("answers 401 without a session and 404 for a game with no practice", async () => {
    const none = await api<ApiError>(server.http, "/api/practice/set-classic");
    expect([none.status, none.body.error.code]).toEqual([401, "no-session"]);
    const browser = await guest();
    const other = await browser.call<ApiError>("GET", "/api/practice/ruhd");
    expect([other.status, other.body.error.code]).toEqual([404, "no-game"]);
  });
});
