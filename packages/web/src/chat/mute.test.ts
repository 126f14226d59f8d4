import type { ChatLine } from "@parlor/protocol";
import { describe, expect, it } from "vitest";
import {
  loadMuted,
  MOST_MUTED,
  muteKey,
  personOf,
  visibleLines,
  withMuted,
  withoutMuted,
  type KeyValueStorage,
} from "./mute.js";

function line(n: number, from: { id: string; name: string }, seat: number | null = 0): ChatLine {
  return { n, at: n * 1000, from, seat, text: `line ${n}` };
}

const ana = { id: "p-ana", name: "Ana" };
const bruno = { id: "p-bruno", name: "Bruno" };

function memoryStorage(): KeyValueStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("muting", () => {
  it("names a person by player id, else by name", () => {
    expect(personOf(line(1, ana))).toBe("p-ana");
    expect(personOf(line(1, { id: "", name: "Spectator" }, null))).toBe("name:Spectator");
  });

  it("hides the lines of muted people and counts them", () => {
    const lines = [line(1, ana), line(2, bruno), line(3, ana), line(4, { id: "", name: "Spectator" }, null)];
    const muted = withMuted([], { key: "p-ana", name: "Ana" });
    const { shown, hidden } = visibleLines(lines, muted);
    expect(shown.map((l) => l.n)).toEqual([2, 4]);
    expect(hidden).toBe(2);
    expect(visibleLines(lines, withoutMuted(muted, "p-ana"))).toEqual({ shown: lines, hidden: 0 });
  });

  it("keeps each person once, the latest MOST_MUTED", () => {
    let list = withMuted([], { key: "p-ana", name: "Ana" });
    list = withMuted(list, { key: "p-ana", name: "Ana B." });
    expect(list).toEqual([{ key: "p-ana", name: "Ana B." }]);
    for (let i = 0; i < MOST_MUTED + 5; i++) list = withMuted(list, { key: `p${i}`, name: `P${i}` });
    expect(list).toHaveLength(MOST_MUTED);
    expect(list.at(-1)?.key).toBe(`p${MOST_MUTED + 4}`);
  });

  it("keeps one list per reader in storage, and reads a broken one as empty", () => {
    const storage = memoryStorage();
    storage.setItem(muteKey("p-ana"), JSON.stringify([{ key: "p-bruno", name: "Bruno" }, { nonsense: 1 }]));
    expect(loadMuted(storage, "p-ana")).toEqual([{ key: "p-bruno", name: "Bruno" }]);
    expect(loadMuted(storage, "p-bruno")).toEqual([]);
    expect(muteKey(null)).toBe("parlor.chat.muted.anonymous");
    storage.setItem(muteKey(null), "{not json");
    expect(loadMuted(storage, null)).toEqual([]);
    expect(loadMuted(null, null)).toEqual([]);
  });
});
