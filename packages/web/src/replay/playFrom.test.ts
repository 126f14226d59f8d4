import * as engine from "@parlor/engine";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SeatSummary } from "../api.js";
import { askPlayFrom, botLevels, levelMatters, playFromChoice, seatOf } from "./playFrom.js";
import { playMatch } from "./testing.js";
import { buildTimeline } from "./timeline.js";

/** A short Ruhd match of two bots, and the same moves as if a person had held seat 1. */
const log = playMatch("ruhd", [{ bot: "greedy" }, { bot: "strong" }], { handSize: 1, smallTableDeck: 2 });
const timeline = buildTimeline(engine, log);
const withPerson = buildTimeline(engine, {
  ...log,
  seats: [{ bot: "greedy" }, { name: "Ada" }],
});
const actions = log.actions.length;

describe("what a replay offers to play from", () => {
  it("any moment before the end, at the seat that played next", () => {
    expect(actions).toBeGreaterThan(1);
    for (let at = 0; at < actions; at++) {
      const choice = playFromChoice(timeline, at, null);
      expect(choice.blocked, `at ${at}`).toBeNull();
      expect(choice.at).toBe(at);
      // Ruhd has one player to act; the log's next move is theirs.
      expect(choice.toPlay).toEqual([log.actions[at]!.seat]);
      expect(choice.seat).toBe(log.actions[at]!.seat);
      // The person's own seat in the match does not win over the seat to play.
      expect(playFromChoice(timeline, at, 1 - choice.seat).seat).toBe(choice.seat);
    }
  });

  it("nothing at the end: the match is over there", () => {
    const end = playFromChoice(timeline, actions, 1);
    expect(end.blocked).toBe("reasons.over");
    expect(end.toPlay).toEqual([]);
    // Still a seat to show: the person's own.
    expect(end.seat).toBe(1);
    expect(playFromChoice(timeline, actions + 5, null)).toMatchObject({ at: actions, seat: 0 });
  });

  it("nothing in a match without moves", () => {
    const empty = buildTimeline(engine, { ...log, actions: [], until: 0 });
    expect(playFromChoice(empty, 0, null).blocked).toBe("reasons.noMoves");
  });
});

describe("the person's seat and the bots' level", () => {
  const seats: SeatSummary[] = [
    { bot: "greedy", joined: true },
    { human: true, joined: true, player: { id: "p-ada", name: "Ada" } },
  ];

  it("finds the seat the person held in the match", () => {
    expect(seatOf(seats, "p-ada")).toBe(1);
    expect(seatOf(seats, "p-other")).toBeNull();
    expect(seatOf(seats, undefined)).toBeNull();
    expect(seatOf(null, "p-ada")).toBeNull();
  });

  it("offers the game's listed levels, its default first chosen", () => {
    const { levels, level } = botLevels(timeline.game);
    expect(level).toBe(timeline.game.defaultBot);
    expect(levels).toContain(level);
    for (const l of levels) expect(timeline.game.bots[l]?.unlisted).not.toBe(true);
    expect(levels).toEqual(Object.keys(timeline.game.bots).filter((l) => !timeline.game.bots[l]?.unlisted));
  });

  it("asks for a level only when another person's seat becomes a bot's", () => {
    expect(levelMatters(timeline, 0)).toBe(false);
    expect(levelMatters(withPerson, 0)).toBe(true);
    expect(levelMatters(withPerson, 1)).toBe(false);
  });
});

describe("the question to the server", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts where to start, the seat and the level, and answers the new table", async () => {
    const answer = { id: "new-table", seatTokens: [null, "tok"], seat: 1 };
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 201 })));
    vi.stubGlobal("fetch", fetch);
    await expect(askPlayFrom("m 1", { at: 3, seat: 1, botLevel: "strong" })).resolves.toEqual(answer);
    expect(fetch).toHaveBeenCalledWith("/api/matches/m%201/play-from", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ at: 3, seat: 1, botLevel: "strong" }),
    });
  });

  it("gives a refusal's code", async () => {
    const refusal = { error: { code: "over-at", message: "The match is already over." } };
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify(refusal), { status: 400 })));
    await expect(askPlayFrom("m", { at: 9, seat: 0 })).rejects.toMatchObject({ code: "over-at" });
  });
});
