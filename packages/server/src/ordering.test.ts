import type { RuhdView } from "@parlor/engine";
import pg from "pg";
import { afterEach, expect, it } from "vitest";
import { TestClient, type Frame } from "./testing/client.js";
import {
  describeEachDatabase,
  describePostgres,
  POSTGRES,
  type DatabaseKind,
  type TestDatabase,
} from "./testing/databases.js";
import { createTable, getTable, until } from "./testing/http.js";
import { playRuhdTurns, ruhdMove } from "./testing/ruhd.js";
import { buildTestServer } from "./testing/server.js";

/**
 * The ordering guarantees with a store that answers later (PostgreSQL over a socket, SQLite through
 * the same promises): stored before seen, one step at a time per table, one frame at a time per
 * connection, and a failed write that shows nothing of what it refused.
 */

/** Short enough for a test to see a table leave memory. */
const IDLE_MS = 50;

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverOn(kind: DatabaseKind, idleMs?: number) {
  const db = await kind.create();
  cleanups.push(() => db.remove());
  const store = await db.open();
  cleanups.push(() => store.close());
  const server = await buildTestServer({ store, ...(idleMs !== undefined ? { idleMs } : {}) });
  cleanups.push(() => server.close());
  return { db, server };
}

async function connect(url: string): Promise<TestClient> {
  const client = await TestClient.connect(url);
  cleanups.push(() => client.drop());
  return client;
}

async function join(client: TestClient, table: string, tokens: (string | null)[] = []): Promise<void> {
  const answer = await client.request({ type: "join", table, tokens });
  if (answer.type !== "joined") throw new Error(`join refused: ${JSON.stringify(answer)}`);
}

/** A started Ruhd table of two people, one connection each, and a spectator. */
async function startedRuhd(ws: string, http: string) {
  const created = await createTable(http, "ruhd", [{ human: true }, { human: true }]);
  const tokens = created.seatTokens as string[];
  const [a, b, spectator] = [await connect(ws), await connect(ws), await connect(ws)];
  await join(a, created.id, [tokens[0] as string]);
  await join(b, created.id, [tokens[1] as string]);
  await join(spectator, created.id);
  await a.find("view", (f) => f.seq === 0);
  await b.find("view", (f) => f.seq === 0);
  await spectator.find("view", (f) => f.seq === 0);
  return { id: created.id, tokens, bySeat: [a, b], spectator };
}

/** The view seat `seat` last got at `seq`, from its own connection. */
async function viewAt(client: TestClient, seat: number, seq: number): Promise<RuhdView> {
  return (await client.find("view", (f) => f.seat === seat && f.seq === seq)).frame.view as RuhdView;
}

function seqsOfViews(client: TestClient, from = 0): number[] {
  return client.frames.slice(from).flatMap((f) => (f.type === "view" ? [f.seq] : []));
}

describeEachDatabase("ordering", (kind) => {
  it("finishes a join that brings a table back from the store before the connection's next frame", async () => {
    const { server } = await serverOn(kind, IDLE_MS);
    const created = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
    const first = await connect(server.ws);
    await join(first, created.id, created.seatTokens);
    const view0 = (await first.next("view", (f) => f.seq === 0)).view as RuhdView;
    const mover = view0.turn;
    const moverView = await viewAt(first, mover, 0);
    await first.drop();
    await until("the table to leave memory", () => (server.tables.size === 0 ? true : undefined));

    // A join and a move sent together: the move is handled once the join has loaded the table.
    const back = await connect(server.ws);
    back.send({ type: "join", id: "join", table: created.id, tokens: created.seatTokens });
    back.send({ type: "action", id: "move", table: created.id, seat: mover, action: ruhdMove(moverView) });
    const ack = await back.next("ack", (f) => f.id === "move");
    expect(ack.seq).toBe(1);
    const kinds = back.frames.map((f: Frame) =>
      "id" in f && f.id !== undefined ? `${f.type}:${f.id}` : f.type,
    );
    expect(kinds.slice(0, 6)).toEqual(["welcome", "joined:join", "table", "view", "view", "ack:move"]);
    expect(seqsOfViews(back)).toEqual([0, 0, 1, 1]);
    expect(server.tables.size).toBe(1);
  });

  it("stops a table whose write the store refuses: no ack, no view of it; joining again goes on from the stored log", async () => {
    const { db, server } = await serverOn(kind);
    const { id, tokens, bySeat, spectator } = await startedRuhd(server.ws, server.http);
    await playRuhdTurns(id, bySeat, 2, 0);
    const everyone = [...bySeat, spectator];
    for (const client of everyone) await client.find("view", (f) => f.seq === 2);
    const marks = everyone.map((c) => c.frames.length);

    const allow = await db.refuseAppends();
    const mover = (await viewAt(bySeat[0] as TestClient, 0, 2)).turn;
    const moverClient = bySeat[mover] as TestClient;
    const move = ruhdMove(await viewAt(moverClient, mover, 2));
    const refused = await moverClient.request({ type: "action", table: id, seat: mover, action: move });
    expect(refused).toMatchObject({ type: "error", code: "server-error" });
    // Every subscriber is told the table stopped; nobody saw an ack or a view of the refused move.
    for (const [i, client] of everyone.entries()) {
      const told = await client.find("error", (f) => f.id === undefined, marks[i]);
      expect(told.frame.code).toBe("server-error");
      expect(client.frames.slice(marks[i]).filter((f) => f.type === "view" || f.type === "ack")).toEqual([]);
    }
    expect(server.tables.size).toBe(0);
    expect(await getTable(server.http, id)).toMatchObject({ status: "playing", seq: 2 });
    expect((await db.read(id))?.seq).toBe(2);

    // The database works again: the players join again, find the table at seq 2, and the move goes in.
    await allow();
    const again = bySeat.map((client) => client.skip());
    await join(bySeat[0] as TestClient, id, [tokens[0] as string]);
    await join(bySeat[1] as TestClient, id, [tokens[1] as string]);
    expect((await moverClient.find("view", () => true, again[mover])).frame.seq).toBe(2);
    const ack = await moverClient.request({ type: "action", table: id, seat: mover, action: move });
    expect(ack).toMatchObject({ type: "ack", seq: 3 });
    expect((await db.read(id))?.seq).toBe(3);
  });
});

describePostgres("ordering while PostgreSQL holds a write", () => {
  it("shows nobody an action before its write has resolved, and answers its connection in order", async () => {
    const db: TestDatabase = await POSTGRES.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    cleanups.push(() => store.close());
    const server = await buildTestServer({ store });
    cleanups.push(() => server.close());
    const { id, bySeat, spectator } = await startedRuhd(server.ws, server.http);
    const mover = (await viewAt(bySeat[0] as TestClient, 0, 0)).turn;
    const moverClient = bySeat[mover] as TestClient;
    const move = ruhdMove(await viewAt(moverClient, mover, 0));

    // Another session locks the log: the server's INSERT waits for it.
    const locker = new pg.Client({ connectionString: db.serve.databaseUrl });
    await locker.connect();
    cleanups.push(() => locker.end());
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE actions IN ACCESS EXCLUSIVE MODE");
    // Who waits on that lock, asked by a third session outside any transaction: inside one (the
    // locker's), PostgreSQL answers every read of pg_stat_activity from the snapshot of the first, so
    // a first look before the INSERT waited would be the answer forever.
    const watcher = new pg.Client({ connectionString: db.serve.databaseUrl });
    await watcher.connect();
    cleanups.push(() => watcher.end());
    const insertsWaiting = async (): Promise<number> => {
      const waiting = await watcher.query(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE NOT l.granted AND l.relation = 'actions'::regclass AND a.query LIKE '%INSERT INTO actions%'`,
      );
      return (waiting.rows[0] as { n: number }).n;
    };
    expect(await insertsWaiting()).toBe(0);
    const mark = moverClient.frames.length;
    moverClient.send({ type: "action", id: "held", table: id, seat: mover, action: move });
    moverClient.send({ type: "ping", id: "after" });
    // As long as it takes (the test's timeout is the only deadline): a busy machine is slower, not wrong.
    await until("the server's INSERT to wait on the lock", async () =>
      (await insertsWaiting()) > 0 ? true : undefined,
    );

    // Meanwhile: other connections are answered, and none of them, nor the API, sees the move.
    const pong = await spectator.request({ type: "ping" });
    expect(pong.type).toBe("pong");
    await (bySeat[1 - mover] as TestClient).request({ type: "ping" });
    for (const client of [spectator, ...bySeat]) expect(seqsOfViews(client)).not.toContain(1);
    expect(moverClient.frames.slice(mark)).toEqual([]);
    expect((await getTable(server.http, id)).seq).toBe(0);

    // The lock goes: the write lands, then the ack, then the view with the move in words, then the ping's answer.
    await locker.query("COMMIT");
    await moverClient.next("pong", (f) => f.id === "after");
    const after = moverClient.frames.slice(mark).map((f) => `${f.type}:${"seq" in f ? f.seq : ""}`);
    expect(after).toEqual(["ack:1", "view:1", "pong:"]);
    const view = moverClient.frames.slice(mark).find((f) => f.type === "view");
    expect(view?.type === "view" && view.moves?.map((m) => m.seq)).toEqual([1]);
    expect((await db.read(id))?.seq).toBe(1);
    await spectator.find("view", (f) => f.seq === 1);
  });
});
