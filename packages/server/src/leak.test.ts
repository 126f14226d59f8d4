import { cardCode, CLASSIC, type SuperState, type SuperView } from "@parlor/engine/set";
import { getGame, replay, type MatchLog, type RuhdState } from "@parlor/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteStore } from "./store/sqlite.js";
import { TestClient } from "./testing/client.js";
import { api, createTable, type Created } from "./testing/http.js";
import { playRuhdTurns } from "./testing/ruhd.js";
import { buildTestServer, startTestServer, tempDb } from "./testing/server.js";

/**
 * Wire-level leak tests: every frame sent to a seat is checked against the match's real state at
 * that moment (rebuilt by replaying the log with the engine) for any card that seat may not see.
 */

/** The codes among `hidden` that appear in `text` as JSON strings. */
function leaked(text: string, hidden: Iterable<string>): string[] {
  return [...hidden].filter((code) => text.includes(JSON.stringify(code)));
}

/** The seq a frame belongs to: its own for views and acks, else the last one seen before it. */
function seqs(texts: readonly string[]): number[] {
  let seq = 0;
  return texts.map((text) => {
    const frame = JSON.parse(text) as { type: string; seq?: number };
    if ((frame.type === "view" || frame.type === "ack") && typeof frame.seq === "number") seq = frame.seq;
    return seq;
  });
}

describe("Ruhd over the wire", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("never sends a seat another hand's tiles or a deck tile before it is on the board", async () => {
    const created: Created = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
    const a = await TestClient.connect(server.ws);
    const b = await TestClient.connect(server.ws);
    const spectator = await TestClient.connect(server.ws);
    a.send({ type: "join", table: created.id, tokens: [created.seatTokens[0]] });
    await a.next("joined");
    spectator.send({ type: "join", table: created.id });
    await spectator.next("joined");
    b.send({ type: "join", table: created.id, tokens: [created.seatTokens[1]] });
    await b.next("joined");

    // The API answers while the match is live, collected along the way.
    const answers: { seq: number; text: string }[] = [];
    const collectApi = async (seq: number) => {
      for (const path of [
        "/api/tables",
        `/api/tables/${created.id}`,
        `/api/tables/${created.id}/log`,
        "/api/matches",
      ])
        answers.push({ seq, text: (await api(server.http, path)).text });
    };
    await collectApi(0);
    let seq = 0;
    while (seq < 16) {
      const turns = await playRuhdTurns(created.id, [a, b], 1, seq);
      if (turns.length === 0) break;
      seq = (turns.at(-1) as { seq: number }).seq;
      if (seq < 16) await collectApi(seq);
    }
    expect(seq).toBe(16);
    for (const client of [a, b, spectator]) await client.next("table", (f) => f.status === "finished");

    const log = (await api<MatchLog>(server.http, `/api/tables/${created.id}/log`)).body;
    const stateAt = (n: number) => replay<RuhdState>(log, n).state;
    const hiddenFrom = (state: RuhdState, seat: number | null) => [
      ...state.hands.flatMap((hand, s) => (s === seat ? [] : hand)),
      ...state.deck,
      ...state.setAside,
    ];

    const check = (client: TestClient, seat: number | null) => {
      const at = seqs(client.texts);
      client.texts.forEach((text, i) => {
        const state = stateAt(at[i] as number);
        expect(leaked(text, hiddenFrom(state, seat)), `frame ${i} to seat ${seat}: ${text}`).toEqual([]);
        expect(text).not.toContain(log.seed);
      });
    };
    check(a, 0);
    check(b, 1);
    check(spectator, null);
    for (const { seq: n, text } of answers) {
      expect(leaked(text, hiddenFrom(stateAt(n), null)), text).toEqual([]);
      expect(text).not.toContain(log.seed);
    }

    // The check can see a leak: each seat's frames do carry its own hand, hidden from the other.
    const start = stateAt(0);
    for (const [seat, client] of [a, b].entries()) {
      const hand = start.hands[seat] as string[];
      expect(leaked(client.texts.join("\n"), hand)).toEqual(hand);
      const other = seat === 0 ? b : a;
      const atStart = other.texts.filter((_, i) => seqs(other.texts)[i] === 0);
      expect(atStart.some((t) => t.includes('"type":"view"'))).toBe(true);
      expect(leaked(atStart.join("\n"), hand)).toEqual([]);
    }
    await Promise.all([a, b, spectator].map((c) => c.close()));
  });
});

describe("SET Super Rules over the wire", () => {
  it("never sends a card of a face-down pile before it is flipped", async () => {
    const db = tempDb();
    const store = new SqliteStore(db.file);
    const server = await buildTestServer({ store });
    let closed = false;
    try {
      // Seat 0 watches (its turns flip by themselves, fast); a hard bot at seat 1 finds sets.
      const created = await createTable(server.http, "set-super", [{ human: true }, { bot: "hard" }], {
        autoFlip: 150,
      });
      const client = await TestClient.connect(server.ws);
      client.send({ type: "join", table: created.id, tokens: [created.seatTokens[0]] });
      await client.next("joined");
      // Until the bot has scored a set and many cards are out, or the match is over.
      await client.next(
        "view",
        (f) => {
          const view = f.view as SuperView;
          return view.finished || (view.points[1] as number) > 0;
        },
        30_000,
      );
      await client.close();
      await server.close();
      closed = true;

      const record = await store.getTable(created.id);
      expect(record).not.toBeNull();
      const log: MatchLog = {
        game: "set-super",
        options: record?.options,
        seed: record?.seed as string,
        seats: [{}, { bot: "hard" }],
        actions: await store.actions(created.id),
      };
      expect(log.actions.length).toBeGreaterThan(0);
      const game = getGame("set-super");
      if (!game) throw new Error("no set-super");
      const codes = (state: SuperState) => state.piles.flat().map((id) => cardCode(CLASSIC, id));

      let hidden = codes(replay<SuperState>(log, 0).state);
      expect(hidden).toHaveLength(81);
      let views = 0;
      let shown = 0;
      for (const [i, text] of client.texts.entries()) {
        const frame = JSON.parse(text) as { type: string; seq: number; view: SuperView };
        if (frame.type === "view") {
          // The state this view was made from: the actions up to its seq, then the deadlines to its time.
          const state = game.advance(replay<SuperState>(log, frame.seq).state, frame.view.now) as SuperState;
          expect(frame.view.piles).toEqual(state.piles.map((p) => p.length));
          hidden = codes(state);
          views++;
          shown = Math.max(shown, 81 - hidden.length);
        }
        expect(leaked(text, hidden), `frame ${i}: ${text}`).toEqual([]);
        expect(text).not.toContain(log.seed);
      }
      expect(views).toBeGreaterThan(10);
      expect(shown).toBeGreaterThan(12);
      // Flipped cards do show: the check would see a pile card if one were sent.
      const lastView = client.lastView(0)?.view as SuperView;
      const onTable = lastView.grid.filter((c): c is string => c !== null);
      expect(onTable.length).toBeGreaterThan(0);
      expect(leaked(client.texts.join("\n"), onTable)).toEqual(onTable);
    } finally {
      if (!closed) await server.close();
      await store.close();
      db.remove();
    }
  });
});
