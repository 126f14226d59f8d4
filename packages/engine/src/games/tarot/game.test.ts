import { describe, expect, it } from "vitest";
import { act } from "../../core/play.js";
import { Rng } from "../../core/prng.js";
import { basicAction } from "./basic.js";
import { RANDOM_THINK_MS } from "./bots.js";
import { tarotGame } from "./game.js";
import { playing, run, table, trick } from "./situations.js";
import type { TarotState } from "./state.js";

describe("the turn clock", () => {
  it("is off by default: no deadline", () => {
    expect(tarotGame.nextDeadline(table(4))).toBeNull();
    expect(tarotGame.view(table(4), 0).turnDeadline).toBeNull();
  });

  it("plays the seat's basic move at its deadline, at that time, and restarts for the next seat", () => {
    const s = table(4, { turnTime: 10_000 });
    expect(tarotGame.nextDeadline(s)).toBe(10_000);
    expect(tarotGame.advance(s, 9_999).bids).toEqual([null, null, null, null]);
    const expected = basicAction(tarotGame.view(s, 0));
    const after = tarotGame.advance(s, 10_000);
    expect(expected).not.toBeNull();
    expect(after.bids[0]).toBe(expected?.type === "bid" ? expected.contract : "none");
    expect(after.turnSince).toBe(10_000);
    expect(tarotGame.nextDeadline(after)).toBe(20_000);
    // Advancing in steps or at once gives the same match.
    expect(tarotGame.advance(tarotGame.advance(s, 15_000), 35_000)).toEqual(tarotGame.advance(s, 35_000));
  });

  it("a move in time restarts the clock for the next seat", () => {
    const s = table(4, { turnTime: 10_000 });
    const moved = act(tarotGame, s, 4, 0, { type: "bid", contract: "pass" }, 4_000);
    expect(moved.ok).toBe(true);
    if (moved.ok) expect(tarotGame.nextDeadline(moved.value.state)).toBe(14_000);
  });
});

describe("bots", () => {
  it("random plays a legal move after a person's pause, and none when it may not act", () => {
    const s = table(4);
    const bot = tarotGame.bots.random?.create(0, Rng.fromSeed("r"));
    const move = bot?.act(tarotGame.view(s, 0), 0);
    expect(move?.delay).toBe(RANDOM_THINK_MS);
    expect(tarotGame.legal(tarotGame.view(s, 0))).toContainEqual(move?.action);
    expect(bot?.act(tarotGame.view(s, 1), 0)).toBeNull();
  });

  it("a seat nobody names plays the basic level", () => {
    expect(tarotGame.defaultBot).toBe("basic");
    expect(Object.keys(tarotGame.bots)).toEqual(expect.arrayContaining(["random", "basic"]));
  });
});

describe("the match", () => {
  it("has no outcome until its last deal is scored; then totals, the top scores' seats and the sheet", () => {
    const hands = [["S2"], ["S3"], ["S4"], ["SK"]];
    const s: TarotState = playing(hands, { options: { deals: 1 } });
    expect(tarotGame.outcome(s)).toBeNull();
    const over = run(s, trick(0, 4, ["S2", "S3", "S4", "SK"]));
    const outcome = tarotGame.outcome(over);
    expect(outcome?.scores).toEqual(over.results[0]?.scores);
    expect(outcome?.deals).toEqual([over.results[0]?.scores]);
    expect(outcome?.winners).toEqual([1, 2, 3]);
    expect(tarotGame.toAct(over)).toEqual([]);
    expect(tarotGame.reveal(over)).toEqual([]);
  });

  it("seats 3, 4 or 5 players; the metrics count deals and contracts", () => {
    expect(tarotGame.seatCounts).toEqual([3, 4, 5]);
    const hands = [["S2"], ["S3"], ["S4"], ["SK"]];
    const over = run(
      playing(hands, { contract: "garde", options: { deals: 1 } }),
      trick(0, 4, ["S2", "S3", "S4", "SK"]),
    );
    const metrics = tarotGame.metrics(over);
    expect(metrics).toMatchObject({
      deals: 1,
      gardeShare: 1,
      gardeDeals: 1,
      gardeMade: 0,
      priseDeals: 0,
      attackPoints: 0,
      chelems: 0,
      voidDeals: 0,
      priseShare: 0,
      takerSuccess: 0,
      gardeSuccess: 0,
      dealsDealt: 1,
      dealsMade: 0,
      passRate: 0,
    });
    const passed = { ...over, voidDeals: { petitSec: 1, allPassed: 2 } };
    expect(tarotGame.metrics(passed)).toMatchObject({ dealsDealt: 4, allPassedDeals: 2, passRate: 0.5 });
    // `parlor simulate` reports these over all its deals, as ratios of the metrics' sums.
    expect(tarotGame.rates?.gardeSansSuccess).toEqual({
      numerator: "gardeSansMade",
      denominator: "gardeSansDeals",
    });
    expect(tarotGame.rates?.passRate).toEqual({ numerator: "allPassedDeals", denominator: "dealsDealt" });
  });
});
