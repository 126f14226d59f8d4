import {
  analyseMatch,
  DECISION_MARKS,
  err,
  getGame,
  ok,
  ruhdGame,
  ruleError,
  TableRunner,
  VirtualClock,
  type MatchLog,
} from "@parlor/engine";
import { analysisReady, DECISION_MARKS as PROTOCOL_MARKS } from "@parlor/protocol";
import { afterEach, describe, expect, it } from "vitest";
import { buildForWorkers } from "../testing/worker-build.js";
import { SqliteStore } from "../store/sqlite.js";
import type { Store } from "../store/store.js";
import { TestClient } from "../testing/client.js";
import { SQLITE } from "../testing/databases.js";
import { api, createTable, until, untilStatus, type ApiError } from "../testing/http.js";
import { buildTestServer } from "../testing/server.js";
import { MatchAnalyses, readyBody, type AnalysisState, type MatchLogs } from "./analyses.js";
import { AnalysisWorkers, type MatchAnalyser } from "./workers.js";

/** A Ruhd match of two greedy bots that ends after four placements. */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };
/** Work (sampled hands per tile) no Ruhd analysis finishes while a test runs. */
const ENDLESS_WORK = 1e9;

buildForWorkers();

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A promise and the hands that settle it. */
function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: Error): void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** An analyser whose analyses the test settles by hand, and counts. */
function manualAnalyser(): MatchAnalyser & { readonly asked: ReturnType<typeof deferred<string | null>>[] } {
  const asked: ReturnType<typeof deferred<string | null>>[] = [];
  return {
    asked,
    analyse() {
      const answer = deferred<string | null>();
      asked.push(answer);
      return answer.promise;
    },
  };
}

/** An analyser that hands every analysis to `inner`, counting them. */
function counting(inner: MatchAnalyser): MatchAnalyser & { readonly calls: number } {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    analyse(log, options) {
      calls++;
      return inner.analyse(log, options);
    },
  };
}

/** A finished match's log: a person with a name, a bot, a person who never said one. */
const LOG: MatchLog = {
  game: "ruhd",
  options: SHORT_RUHD,
  seed: "s",
  seats: [{ name: "Ana" }, { bot: "greedy" }, {}],
  actions: [],
};

/** Logs as `Tables.log` gives them: `finished` ones, `playing` ones (not over), no others. */
function logs(finished: Record<string, MatchLog>, playing: readonly string[] = []): MatchLogs {
  return {
    log: async (id) => {
      if (finished[id]) return ok(finished[id]);
      if (playing.includes(id)) return err(ruleError("not-finished", "not over"));
      return err(ruleError("no-table", "no table"));
    },
  };
}

function memoryStore(): Store {
  const store = new SqliteStore(":memory:");
  cleanups.push(() => store.close());
  return store;
}

function analyses(
  store: Store,
  matchLogs: MatchLogs,
  analyser: MatchAnalyser,
  maxPending = 100,
): MatchAnalyses {
  const made = new MatchAnalyses(store, matchLogs, quiet, () => 5_000, { analyser, maxPending });
  cleanups.push(() => made.stop());
  return made;
}

/** Asks until the analysis is no longer being computed. */
function settled(of: MatchAnalyses, id: string): Promise<AnalysisState> {
  return until(`the analysis of ${id} to settle`, async () => {
    const state = await of.state(id);
    return state.kind === "computing" ? undefined : state;
  });
}

/** What the hand-settled analyser answers: an analysis' JSON text, passed through as it is. */
/** An analysis as the analyser gives it (JSON text, kept as it is): a Ruhd match's, with nothing weighed. */
const ANALYSIS = {
  kind: "moves",
  game: "ruhd",
  unit: "points",
  thresholds: { inaccuracy: 1, mistake: 3, blunder: 6 },
  work: 64,
  workUnit: "placements",
  covers: "every tile laid",
  players: [],
  decisions: [],
};
const TEXT = JSON.stringify(ANALYSIS);
/** Ruhd's analysis' work per tile unless told (its budget's default). */
const RUHD_WORK = ruhdGame.analysis?.budget?.default ?? null;

/** A finished Ruhd match of two greedy bots, played in-process on a virtual clock. */
function ruhdLog(): MatchLog {
  const clock = new VirtualClock();
  const runner = new TableRunner({
    game: ruhdGame,
    options: SHORT_RUHD,
    seed: "analysis",
    seats: [{ bot: "greedy" }, { bot: "greedy" }],
    clock,
  });
  runner.start();
  clock.run();
  return runner.log;
}

describe("a match's analysis, computed once", () => {
  it("starts at the first request; the requests meanwhile join it; once stored it is served from the store", async () => {
    const store = memoryStore();
    const analyser = manualAnalyser();
    const of = analyses(store, logs({ m1: LOG }), analyser);
    const asked = await Promise.all([of.state("m1"), of.state("m1"), of.state("m1")]);
    expect(asked.map((state) => state.kind)).toEqual(["computing", "computing", "computing"]);
    expect(await of.state("m1")).toEqual({ kind: "computing" });
    expect(analyser.asked).toHaveLength(1);
    expect(of.computing).toBe(1);
    analyser.asked[0]?.resolve(TEXT);
    const ready = await settled(of, "m1");
    const record = {
      tableId: "m1",
      game: "ruhd",
      seats: LOG.seats,
      work: RUHD_WORK,
      analysis: TEXT,
      computedAt: 5_000,
    };
    expect(ready).toEqual({ kind: "ready", record });
    expect(await store.analysis("m1")).toEqual(record);
    // From the store from now on, however often asked.
    expect(await Promise.all([of.state("m1"), of.state("m1")])).toEqual([ready, ready]);
    expect(analyser.asked).toHaveLength(1);
    expect(of.computing).toBe(0);
    // The answer says which seats were people's, and carries the stored text as it is.
    const body: unknown = JSON.parse(readyBody(record));
    expect(analysisReady.parse(body)).toEqual({
      status: "ready",
      table: "m1",
      game: "ruhd",
      seats: [
        { seat: 0, person: true, name: "Ana" },
        { seat: 1, person: false, bot: "greedy" },
        { seat: 2, person: true },
      ],
      work: RUHD_WORK,
      computedAt: 5_000,
      analysis: ANALYSIS,
    });
  });

  it("refuses a table that does not exist, a match not over and a game without an analysis, and computes nothing", async () => {
    const analyser = manualAnalyser();
    const of = analyses(memoryStore(), logs({ chess: { ...LOG, game: "chess" } }, ["live"]), analyser);
    expect(await of.state("nope")).toMatchObject({ kind: "refused", status: 404, code: "no-table" });
    expect(await of.state("live")).toMatchObject({ kind: "refused", status: 409, code: "not-finished" });
    expect(await of.state("chess")).toMatchObject({ kind: "refused", status: 404, code: "no-analysis" });
    expect(analyser.asked).toHaveLength(0);
    expect(of.computing).toBe(0);
  });

  it("stores no failed analysis: the next request is told, the one after that tries again", async () => {
    const store = memoryStore();
    const analyser = manualAnalyser();
    const of = analyses(store, logs({ m1: LOG }), analyser);
    expect(await of.state("m1")).toEqual({ kind: "computing" });
    analyser.asked[0]?.reject(new Error("out of cards"));
    expect(await settled(of, "m1")).toEqual({ kind: "failed", message: "out of cards" });
    expect(await store.analysis("m1")).toBeNull();
    expect(await of.state("m1")).toEqual({ kind: "computing" });
    expect(analyser.asked).toHaveLength(2);
    analyser.asked[1]?.resolve(TEXT);
    expect(await settled(of, "m1")).toMatchObject({ kind: "ready", record: { analysis: TEXT } });
  });

  it("refuses a new analysis while as many as it may hold are pending (503), and takes one again once one is done", async () => {
    const analyser = manualAnalyser();
    const of = analyses(memoryStore(), logs({ m1: LOG, m2: LOG, m3: LOG }), analyser, 2);
    expect(await of.state("m1")).toEqual({ kind: "computing" });
    expect(await of.state("m2")).toEqual({ kind: "computing" });
    expect(await of.state("m3")).toMatchObject({ kind: "refused", status: 503, code: "analysis-busy" });
    analyser.asked[0]?.resolve(TEXT);
    await settled(of, "m1");
    expect(await of.state("m3")).toEqual({ kind: "computing" });
    expect(analyser.asked).toHaveLength(3);
  });

  it("two processes analysing a match at once both store without error; the first kept is what both serve", async () => {
    const store = memoryStore();
    const one = manualAnalyser();
    const two = manualAnalyser();
    const first = analyses(store, logs({ m1: LOG }), one);
    const second = analyses(store, logs({ m1: LOG }), two);
    expect(await first.state("m1")).toEqual({ kind: "computing" });
    expect(await second.state("m1")).toEqual({ kind: "computing" });
    two.asked[0]?.resolve('{"kind":"moves","by":2}');
    one.asked[0]?.resolve('{"kind":"moves","by":1}');
    const seen = [await settled(first, "m1"), await settled(second, "m1")];
    expect(seen.map((state) => state.kind === "ready" && state.record.analysis)).toEqual([
      '{"kind":"moves","by":2}',
      '{"kind":"moves","by":2}',
    ]);
  });

  it("marks decisions as the engine does", () => {
    expect(PROTOCOL_MARKS).toEqual(DECISION_MARKS);
  });
});

describe("analysis worker threads", () => {
  function pool(threads = 1): AnalysisWorkers {
    const workers = new AnalysisWorkers({ threads });
    cleanups.push(() => workers.close());
    return workers;
  }

  it("computes at most `threads` analyses at once, the others waiting their turn; a failed one is rejected with its reason", async () => {
    const log = ruhdLog();
    expect(log.actions.length).toBeGreaterThan(1);
    const workers = pool(1);
    const endless = workers.analyse(log, { work: ENDLESS_WORK });
    const unknown = workers.analyse({ ...LOG, game: "chess" }, {});
    expect([workers.running, workers.waiting]).toEqual([1, 1]);
    const closing = Promise.allSettled([endless, unknown]);
    await workers.close();
    const closed = { status: "rejected", reason: { message: "the analysis workers were closed" } };
    expect(await closing).toMatchObject([closed, closed]);
    const again = pool(2);
    const [failed, analysed] = await Promise.allSettled([
      again.analyse({ ...LOG, game: "chess" }, {}),
      again.analyse(log, { work: 2 }),
    ]);
    expect(failed).toMatchObject({ status: "rejected", reason: { message: "there is no game 'chess'" } });
    expect(analysed).toEqual({
      status: "fulfilled",
      value: JSON.stringify(analyseMatch(ruhdGame, log, { work: 2 })),
    });
    expect([again.running, again.waiting]).toEqual([0, 0]);
  });
});

describe("GET /api/matches/:id/analysis", () => {
  async function server(options: { work?: number } = {}) {
    const db = await SQLITE.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    cleanups.push(() => store.close());
    const workers = new AnalysisWorkers({ threads: 1 });
    cleanups.push(() => workers.close());
    const analyser = counting(workers);
    const app = await buildTestServer({ store, botPace: 0, analysis: { analyser, ...options } });
    cleanups.push(() => app.close());
    return { app, store, workers, analyser };
  }

  async function finishedRuhd(base: string): Promise<string> {
    const { id } = await createTable(base, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }], SHORT_RUHD);
    await untilStatus(base, id, "finished");
    return id;
  }

  it("answers 202 while it is computed in a worker thread, then 200 with it from the store, computed once", async () => {
    const { app, analyser } = await server();
    const id = await finishedRuhd(app.http);
    const path = `/api/matches/${id}/analysis`;
    const response = await fetch(app.http + path);
    expect(response.status).toBe(202);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(await response.json()).toEqual({ status: "computing" });
    const ready = await until("the analysis to be ready", async () => {
      const answer = await api(app.http, path);
      if (answer.status === 202) return undefined;
      expect(answer.status).toBe(200);
      return answer;
    });
    expect(ready.contentType).toMatch(/^application\/json/);
    const body = analysisReady.parse(ready.body);
    expect(body).toMatchObject({
      table: id,
      game: "ruhd",
      seats: [
        { seat: 0, person: false, bot: "greedy" },
        { seat: 1, person: false, bot: "greedy" },
      ],
    });
    expect(body.analysis.kind).toBe("moves");
    const moves = body.analysis as { decisions: unknown[]; players: { seat: number }[]; work: number };
    expect(moves.decisions.length).toBeGreaterThan(0);
    expect(moves.players.map((p) => p.seat)).toEqual([0, 1]);
    expect(body.work).toBe(moves.work);
    // The engine's analysis of the match's log, as the worker computed it.
    const log = (await api<MatchLog>(app.http, `/api/tables/${id}/log`)).body;
    expect(body.analysis).toEqual(JSON.parse(JSON.stringify(analyseMatch(getGame("ruhd")!, log))));
    // Served again from the store: the same text, nothing computed.
    const again = await api(app.http, path);
    expect([again.status, again.text]).toEqual([200, ready.text]);
    expect(analyser.calls).toBe(1);
  });

  it("answers 409 not-finished while the match waits or is played, and 404 no-table for no table; computes nothing", async () => {
    const { app, analyser } = await server();
    const { id, seatTokens } = await createTable(app.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
    const waiting = await api<ApiError>(app.http, `/api/matches/${id}/analysis`);
    expect([waiting.status, waiting.body.error.code]).toEqual([409, "not-finished"]);
    const client = await TestClient.connect(app.ws);
    cleanups.push(() => client.drop());
    expect((await client.request({ type: "join", table: id, tokens: [seatTokens[0]] })).type).toBe("joined");
    await untilStatus(app.http, id, "playing");
    const playing = await api<ApiError>(app.http, `/api/matches/${id}/analysis`);
    expect([playing.status, playing.body.error.code]).toEqual([409, "not-finished"]);
    const none = await api<ApiError>(app.http, "/api/matches/no-such-table/analysis");
    expect([none.status, none.body.error.code]).toEqual([404, "no-table"]);
    expect(analyser.calls).toBe(0);
  });

  it("keeps answering HTTP while an analysis computes off the event loop", async () => {
    const { app, workers, analyser } = await server({ work: ENDLESS_WORK });
    const id = await finishedRuhd(app.http);
    expect((await api(app.http, `/api/matches/${id}/analysis`)).status).toBe(202);
    expect(workers.running).toBe(1);
    // While it searches its billion hands a tile, the server answers, and joins the same analysis.
    expect((await api(app.http, "/healthz")).status).toBe(200);
    expect((await api(app.http, `/api/matches/${id}/analysis`)).status).toBe(202);
    expect(workers.running).toBe(1);
    expect(analyser.calls).toBe(1);
  });
});
