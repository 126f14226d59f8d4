import { describe, expect, it } from "vitest";
import type { LeaderboardEntry } from "./api";
import { entryName, places } from "./LeaderboardPage";

function entry(id: string, rating: number, bot?: string): LeaderboardEntry {
  return {
    player: { id, name: bot ? `${bot} bot` : id, ...(bot ? { bot } : {}) },
    rating,
    mu: rating + 10,
    sigma: 10 / 3,
    provisional: false,
    games: 1,
    wins: 0,
  };
}

describe("a leaderboard's rows", () => {
  it("share a place between equal ratings (1, 2, 2, 4)", () => {
    expect(places([entry("a", 9), entry("b", 5), entry("c", 5), entry("d", 1)])).toEqual([1, 2, 2, 4]);
    expect(places([entry("a", 3), entry("b", 3), entry("c", 3)])).toEqual([1, 1, 1]);
    expect(places([])).toEqual([]);
  });

  it("name a person by their name and a bot by its level in the page's words", () => {
    const words = (level: string) => `Bot (${level.toUpperCase()})`;
    expect(entryName(entry("ana", 1), words)).toBe("ana");
    expect(entryName(entry("bot-ruhd-greedy", 1, "greedy"), words)).toBe("Bot (GREEDY)");
  });
});
