import { getGame, replay, type MatchLog, type RuhdView } from "@parlor/engine";
import { afterEach, expect, it } from "vitest";
import { TestClient, type ViewFrame } from "./testing/client.js";
import { describeEachDatabase, type StoredTable, type TestDatabase } from "./testing/databases.js";
import { api, createTable, getTable, until } from "./testing/http.js";
import { freePort, spawnServer, type ServerProcess } from "./testing/process.js";
import { playRuhdTurns, ruhdMove } from "./testing/ruhd.js";

/**
 * kill -9 in the middle of matches, then a restart on the same database: nothing acknowledged is
 * lost, every unfinished table comes back where it was, and play goes on. The server runs in a
 * process of its own, from the build (`npx tsc -b` first), on SQLite and on PostgreSQL.
 */

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function stop(server: ServerProcess): Promise<unknown> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  server.child.kill("SIGKILL");
  return server.exited;
}

function withoutNow(view: unknown): unknown {
  const { now: _now, ...rest } = view as { now: number };
  return rest;
}

async function joinAs(url: string, table: string, token: string): Promise<TestClient> {
  const client = await TestClient.connect(url);
  cleanups.push(() => client.drop());
  const joined = await client.request({ type: "join", table, tokens: [token] });
  expect(joined.type).toBe("joined");
  return client;
}

/** What the database holds for a table, read directly as another process would. */
async function readDb(db: TestDatabase, table: string): Promise<StoredTable> {
  const stored = await db.read(table);
  if (!stored) throw new Error(`table ${table} is not in the database`);
  return stored;
}

describeEachDatabase("a server killed with SIGKILL mid-game", (kind) => {
  it("comes back on the same database with every acknowledged action, its tables at the same seq, playing on", async () => {
    const db = await kind.create();
    cleanups.push(() => db.remove());
    const port = await freePort();

    // --- First life.
    const first = await spawnServer(db.serve, port);
    cleanups.push(() => stop(first));
    const humans = await createTable(first.http, "ruhd", [{ human: true }, { human: true }]);
    const tokens = humans.seatTokens as string[];
    // Default Ruhd with two greedy bots: 16 moves of 0.8 s, so it is mid-game for a good while.
    const bots = await createTable(first.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }]);

    const a = await joinAs(first.ws, humans.id, tokens[0] as string);
    const b = await joinAs(first.ws, humans.id, tokens[1] as string);
    const acked = (await playRuhdTurns(humans.id, [a, b], 6, 0)).map((t) => t.seq);
    expect(acked).toEqual([1, 2, 3, 4, 5, 6]);
    const before = [
      (await a.find("view", (f) => f.seq === 6)).frame,
      (await b.find("view", (f) => f.seq === 6)).frame,
    ] as ViewFrame[];
    await until("the bots to be a few moves in", async () =>
      (await getTable(first.http, bots.id)).seq >= 2 ? true : undefined,
    );

    // One more move is on its way when the process is killed: it may or may not have been stored,
    // and acknowledged; if it was acknowledged, it must have been stored.
    const mover = (before[0]?.view as RuhdView).turn;
    const moverView = before[mover]?.view as RuhdView;
    const inFlight = [a, b][mover] as TestClient;
    inFlight.send({
      type: "action",
      id: "in-flight",
      table: humans.id,
      seat: mover,
      action: ruhdMove(moverView),
    });
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    await Promise.all([a.waitClosed(), b.waitClosed()]);
    const lastAck = inFlight.frames.find((f) => f.type === "ack" && f.id === "in-flight");
    if (lastAck?.type === "ack") acked.push(lastAck.seq);

    // --- What the file holds: every acknowledged action.
    const storedHumans = await readDb(db, humans.id);
    const storedBots = await readDb(db, bots.id);
    for (const seq of acked) expect(storedHumans.actions.map((e) => e.seq)).toContain(seq);
    expect([6, 7]).toContain(storedHumans.seq);
    expect(storedHumans.seq).toBeGreaterThanOrEqual(acked.at(-1) as number);
    expect(storedHumans.actions).toHaveLength(storedHumans.seq);
    expect(storedHumans.status).toBe("playing");
    expect(storedBots.seq).toBeGreaterThanOrEqual(2);
    expect(storedBots.actions).toHaveLength(storedBots.seq);
    expect(storedBots.status).toBe("playing");

    // --- Second life, same database, same port.
    const second = await spawnServer(db.serve, port);
    cleanups.push(() => stop(second));
    const resumed = await getTable(second.http, humans.id);
    expect(resumed).toMatchObject({ status: "playing", seq: storedHumans.seq });
    const botsResumed = await getTable(second.http, bots.id);
    expect(botsResumed.status).toBe("playing");
    expect(botsResumed.seq).toBeGreaterThanOrEqual(storedBots.seq);

    // The players reconnect with their tokens and find the state they left.
    const a2 = await joinAs(second.ws, humans.id, tokens[0] as string);
    const b2 = await joinAs(second.ws, humans.id, tokens[1] as string);
    const after = [await a2.next("view"), await b2.next("view")];
    expect(after.map((v) => v.seq)).toEqual([storedHumans.seq, storedHumans.seq]);
    if (storedHumans.seq === 6) {
      expect(after.map((v) => withoutNow(v.view))).toEqual(before.map((v) => withoutNow(v.view)));
    }

    // And the match goes on to its end with the reconnected tokens.
    const turns = await playRuhdTurns(humans.id, [a2, b2], 100, storedHumans.seq);
    expect(turns.at(-1)?.seq).toBe(16);
    const finished = await getTable(second.http, humans.id);
    expect(finished.status).toBe("finished");
    const log = (await api<MatchLog>(second.http, `/api/tables/${humans.id}/log`)).body;
    expect(log.actions.slice(0, storedHumans.actions.length)).toEqual(storedHumans.actions);
    expect(replay(log).outcome).toEqual(finished.outcome);
    // Whatever was stored, the views after the restart are the engine's views of the stored log.
    const ruhd = getGame("ruhd");
    const stateAtCrash = replay(log, storedHumans.seq).state;
    for (const [seat, view] of after.entries())
      expect(withoutNow(view.view)).toEqual(withoutNow(ruhd?.view(stateAtCrash, seat)));

    // The bots play again, after the moves they had made.
    await until("the bots to move again", async () =>
      (await getTable(second.http, bots.id)).seq > storedBots.seq ? true : undefined,
    );
    const botsNow = await readDb(db, bots.id);
    expect(botsNow.actions.slice(0, storedBots.actions.length)).toEqual(storedBots.actions);
  });
});
