import { describe, expect, it } from "vitest";
import { SqliteStore } from "./store/sqlite.js";
import { Tables, type Subscriber } from "./tables.js";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function collector(): Subscriber & { frames: { type: string; seq?: number }[] } {
  const frames: { type: string; seq?: number }[] = [];
  return {
    seats: new Set([0, 1]),
    frames,
    send: (text) => frames.push(JSON.parse(text) as { type: string }),
  };
}

describe("idle tables", () => {
  it("leave memory when nobody is connected, and come back at the same seq when someone joins", async () => {
    const store = new SqliteStore(":memory:");
    const tables = new Tables(store, quiet, null, Date.now, 50);
    const made = tables.create("set-pc", {}, [{ human: true }, { human: true }]);
    if (!made.ok) throw new Error(made.error.message);
    const { id, seatTokens } = made.value;
    const tokens = seatTokens as string[];
    expect(tables.join(id, tokens).ok).toBe(true);
    const player = collector();
    tables.subscribe(id, player);
    expect(tables.act(id, 0, { type: "press", slot: 4 }).ok).toBe(true);
    expect(tables.size).toBe(1);

    tables.unsubscribe(id, player);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(tables.size).toBe(0);
    expect(tables.summary(id)).toMatchObject({ status: "playing", seq: 1 });

    const back = tables.join(id, tokens);
    expect(back.ok).toBe(true);
    expect(tables.size).toBe(1);
    const again = collector();
    tables.subscribe(id, again);
    const view = again.frames.find((f) => f.type === "view");
    expect(view?.seq).toBe(1);
    expect(tables.act(id, 1, { type: "press", slot: 4 }).ok).toBe(true);
    expect(tables.summary(id)?.seq).toBe(2);
    tables.stop();
    store.close();
  });

  it("bot-only tables play on with nobody watching", async () => {
    const store = new SqliteStore(":memory:");
    const tables = new Tables(store, quiet, null, Date.now, 20);
    const made = tables.create("ruhd", {}, [{ bot: "greedy" }, { bot: "greedy" }]);
    if (!made.ok) throw new Error(made.error.message);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tables.size).toBe(1);
    tables.stop();
    store.close();
  });
});
