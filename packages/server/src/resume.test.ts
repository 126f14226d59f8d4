import { createServer } from "node:net";
import type { SuperView } from "@parlor/engine/set";
import { replay, type MatchLog, type RuhdView } from "@parlor/engine";
import { afterEach, expect, it } from "vitest";
import { startServer } from "./serve.js";
import type { Store } from "./store/store.js";
import { TestClient, type ViewFrame } from "./testing/client.js";
import { describeEachDatabase, type DatabaseKind, type TestDatabase } from "./testing/databases.js";
import { api, createTable, getTable, until } from "./testing/http.js";
import { playRuhdTurns } from "./testing/ruhd.js";
import { buildTestServer } from "./testing/server.js";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A view frame without its game time (a resumed match's clock is brought to the present on start),
 * nor the moves and the ack that came with it (a view sent on joining carries neither: the join's
 * answer lists the latest moves, and the ack answered an action of before).
 */
function withoutNow(frame: ViewFrame | undefined): unknown {
  if (!frame) return undefined;
  const { now: _now, ...rest } = frame.view as { now: number };
  const { moves: _moves, ack: _ack, ...view } = frame;
  return { ...view, view: rest };
}

async function joinAs(url: string, table: string, tokens: string[]): Promise<TestClient> {
  const client = await TestClient.connect(url);
  cleanups.push(() => client.drop());
  const joined = await client.request({ type: "join", table, tokens });
  expect(joined.type).toBe("joined");
  return client;
}

/** A fresh database of `kind` and a store on it, both gone after the test. */
async function openDatabase(kind: DatabaseKind): Promise<{ store: Store; db: TestDatabase }> {
  const db = await kind.create();
  cleanups.push(() => db.remove());
  const store = await db.open();
  cleanups.push(() => store.close());
  return { store, db };
}

describeEachDatabase("resumeAll", (kind) => {
  it("brings every unfinished table back at the same seq, with its view, timers and bots", async () => {
    const { store } = await openDatabase(kind);

    // --- The first server process.
    const first = await buildTestServer({ store });
    let firstClosed = false;
    cleanups.push(() => (firstClosed ? undefined : first.close()));

    // A table of two people, five moves in.
    const humans = await createTable(first.http, "ruhd", [{ human: true }, { human: true }]);
    const tokens = humans.seatTokens as string[];
    const a = await joinAs(first.ws, humans.id, [tokens[0] as string]);
    const b = await joinAs(first.ws, humans.id, [tokens[1] as string]);
    await playRuhdTurns(humans.id, [a, b], 5, 0);
    await a.find("view", (f) => f.seq === 5);
    await b.find("view", (f) => f.seq === 5);
    const viewsBefore = [a.lastView(0), b.lastView(1)];

    // A table of bots, playing.
    const bots = await createTable(first.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }]);
    await until("a bot move", async () =>
      (await getTable(first.http, bots.id)).seq >= 1 ? true : undefined,
    );

    // A table still waiting for its second player.
    const waiting = await createTable(first.http, "ruhd", [{ human: true }, { human: true }]);
    await joinAs(first.ws, waiting.id, [waiting.seatTokens[0] as string]);

    // A table with deadlines: SET Super Rules flips by itself when its player waits.
    const timed = await createTable(first.http, "set-super", [{ human: true }], { autoFlip: 150 });
    const flipper = await joinAs(first.ws, timed.id, [timed.seatTokens[0] as string]);
    for (let seq = 0; seq < 3; seq++) {
      await flipper.find("view", (f) => f.seq === seq);
      const ack = await flipper.request({
        type: "action",
        table: timed.id,
        seat: 0,
        action: { type: "flip" },
      });
      expect(ack).toMatchObject({ type: "ack", seq: seq + 1 });
    }

    // Stop without finishing anything.
    await first.close();
    firstClosed = true;
    const seqBefore = new Map<string, number>();
    for (const id of [humans.id, bots.id, waiting.id, timed.id])
      seqBefore.set(id, (await store.getTable(id))?.seq as number);
    expect(seqBefore.get(humans.id)).toBe(5);
    expect(seqBefore.get(waiting.id)).toBe(0);
    expect(seqBefore.get(timed.id)).toBe(3);
    const botActions = await store.actions(bots.id);

    // --- A second server on the same store.
    const second = await buildTestServer({ store });
    cleanups.push(() => second.close());
    // The three tables being played are back in memory; the waiting one stays in the store until
    // someone joins it (a start does not load every table ever made and never joined).
    expect(second.tables.size).toBe(3);
    for (const [id, seq] of seqBefore) {
      const summary = await getTable(second.http, id);
      // Bots may have moved already; the others stand still.
      if (id === bots.id) expect(summary.seq).toBeGreaterThanOrEqual(seq);
      else expect(summary.seq, id).toBe(seq);
      expect(summary.status).toBe(id === waiting.id ? "waiting" : "playing");
    }

    // The players come back to the same views.
    const a2 = await joinAs(second.ws, humans.id, [tokens[0] as string]);
    const b2 = await joinAs(second.ws, humans.id, [tokens[1] as string]);
    const back = [await a2.next("view"), await b2.next("view")];
    expect(back.map(withoutNow)).toEqual(viewsBefore.map(withoutNow));
    // And play on to the end; the log holds the moves from before and after.
    const turns = await playRuhdTurns(humans.id, [a2, b2], 100, 5);
    expect(turns.at(-1)?.seq).toBe(16);
    const finished = await getTable(second.http, humans.id);
    expect(finished.status).toBe("finished");
    const log = (await api<MatchLog>(second.http, `/api/tables/${humans.id}/log`)).body;
    expect(log.actions.map((e) => e.seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(replay(log).outcome).toEqual(finished.outcome);
    expect((back[0]?.view as RuhdView).board).toEqual(
      (replay<{ board: unknown }>(log, 5).state as { board: unknown }).board,
    );

    // The bots play again, after what they had played.
    await until("the bots to move again", async () =>
      (await getTable(second.http, bots.id)).seq > (seqBefore.get(bots.id) as number) ? true : undefined,
    );
    expect((await store.actions(bots.id)).slice(0, botActions.length)).toEqual(botActions);

    // The waiting table starts when its second player comes.
    await joinAs(second.ws, waiting.id, [waiting.seatTokens[1] as string]);
    expect((await getTable(second.http, waiting.id)).status).toBe("playing");

    // The timed table's deadlines run again: a card is flipped with no action.
    const watcher = await joinAs(second.ws, timed.id, [timed.seatTokens[0] as string]);
    const resumed = await watcher.next("view");
    expect(resumed.seq).toBe(3);
    const piles = (resumed.view as SuperView).piles[0] as number;
    const flipped = await watcher.next("view", (f) => ((f.view as SuperView).piles[0] as number) < piles);
    expect(flipped.seq).toBe(3);
    expect((flipped.view as SuperView).events.at(-1)).toMatchObject({ kind: "flip", auto: true });
  });

  it("resumes the other tables when one log no longer replays", async () => {
    const { store } = await openDatabase(kind);
    const first = await buildTestServer({ store });
    const bots = await createTable(first.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }]);
    await first.close();
    // A table whose log the rules refuse (a tile that does not exist).
    await store.createTable({
      id: "corrupt",
      game: "ruhd",
      options: {},
      seed: "s",
      seats: [
        { bot: "greedy", joined: true },
        { bot: "greedy", joined: true },
      ],
      status: "playing",
      createdAt: 1,
      startedAt: 1,
      finishedAt: null,
      outcome: null,
      until: null,
      seq: 0,
      host: null,
      rated: true,
      ending: null,
      next: null,
      graceMs: null,
      turnBased: null,
      turn: null,
      deadlineAt: null,
      played: null,
    });
    await store.appendAction("corrupt", {
      seq: 1,
      at: 5,
      seat: 0,
      action: { type: "place", tile: "nope", x: 9, y: 9, rotation: 0 },
    });

    const second = await buildTestServer({ store });
    cleanups.push(() => second.close());
    expect(second.tables.size).toBe(1);
    expect((await getTable(second.http, "corrupt")).seq).toBe(1);
    await until("the bots to play on", async () =>
      (await getTable(second.http, bots.id)).seq >= 1 ? true : undefined,
    );
  });

  it("does not resume play when the server cannot listen", async () => {
    const db = await kind.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    const first = await buildTestServer({ store });
    const bots = await createTable(first.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }]);
    await first.close();
    await store.close();

    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
    const port = (blocker.address() as { port: number }).port;
    await expect(startServer({ port, ...db.serve, logLevel: false })).rejects.toThrow(/EADDRINUSE/);

    // Its bots would have moved within a second and a half (they think 0.8 s).
    const seq = await db.open();
    const before = (await seq.getTable(bots.id))?.seq;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await seq.getTable(bots.id))?.seq).toBe(before);
    await seq.close();
  });
});
