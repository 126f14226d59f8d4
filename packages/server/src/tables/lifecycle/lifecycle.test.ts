import { getGame, type AnyGame } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../limits.js";
import type { RatingRecord, Store } from "../../store/store.js";
import { Online } from "./online.js";
import { outcomeNow, sidesOf, twoSided } from "./sides.js";
import { graceOf, matchedLevel } from "./standins.js";

function game(id: string): AnyGame {
  const found = getGame(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
}

/** A store that knows only ratings (what `matchedLevel` reads). */
function ratingsStore(rows: RatingRecord[]): Store {
  return {
    ratings: (g: string, ids: readonly string[]) =>
      Promise.resolve(rows.filter((r) => r.game === g && ids.includes(r.playerId))),
  } as unknown as Store;
}

function rating(playerId: string, g: string, value: number): RatingRecord {
  return { playerId, game: g, mu: value + 3, sigma: 1, rating: value, games: 3, wins: 1 };
}

describe("the sides of a resignation", () => {
  it("are the seats alone, or the game's teams: Buraco at four is two-sided, Ruhd at three is not", () => {
    const buraco = game("buraco");
    const fourSides = sidesOf(buraco, 4, {});
    expect(fourSides).toHaveLength(2);
    expect(twoSided(fourSides)).toBe(true);
    expect(twoSided(sidesOf(game("ruhd"), 2, {}))).toBe(true);
    expect(twoSided(sidesOf(game("ruhd"), 3, {}))).toBe(false);
  });

  it("keep the running score the game keeps: each Buraco seat its side's total after a scored hand", () => {
    const buraco = game("buraco");
    const state = buraco.setup(buraco.options.parse({}), 4, "sides");
    const scored = { ...state, sheet: [[120, -80]] };
    expect(outcomeNow(buraco, scored, 4, {}, [1, 3]).scores).toEqual([120, -80, 120, -80]);
  });

  it("name the winners given, sorted, with the game's teams", () => {
    const buraco = game("buraco");
    const outcome = outcomeNow(buraco, buraco.setup(buraco.options.parse({}), 4, "s"), 4, {}, [3, 1]);
    expect(outcome.winners).toEqual([1, 3]);
    expect(outcome.teams).toHaveLength(2);
    const ruhd = game("ruhd");
    const state = ruhd.setup(ruhd.options.parse({}), 2, "s");
    expect(outcomeNow(ruhd, { ...state, scores: [5, 2] }, 2, {}, [0])).toEqual({
      scores: [5, 2],
      winners: [0],
    });
  });
});

describe("a stand-in", () => {
  it("waits the table's grace, else the default of the game's pace", () => {
    expect(graceOf({ graceMs: 7_000 }, game("set-pc"), DEFAULT_LIMITS)).toBe(7_000);
    expect(graceOf({ graceMs: null }, game("set-pc"), DEFAULT_LIMITS)).toBe(DEFAULT_LIMITS.realTimeGraceMs);
    expect(graceOf({ graceMs: null }, game("set-super"), DEFAULT_LIMITS)).toBe(
      DEFAULT_LIMITS.realTimeGraceMs,
    );
    expect(graceOf({ graceMs: null }, game("ruhd"), DEFAULT_LIMITS)).toBe(DEFAULT_LIMITS.turnsGraceMs);
    expect(graceOf({ graceMs: null }, game("tarot"), DEFAULT_LIMITS)).toBe(60_000);
  });

  it("is the bot level rated closest to the person, else the game's default level", async () => {
    const ruhd = game("ruhd");
    const levels = Object.keys(ruhd.bots);
    expect(levels.length).toBeGreaterThan(1);
    const [weak, strong] = [levels[0] as string, levels[1] as string];
    const store = ratingsStore([
      rating(`bot-ruhd-${weak}`, "ruhd", 2),
      rating(`bot-ruhd-${strong}`, "ruhd", 20),
      rating("ann", "ruhd", 17),
      rating("bob", "ruhd", 4),
      rating("cat", "tarot", 19),
    ]);
    expect(await matchedLevel(store, ruhd, { id: "ann", name: "Ann" })).toBe(strong);
    expect(await matchedLevel(store, ruhd, { id: "bob", name: "Bob" })).toBe(weak);
    // No rating in this game, no player, or no rated bots: the default level.
    expect(await matchedLevel(store, ruhd, { id: "cat", name: "Cat" })).toBe(ruhd.defaultBot);
    expect(await matchedLevel(store, ruhd, undefined)).toBe(ruhd.defaultBot);
    expect(
      await matchedLevel(ratingsStore([rating("ann", "ruhd", 17)]), ruhd, { id: "ann", name: "Ann" }),
    ).toBe(ruhd.defaultBot);
  });
});

describe("a stand-in's level", () => {
  it("is never one kept for tests (unlisted): French Tarot's random, however close its rating", async () => {
    const tarot = game("tarot");
    expect(tarot.bots.random?.unlisted).toBe(true);
    const store = ratingsStore([
      rating("bot-tarot-random", "tarot", 2),
      rating("bot-tarot-beginner", "tarot", 10),
      rating("bot-tarot-basic", "tarot", 20),
      rating("dan", "tarot", 3),
    ]);
    expect(await matchedLevel(store, tarot, { id: "dan", name: "Dan" })).toBe("beginner");
  });
});

describe("who is online", () => {
  it("lists each player once while one of their connections is open, and never a connection without one", () => {
    const online = new Online();
    const ann = { id: "a", name: "Ann" };
    const first = online.add(ann);
    const second = online.add(ann);
    const nobody = online.add(null);
    online.add({ id: "b", name: "Bob" })();
    expect(online.list()).toEqual([ann]);
    first();
    first();
    expect(online.list()).toEqual([ann]);
    second();
    nobody();
    expect(online.list()).toEqual([]);
  });
});
