import { getGame, replay, Rng, type AnyGame, type MatchLog } from "@parlor/engine";
import type { MyGame, TurnState } from "@parlor/protocol";
import { afterEach, expect, it } from "vitest";
import { Browser } from "./people/testing.js";
import type { Store } from "./store/store.js";
import { TestClient, type ViewFrame } from "./testing/client.js";
import { ManualClock } from "./testing/clock.js";
import { describeEachDatabase, type DatabaseKind } from "./testing/databases.js";
import { api, getTable, until } from "./testing/http.js";
import { buildTestServer } from "./testing/server.js";
import { DUE_SWEEP_MS } from "./tables/due.js";

/**
 * A turn-based French Tarot deal through real servers on a clock the test moves: a person plays
 * hours apart, the server restarts while their move is due, their time runs out while it is down,
 * the next server has the game's default bot play that move for them, and they play the deal out.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const HOUR = 3_600_000;
/** Any wall-clock time: the match's times are the clock's, not the machine's. */
const START = Date.UTC(2026, 11, 1);
const tarot = getGame("tarot") as AnyGame;

async function openDatabase(kind: DatabaseKind): Promise<Store> {
  const db = await kind.create();
  cleanups.push(() => db.remove());
  const store = await db.open();
  cleanups.push(() => store.close());
  return store;
}

/** A person's socket at the table, holding seat 0, with their session. */
async function sitDown(ws: string, browser: Browser, table: string, token: string): Promise<TestClient> {
  const client = await TestClient.connect(ws, browser.cookieHeader);
  cleanups.push(() => client.drop());
  expect(await client.request({ type: "join", table, tokens: [token] })).toMatchObject({ type: "joined" });
  return client;
}

/** Waits for the view after `seq` in which seat 0 may move (or the match is over). */
function myTurnAfter(client: TestClient, seq: number): Promise<ViewFrame> {
  return client.next(
    "view",
    (f) => f.seat === 0 && f.seq > seq && (f.status === "finished" || (f.turn?.toAct.includes(0) ?? false)),
  ) as Promise<ViewFrame>;
}

/** Seat 0's move: the beginner bot's choice from its view. */
function chosen(view: unknown, seq: number): unknown {
  const bot = tarot.bots.beginner?.create(0, Rng.fromSeed(`ana-${seq}`));
  const answer = bot?.act(view, 0) as { action: unknown } | null;
  if (!answer) throw new Error("the beginner bot had no move");
  return answer.action;
}

/** Seat 0 plays its move from `frame`'s view; resolves to the view of its next turn (or the end). */
async function playMine(socket: TestClient, table: string, frame: ViewFrame): Promise<ViewFrame> {
  const ack = await socket.request({ type: "action", table, seat: 0, action: chosen(frame.view, frame.seq) });
  expect(ack.type).toBe("ack");
  return myTurnAfter(socket, frame.seq);
}

describeEachDatabase("a turn-based table", (kind) => {
  it("plays a French Tarot deal over days, across a restart, a bot playing the move whose time ran out", async () => {
    const store = await openDatabase(kind);
    const clock = new ManualClock(START);
    const first = await buildTestServer({ store, clock });
    let firstClosed = false;
    cleanups.push(() => (firstClosed ? undefined : first.close()));

    // Ana, with a session, and three bots; 24 h a move, 72 h in all.
    const ana = new Browser(first.http);
    expect((await ana.call("POST", "/api/players", { name: "Ana" })).status).toBe(201);
    const made = await ana.call<{ id: string; seatTokens: string[] }>("POST", "/api/tables", {
      game: "tarot",
      seats: [{ human: true }, { bot: "basic" }, { bot: "basic" }, { bot: "basic" }],
      options: { deals: 1, dealPause: 5_000 },
      pace: "turn-based",
      turnBased: { moveHours: 24, bankHours: 72 },
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    const token = made.body.seatTokens[0] as string;
    // A race has no turn-based tables.
    const race = await ana.call<{ error: { code: string } }>("POST", "/api/tables", {
      game: "set-pc",
      seats: [{ human: true }],
      pace: "turn-based",
    });
    expect([race.status, race.body.error.code]).toEqual([400, "bad-pace"]);

    let socket = await sitDown(first.ws, ana, id, token);
    const opened = await socket.next("table", (f) => f.status === "playing");
    expect(opened.turnBased).toEqual({ moveMs: 24 * HOUR, bankMs: 72 * HOUR, onTimeout: "bot" });
    // The real-time pause between deals is off at a turn-based table.
    expect((await store.getTable(id))?.options).toMatchObject({ dealPause: 0, turnTime: 0 });

    // Ana plays her first two moves, each three hours after her turn began.
    let frame = await myTurnAfter(socket, -1);
    for (let moves = 0; moves < 2 && frame.status !== "finished"; moves++) {
      await clock.advance(3 * HOUR);
      frame = await playMine(socket, id, frame);
    }
    expect(frame.status).toBe("playing");
    const turn = frame.turn as TurnState;
    expect(turn.bankLeftMs[0]).toBe(72 * HOUR - 6 * HOUR);
    const due = turn.deadlines[0] as number;
    expect(due).toBe(clock.now() + 24 * HOUR);
    // "My games" puts the table first: her turn, when it is due, her bank.
    const mine = (await ana.call<MyGame[]>("GET", "/api/me/games")).body;
    expect(mine).toEqual([
      expect.objectContaining({
        table: id,
        game: "tarot",
        pace: "turn-based",
        status: "playing",
        seats: [0],
        yourTurn: true,
        waitingFor: [],
        deadline: due,
        bankLeftMs: 66 * HOUR,
        moveMs: 24 * HOUR,
      }),
    ]);
    // The turn and its deadline are stored, for whichever process has the table next.
    expect((await store.getTable(id))?.deadlineAt).toBe(due);
    const seqBefore = frame.seq;

    // The server stops; a day and an hour go by; another starts on the same store.
    await first.close();
    firstClosed = true;
    clock.forget();
    await clock.advance(25 * HOUR);
    const second = await buildTestServer({ store, clock });
    cleanups.push(() => second.close());
    // Its timers run: the move due is played for Ana by the default bot.
    await clock.advance(0);
    await until("the move that ran out of time", async () =>
      (await store.actions(id)).length > seqBefore ? true : undefined,
    );
    const timedOut = (await store.actions(id))[seqBefore];
    expect(timedOut).toMatchObject({ seat: 0 });
    // Played at its deadline or after, in game time (the match began at START).
    const began = (await store.getTable(id))?.startedAt as number;
    expect(began + (timedOut?.at as number)).toBeGreaterThanOrEqual(due);

    // Ana comes back and plays the deal out; her bank lost the whole day of the move that ran out.
    const back = new Browser(second.http);
    back.session = ana.session;
    socket = await sitDown(second.ws, back, id, token);
    frame = await myTurnAfter(socket, -1);
    if (frame.status !== "finished") expect(frame.turn?.bankLeftMs[0]).toBe(66 * HOUR - 24 * HOUR);
    while (frame.status !== "finished") {
      await clock.advance(HOUR);
      frame = await playMine(socket, id, frame);
    }
    const finished = await getTable(second.http, id);
    expect(finished.status).toBe("finished");
    const log = (await api<MatchLog>(second.http, `/api/tables/${id}/log`)).body;
    expect(replay(log).outcome).toEqual(finished.outcome);
    // Over: nothing is due, and it is no longer among her games.
    await until("the finished table to leave her games", async () =>
      (await back.call<MyGame[]>("GET", "/api/me/games")).body.length === 0 ? true : undefined,
    );
    expect(await store.getTable(id)).toMatchObject({ deadlineAt: null, turn: null });
  });

  it("resigns a person whose time ran out when the table says so, bringing an idle table back to do it", async () => {
    const store = await openDatabase(kind);
    const clock = new ManualClock(START);
    // Tables with nobody connected leave memory at once (a real 50 ms): the sweep must find this one.
    const server = await buildTestServer({ store, clock, idleMs: 50 });
    cleanups.push(() => server.close());
    const made = await api<{ id: string; seatTokens: string[] }>(server.http, "/api/tables", {
      json: {
        game: "ruhd",
        seats: [{ human: true }, { human: true }],
        options: { firstPlayer: 0 },
        pace: "turn-based",
        turnBased: { moveHours: 2, bankHours: 10, onTimeout: "resign" },
      },
    });
    expect(made.status).toBe(201);
    const { id, seatTokens } = made.body;
    for (const token of seatTokens) {
      const client = await TestClient.connect(server.ws);
      expect(await client.request({ type: "join", table: id, tokens: [token] })).toMatchObject({
        type: "joined",
      });
      await client.drop();
    }
    await until("the match to start and its first move to be due", async () =>
      (await store.getTable(id))?.deadlineAt === START + 2 * HOUR ? true : undefined,
    );
    await until("the idle table to leave memory", async () => (server.tables.size === 0 ? true : undefined));
    // An hour later nothing is due; at two hours the first player's time runs out.
    await clock.advance(HOUR);
    expect((await store.getTable(id))?.status).toBe("playing");
    // Time goes on, a sweep at a time, until a sweep has brought the table back and it resigned them.
    await clock.advance(HOUR);
    await until("the resignation", async () => {
      if ((await store.getTable(id))?.status === "finished") return true;
      await clock.advance(DUE_SWEEP_MS);
      return undefined;
    });
    const over = await getTable(server.http, id);
    expect(over.ending).toBe("resigned");
    expect(over.outcome?.winners).toEqual([1]);
    expect(over.seats[0]).toMatchObject({ resigned: true });
  });
});
