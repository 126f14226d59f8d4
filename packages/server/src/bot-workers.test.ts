import { botSeed, Rng, ruhdGame, TableRunner, VirtualClock, type BotAnswer } from "@parlor/engine";
import { afterEach, describe, expect, it } from "vitest";
import { buildForWorkers } from "./testing/worker-build.js";
import { buildApp } from "./app.js";
import { BotWorkers } from "./bot-workers.js";
import { Tables } from "./tables.js";
import { SQLITE } from "./testing/databases.js";
import { until } from "./testing/http.js";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** A Ruhd match that ends after a few placements. */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };
/** Work no search finishes within the time budget of the responsiveness test. */
const ENDLESS_WORK = 1e9;
/** A time budget long beside an HTTP request on the event loop. */
const LONG_SEARCH_MS = 3_000;
/** A search each question of the fairness test spends, whatever else waits. */
const FAIR_SEARCH_MS = 20;
/** Questions the busy table of the fairness test asks at once. */
const BUSY_QUESTIONS = 5;
/** Short enough for a test to see a table leave memory. */
const IDLE_MS = 50;

buildForWorkers();

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function pool(options: ConstructorParameters<typeof BotWorkers>[0] = {}): BotWorkers {
  const workers = new BotWorkers({ threads: 1, ...options });
  cleanups.push(() => workers.close());
  return workers;
}

/** A Ruhd view of seat 0 on its turn, from a match of `seats` seats. */
function ruhdView(seats = 2): unknown {
  const runner = new TableRunner({
    game: ruhdGame,
    seed: "workers",
    seats: Array.from({ length: seats }, () => ({})),
    clock: new VirtualClock(),
  });
  const view = runner.view(0) as { turn: number };
  return view.turn === 0 ? view : runner.view(view.turn);
}

describe("bot workers", () => {
  it("a searching bot answers from its worker with the move it makes inline from the same seed", async () => {
    const view = ruhdView() as { seat: number };
    const seed = botSeed("workers", view.seat);
    const remote = pool().bot({ table: "t1", game: "ruhd", level: "strong", seat: view.seat, seed });
    const inline = ruhdGame.bots.strong?.create(view.seat, Rng.fromSeed(seed));
    const answer = await remote.act(view, 0);
    expect(answer).not.toBeNull();
    expect(answer).toEqual(inline?.act(view as never, 0));
  });

  it("stops a search at its time budget, and the event loop answers HTTP meanwhile", async () => {
    const workers = pool({ timeBudgetMs: LONG_SEARCH_MS, work: ENDLESS_WORK });
    const db = await SQLITE.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    cleanups.push(() => store.close());
    const { app } = await buildApp({ store, botWorkers: workers });
    cleanups.push(() => app.close());
    const view = ruhdView() as { seat: number };
    const bot = workers.bot({ table: "t2", game: "ruhd", level: "strong", seat: view.seat, seed: "s" });
    let answer: BotAnswer<unknown> | undefined;
    const searching = Promise.resolve(bot.act(view, 0)).then((move) => (answer = move));
    expect(workers.pending).toBe(1);
    const health = await app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    // The health check was answered while the bot was still searching.
    expect(answer).toBeUndefined();
    await searching;
    // Out of time, it answers with the samples it weighed.
    expect(answer).toMatchObject({ action: { type: "place" } });
    expect(workers.pending).toBe(0);
  });

  it("shares a worker's time between its tables: a table asking many questions cannot hold another's back", async () => {
    const workers = pool({ timeBudgetMs: FAIR_SEARCH_MS, work: ENDLESS_WORK });
    const view = ruhdView() as { seat: number };
    const busy = workers.bot({ table: "busy", game: "ruhd", level: "strong", seat: view.seat, seed: "b" });
    const other = workers.bot({ table: "other", game: "ruhd", level: "strong", seat: view.seat, seed: "o" });
    const answered: string[] = [];
    const asked = Array.from({ length: BUSY_QUESTIONS }, () =>
      Promise.resolve(busy.act(view, 0)).then(() => answered.push("busy")),
    );
    asked.push(Promise.resolve(other.act(view, 0)).then(() => answered.push("other")));
    expect(workers.pending).toBe(BUSY_QUESTIONS + 1);
    await Promise.all(asked);
    // The busy table's first question was being answered, its second's turn came first; then the other's.
    expect(answered.indexOf("other")).toBe(2);
    expect(workers.pending).toBe(0);
  });

  it("a released table's questions waiting for their turn are refused, and the others go on", async () => {
    const workers = pool({ timeBudgetMs: FAIR_SEARCH_MS, work: ENDLESS_WORK });
    const view = ruhdView() as { seat: number };
    const gone = workers.bot({ table: "gone", game: "ruhd", level: "strong", seat: view.seat, seed: "g" });
    const kept = workers.bot({ table: "kept", game: "ruhd", level: "strong", seat: view.seat, seed: "k" });
    const first = gone.act(view, 0);
    const waiting = gone.act(view, 0);
    const other = kept.act(view, 0);
    workers.release("gone");
    await expect(waiting).rejects.toThrow(/released/);
    await expect(other).resolves.toMatchObject({ action: { type: "place" } });
    await first;
  });

  it("a worker that fails rejects its questions, and the next question gets a new worker", async () => {
    const errors: Error[] = [];
    const broken = pool({
      entry: new URL("./testing/failing-bot-worker.mjs", import.meta.url),
      onWorkerError: (error) => errors.push(error),
    });
    const bot = broken.bot({ table: "t3", game: "ruhd", level: "strong", seat: 0, seed: "s" });
    await expect(bot.act(ruhdView(), 0)).rejects.toThrow(/bot worker/);
    await expect(bot.act(ruhdView(), 0)).rejects.toThrow(/bot worker/);
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });

  it("a table with a searching bot plays to the end through the worker; a failing worker does not stop the server", async () => {
    const db = await SQLITE.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    cleanups.push(() => store.close());
    const workers = pool();
    const tables = new Tables(store, quiet, { botWorkers: workers });
    cleanups.push(() => tables.stop());
    const made = await tables.create("ruhd", SHORT_RUHD, [{ bot: "strong" }, { bot: "greedy" }]);
    if (!made.ok) throw new Error(made.error.message);
    const finished = await until("the table to finish", async () => {
      const summary = await tables.summary(made.value.id);
      return summary?.status === "finished" ? summary : undefined;
    });
    expect(finished.outcome?.scores).toHaveLength(2);
    expect(workers.questions).toBeGreaterThan(0);
    const log = await tables.log(made.value.id);
    expect(log.ok && log.value.actions.some((a) => a.seat === 0)).toBe(true);

    // The same table with a worker that dies: the strong bot makes no move, and the server goes on.
    const failing = pool({ entry: new URL("./testing/failing-bot-worker.mjs", import.meta.url) });
    const warnings: object[] = [];
    const other = new Tables(store, { ...quiet, warn: (o) => warnings.push(o) }, { botWorkers: failing });
    cleanups.push(() => other.stop());
    const stuck = await other.create("ruhd", SHORT_RUHD, [{ bot: "greedy" }, { bot: "strong" }]);
    if (!stuck.ok) throw new Error(stuck.error.message);
    await until("the failing bot to be reported", () => (warnings.length > 0 ? true : undefined));
    expect(await other.summary(stuck.value.id)).toMatchObject({ status: "playing" });
  });

  it("an idle table's bots leave their worker with it, and are made anew when it comes back", async () => {
    const db = await SQLITE.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    cleanups.push(() => store.close());
    const workers = pool();
    const tables = new Tables(store, quiet, { botWorkers: workers, idleMs: IDLE_MS });
    cleanups.push(() => tables.stop());
    // A human and a searching bot: the human's table leaves memory when nobody is connected.
    const made = await tables.create("set-pc", {}, [{ human: true }, { bot: "hard" }]);
    if (!made.ok) throw new Error(made.error.message);
    const { id, seatTokens } = made.value;
    const tokens = [seatTokens[0] as string];
    const frames: string[] = [];
    const player = { seats: new Set([0]), send: (text: string) => frames.push(text) };
    expect((await tables.join(id, tokens, player)).ok).toBe(true);
    expect(workers.tablesHeld).toBe(1);
    tables.unsubscribe(id, player);
    await until("the table to leave memory", () => (tables.size === 0 ? true : undefined));
    expect(workers.tablesHeld).toBe(0);
    expect((await tables.join(id, tokens, player)).ok).toBe(true);
    expect(workers.tablesHeld).toBe(1);
  });
});
