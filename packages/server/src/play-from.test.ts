import { getGame, replayWith, type LogEntry, type MatchLog, type RuhdView } from "@parlor/engine";
import { playFromAnswer, type PlayFromAnswer } from "@parlor/protocol";
import { afterEach, describe, expect, it } from "vitest";
import type { Store } from "./store/store.js";
import { branchOf } from "./tables/play-from.js";
import { TestClient } from "./testing/client.js";
import { SQLITE } from "./testing/databases.js";
import { api, createTable, getTable, untilStatus, type Answer, type ApiError } from "./testing/http.js";
import { ruhdMove } from "./testing/ruhd.js";
import { buildTestServer } from "./testing/server.js";
import { record } from "./testing/store-contract.js";

/** A Ruhd match of two greedy bots with a few moves each. */
const RUHD = { handSize: 2, smallTableDeck: 4 };
const ruhd = getGame("ruhd")!;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openStore(): Promise<{ store: Store; db: Awaited<ReturnType<typeof SQLITE.create>> }> {
  const db = await SQLITE.create();
  cleanups.push(() => db.remove());
  const store = await db.open();
  cleanups.push(() => store.close());
  return { store, db };
}

async function server(store: Store) {
  const app = await buildTestServer({ store, botPace: 0 });
  cleanups.push(() => app.close());
  return app;
}

/** A finished Ruhd match of bots, and its log. */
async function finishedRuhd(base: string): Promise<{ id: string; log: MatchLog }> {
  const { id } = await createTable(base, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }], RUHD);
  await untilStatus(base, id, "finished");
  const log = (await api<MatchLog>(base, `/api/tables/${id}/log`)).body;
  return { id, log };
}

function playFrom<T = PlayFromAnswer>(base: string, id: string, body: unknown): Promise<Answer<T>> {
  return api<T>(base, `/api/matches/${id}/play-from`, { json: body });
}

/** The engine's state after the log's first `at` actions. */
function stateAt(log: MatchLog, at: number): unknown {
  return replayWith(ruhd, { ...log, actions: log.actions.slice(0, at), until: undefined }).state;
}

/**
 * The seat's view after the log's first `at` actions, as JSON, its game time (`now`) at or after the
 * last of them (the new match's clock has run a few milliseconds since).
 */
function positionAt(log: MatchLog, at: number, seat: number): unknown {
  const view = JSON.parse(JSON.stringify(ruhd.view(stateAt(log, at), seat))) as RuhdView;
  return { ...view, now: expect.toSatisfy((now: number) => now >= view.now && now < view.now + 5_000) };
}

/** Joins a table's seat and waits for the seat's first view; the client stays connected. */
async function join(ws: string, table: string, token: string, seat: number) {
  const client = await TestClient.connect(ws);
  cleanups.push(() => client.drop());
  const joined = await client.request({ type: "join", table, tokens: [token] });
  expect(joined.type).toBe("joined");
  const { frame } = await client.find("view", (f) => f.table === table && f.seat === seat);
  return { client, view: frame };
}

describe("POST /api/matches/:id/play-from", () => {
  it("makes a new unrated table from a moment of the match: the same position and hidden tiles, played on to its end", async () => {
    const { store } = await openStore();
    const app = await server(store);
    const { id, log } = await finishedRuhd(app.http);
    expect(log.actions.length).toBeGreaterThanOrEqual(4);
    const at = Math.floor(log.actions.length / 2);
    // The person takes the seat whose turn it is there.
    const seat = (ruhd.view(stateAt(log, at), 0) as RuhdView).turn;
    const answer = await playFrom(app.http, id, { at, seat });
    expect(answer.status, answer.text).toBe(201);
    const made = playFromAnswer.parse(answer.body);
    expect(made.id).not.toBe(id);
    expect(made.seat).toBe(seat);
    expect(made.seatTokens[seat]).toEqual(expect.any(String));
    expect(made.seatTokens[1 - seat]).toBeNull();
    // Waiting for the person, unrated, its log the original's first `at` actions as they were.
    const summary = await getTable(app.http, made.id);
    expect(summary).toMatchObject({ status: "waiting", rated: false, game: "ruhd" });
    expect(await store.actions(made.id)).toEqual(log.actions.slice(0, at));
    const stored = await store.getTable(made.id);
    expect(stored).toMatchObject({ seed: log.seed, options: log.options, seq: at });
    expect(stored?.seats[1 - seat]).toMatchObject({ bot: "greedy" });
    // The seat's kept moves are not the person's own (tables/lifecycle/participation.ts).
    const theirs = log.actions.slice(0, at).filter((entry) => entry.seat === seat).length;
    expect(theirs).toBeGreaterThan(0);
    expect(stored?.seats[seat]).toMatchObject({ human: true, joined: false, standInMoves: theirs });

    // Joined, the person sees exactly the position after those actions (board, hand, deck, scores).
    const { client, view } = await join(app.ws, made.id, made.seatTokens[seat] as string, seat);
    expect(view.seq).toBe(at);
    expect(view.view).toEqual(positionAt(log, at, seat));
    // The person's move is the next in the log; the bot answers; the match is played to its end.
    const move = ruhdMove(view.view as RuhdView);
    const ack = await client.request({ type: "action", table: made.id, seat, action: move });
    expect(ack).toMatchObject({ type: "ack", seq: at + 1 });
    // The bot answers; the person plays each turn of theirs until the match is over.
    for (let seq = at + 1; ;) {
      const { frame } = await client.find("view", (f) => {
        const seen = f.view as RuhdView;
        return f.table === made.id && f.seat === seat && f.seq > seq && (seen.finished || seen.turn === seat);
      });
      const seen = frame.view as RuhdView;
      if (seen.finished) break;
      const played = await client.request({ type: "action", table: made.id, seat, action: ruhdMove(seen) });
      expect(played).toMatchObject({ type: "ack", seq: frame.seq + 1 });
      seq = frame.seq + 1;
    }
    const finished = await untilStatus(app.http, made.id, "finished");
    expect(finished.rated).toBe(false);
    const branch = (await api<MatchLog>(app.http, `/api/tables/${made.id}/log`)).body;
    expect(branch.seed).toBe(log.seed);
    expect(branch.actions.slice(0, at)).toEqual(log.actions.slice(0, at));
    expect(branch.actions[at]).toMatchObject({ seq: at + 1, seat, action: move });
    // Game time goes on from the last kept action's.
    expect((branch.actions[at] as LogEntry).at).toBeGreaterThanOrEqual((log.actions[at - 1] as LogEntry).at);
    expect(branch.actions.slice(at + 1).some((entry) => entry.seat !== seat)).toBe(true);
    // The log replays to the outcome the server stored.
    expect((await store.getTable(made.id))?.outcome).toEqual(
      JSON.parse(JSON.stringify(replayWith(ruhd, branch).outcome)),
    );
  });

  it("starts from the kept actions after a restart too (the table comes back from the store), and from none at 0", async () => {
    const { store } = await openStore();
    const first = await buildTestServer({ store, botPace: 0 });
    let closed = false;
    cleanups.push(() => (closed ? undefined : first.close()));
    const { id, log } = await finishedRuhd(first.http);
    const at = log.actions.length - 1;
    const seat = (ruhd.view(stateAt(log, at), 0) as RuhdView).turn;
    const late = playFromAnswer.parse((await playFrom(first.http, id, { at, seat })).body);
    const fresh = playFromAnswer.parse((await playFrom(first.http, id, { at: 0, seat: 1 })).body);
    await first.close();
    closed = true;
    const second = await server(store);
    for (const [made, kept] of [
      [late, at],
      [fresh, 0],
    ] as const) {
      const { view } = await join(second.ws, made.id, made.seatTokens[made.seat] as string, made.seat);
      expect(view.seq).toBe(kept);
      expect(view.view).toEqual(positionAt(log, kept, made.seat));
    }
  });

  it("refuses a match not over (409), no table (404), a bad moment, a bad seat, an unknown bot level (400)", async () => {
    const { store } = await openStore();
    const app = await server(store);
    const { id, log } = await finishedRuhd(app.http);
    const { id: waiting } = await createTable(app.http, "ruhd", [{ human: true }, { bot: "greedy" }], RUHD);
    const refusals: [string, unknown, number, string][] = [
      [waiting, { at: 0, seat: 0 }, 409, "not-finished"],
      ["no-such-table", { at: 0, seat: 0 }, 404, "no-table"],
      [id, { at: log.actions.length, seat: 0 }, 400, "bad-at"],
      [id, { at: log.actions.length + 5, seat: 0 }, 400, "bad-at"],
      [id, { at: -1, seat: 0 }, 400, "bad-request"],
      [id, { at: 1.5, seat: 0 }, 400, "bad-request"],
      [id, { at: 0, seat: 2 }, 400, "bad-seat"],
      [id, { at: 0, seat: 0, botLevel: "grandmaster" }, 400, "bad-bot"],
      [id, { at: 0, seat: 0, botLevel: "toString" }, 400, "bad-bot"],
      [id, { seat: 0 }, 400, "bad-request"],
    ];
    for (const [table, body, status, code] of refusals) {
      const answer = await playFrom<ApiError>(app.http, table, body);
      expect([answer.status, answer.body.error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    // Nothing was made: only the two tables of the test are there.
    expect((await store.listTables(["waiting", "playing", "finished"], 10)).map((t) => t.id).sort()).toEqual(
      [id, waiting].sort(),
    );
    // A level the game has is taken.
    expect((await playFrom(app.http, id, { at: 0, seat: 0, botLevel: "beginner" })).status).toBe(201);
  });

  it("refuses a race game's match (SET): there is no position to play on from", async () => {
    const { store } = await openStore();
    const app = await server(store);
    await store.createTable(
      record("set-match", {
        game: "set-classic",
        options: {},
        seats: [{ bot: "easy", joined: true }],
        status: "finished",
        startedAt: 1_000,
        finishedAt: 2_000,
      }),
    );
    await store.appendAction("set-match", { seq: 1, at: 10, seat: 0, action: { type: "set" } });
    const answer = await playFrom<ApiError>(app.http, "set-match", { at: 0, seat: 0 });
    expect([answer.status, answer.body.error.code]).toEqual([400, "not-turn-game"]);
  });
});

describe("branchOf", () => {
  const finished = record("m", {
    options: RUHD,
    seats: [
      { human: true, tokenHash: "a", joined: true },
      { bot: "beginner", joined: true },
      { human: true, tokenHash: "b", joined: true, standIn: "greedy" },
    ],
    status: "finished",
  });
  /** Three placements of a three-seat match, as the engine's bots play them. */
  function actions(): LogEntry[] {
    const game = ruhd;
    let state = game.setup(game.options.parse(RUHD), 3, finished.seed);
    const entries: LogEntry[] = [];
    for (let seq = 1; seq <= 3; seq++) {
      const seat = game.toAct(state)[0] as number;
      const action = ruhdMove(game.view(state, seat) as RuhdView);
      const applied = game.apply(state, seat, action, seq * 100);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value;
      entries.push({ seq, at: seq * 100, seat, action });
    }
    return entries;
  }

  it("seats the person and bots: a bot's seat keeps its level, a person's gets the level asked (default the game's)", () => {
    const log = actions();
    const asked = branchOf(finished, log, { at: 2, seat: 2, botLevel: "strong" });
    expect(asked.ok && asked.value.seats).toEqual([{ bot: "strong" }, { bot: "beginner" }, { human: true }]);
    expect(asked.ok && asked.value.kept).toEqual(log.slice(0, 2));
    const byDefault = branchOf(finished, log, { at: 0, seat: 1 });
    expect(byDefault.ok && byDefault.value.seats).toEqual([
      { bot: "greedy" },
      { human: true },
      { bot: "greedy" },
    ]);
  });

  it("refuses a moment where the match is already over", () => {
    // A Ruhd match of one tile each for two: over after its second placement.
    const short = record("s", { options: { handSize: 1, smallTableDeck: 0 }, status: "finished" });
    let state = ruhd.setup(ruhd.options.parse(short.options), 2, short.seed);
    const log: LogEntry[] = [];
    for (let seq = 1; ruhd.outcome(state) === null; seq++) {
      const seat = ruhd.toAct(state)[0] as number;
      const action = ruhdMove(ruhd.view(state, seat) as RuhdView);
      const applied = ruhd.apply(state, seat, action, seq);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value;
      log.push({ seq, at: seq, seat, action });
    }
    // A log that goes on after the end (as a resigned match's might not, but a bad request may ask).
    const over = [...log, { seq: log.length + 1, at: 99, seat: 0, action: {} }];
    const refused = branchOf(short, over, { at: log.length, seat: 0 });
    expect(!refused.ok && refused.error.code).toBe("over-at");
    expect(branchOf(short, over, { at: log.length - 1, seat: 0 }).ok).toBe(true);
  });
});
