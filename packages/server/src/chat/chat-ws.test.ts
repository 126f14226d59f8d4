import { MAX_CHAT_LENGTH, ProtocolErrors, type ChatLine } from "@parlor/protocol";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../store/store.js";
import { TestClient, type FrameOf } from "../testing/client.js";
import { describeEachDatabase, SQLITE, type TestDatabase } from "../testing/databases.js";
import { api, createTable, type Created } from "../testing/http.js";
import { playRuhdTurns } from "../testing/ruhd.js";
import { buildTestServer, TEST_LIMITS } from "../testing/server.js";
import { DEFAULT_LIMITS, type Limits } from "../limits.js";
import { Browser } from "../people/testing.js";
import { CHAT_LINES_PER_WINDOW, CHAT_WINDOW_MS } from "./chat.js";

/** The servers' wall clock: it moves only when a test moves it (the chat limit's window). */
let now = Date.UTC(2026, 10, 24, 12, 0, 0);

let database: TestDatabase;
let store: Store;
let server: Awaited<ReturnType<typeof buildTestServer>>;
const clients: TestClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.drop()));
});

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(server.ws);
  clients.push(client);
  return client;
}

async function join(client: TestClient, table: string, tokens: string[] = []) {
  const answer = await client.request({ type: "join", table, tokens });
  if (answer.type !== "joined") throw new Error(`join refused: ${JSON.stringify(answer)}`);
  return answer;
}

/** A two-player Ruhd table of people with one connection per seat, and a spectator, all joined. */
async function ruhdTable() {
  const created: Created = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
  const [a, b, watcher] = [await connect(), await connect(), await connect()];
  await join(a, created.id, [created.seatTokens[0] as string]);
  await join(b, created.id, [created.seatTokens[1] as string]);
  await join(watcher, created.id);
  return { id: created.id, tokens: created.seatTokens as string[], a, b, watcher };
}

/** Says a line and returns the answer (`ok` or `error`). */
function say(client: TestClient, table: string, words: { text?: string; phrase?: string }) {
  return client.request({ type: "chat", table, ...words });
}

/** Waits for the chat frame of line `n` on a connection. */
async function lineOf(client: TestClient, n: number): Promise<ChatLine> {
  const { frame } = await client.find("chat", (f) => f.line.n === n);
  return frame.line;
}

describeEachDatabase("the table chat", (kind) => {
  beforeAll(async () => {
    database = await kind.create();
    store = await database.open();
    server = await buildTestServer({ store, wallClock: () => now });
  });
  afterAll(async () => {
    await server.close();
    await store.close();
    await database.remove();
  });

  it("tells every line to players and spectators, with its sender, seat and time", async () => {
    const { id, a, b, watcher } = await ruhdTable();
    const answer = await say(a, id, { text: "  hello there  " });
    expect(answer).toMatchObject({ type: "ok", table: id });
    for (const client of [a, b, watcher]) {
      expect(await lineOf(client, 1)).toEqual({
        n: 1,
        at: now,
        from: { id: "", name: "Player 1" },
        seat: 0,
        text: "hello there",
      });
    }
    // The sender's `ok` comes before its own line.
    const okAt = a.frames.findIndex((f) => f.type === "ok");
    const lineAt = a.frames.findIndex((f) => f.type === "chat");
    expect(okAt).toBeLessThan(lineAt);

    // A spectator's line: no seat (the page marks it).
    await say(watcher, id, { text: "nice board" });
    for (const client of [a, b, watcher])
      expect(await lineOf(client, 2)).toMatchObject({
        seat: null,
        from: { name: "Spectator" },
        text: "nice board",
      });
  });

  it("carries HTML as the literal text it is", async () => {
    const { id, a, b } = await ruhdTable();
    const html = `<img src=x onerror="alert(1)"> & <b>bold</b>`;
    await say(a, id, { text: html });
    expect((await lineOf(b, 1)).text).toBe(html);
    // The frame itself is JSON text: the markup is a string in it, not anything else.
    const raw = b.texts.find((t) => t.includes('"type":"chat"')) as string;
    expect((JSON.parse(raw) as FrameOf<"chat">).line.text).toBe(html);
  });

  it(`takes ${MAX_CHAT_LENGTH} characters and refuses longer, empty or control-character lines`, async () => {
    const { id, a, b } = await ruhdTable();
    const longest = "é".repeat(MAX_CHAT_LENGTH);
    expect(await say(a, id, { text: `${longest} ` })).toMatchObject({ type: "ok" });
    expect((await lineOf(b, 1)).text).toBe(longest);
    for (const text of [`${longest}!`, "   ", "ring\u0007"])
      expect(await say(a, id, { text })).toMatchObject({ type: "error", code: ProtocolErrors.badChat });
    expect(await say(a, id, {})).toMatchObject({ type: "error", code: ProtocolErrors.badChat });
    // Line breaks become spaces.
    expect(await say(a, id, { text: "two\nlines" })).toMatchObject({ type: "ok" });
    expect((await lineOf(b, 2)).text).toBe("two lines");
  });

  it(`lets a person say ${CHAT_LINES_PER_WINDOW} lines in ${CHAT_WINDOW_MS / 1000} s, then says when to try again`, async () => {
    const { id, a, b } = await ruhdTable();
    for (let i = 1; i <= CHAT_LINES_PER_WINDOW; i++) {
      expect(await say(a, id, { text: `line ${i}` })).toMatchObject({ type: "ok" });
      now += 1000;
    }
    const refused = await say(a, id, { text: "one too many" });
    expect(refused).toMatchObject({ type: "error", code: ProtocolErrors.chatLimit });
    expect(refused.type === "error" && refused.message).toContain(
      `try again in ${(CHAT_WINDOW_MS - CHAT_LINES_PER_WINDOW * 1000) / 1000} s`,
    );
    // Someone else may still speak.
    expect(await say(b, id, { text: "my turn" })).toMatchObject({ type: "ok" });
    // Once the first line is out of the window, one more goes.
    now += CHAT_WINDOW_MS - CHAT_LINES_PER_WINDOW * 1000;
    expect(await say(a, id, { text: "again" })).toMatchObject({ type: "ok" });
    expect(await say(a, id, { text: "and again" })).toMatchObject({
      type: "error",
      code: ProtocolErrors.chatLimit,
    });
    now += CHAT_WINDOW_MS;
  });

  it("names a person with a session by their player, and limits them on every device", async () => {
    const ana = new Browser(server.http);
    const made = await ana.call<{ id: string; name: string }>("POST", "/api/players", { name: "Ana" });
    expect(made.status).toBe(201);
    const created: Created = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
    const phone = await TestClient.connect(server.ws, ana.cookieHeader);
    const laptop = await TestClient.connect(server.ws, ana.cookieHeader);
    clients.push(phone, laptop);
    await join(phone, created.id, [created.seatTokens[1] as string]);
    // The other device has her seat by her player, without its token.
    expect((await join(laptop, created.id)).seats).toEqual([1]);
    await say(phone, created.id, { text: "hi from my phone" });
    expect(await lineOf(laptop, 1)).toMatchObject({ from: { id: made.body.id, name: "Ana" }, seat: 1 });
    for (let i = 1; i < CHAT_LINES_PER_WINDOW; i++)
      expect(await say(i % 2 ? laptop : phone, created.id, { text: `line ${i}` })).toMatchObject({
        type: "ok",
      });
    // Five lines in all from her two devices: the sixth waits, whichever device says it.
    expect(await say(laptop, created.id, { text: "more" })).toMatchObject({ code: ProtocolErrors.chatLimit });
    expect(await say(phone, created.id, { text: "more" })).toMatchObject({ code: ProtocolErrors.chatLimit });
    now += CHAT_WINDOW_MS;
  });

  it("sends a quick phrase with its English words", async () => {
    const { id, a, watcher } = await ruhdTable();
    await say(a, id, { phrase: "well-played" });
    expect(await lineOf(watcher, 1)).toMatchObject({ phrase: "well-played", text: "Well played" });
    expect(await say(a, id, { phrase: "shout" })).toMatchObject({
      type: "error",
      code: ProtocolErrors.badMessage,
    });
  });

  it("refuses a line at a table this connection has not joined", async () => {
    const { id } = await ruhdTable();
    const stranger = await connect();
    expect(await say(stranger, id, { text: "hi" })).toMatchObject({
      type: "error",
      code: ProtocolErrors.notJoined,
    });
  });

  it("stores the chat: GET /api/tables/:id/chat and `joined.chat` after a reconnect", async () => {
    const { id, tokens, a, b } = await ruhdTable();
    await say(a, id, { text: "first" });
    await say(b, id, { phrase: "good-luck" });
    await lineOf(a, 2);
    const lines = await api<ChatLine[]>(server.http, `/api/tables/${id}/chat`);
    expect(lines.status).toBe(200);
    expect(lines.body.map((l) => [l.n, l.seat, l.text, l.phrase])).toEqual([
      [1, 0, "first", undefined],
      [2, 1, "Good luck", "good-luck"],
    ]);
    await a.drop();
    const again = await connect();
    const joined = await join(again, id, [tokens[0] as string]);
    expect(joined.type === "joined" && joined.chat).toEqual(lines.body);
    expect((await api(server.http, "/api/tables/nothing-here/chat")).status).toBe(404);
  });

  it("reads a table's stored chat once it comes back into memory after a restart", async () => {
    const { id, tokens, a } = await ruhdTable();
    await say(a, id, { text: "before the restart" });
    await lineOf(a, 1);
    await Promise.all(clients.splice(0).map((c) => c.drop()));
    const second = await buildTestServer({ store, wallClock: () => now });
    try {
      const client = await TestClient.connect(second.ws);
      clients.push(client);
      const joined = await client.request({ type: "join", table: id, tokens: [tokens[1] as string] });
      expect(joined.type === "joined" && joined.chat?.map((l) => l.text)).toEqual(["before the restart"]);
      await client.request({ type: "chat", table: id, text: "after it" });
      expect((await lineOf(client, 2)).text).toBe("after it");
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.drop()));
      await second.close();
    }
  });

  describe("at a finished table", () => {
    it("goes on while people are still there, and is kept with the match for its replay", async () => {
      const { id, a, b, watcher } = await ruhdTable();
      await a.find("view", (f) => f.seq === 0);
      await playRuhdTurns(id, [a, b], 100, 0);
      await b.find("table", (f) => f.status === "finished");
      expect(await say(b, id, { phrase: "good-game" })).toMatchObject({ type: "ok" });
      for (const client of [a, b, watcher])
        expect(await lineOf(client, 1)).toMatchObject({ seat: 1, phrase: "good-game", text: "Good game" });
      const lines = await api<ChatLine[]>(server.http, `/api/tables/${id}/chat`);
      expect(lines.body.map((l) => l.text)).toEqual(["Good game"]);
    });
  });
});

describe("the chat's limits against floods", () => {
  /** The server of one test: its own clock (`clock.now`), limits and store, closed after it. */
  let closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.reverse()) await close();
    closing = [];
  });

  async function serverWith(limits: Partial<Limits> = {}) {
    const clock = { now: Date.UTC(2026, 10, 24, 12, 0, 0) };
    const db = await SQLITE.create();
    const own = await db.open();
    const built = await buildTestServer({
      store: own,
      wallClock: () => clock.now,
      limits: { ...TEST_LIMITS, ...limits },
    });
    const sockets: TestClient[] = [];
    closing.push(async () => {
      await Promise.all(sockets.map((c) => c.drop()));
      await built.close();
      await own.close();
      await db.remove();
    });
    const open = async (headers?: Record<string, string>) => {
      const client = await TestClient.connect(built.ws, headers);
      sockets.push(client);
      return client;
    };
    const person = async (name: string) => {
      const browser = new Browser(built.http);
      expect((await browser.call("POST", "/api/players", { name })).status).toBe(201);
      return open(browser.cookieHeader);
    };
    const table = await createTable(built.http, "ruhd", [{ human: true }, { human: true }]);
    return { server: built, clock, open, person, table, own };
  }

  const answers = (all: { type: string; code?: unknown }[]) => ({
    ok: all.filter((a) => a.type === "ok").length,
    codes: [...new Set(all.filter((a) => a.type === "error").map((a) => a.code))],
  });

  it(`lets session-less spectators of one address say ${DEFAULT_LIMITS.anonymousChatPerMinute} lines a minute in all: 40 sockets, 200 lines`, async () => {
    const { server: built, clock, open, person, table } = await serverWith();
    const watchers = await Promise.all(Array.from({ length: 40 }, () => open()));
    await Promise.all(watchers.map((w) => join(w, table.id)));
    const all = await Promise.all(
      watchers.flatMap((w, i) =>
        Array.from({ length: 5 }, (_, j) => say(w, table.id, { text: `flood ${i}.${j}` })),
      ),
    );
    expect(answers(all)).toEqual({
      ok: DEFAULT_LIMITS.anonymousChatPerMinute,
      codes: [ProtocolErrors.chatLimit],
    });
    const refused = all.find((a) => a.type === "error");
    expect(refused?.type === "error" && refused.message).toMatch(/without a name .* try again in \d+ s/);
    const stored = await api<ChatLine[]>(built.http, `/api/tables/${table.id}/chat`);
    expect(stored.body).toHaveLength(DEFAULT_LIMITS.anonymousChatPerMinute);
    // A spectator with a session, and a player at a seat, still speak.
    const ana = await person("Ana");
    await join(ana, table.id);
    expect(await say(ana, table.id, { text: "hello" })).toMatchObject({ type: "ok" });
    const seated = await open();
    await join(seated, table.id, [table.seatTokens[0] as string]);
    expect(await say(seated, table.id, { text: "hi all" })).toMatchObject({ type: "ok" });
    // A minute later the address has its allowance again.
    clock.now += 60_000;
    expect(await say(watchers[0] as TestClient, table.id, { text: "again" })).toMatchObject({ type: "ok" });
  });

  it("lets the spectators of one table say spectatorChatPerMinute lines a minute together, whoever they are", async () => {
    const { clock, open, person, table, server: built } = await serverWith({ spectatorChatPerMinute: 3 });
    const people = await Promise.all(["Bia", "Caio", "Duda", "Enzo"].map((name) => person(name)));
    await Promise.all(people.map((p) => join(p, table.id)));
    const all = [];
    for (const p of people) all.push(await say(p, table.id, { text: "watching" }));
    expect(answers(all)).toEqual({ ok: 3, codes: [ProtocolErrors.chatLimit] });
    // The players are not crowded out, nor another table's spectators.
    const seated = await open();
    await join(seated, table.id, [table.seatTokens[1] as string]);
    expect(await say(seated, table.id, { text: "thanks for watching" })).toMatchObject({ type: "ok" });
    const other = await createTable(built.http, "ruhd", [{ human: true }, { human: true }]);
    await join(people[3] as TestClient, other.id);
    expect(await say(people[3] as TestClient, other.id, { text: "over here" })).toMatchObject({ type: "ok" });
    clock.now += 60_000;
    expect(await say(people[0] as TestClient, table.id, { text: "later" })).toMatchObject({ type: "ok" });
  });

  it("needs a session (or a seat) to chat when anonymousChatPerMinute is 0", async () => {
    const { open, person, table } = await serverWith({ anonymousChatPerMinute: 0 });
    const stranger = await open();
    await join(stranger, table.id);
    expect(await say(stranger, table.id, { text: "hi" })).toMatchObject({
      type: "error",
      code: ProtocolErrors.chatLimit,
    });
    const named = await person("Gil");
    await join(named, table.id);
    expect(await say(named, table.id, { text: "hi" })).toMatchObject({ type: "ok" });
  });

  it("keeps at most chatLinesPerTable lines a table: then chat-full, after a restart too", async () => {
    const { open, table, server: built, own, clock } = await serverWith({ chatLinesPerTable: 3 });
    const a = await open();
    await join(a, table.id, [table.seatTokens[0] as string]);
    for (let i = 1; i <= 3; i++)
      expect(await say(a, table.id, { text: `line ${i}` })).toMatchObject({ type: "ok" });
    const full = await say(a, table.id, { text: "one more" });
    expect(full).toMatchObject({ type: "error", code: ProtocolErrors.chatFull });
    expect((await api<ChatLine[]>(built.http, `/api/tables/${table.id}/chat`)).body).toHaveLength(3);
    // Another server on the same store reads the table's chat back: still full.
    await a.drop();
    await built.close();
    const again = await buildTestServer({
      store: own,
      wallClock: () => clock.now,
      limits: { ...TEST_LIMITS, chatLinesPerTable: 3 },
    });
    closing.push(() => again.close());
    const b = await TestClient.connect(again.ws);
    closing.push(() => b.drop());
    await join(b, table.id, [table.seatTokens[1] as string]);
    expect(await say(b, table.id, { text: "still?" })).toMatchObject({
      type: "error",
      code: ProtocolErrors.chatFull,
    });
  });
});
