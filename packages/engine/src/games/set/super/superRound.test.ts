import { describe, expect, it } from "vitest";
import { setSuper } from "./game.js";
import { callSet, ids, must, play, table, withGrid, withPoints, withTop } from "./situations.js";
import type { SuperState } from "./state.js";

/** Two sets on the grid once 2222 is flipped: 0000 1111 2222 (with it) and 0012 1012 2012 (without). */
const GRID = ["0000", "1111", "0012", "1012", "2012", "0001"];
const WITH_FLIPPED = ["0000", "1111", "2222"];
const WITHOUT_FLIPPED = ["0012", "1012", "2012"];
const NOT_A_SET = ["0000", "0001", "0012"];

/** Seats 1 and 2 in a super round; seat 0 flips 2222 at 1 s, so the window ends at 11 s. */
function running(options = {}, points = 4): SuperState {
  let s = withTop(withGrid(table(3, { autoFlip: 0, ...options }), GRID), 0, "2222");
  for (const seat of [0, 1, 2]) s = withPoints(s, seat, points);
  s = must(s, 1, { type: "super" }, 0);
  s = must(s, 2, { type: "super" }, 500);
  return must(s, 0, { type: "flip" }, 1_000);
}

describe("super round: announcing and joining", () => {
  it("is announced and joined before the flip, and starts with it", () => {
    let s = withGrid(table(3, { autoFlip: 0 }), GRID);
    s = must(s, 1, { type: "super" }, 0);
    expect(s.superRound).toEqual({ phase: "announced", participants: [1], announcedAt: 0 });
    s = must(s, 0, { type: "super" }, 100);
    expect(s.superRound?.participants).toEqual([0, 1]);
    const again = play(s, 1, { type: "super" }, 200);
    expect(again.ok || again.error.code).toBe("already-in");
    s = must(s, 0, { type: "flip" }, 1_000);
    expect(s.superRound).toMatchObject({ phase: "running", participants: [0, 1], endsAt: 11_000 });
    expect(s.stats.superRounds).toBe(1);
  });

  it("cannot be joined after the flip", () => {
    const late = play(running(), 0, { type: "super" }, 2_000);
    expect(late.ok || late.error.code).toBe("super-running");
  });

  it("is refused to a locked-out player and when nothing is left to flip", () => {
    const s = withGrid(table(2, { autoFlip: 0 }), GRID);
    const locked = play({ ...s, locked: [true, false] }, 0, { type: "super" }, 0);
    expect(locked.ok || locked.error.code).toBe("locked-out");
    const empty = play({ ...s, piles: [[], []], turn: null }, 0, { type: "super" }, 0);
    expect(empty.ok || empty.error.code).toBe("no-flips-left");
  });

  it("is neither announced nor joined during a call window: only the caller may act then", () => {
    const s = must(withGrid(table(3, { autoFlip: 0 }), GRID), 2, { type: "call" }, 0);
    const other = play(s, 1, { type: "super" }, 100);
    expect(other.ok || other.error.code).toBe("call-open");
    const caller = play(s, 2, { type: "super" }, 100);
    expect(caller.ok || caller.error.code).toBe("already-calling");
    const announced = must(withGrid(table(3, { autoFlip: 0 }), GRID), 1, { type: "super" }, 0);
    const calling = must(announced, 2, { type: "call" }, 100);
    const join = play(calling, 0, { type: "super" }, 200);
    expect(join.ok || join.error.code).toBe("call-open");
  });

  it("lets anyone call SET before the flip, as in normal play", () => {
    let s = withGrid(table(3, { autoFlip: 0 }), ["0000", "1111", "2222"]);
    s = must(s, 1, { type: "super" }, 0);
    expect(callSet(s, 0, ["0000", "1111", "2222"], 100).points[0]).toHaveLength(1);
  });
});

describe("super round: the window", () => {
  it("only participants may call in the super window; everyone may afterwards", () => {
    const s = running({ superWindow: 10_000 });
    for (const action of [{ type: "call" }, { type: "pick", card: "0000" }]) {
      const refused = play(s, 0, action, 5_000);
      expect(refused.ok || refused.error.code).toBe("super-round");
    }
    expect(must(s, 1, { type: "call" }, 5_000).call?.caller).toBe(1);
    expect(must(s, 0, { type: "call" }, 11_000).call?.caller).toBe(0);
  });

  it("a correct set in the window: all three cards as points, and the round ends at once", () => {
    const s = running();
    const after = callSet(s, 2, WITHOUT_FLIPPED, 3_000);
    expect(after.points[2]).toHaveLength(4 + 3);
    expect(after.discard).toEqual(s.discard);
    expect(after.superRound).toBeNull();
    expect(after.stats.superSets).toBe(1);
    // nobody pays the miss cost later
    const later = setSuper.advance(after, 20_000);
    expect(later.points.map((p) => p.length)).toEqual([4, 4, 7]);
  });

  it("a wrong call in the window costs superWrongCallCost; the round goes on", () => {
    const s = running();
    const after = callSet(s, 1, NOT_A_SET, 3_000);
    expect(after.points[1]).toHaveLength(4 - 2);
    expect(after.superRound?.phase).toBe("running");
    expect(after.stats.superWrongCalls).toBe(1);
  });

  it("a call window running out in the super window costs superWrongCallCost", () => {
    const s = must(running({ callWindow: 2_000 }), 1, { type: "call" }, 3_000);
    expect(setSuper.advance(s, 5_000).points[1]).toHaveLength(2);
  });

  it("a super round's wrong call takes what the player has and locks them out if short", () => {
    const s = running({}, 1);
    const after = callSet(s, 1, NOT_A_SET, 3_000);
    expect(after.points[1]).toHaveLength(0);
    expect(after.locked[1]).toBe(true);
    const refused = play(after, 1, { type: "call" }, 4_000);
    expect(refused.ok || refused.error.code).toBe("locked-out");
  });

  it("when the window ends without a correct set, every participant pays superMissCost", () => {
    const s = running({ superWindow: 10_000 });
    expect(setSuper.nextDeadline(s)).toBe(11_000);
    expect(setSuper.advance(s, 10_999).superRound).not.toBeNull();
    const after = setSuper.advance(s, 11_000);
    expect(after.superRound).toBeNull();
    expect(after.points.map((p) => p.length)).toEqual([4, 3, 3]);
    expect(after.events.at(-1)).toMatchObject({
      kind: "super-missed",
      participants: [1, 2],
      paid: [1, 1],
      lockedOut: [false, false],
    });
    expect(after.stats.superMisses).toBe(1);
  });

  it("the miss cost locks out a participant with no points", () => {
    const after = setSuper.advance(running({}, 0), 11_000);
    expect(after.locked).toEqual([false, true, true]);
  });

  it("a missed round, its payments and the automatic flip of the same instant are all shown, in order", () => {
    // With windowGap 0 the overdue automatic flip comes the instant the super window closes.
    const s = running({ autoFlip: 5_000, windowGap: 0 }, 0);
    const after = setSuper.advance(s, 11_000);
    const view = setSuper.view(after, 1);
    const kinds = view.events.filter((e) => e.at === 11_000).map((e) => e.kind);
    expect(kinds).toEqual(["super-missed", "flip"]);
    expect(view.events.find((e) => e.kind === "super-missed")).toMatchObject({
      participants: [1, 2],
      paid: [0, 0],
      lockedOut: [true, true],
    });
  });

  it("every participant locked out by a missed round, and nobody else: lockouts are lifted", () => {
    let s = withTop(withGrid(table(2, { autoFlip: 0 }), GRID), 0, "2222");
    s = must(s, 0, { type: "super" }, 0);
    s = must(s, 1, { type: "super" }, 100);
    s = must(s, 0, { type: "flip" }, 1_000);
    const after = setSuper.advance(s, 11_000);
    expect(after.locked).toEqual([false, false]);
    expect(after.finished).toBe(false);
    expect(after.events.slice(-2).map((e) => e.kind)).toEqual(["super-missed", "lockouts-lifted"]);
  });

  it("a call made in the super window is judged as a super call, even when it ends after the window", () => {
    const s = must(running({ callWindow: 5_000 }), 1, { type: "pick", card: "0012" }, 10_500);
    const waiting = setSuper.advance(s, 12_000);
    expect(waiting.superRound?.phase).toBe("running");
    const after = callSet(waiting, 1, ["1012", "2012"], 12_000);
    expect(after.points[1]).toHaveLength(4 + 3);
    expect(after.superRound).toBeNull();
  });

  it("with superMustIncludeFlipped, a set without the flipped card counts as a wrong call", () => {
    const strict = running({ superMustIncludeFlipped: true });
    const without = callSet(strict, 1, WITHOUT_FLIPPED, 3_000);
    expect(without.points[1]).toHaveLength(2);
    expect(without.grid).toEqual(strict.grid);
    const withIt = callSet(strict, 1, WITH_FLIPPED, 3_000);
    expect(withIt.points[1]).toHaveLength(7);
    expect(withIt.grid.filter((c) => c !== null && ids(WITH_FLIPPED).includes(c))).toEqual([]);
    // without the rule, any set counts
    expect(callSet(running(), 1, WITHOUT_FLIPPED, 3_000).points[1]).toHaveLength(7);
  });

  it("after the round, superMustIncludeFlipped no longer applies", () => {
    const after = setSuper.advance(running({ superMustIncludeFlipped: true }), 11_000);
    expect(callSet(after, 0, WITHOUT_FLIPPED, 12_000).points[0]).toHaveLength(5);
  });
});
