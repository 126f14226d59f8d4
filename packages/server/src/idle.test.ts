import { afterEach, expect, it } from "vitest";
import type { Store } from "./store/store.js";
import { Tables, type Subscriber } from "./tables.js";
import { describeEachDatabase } from "./testing/databases.js";
import { until } from "./testing/http.js";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** Short enough for a test to see a table leave memory. */
const IDLE_MS = 50;

function collector(): Subscriber & { frames: { type: string; seq?: number }[] } {
  const frames: { type: string; seq?: number }[] = [];
  return {
    seats: new Set([0, 1]),
    frames,
    send: (text) => frames.push(JSON.parse(text) as { type: string }),
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describeEachDatabase("idle tables", (kind) => {
  async function tablesOn(idleMs: number): Promise<{ tables: Tables; store: Store }> {
    const db = await kind.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    cleanups.push(() => store.close());
    const tables = new Tables(store, quiet, { idleMs });
    cleanups.push(() => tables.stop());
    return { tables, store };
  }

  it("leave memory when nobody is connected, and come back at the same seq when someone joins", async () => {
    const { tables } = await tablesOn(IDLE_MS);
    const made = await tables.create("set-pc", {}, [{ human: true }, { human: true }]);
    if (!made.ok) throw new Error(made.error.message);
    const { id, seatTokens } = made.value;
    const tokens = seatTokens as string[];
    const player = collector();
    expect((await tables.join(id, tokens, player)).ok).toBe(true);
    expect((await tables.act(id, 0, { type: "press", slot: 4 })).ok).toBe(true);
    expect(tables.size).toBe(1);

    tables.unsubscribe(id, player);
    await until("the table to leave memory", () => (tables.size === 0 ? true : undefined));
    expect(await tables.summary(id)).toMatchObject({ status: "playing", seq: 1 });

    const again = collector();
    const back = await tables.join(id, tokens, again);
    expect(back).toMatchObject({ ok: true, value: { status: "playing", seats: [0, 1] } });
    expect(tables.size).toBe(1);
    const view = again.frames.find((f) => f.type === "view");
    expect(view?.seq).toBe(1);
    expect((await tables.act(id, 1, { type: "press", slot: 4 })).ok).toBe(true);
    expect((await tables.summary(id))?.seq).toBe(2);
  });

  it("come back once when several joins arrive together, in the order they came", async () => {
    const { tables } = await tablesOn(IDLE_MS);
    const made = await tables.create("set-pc", {}, [{ human: true }, { human: true }]);
    if (!made.ok) throw new Error(made.error.message);
    const { id, seatTokens } = made.value;
    const tokens = seatTokens as string[];
    const first = collector();
    await tables.join(id, tokens, first);
    tables.unsubscribe(id, first);
    await until("the table to leave memory", () => (tables.size === 0 ? true : undefined));

    const order: string[] = [];
    const joiners = ["a", "b", "c"].map((name) => ({ name, subscriber: collector() }));
    const joins = joiners.map(({ name, subscriber }) =>
      tables.join(id, [tokens[0] as string], subscriber, () => order.push(name)),
    );
    expect((await Promise.all(joins)).every((r) => r.ok)).toBe(true);
    expect(order).toEqual(["a", "b", "c"]);
    expect(tables.size).toBe(1);
    expect((await tables.act(id, 0, { type: "press", slot: 4 })).ok).toBe(true);
    // Each joiner got the table and views of the one table in memory, then the action's.
    for (const { subscriber } of joiners)
      expect(subscriber.frames.filter((f) => f.type === "view").map((f) => f.seq)).toEqual([0, 0, 1, 1]);
  });

  it("bot-only tables play on with nobody watching", async () => {
    const { tables } = await tablesOn(IDLE_MS);
    const made = await tables.create("ruhd", {}, [{ bot: "greedy" }, { bot: "greedy" }]);
    if (!made.ok) throw new Error(made.error.message);
    const id = made.value.id;
    // Greedy bots think 0.8 s a move: by the second move the idle time has passed many times over.
    await until("two bot moves", async () => ((await tables.summary(id))?.seq ?? 0) >= 2 || undefined);
    expect(tables.size).toBe(1);
  });
});
