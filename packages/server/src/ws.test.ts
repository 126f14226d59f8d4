import { replay, type MatchLog, type RuhdAction, type RuhdView } from "@parlor/engine";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAX_FRAME_BYTES } from "./app.js";
import { PROTOCOL_VERSION } from "@parlor/protocol";
import { TestClient, type ViewFrame } from "./testing/client.js";
import { api, createTable, getTable, type Created } from "./testing/http.js";
import { openCells, playRuhdTurns, ruhdMove } from "./testing/ruhd.js";
import { describeEachDatabase } from "./testing/databases.js";
import { startTestServer } from "./testing/server.js";

type Server = Awaited<ReturnType<typeof startTestServer>>;

let server: Server;
const clients: TestClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.drop()));
});

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(server.ws);
  clients.push(client);
  return client;
}

/** A two-player Ruhd table of humans. */
function ruhdTable(options?: Record<string, unknown>): Promise<Created> {
  return createTable(server.http, "ruhd", [{ human: true }, { human: true }], options);
}

/** Joins with seat tokens and expects `joined`. */
async function join(client: TestClient, table: string, tokens: (string | null)[] = []) {
  const answer = await client.request({ type: "join", table, tokens });
  if (answer.type !== "joined") throw new Error(`join refused: ${JSON.stringify(answer)}`);
  return answer;
}

/** A started two-player Ruhd table with one connection per seat, and the seat to move first. */
async function startedRuhd() {
  const created = await ruhdTable();
  const [a, b] = [await connect(), await connect()];
  await join(a, created.id, [created.seatTokens[0] as string]);
  await join(b, created.id, [created.seatTokens[1] as string]);
  const view = (await a.next("view", (f) => f.seq === 0)).view as RuhdView;
  await b.next("view", (f) => f.seq === 0);
  const bySeat = [a, b];
  const mover = view.turn;
  return {
    id: created.id,
    tokens: created.seatTokens as string[],
    bySeat,
    mover,
    waiter: 1 - mover,
  };
}

/** Sends a ping and waits for its pong: every frame the server meant to send before is in. */
async function barrier(client: TestClient): Promise<void> {
  const pong = await client.request({ type: "ping" });
  expect(pong.type).toBe("pong");
}

function viewsOf(client: TestClient, table: string): ViewFrame[] {
  return client.frames.filter((f): f is ViewFrame => f.type === "view" && f.table === table);
}

// Every test of this file runs on SQLite and on PostgreSQL.
describeEachDatabase("over WebSocket", (kind) => {
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.stop();
  });

  describe("the WebSocket protocol", () => {
    it("greets each connection with the protocol version and answers pings with their id", async () => {
      const client = await connect();
      expect(client.frames[0]).toEqual({ type: "welcome", protocol: PROTOCOL_VERSION });
      expect(PROTOCOL_VERSION).toBe(2);
      expect(client.socket.protocol).toBe("parlor.2");
      client.send({ type: "ping", id: 7 });
      expect(await client.next("pong")).toEqual({ type: "pong", id: 7 });
      client.send({ type: "ping" });
      expect(await client.next("pong")).toEqual({ type: "pong" });
    });

    describe("versions (the subprotocol parlor.<version>)", () => {
      /** A started table whose two connections speak `protocols`, and the first move played. */
      async function firstMove(protocols: readonly string[]) {
        const created = await ruhdTable();
        const a = await TestClient.connect(server.ws, undefined, protocols);
        const b = await TestClient.connect(server.ws, undefined, protocols);
        clients.push(a, b);
        await join(a, created.id, [created.seatTokens[0] as string]);
        await join(b, created.id, [created.seatTokens[1] as string]);
        const { frame } = await a.find("view", (f) => f.seq === 0);
        const view = frame.view as RuhdView;
        const mover = view.turn === 0 ? a : b;
        const seat = view.turn;
        const own = await mover.find("view", (f) => f.seq === 0);
        const from = mover.texts.length;
        const answer = await mover.request({
          type: "action",
          table: created.id,
          seat,
          action: ruhdMove(own.frame.view as RuhdView),
        });
        await mover.find("view", (f) => f.seq === 1);
        const other = mover === a ? b : a;
        await other.find("view", (f) => f.seq === 1);
        return { a, mover, other, answer, from };
      }

      it("speaks 2 to a client that asks for it: the ack comes last in its first view frame of the change", async () => {
        const { a, mover, other, answer, from } = await firstMove(["parlor.2"]);
        expect(a.frames[0]).toEqual({ type: "welcome", protocol: 2 });
        expect(answer).toMatchObject({ type: "ack", seq: 1 });
        // On the wire: one frame, the view with its moves, then the ack; no ack frame of its own.
        const sent = mover.texts.slice(from);
        const viewText = sent.find((t) => t.startsWith('{"type":"view"') && t.includes('"seq":1,')) as string;
        expect(viewText).toMatch(/,"moves":\[.*\],"ack":\{"id":"r\d+","seq":1\}\}$/);
        expect(sent.some((t) => t.startsWith('{"type":"ack"'))).toBe(false);
        // The test client reads it as the ack, then the view, both from that frame.
        expect(mover.frames[answer.index + 1]).toMatchObject({ type: "view", seq: 1, ack: { seq: 1 } });
        expect(mover.texts[answer.index]).toBe(viewText);
        // The other seat's view of the change carries no ack.
        expect(other.texts.some((t) => t.includes('"ack"'))).toBe(false);
      });

      it("takes the newest version offered that it speaks, and 1 from a client that offers none", async () => {
        const both = await TestClient.connect(server.ws, undefined, ["parlor.1", "parlor.2", "parlor.99"]);
        clients.push(both);
        expect(both.frames[0]).toEqual({ type: "welcome", protocol: 2 });
        expect(both.socket.protocol).toBe("parlor.2");
        const old = await TestClient.connect(server.ws, undefined, ["parlor.1"]);
        clients.push(old);
        expect(old.frames[0]).toEqual({ type: "welcome", protocol: 1 });
        const none = await TestClient.connect(server.ws, undefined, []);
        clients.push(none);
        expect(none.frames[0]).toEqual({ type: "welcome", protocol: 1 });
        expect(none.socket.protocol).toBe("");
      });

      it("speaks 1 to a client that offers no subprotocol: the ack is a frame of its own, before the view", async () => {
        const { a, mover, answer, from } = await firstMove([]);
        expect(a.frames[0]).toEqual({ type: "welcome", protocol: 1 });
        expect(answer).toMatchObject({ type: "ack", seq: 1 });
        const sent = mover.texts.slice(from);
        const ackAt = sent.findIndex((t) => t.startsWith('{"type":"ack"'));
        const viewAt = sent.findIndex((t) => t.startsWith('{"type":"view"') && t.includes('"seq":1,'));
        expect(ackAt).toBeGreaterThanOrEqual(0);
        expect(viewAt).toBeGreaterThan(ackAt);
        expect(sent.some((t) => t.includes('"ack":'))).toBe(false);
      });
    });

    it("plays a full table by clients: acks before views, each seat only its own view, replayable log", async () => {
      const created = await ruhdTable();
      const a = await connect();
      const b = await connect();
      const joinedA = await join(a, created.id, [created.seatTokens[0] as string]);
      expect(joinedA).toMatchObject({ table: created.id, game: "ruhd", seats: [0], status: "waiting" });
      expect(await a.next("table")).toMatchObject({
        status: "waiting",
        seats: [
          { human: true, joined: true },
          { human: true, joined: false },
        ],
      });
      expect((await getTable(server.http, created.id)).status).toBe("waiting");
      const joinedB = await join(b, created.id, [created.seatTokens[1] as string]);
      expect(joinedB).toMatchObject({ seats: [1], status: "playing" });
      expect((await getTable(server.http, created.id)).status).toBe("playing");

      const turns = await playRuhdTurns(created.id, [a, b], 100, 0);
      expect(turns.map((t) => t.seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));

      const summary = await getTable(server.http, created.id);
      expect(summary.status).toBe("finished");
      expect(summary.seq).toBe(16);
      for (const [seat, client] of [a, b].entries()) {
        await client.next("table", (f) => f.status === "finished");
        const views = viewsOf(client, created.id);
        // A view after every change, in order, each for this connection's seat only.
        expect(views.map((v) => v.seq)).toEqual(Array.from({ length: 17 }, (_, i) => i));
        for (const v of views) {
          expect(v.seat).toBe(seat);
          expect((v.view as RuhdView).seat).toBe(seat);
        }
        expect(views.at(-1)?.status).toBe("finished");
        expect((views.at(-1)?.view as RuhdView).finished).toBe(true);
      }
      // The ack of each action comes before any view of its result on the sender's connection.
      for (const turn of turns) {
        const client = [a, b][turn.seat] as TestClient;
        const firstView = client.frames.findIndex((f) => f.type === "view" && f.seq >= turn.seq);
        expect(firstView).toBeGreaterThan(turn.ackIndex);
      }

      const log = await api<MatchLog>(server.http, `/api/tables/${created.id}/log`);
      expect(log.status).toBe(200);
      expect(log.body.actions).toHaveLength(16);
      expect(log.body.seats).toEqual([{}, {}]);
      expect(replay(log.body).outcome).toEqual(summary.outcome);
      const finalView = (viewsOf(a, created.id).at(-1) as ViewFrame).view as RuhdView;
      expect(finalView.winners).toEqual(summary.outcome?.winners);
      expect(finalView.scores).toEqual(summary.outcome?.scores);

      // Playing on after the end is refused.
      const late = await a.request({
        type: "action",
        table: created.id,
        seat: 0,
        action: { type: "place", tile: "G4B2Y2G1", x: 50, y: 50, rotation: 0 },
      });
      expect(late).toMatchObject({ type: "error", code: "game-over" });
    });

    it("lets one connection hold several seats (two players on one keyboard)", async () => {
      const created = await ruhdTable();
      const both = await connect();
      const joined = await join(both, created.id, created.seatTokens);
      expect(joined).toMatchObject({ seats: [0, 1], status: "playing" });
      const v0 = await both.next("view", (f) => f.seat === 0 && f.seq === 0);
      const v1 = await both.find("view", (f) => f.seat === 1 && f.seq === 0);
      const r0 = v0.view as RuhdView;
      const r1 = v1.frame.view as RuhdView;
      expect(r0.hand).toHaveLength(2);
      expect(r1.hand).toHaveLength(2);
      expect(r0.hand?.some((t) => r1.hand?.includes(t))).toBe(false);

      // Two actions sent back to back are played one at a time, in arrival order.
      const mover = r0.turn;
      const moverView = mover === 0 ? r0 : r1;
      const otherView = mover === 0 ? r1 : r0;
      const first = ruhdMove(moverView);
      const board = [...otherView.board, { x: first.x, y: first.y, tile: first.tile, rotation: 0 as const }];
      const cell = openCells(board)[0] as { x: number; y: number };
      const second: RuhdAction = { type: "place", tile: otherView.hand?.[0] as string, ...cell, rotation: 0 };
      // Out of order first: refused, nothing changes; then in order: both accepted, in order.
      both.send({ type: "action", id: "early", table: created.id, seat: 1 - mover, action: second });
      both.send({ type: "action", id: "one", table: created.id, seat: mover, action: first });
      both.send({ type: "action", id: "two", table: created.id, seat: 1 - mover, action: second });
      expect(await both.next("error", (f) => f.id === "early")).toMatchObject({ code: "not-your-turn" });
      expect(await both.next("ack", (f) => f.id === "one")).toMatchObject({ seq: 1 });
      expect(await both.next("ack", (f) => f.id === "two")).toMatchObject({ seq: 2 });

      const turns = await playRuhdTurns(created.id, [both, both], 100, 2);
      expect(turns.at(-1)?.seq).toBe(16);
      const last0 = both.lastView(0) as ViewFrame;
      const last1 = both.lastView(1) as ViewFrame;
      expect(last0.seq).toBe(16);
      expect(last1.seq).toBe(16);
      expect((last0.view as RuhdView).finished).toBe(true);
    });

    it("adds seats to a connection joined with one token at a time", async () => {
      const created = await ruhdTable();
      const client = await connect();
      expect(await join(client, created.id, [created.seatTokens[1] as string])).toMatchObject({ seats: [1] });
      const second = await join(client, created.id, [created.seatTokens[0] as string]);
      expect([...second.seats].sort()).toEqual([0, 1]);
      expect(second.status).toBe("playing");
      await client.find("view", (f) => f.seat === 0);
      await client.find("view", (f) => f.seat === 1);
    });

    it("sends spectators the null seat's view, and refuses their actions", async () => {
      const { id, bySeat, mover } = await startedRuhd();
      const spectator = await connect();
      const joined = await join(spectator, id);
      expect(joined).toMatchObject({ seats: [], status: "playing" });
      const table = await spectator.next("table");
      expect(table.seats).toEqual([
        { human: true, joined: true, connected: true },
        { human: true, joined: true, connected: true },
      ]);
      const view = await spectator.next("view");
      expect(view.seat).toBeNull();
      const seen = view.view as RuhdView;
      expect(seen.seat).toBeNull();
      expect(seen.hand).toBeNull();
      expect(seen.handCounts).toEqual([2, 2]);
      const own = bySeat[mover]?.lastView(mover)?.view as RuhdView;
      const refused = await spectator.request({
        type: "action",
        table: id,
        seat: mover,
        action: ruhdMove(own),
      });
      expect(refused).toMatchObject({ type: "error", code: "not-your-seat" });
      // It follows the game.
      await playRuhdTurns(id, bySeat, 1, 0);
      expect((await spectator.next("view", (f) => f.seq === 1)).seat).toBeNull();
    });

    it("stops sending views after leave", async () => {
      const { id, bySeat } = await startedRuhd();
      const spectator = await connect();
      await join(spectator, id);
      await spectator.next("view");
      const left = await spectator.request({ type: "leave", table: id });
      expect(left).toMatchObject({ type: "left", table: id });
      const mark = spectator.skip();
      await playRuhdTurns(id, bySeat, 1, 0);
      await barrier(spectator);
      expect(spectator.frames.slice(mark).filter((f) => f.type === "view")).toEqual([]);
    });
  });

  describe("reconnection", () => {
    it("gives a client that comes back with its token its seat and the current view", async () => {
      const { id, tokens, bySeat } = await startedRuhd();
      const [a, b] = bySeat as [TestClient, TestClient];
      // Play until it is seat 1's turn, after a few moves.
      let seq = (await playRuhdTurns(id, bySeat, 3, 0)).length;
      const turnAt = async (n: number) =>
        ((await b.find("view", (f) => f.seq === n)).frame.view as RuhdView).turn;
      if ((await turnAt(seq)) !== 1) seq += (await playRuhdTurns(id, bySeat, 1, seq)).length;
      const before = await a.find("view", (f) => f.seq === seq);
      expect((before.frame.view as RuhdView).turn).toBe(1);
      // Seat 0 drops without a closing handshake.
      await a.drop();

      const back = await connect();
      const joined = await join(back, id, [tokens[0] as string]);
      expect(joined).toMatchObject({ seats: [0], status: "playing" });
      // The same view; the moves that came with it before are in the join's answer now (and its ack
      // was the answer to an action of before).
      const { moves: _moves, ack: _ack, ...sameView } = before.frame;
      expect(await back.next("view")).toEqual(sameView);

      // While it is away again, the other seat moves; coming back shows the new state.
      await back.drop();
      const bView = (await b.find("view", (f) => f.seq === seq)).frame.view as RuhdView;
      const ack = await b.request({ type: "action", table: id, seat: 1, action: ruhdMove(bView) });
      expect(ack).toMatchObject({ type: "ack", seq: seq + 1 });
      seq += 1;
      const again = await connect();
      await join(again, id, [tokens[0] as string]);
      const current = await again.next("view");
      expect(current.seat).toBe(0);
      expect(current.seq).toBe(seq);
      expect((await getTable(server.http, id)).seq).toBe(seq);
      const afterB = (await b.find("view", (f) => f.seq === seq)).frame.view as RuhdView;
      expect((current.view as RuhdView).board).toEqual(afterB.board);
      expect((current.view as RuhdView).hand).toEqual((before.frame.view as RuhdView).hand);

      // And it plays on to the end.
      const turns = await playRuhdTurns(id, [again, b], 100, seq);
      expect(turns.at(-1)?.seq).toBe(16);
    });

    it("keeps a seat taken by a player who left before the table started", async () => {
      const created = await ruhdTable();
      const first = await connect();
      await join(first, created.id, [created.seatTokens[0] as string]);
      await first.drop();
      const second = await connect();
      expect(await join(second, created.id, [created.seatTokens[1] as string])).toMatchObject({
        status: "playing",
      });
      const back = await connect();
      await join(back, created.id, [created.seatTokens[0] as string]);
      expect((await back.next("view")).seq).toBe(0);
    });
  });

  describe("bad input gets a clear error and changes nothing", () => {
    it("refuses malformed frames, unknown types, missing fields, foreign seats and moves out of turn", async () => {
      const { id, tokens, bySeat, mover, waiter } = await startedRuhd();
      const moverClient = bySeat[mover] as TestClient;
      const waiterClient = bySeat[waiter] as TestClient;
      const moverView = moverClient.lastView(mover)?.view as RuhdView;
      const waiterView = waiterClient.lastView(waiter)?.view as RuhdView;
      const good = ruhdMove(moverView);
      const stranger = await connect();
      const spectator = await connect();
      await join(spectator, id);

      const cases: [string, TestClient, string | Buffer, string, unknown?][] = [
        ["malformed JSON", moverClient, '{"type": "ping",', "bad-json"],
        ["a JSON number", moverClient, "42", "bad-message"],
        ["JSON null", moverClient, "null", "bad-message"],
        ["a JSON array", moverClient, "[]", "bad-message"],
        ["a binary frame", moverClient, Buffer.from(JSON.stringify({ type: "ping" })), "bad-message"],
        ["an unknown type", moverClient, JSON.stringify({ type: "dance", id: "u1" }), "bad-message", "u1"],
        ["no type", moverClient, JSON.stringify({ id: 5, table: id }), "bad-message", 5],
        [
          "an action without its table",
          moverClient,
          JSON.stringify({ type: "action", id: "m1", seat: mover, action: good }),
          "bad-message",
          "m1",
        ],
        [
          "a join without its table",
          moverClient,
          JSON.stringify({ type: "join", id: "m2" }),
          "bad-message",
          "m2",
        ],
        [
          "a seat that is not a number",
          moverClient,
          JSON.stringify({ type: "action", id: "m3", table: id, seat: String(mover), action: good }),
          "bad-message",
          "m3",
        ],
        [
          "an unknown field",
          moverClient,
          JSON.stringify({ type: "action", id: "m4", table: id, seat: mover, action: good, hurry: true }),
          "bad-message",
          "m4",
        ],
        [
          "an action before joining",
          stranger,
          JSON.stringify({ type: "action", id: "s1", table: id, seat: mover, action: good }),
          "not-joined",
          "s1",
        ],
        [
          "an action for a seat not held",
          waiterClient,
          JSON.stringify({ type: "action", id: "w1", table: id, seat: mover, action: good }),
          "not-your-seat",
          "w1",
        ],
        [
          "an action for a seat that does not exist",
          moverClient,
          JSON.stringify({ type: "action", id: "m5", table: id, seat: 7, action: good }),
          "not-your-seat",
          "m5",
        ],
        [
          "a spectator's action",
          spectator,
          JSON.stringify({ type: "action", id: "p1", table: id, seat: mover, action: good }),
          "not-your-seat",
          "p1",
        ],
        [
          "an action out of turn",
          waiterClient,
          JSON.stringify({ type: "action", id: "w2", table: id, seat: waiter, action: ruhdMove(waiterView) }),
          "not-your-turn",
          "w2",
        ],
        [
          "a tile not in hand",
          moverClient,
          JSON.stringify({
            type: "action",
            id: "m6",
            table: id,
            seat: mover,
            action: { ...good, tile: waiterView.hand?.[0] },
          }),
          "not-in-hand",
          "m6",
        ],
        [
          "a move that is no move of the game",
          moverClient,
          JSON.stringify({ type: "action", id: "m7", table: id, seat: mover, action: { type: "jump" } }),
          "malformed-action",
          "m7",
        ],
        [
          "a move without its action",
          moverClient,
          JSON.stringify({ type: "action", id: "m8", table: id, seat: mover }),
          "bad-message",
          "m8",
        ],
        [
          "a cell taken",
          moverClient,
          JSON.stringify({
            type: "action",
            id: "m9",
            table: id,
            seat: mover,
            action: { ...good, x: 0, y: 0 },
          }),
          "occupied",
          "m9",
        ],
        [
          "a join with a wrong token",
          stranger,
          JSON.stringify({ type: "join", id: "s2", table: id, tokens: ["not-a-token"] }),
          "bad-token",
          "s2",
        ],
        [
          "a join with a token of another table",
          stranger,
          JSON.stringify({ type: "join", id: "s3", table: "elsewhere", tokens: [tokens[0]] }),
          "no-table",
          "s3",
        ],
      ];
      for (const [what, client, frame, code, requestId] of cases) {
        const mark = client.frames.length;
        const marks = [moverClient, waiterClient, spectator].map((c) => c.frames.length);
        client.sendRaw(frame);
        const { frame: error } = await client.find("error", () => true, mark);
        expect(error.code, what).toBe(code);
        expect(error.message.length, what).toBeGreaterThan(0);
        if (requestId !== undefined) expect(error.id, what).toBe(requestId);
        else expect(error.id, what).toBeUndefined();
        // Nothing changed: same seq, no view sent to anyone, and the connection is still usable.
        expect((await getTable(server.http, id)).seq, what).toBe(0);
        for (const [i, c] of [moverClient, waiterClient, spectator].entries()) {
          await barrier(c);
          expect(
            c.frames.slice(marks[i]).filter((f) => f.type === "view" || f.type === "ack"),
            what,
          ).toEqual([]);
        }
      }
      // Then the right move is accepted.
      const ack = await moverClient.request({ type: "action", table: id, seat: mover, action: good });
      expect(ack).toMatchObject({ type: "ack", seq: 1 });
    });

    it("refuses actions at a table that has not started", async () => {
      const created = await ruhdTable();
      const client = await connect();
      await join(client, created.id, [created.seatTokens[0] as string]);
      const answer = await client.request({
        type: "action",
        table: created.id,
        seat: 0,
        action: { type: "place", tile: "G4B2Y2G1", x: 2, y: 0, rotation: 0 },
      });
      expect(answer).toMatchObject({ type: "error", code: "not-started" });
      expect((await getTable(server.http, created.id)).seq).toBe(0);
    });

    it("closes the connection on an oversized frame (1009), changing nothing", async () => {
      const { id, tokens, mover } = await startedRuhd();
      const big = await connect();
      await join(big, id, [tokens[mover] as string]);
      const view = (await big.next("view")).view as RuhdView;
      const action = { ...ruhdMove(view), pad: "x".repeat(DEFAULT_MAX_FRAME_BYTES) };
      big.send({ type: "action", id: "big", table: id, seat: mover, action });
      const closed = await big.waitClosed();
      expect(closed.code).toBe(1009);
      expect(big.frames.filter((f) => f.type === "ack")).toEqual([]);
      expect((await getTable(server.http, id)).seq).toBe(0);
      // A frame just under the cap is read (and refused for what it says).
      const fine = await connect();
      const padding = "x".repeat(DEFAULT_MAX_FRAME_BYTES - 200);
      const answer = await fine.request({ type: "ping", pad: padding });
      expect(answer).toMatchObject({ type: "error", code: "bad-message" });
    });

    it("rate-limits a flood (rate-limited, then close 1008), changing nothing", async () => {
      const { id, tokens, bySeat, mover } = await startedRuhd();
      const flooder = await connect();
      await join(flooder, id, [tokens[mover] as string]);
      const view = (await flooder.next("view")).view as RuhdView;
      const mark = flooder.skip();
      // The burst allowance goes on pings (far more than the burst, so that what refills while the
      // server reads them, on a loaded machine too, does not matter); the move after them is dropped.
      for (let i = 0; i < 150; i++) flooder.send({ type: "ping", id: i });
      flooder.send({ type: "action", id: "flooded", table: id, seat: mover, action: ruhdMove(view) });
      const limited = await flooder.next("error");
      expect(limited.code).toBe("rate-limited");
      expect(limited.id).toBeUndefined();
      const pongs = flooder.frames.slice(mark).filter((f) => f.type === "pong").length;
      // The burst (60) less what joining took.
      expect(pongs).toBeGreaterThanOrEqual(55);
      expect(pongs).toBeLessThan(150);
      // A sustained flood gets the connection closed: the flood goes on until it is. (A fixed number of
      // frames would not do: a server slowed down while it reads them earns tokens back, each of which
      // restarts its count of frames refused in a row.)
      while (flooder.isOpen) {
        for (let i = 0; i < 400 && flooder.isOpen; i++) flooder.send({ type: "ping" });
        await Promise.race([flooder.closed, new Promise((resolve) => setTimeout(resolve, 10))]);
      }
      const closed = await flooder.waitClosed();
      expect(closed.code).toBe(1008);
      expect(
        flooder.frames.filter((f) => f.type === "ack" || (f.type === "error" && f.id === "flooded")),
      ).toEqual([]);
      // One "rate-limited" per run of refused frames, not one per frame: a second one only after a frame
      // got through (a token earned back while a busy server read the flood).
      const kinds = flooder.frames.slice(mark).map((f) => (f.type === "error" ? `error ${f.code}` : f.type));
      expect(kinds.filter((k) => k.startsWith("error"))).toContain("error rate-limited");
      expect(kinds.filter((k) => k.startsWith("error") && k !== "error rate-limited")).toEqual([]);
      expect(kinds.join(" ")).not.toMatch(/error rate-limited error rate-limited/);
      expect((await getTable(server.http, id)).seq).toBe(0);
      // Other connections are not affected.
      await playRuhdTurns(id, bySeat, 1, 0);
    });
  });
});
