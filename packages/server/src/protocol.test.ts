import type { RuhdView } from "@parlor/engine";
import { ProtocolErrors, type ServerMessage } from "@parlor/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./testing/client.js";
import { api, createTable } from "./testing/http.js";
import { playRuhdTurns } from "./testing/ruhd.js";
import { startTestServer } from "./testing/server.js";

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Every kind of frame the server sends during a match (@parlor/protocol's server messages). Its moves
 * in words come in the views' `moves`: a `move` frame of its own only goes to a connection that got no
 * view of the change, which a played match does not have.
 */
const SERVER_TYPES: readonly ServerMessage["type"][] = [
  "welcome",
  "joined",
  "left",
  "view",
  "table",
  "ack",
  "error",
  "pong",
];
/** More turns than a Ruhd match with one tile a hand and no extra deck can last. */
const TURNS_AT_MOST = 100;

let server: Server;
const clients: TestClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.drop()));
  await server.stop();
});

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(server.ws);
  clients.push(client);
  return client;
}

describe("the protocol at the wire", () => {
  it("every frame the server sends during a played match is a message of @parlor/protocol", async () => {
    const created = await createTable(server.http, "ruhd", [{ human: true }, { human: true }], {
      handSize: 1,
      smallTableDeck: 0,
    });
    const table = created.id;
    const [a, b, watcher] = [await connect(), await connect(), await connect()];
    expect((await a.request({ type: "join", table, tokens: [created.seatTokens[0]] })).type).toBe("joined");
    expect((await watcher.request({ type: "join", table })).type).toBe("joined");
    expect((await b.request({ type: "join", table, tokens: [created.seatTokens[1]] })).type).toBe("joined");
    expect((await a.request({ type: "ping" })).type).toBe("pong");
    // A refusal: the seat not to move plays.
    const first = (await a.next("view", (f) => f.seq === 0)).view as RuhdView;
    const waiter = [a, b][1 - first.turn] as TestClient;
    const refused = await waiter.request({
      type: "action",
      table,
      seat: 1 - first.turn,
      action: { type: "place", tile: "nope", x: 9, y: 9, rotation: 0 },
    });
    expect(refused.type).toBe("error");
    // A protocol error without an id.
    a.sendRaw("{");
    await a.next("error", (f) => f.code === ProtocolErrors.badJson);

    await playRuhdTurns(table, [a, b], TURNS_AT_MOST, 0);
    for (const client of [a, b, watcher]) {
      await client.find("table", (f) => f.table === table && f.status === "finished");
    }
    expect((await watcher.request({ type: "leave", table })).type).toBe("left");

    for (const client of [a, b, watcher]) expect(client.invalid).toEqual([]);
    const seen = new Set([a, b, watcher].flatMap((c) => c.frames.map((f) => f.type)));
    expect([...seen].sort()).toEqual([...SERVER_TYPES].sort());
    // Every move was told to every connection, with the view of its change.
    const log = await api<{ actions: unknown[] }>(server.http, `/api/tables/${table}/log`);
    for (const client of [a, b, watcher]) {
      const told = client.frames.flatMap((f) => (f.type === "view" ? (f.moves ?? []).map((m) => m.seq) : []));
      expect(told).toEqual(log.body.actions.map((_, i) => i + 1));
    }
    const finished = a.frames.findLast((f) => f.type === "table");
    expect(finished?.type === "table" && finished.outcome?.winners.length).toBeGreaterThan(0);
  });
});
