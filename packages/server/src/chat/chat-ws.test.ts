import { MAX_CHAT_LENGTH, ProtocolErrors, type ChatLine } from "@parlor/protocol";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../store/store.js";
import { TestClient, type FrameOf } from "../testing/client.js";
import { describeEachDatabase, type TestDatabase } from "../testing/databases.js";
import { api, createTable, type Created } from "../testing/http.js";
import { playRuhdTurns } from "../testing/ruhd.js";
import { buildTestServer } from "../testing/server.js";
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
