import { getGame, type RuhdAction, type RuhdView } from "@parlor/engine";
import type { BuracoView } from "@parlor/engine/buraco";
import { hintAnswer, HintErrors, ProtocolErrors } from "@parlor/protocol";
import { afterEach, describe, expect, it } from "vitest";
import { buildForWorkers } from "./testing/worker-build.js";
import { TestClient } from "./testing/client.js";
import { SQLITE } from "./testing/databases.js";
import { createTable } from "./testing/http.js";
import { buildTestServer } from "./testing/server.js";

/** A small Ruhd table: a few tiles each. */
const RUHD = { handSize: 2, smallTableDeck: 4 };
const ruhd = getGame("ruhd")!;

// Hints are computed in a worker thread.
buildForWorkers();

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server() {
  const db = await SQLITE.create();
  cleanups.push(() => db.remove());
  const store = await db.open();
  cleanups.push(() => store.close());
  const app = await buildTestServer({ store, botPace: 0 });
  cleanups.push(() => app.close());
  return app;
}

/** Joins a table's seats with their tokens; the client stays connected. */
async function join(ws: string, table: string, tokens: string[]) {
  const client = await TestClient.connect(ws);
  cleanups.push(() => client.drop());
  const joined = await client.request({ type: "join", table, tokens });
  expect(joined.type).toBe("joined");
  return client;
}

describe("hints", () => {
  it("answers, at an unrated table against a bot, the move the strong bot weighs best from the seat's view", async () => {
    const app = await server();
    const { id, seatTokens } = await createTable(
      app.http,
      "ruhd",
      [{ human: true }, { bot: "greedy" }],
      RUHD,
    );
    const client = await join(app.ws, id, [seatTokens[0] as string]);
    const { frame } = await client.find(
      "view",
      (f) => f.table === id && f.seat === 0 && (f.view as RuhdView).turn === 0,
    );
    const { index: _index, ...answer } = await client.request({ type: "hint", table: id, seat: 0 });
    const hint = hintAnswer.parse(answer);
    expect(hint).toMatchObject({ table: id, seat: 0, seq: frame.seq });
    expect(hint.hint).toMatchObject({ kind: "tile", unit: "points", workUnit: "samples" });
    expect(hint.hint.basis).toMatch(/the placement's score/);
    expect(hint.hint.moves[0]?.action).toEqual(hint.hint.action);
    // A move the seat may make, as its own view allows.
    const legal = ruhd.legal(frame.view as RuhdView) as RuhdAction[];
    expect(legal).toContainEqual(hint.hint.action);
    // The hinted move is accepted.
    const ack = await client.request({ type: "action", table: id, seat: 0, action: hint.hint.action });
    expect(ack).toMatchObject({ type: "ack" });
  });

  it("says there is nothing to weigh when the seat has one sensible move (Buraco's draw with the pile empty)", async () => {
    const app = await server();
    // The first hand's dealer is the last seat: seat 0 draws first, with the discard pile empty.
    const { id, seatTokens } = await createTable(app.http, "buraco", [{ human: true }, { bot: "basic" }], {
      hands: 1,
    });
    const client = await join(app.ws, id, [seatTokens[0] as string]);
    const { frame } = await client.find(
      "view",
      (f) => f.table === id && f.seat === 0 && (f.view as BuracoView).turn === 0,
    );
    expect(frame.view).toMatchObject({ step: "draw", pileCount: 0 });
    const nothing = await client.request({ type: "hint", table: id, seat: 0 });
    expect(nothing).toMatchObject({ type: "error", code: HintErrors.nothingToWeigh });
  });

  it("gives none where another person plays, nor for a seat the connection does not hold", async () => {
    const app = await server();
    const { id, seatTokens } = await createTable(app.http, "ruhd", [{ human: true }, { human: true }], RUHD);
    const client = await join(app.ws, id, [seatTokens[0] as string, seatTokens[1] as string]);
    await client.find("view", (f) => f.table === id && f.seat === 0);
    const refused = await client.request({ type: "hint", table: id, seat: 0 });
    expect(refused).toMatchObject({ type: "error", code: HintErrors.noHint });

    const alone = await createTable(app.http, "ruhd", [{ human: true }, { bot: "greedy" }], RUHD);
    const other = await join(app.ws, alone.id, [alone.seatTokens[0] as string]);
    await other.find("view", (f) => f.table === alone.id && f.seat === 0);
    const notHers = await other.request({ type: "hint", table: alone.id, seat: 1 });
    expect(notHers).toMatchObject({ type: "error", code: ProtocolErrors.notYourSeat });
    const notJoined = await other.request({ type: "hint", table: id, seat: 0 });
    expect(notJoined).toMatchObject({ type: "error", code: ProtocolErrors.notJoined });
  });
});
