import { type RuhdView } from "@parlor/engine";
import type { QuickMatchAnswer } from "@parlor/protocol";
import type { TableSummary } from "../tables.js";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Browser } from "../people/testing.js";
import { TestClient } from "../testing/client.js";
import {
  cleanUp,
  cleanups,
  joinAs,
  rejoined,
  ruhdForTwo,
  seatOf,
  twoProcesses,
  unavailable,
} from "../testing/cluster.js";
import { api, createTable, getTable, until } from "../testing/http.js";
import { stopPostgres } from "../testing/postgres.js";
import { playRuhdTurns, ruhdMove } from "../testing/ruhd.js";

/**
 * Several `parlor serve` processes on one PostgreSQL and one Redis (testing/cluster.ts): the tables
 * of every process are everyone's, a socket on one process plays a table another owns, a killed
 * owner's tables go on elsewhere, a paused owner can append nothing once its lease was taken over,
 * and a stopping process hands its tables over. Redis going away and coming back: outage.test.ts.
 */

afterEach(cleanUp);

describe.skipIf(unavailable !== null)("several processes on PostgreSQL and Redis", () => {
  afterAll(stopPostgres);

  it("lists the tables made on every process, and who is connected and online, from every process", async () => {
    const { a, b } = await twoProcesses();
    const onA = await createTable(a.http, "ruhd", [{ human: true }, { human: true }]);
    const onB = await createTable(b.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
    for (const server of [a, b]) {
      const listed = (await api<TableSummary[]>(server.http, "/api/tables")).body.map((t) => t.id);
      expect(listed).toEqual(expect.arrayContaining([onA.id, onB.id]));
    }
    // A person with a session opens a socket on A and sits at the table B made: both lobbies see it.
    const person = new Browser(a.http);
    expect((await person.call("POST", "/api/players", { name: "Ada" })).status).toBe(201);
    const socket = await TestClient.connect(a.ws, person.cookieHeader);
    cleanups.push(() => socket.drop());
    const joined = await socket.request({
      type: "join",
      table: onB.id,
      tokens: [onB.seatTokens[0] as string],
    });
    expect(joined).toMatchObject({ type: "joined", seats: [0] });
    for (const server of [a, b]) {
      await until(`${server.http} to list seat 0 of ${onB.id} as connected`, async () => {
        const lobby = (
          await api<{ online: { name: string }[]; needPlayers: TableSummary[] }>(server.http, "/api/lobby")
        ).body;
        const listed = (await api<TableSummary[]>(server.http, "/api/tables")).body.find(
          (t) => t.id === onB.id,
        );
        const one = (await api<TableSummary>(server.http, `/api/tables/${onB.id}`)).body;
        const connected = seatOf(listed, 0).connected === true && seatOf(one, 0).connected === true;
        return connected && lobby.online.some((p) => p.name === "Ada") ? true : undefined;
      });
    }
    // The history and leaderboards are the database's: the same everywhere.
    const [historyA, historyB] = await Promise.all([a, b].map((s) => api(s.http, "/api/matches")));
    expect(historyA?.body).toEqual(historyB?.body);
  });

  it("plays a table owned by one process from sockets on another, in order, with every view", async () => {
    const { db, a, b } = await twoProcesses();
    const made = await ruhdForTwo(a);
    const tokens = made.tokens;
    // Seat 0 plays from B (forwarded to A, the owner), seat 1 from A itself.
    const first = await joinAs(b.ws, made.id, [tokens[0] as string]);
    const second = await joinAs(a.ws, made.id, [tokens[1] as string]);
    const turns = await playRuhdTurns(made.id, [first, second], 8, 0);
    expect(turns.map((t) => t.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Every view of every seq came to the forwarded socket, in order (the last one may still be on its
    // way when the other seat's ack came), and a spectator on B sees them too.
    await first.find("view", (f) => f.seq === 8 && f.seat === 0);
    const seqs = first.frames.flatMap((f) => (f.type === "view" && f.seat === 0 ? [f.seq] : []));
    expect(seqs).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const watcher = await joinAs(b.ws, made.id, []);
    expect((await watcher.next("view")).seq).toBe(8);
    // A refusal comes back as the owner said it, to the request that asked.
    const wrong = await first.request({ type: "action", table: made.id, seat: 1, action: { type: "place" } });
    expect(wrong).toMatchObject({ type: "error", code: "not-your-seat" });
    const stored = await db.read(made.id);
    expect(stored?.seq).toBe(8);
    // A socket whose join A refused still had a connection at A: it goes when the socket closes.
    const stranger = await TestClient.connect(b.ws);
    expect(await stranger.request({ type: "join", table: made.id, tokens: ["not-a-token"] })).toMatchObject({
      type: "error",
      code: "bad-token",
    });
    const remoteConnections = async (): Promise<number> =>
      Number(/^parlor_remote_connections (\d+)$/m.exec(await (await fetch(`${a.http}/metrics`)).text())?.[1]);
    expect(await remoteConnections()).toBe(3);
    await stranger.drop();
    await until("A to let the closed socket's connection go", async () =>
      (await remoteConnections()) === 2 ? true : undefined,
    );
  });

  it("goes on elsewhere within 10 s when the owner is killed (kill -9), losing no acknowledged action and taking none twice", async () => {
    const { db, a, b } = await twoProcesses();
    const made = await ruhdForTwo(a);
    const tokens = made.tokens;
    const first = await joinAs(b.ws, made.id, [tokens[0] as string]);
    const second = await joinAs(b.ws, made.id, [tokens[1] as string]);
    const acked = (await playRuhdTurns(made.id, [first, second], 5, 0)).map((t) => t.seq);
    expect(acked).toEqual([1, 2, 3, 4, 5]);
    const from = [first.frames.length, second.frames.length];
    // Someone watching from A itself loses the socket with A, and reconnects to B.
    const watcher = await joinAs(a.ws, made.id, []);
    expect((await watcher.next("view")).seq).toBe(5);

    const killedAt = performance.now();
    a.child.kill("SIGKILL");
    await a.exited;
    // B finds A dead, takes the table over from the log and joins its sockets to it again.
    await first.findWhere(rejoined, from[0]);
    await second.findWhere(rejoined, from[1]);
    const movedIn = performance.now() - killedAt;
    expect(movedIn).toBeLessThan(10_000);
    await watcher.waitClosed();
    const back = await joinAs(b.ws, made.id, []);
    expect((await back.next("view")).seq).toBe(5);

    // The match goes on from where it was acknowledged: views at seq 5, then new moves.
    const more = await playRuhdTurns(made.id, [first, second], 3, 5);
    expect(more.map((t) => t.seq)).toEqual([6, 7, 8]);
    const stored = await db.read(made.id);
    expect(stored?.actions.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await getTable(b.http, made.id)).seq).toBe(8);
  });

  it("refuses every write of an owner paused past its lease (SIGSTOP, then SIGCONT): it appends no action", async () => {
    const { db, a, b } = await twoProcesses();
    const made = await ruhdForTwo(a);
    const tokens = made.tokens;
    // One player holds both seats from A (the owner), and from B too.
    const onA = await joinAs(a.ws, made.id, tokens);
    const onB = await joinAs(b.ws, made.id, tokens);
    await playRuhdTurns(made.id, [onA, onA], 4, 0);
    // A move at seq 4 goes to A, which is paused before it reads it.
    const { frame } = await onA.find("view", (f) => f.seq === 4 && f.seat === 0);
    const mover = (frame.view as RuhdView).turn;
    const view = (await onA.find("view", (f) => f.seq === 4 && f.seat === mover)).frame.view as RuhdView;
    const fromB = onB.frames.length;
    a.child.kill("SIGSTOP");
    cleanups.push(() => void a.child.kill("SIGCONT"));
    onA.send({ type: "action", id: "late", table: made.id, seat: mover, action: ruhdMove(view) });
    // B takes the table over (A's lease ran out while it was paused); B's socket is joined again there.
    await onB.findWhere(rejoined, fromB);
    a.child.kill("SIGCONT");
    // A wakes with a move to store for a table it no longer owns. Either it stores the move first,
    // and the store refuses it (never acknowledged), or it has already learnt it lost the table, and
    // the move goes to B, the owner, which stores it. It never forks the log: without the fence, A
    // acknowledged a move B never saw, and the match could not go on at B.
    const answer = await onA.findWhere(
      (f) => "id" in f && f.id === "late",
      0,
      undefined,
      "the late move's answer",
    );
    const seq = answer.frame.type === "ack" ? answer.frame.seq : 4;
    expect((await db.read(made.id))?.seq).toBe(seq);
    // The match goes on at B from what is stored.
    const turns = await playRuhdTurns(made.id, [onB, onB], 2, seq);
    expect(turns.map((t) => t.seq)).toEqual([seq + 1, seq + 2]);
    const stored = await db.read(made.id);
    expect(stored?.actions.map((e) => e.seq)).toEqual(Array.from({ length: seq + 2 }, (_, i) => i + 1));
  });

  it("hands its tables over at once when it stops (SIGTERM): no gap longer than a second, and the match goes on", async () => {
    const { db, a, b } = await twoProcesses();
    const made = await ruhdForTwo(a);
    const bots = await createTable(a.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }]);
    const tokens = made.tokens;
    const first = await joinAs(b.ws, made.id, [tokens[0] as string]);
    const second = await joinAs(b.ws, made.id, [tokens[1] as string]);
    const watcher = await joinAs(b.ws, bots.id, []);
    await playRuhdTurns(made.id, [first, second], 3, 0);
    const from = first.frames.length;
    const fromWatcher = watcher.frames.length;
    const stoppedAt = performance.now();
    a.child.kill("SIGTERM");
    await first.findWhere(rejoined, from);
    const gap = performance.now() - stoppedAt;
    expect(gap).toBeLessThan(1_000);
    expect((await a.exited).code).toBe(0);
    // The bots' table went on too, on B, from where A left it.
    await watcher.findWhere(rejoined, fromWatcher);
    const seqAtHandover = (await db.read(bots.id))?.seq ?? 0;
    await until("the bots to move on B", async () =>
      ((await db.read(bots.id))?.seq ?? 0) > seqAtHandover ? true : undefined,
    );
    const turns = await playRuhdTurns(made.id, [first, second], 2, 3);
    expect(turns.map((t) => t.seq)).toEqual([4, 5]);
    const log = await db.read(bots.id);
    expect(log?.actions.map((e) => e.seq)).toEqual(log?.actions.map((_, i) => i + 1));
  });

  it("counts each address's tables against one limit on every process (the rate limit's and the quota's Redis keys)", async () => {
    const { a, b } = await twoProcesses();
    const answers: string[] = [];
    // The defaults: 20 tables waiting and 30 tables made a minute per address, wherever they are asked.
    for (let i = 0; i < 31; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await api<{ error?: { code: string } }>(server.http, "/api/tables", {
        method: "POST",
        json: { game: "ruhd", seats: [{ human: true }, { bot: "greedy" }] },
      });
      answers.push(answer.status === 201 ? "made" : `${answer.status} ${answer.body.error?.code ?? ""}`);
    }
    expect(answers.slice(0, 20).every((s) => s === "made")).toBe(true);
    expect(answers.slice(20, 30).every((s) => s === "429 too-many-waiting-tables")).toBe(true);
    expect(answers[30]).toBe("429 rate-limited");
  });

  it("counts the chat of session-less spectators by their address at the table's owner, wherever their sockets are", async () => {
    const { a, b } = await twoProcesses();
    const table = await ruhdForTwo(a);
    // Seated on A first: A owns the table; spectators watch from both processes.
    await joinAs(a.ws, table.id, [table.tokens[0] as string]);
    const watchers = [
      ...(await Promise.all([0, 1, 2].map(() => joinAs(a.ws, table.id, [])))),
      ...(await Promise.all([0, 1, 2].map(() => joinAs(b.ws, table.id, [])))),
    ];
    const answers = [];
    for (const watcher of watchers)
      for (let i = 0; i < 2; i++)
        answers.push(await watcher.request({ type: "chat", table: table.id, text: `line ${i}` }));
    // One address (loopback) has 6 lines a minute, its sockets on both processes together.
    expect(answers.filter((answer) => answer.type === "ok")).toHaveLength(6);
    expect(answers.slice(6).every((answer) => answer.type === "error" && answer.code === "chat-limit")).toBe(
      true,
    );
  });
  it("matches a person on one process with a person on another: one quick-match queue for all", async () => {
    const { a, b } = await twoProcesses();
    /** A person whose browser and socket reach `server` only. */
    const person = async (server: typeof a, name: string) => {
      const browser = new Browser(server.http);
      expect((await browser.call("POST", "/api/players", { name })).status).toBe(201);
      const socket = await TestClient.connect(server.ws, browser.cookieHeader);
      cleanups.push(() => socket.drop());
      const entered = await browser.call<QuickMatchAnswer>("POST", "/api/quickmatch", {
        game: "ruhd",
        botsAfterSeconds: 600,
      });
      expect(entered.status).toBe(201);
      const queue = await socket.request({ type: "quickmatch", ticket: entered.body.ticket });
      expect(queue.type).toBe("queue");
      return { browser, socket };
    };
    const ana = await person(a, "Ana");
    const bea = await person(b, "Bea");
    // Each process lists both, and Ana, on A, hears that Bea came through B (or is seated with her).
    for (const server of [a, b]) {
      const listed = await api<{ waiting: { name: string }[] }[]>(server.http, "/api/quickmatch");
      const names = listed.body.flatMap((q) => q.waiting.map((w) => w.name));
      expect(names.length === 0 || names.join() === "Ana,Bea").toBe(true);
    }
    const [onA, onB] = await Promise.all([ana.socket.next("matched"), bea.socket.next("matched")]);
    expect(onA.table).toBe(onB.table);
    expect([onA.seat, onB.seat]).toEqual([0, 1]);
    // Each sits through their own process (one of them forwarded to the table's owner).
    for (const [who, matched] of [
      [ana, onA],
      [bea, onB],
    ] as const) {
      const joined = await who.socket.request({
        type: "join",
        table: matched.table,
        tokens: [matched.token],
      });
      expect(joined).toMatchObject({ type: "joined", seats: [matched.seat] });
    }
    await until("the quick-match table to start", async () =>
      (await getTable(a.http, onA.table)).status === "playing" ? true : undefined,
    );
    expect((await api<unknown[]>(b.http, "/api/quickmatch")).body).toEqual([]);
  });
  it("keeps a turn-based match's time banks when another process takes it over (kill -9)", async () => {
    const { db, a, b } = await twoProcesses();
    const made = await api<{ id: string; seatTokens: string[] }>(a.http, "/api/tables", {
      json: {
        game: "ruhd",
        seats: [{ human: true }, { human: true }],
        pace: "turn-based",
        turnBased: { moveHours: 1, bankHours: 2 },
      },
    });
    expect(made.status).toBe(201);
    const { id, seatTokens } = made.body;
    const first = await joinAs(b.ws, id, [seatTokens[0] as string]);
    const second = await joinAs(b.ws, id, [seatTokens[1] as string]);
    await playRuhdTurns(id, [first, second], 3, 0);
    const turnAt = async (client: TestClient, from = 0) =>
      (await client.find("view", (f) => f.table === id && f.seat === 0 && f.seq === 3, from)).frame.turn;
    const before = await turnAt(first);
    expect(before?.toAct).toHaveLength(1);
    // Each move took a moment from its player's bank; the move at hand is due an hour after the last.
    expect(Math.min(...(before?.bankLeftMs ?? []))).toBeLessThan(2 * 3_600_000);
    const from = first.frames.length;
    a.child.kill("SIGKILL");
    await a.exited;
    await first.findWhere(rejoined, from);
    // B rebuilt the banks from the log: the same deadlines and banks, to the millisecond.
    expect(await turnAt(first, from)).toEqual(before);
    expect((await db.read(id))?.actions).toHaveLength(3);
    await playRuhdTurns(id, [first, second], 2, 3);
    expect((await getTable(b.http, id)).seq).toBe(5);
  });
});
