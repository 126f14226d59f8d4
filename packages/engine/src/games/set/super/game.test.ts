import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode, CLASSIC } from "../cards.js";
import { setSuper } from "./game.js";
import { callSet, must, play, table, withGrid, withoutPiles, withPoints } from "./situations.js";

const NO_SET = ["0000", "0001", "0010", "0011"];
const SET = ["0000", "1111", "2222"];

describe("the end", () => {
  it("ends when every pile is empty, no window is open and the grid holds no set", () => {
    const s = withoutPiles(withGrid(table(2), [...NO_SET, ...SET]));
    expect(setSuper.outcome(s)).toBeNull();
    const last = callSet(s, 1, SET, 1_000);
    expect(last.finished).toBe(true);
    expect(last.endedAt).toBe(1_000);
    expect(setSuper.outcome(last)).toEqual({ scores: [0, 1], winners: [1] });
    const refused = play(last, 0, { type: "call" }, 2_000);
    expect(refused.ok || refused.error.code).toBe("game-over");
  });

  it("goes on while a pile holds cards, even with no set on the grid", () => {
    const s = withGrid(table(2, { autoFlip: 0 }), NO_SET);
    const flipped = must(s, 0, { type: "flip" }, 0);
    expect(flipped.finished).toBe(false);
  });

  it("is checked after a flip: the last card flipped onto a set-free grid ends the game", () => {
    const s = withGrid(table(2, { autoFlip: 0 }), ["0000", "0001", "0010"]);
    const last = s.piles.flat().find((c) => cardCode(CLASSIC, c) === "0011") as number;
    const after = must({ ...s, piles: [[last], []], turn: 0 }, 0, { type: "flip" }, 500);
    expect(after.turn).toBeNull();
    expect(after.finished).toBe(true);
  });

  it("waits for an open call window before ending", () => {
    const s = withoutPiles(withGrid(table(2), NO_SET));
    const calling = { ...s, call: { caller: 0, picks: [], endsAt: 5_000 } };
    expect(setSuper.advance(calling, 4_999).finished).toBe(false);
    expect(setSuper.advance(calling, 5_000).finished).toBe(true);
  });

  it("never ends because of lockouts: when every player is locked out, all lockouts are lifted (resolved)", () => {
    const s = withGrid(table(2, { autoFlip: 0 }), [...NO_SET, ...SET]);
    const one = callSet(s, 0, ["0000", "0001", "0010"], 100);
    expect(one.finished).toBe(false);
    const both = callSet(one, 1, ["0000", "0001", "0010"], 200);
    expect(both.finished).toBe(false);
    expect(both.locked).toEqual([false, false]);
    expect(both.piles.flat().length).toBeGreaterThan(0);
    // play goes on: a set still scores
    expect(callSet(both, 0, SET, 300).points[0]).toHaveLength(1);
  });

  it("shares the win on a tie", () => {
    let s = withoutPiles(withGrid(table(3), NO_SET));
    s = withPoints(withPoints(withPoints(s, 0, 3), 1, 1), 2, 3);
    const over = setSuper.advance({ ...s, call: { caller: 1, picks: [], endsAt: 10 } }, 10);
    expect(setSuper.outcome(over)).toEqual({ scores: [3, 0, 3], winners: [0, 2] });
  });
});

describe("time", () => {
  it("advancing in two steps equals advancing once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }), (a, b) => {
        const s = table(3, { autoFlip: 3_000 });
        const [t1, t2] = a <= b ? [a, b] : [b, a];
        expect(setSuper.advance(setSuper.advance(s, t1), t2)).toEqual(setSuper.advance(s, t2));
      }),
    );
  });

  it("refusals leave the state unchanged", () => {
    const s = table(2);
    const before = JSON.stringify(s);
    expect(setSuper.apply(s, 1, { type: "flip" }, 0).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe("view", () => {
  it("shows pile counts, never pile cards, and lays the grid out square", () => {
    const s = must(withGrid(table(3), [...NO_SET, null, "2222"]), 1, { type: "pick", card: "0000" }, 100);
    const view = setSuper.view(s, 0);
    expect(view.piles).toEqual(s.piles.map((p) => p.length));
    expect(view.grid).toEqual([...NO_SET, null, "2222"]);
    expect(view.columns).toBe(3);
    expect(view.call).toEqual({ caller: 1, picks: ["0000"], endsAt: 5_100 });
    expect(view.flipDue).toBe(8_000);
    const text = JSON.stringify(view);
    for (const card of s.piles.flat()) expect(text).not.toContain(`"${cardCode(CLASSIC, card)}"`);
    expect(text).not.toContain("rng");
  });

  it("shows the points piles face up and the discard pile as a count", () => {
    const s = withPoints(table(2), 1, 2);
    const view = setSuper.view(s, null);
    expect(view.points).toEqual([0, 2]);
    expect(view.pointCards[1]).toEqual(s.points[1]?.map((c) => cardCode(CLASSIC, c)));
    expect(view.discard).toBe(0);
    expect(view.winners).toBeNull();
  });

  it("shows the super round with the flipped card as a code", () => {
    let s = withGrid(table(2, { autoFlip: 0 }), NO_SET);
    s = must(s, 1, { type: "super" }, 0);
    expect(setSuper.view(s, 1).superRound).toEqual({ phase: "announced", participants: [1], announcedAt: 0 });
    s = must(s, 0, { type: "flip" }, 1_000);
    const round = setSuper.view(s, 1).superRound;
    expect(round).toMatchObject({ phase: "running", participants: [1], endsAt: 11_000 });
    expect(round?.phase === "running" && round.flipped).toBe(setSuper.view(s, 1).grid[4]);
  });
});

describe("metrics", () => {
  it("reports the designer's numbers", () => {
    const s = callSet(withoutPiles(withGrid(table(2), [...NO_SET, ...SET])), 0, SET, 60_000);
    const m = setSuper.metrics(s);
    expect(m).toMatchObject({ durationMs: 60_000, sets: 1, maxGridCards: 0, topScore: 1, scoreSpread: 1 });
  });
});
