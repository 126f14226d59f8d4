import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng } from "../../../core/prng.js";
import { CLASSIC, fullDeck } from "../cards.js";
import { dealPiles, firstTurn, nextTurn, takeTop } from "./piles.js";
import { must, table } from "./situations.js";

describe("piles", () => {
  it("divides the shuffled deck into one pile per seat, sizes differing by at most one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.string(), (seats, seed) => {
        const piles = dealPiles(fullDeck(CLASSIC), seats, Rng.fromSeed(seed));
        const sizes = piles.map((p) => p.length);
        expect(piles).toHaveLength(seats);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(piles.flat().sort((a, b) => a - b)).toEqual(fullDeck(CLASSIC));
      }),
    );
  });

  it("shuffles: two seeds deal different piles", () => {
    const a = dealPiles(fullDeck(CLASSIC), 2, Rng.fromSeed("a"));
    const b = dealPiles(fullDeck(CLASSIC), 2, Rng.fromSeed("b"));
    expect(a).not.toEqual(b);
  });

  it("flips the top card of the pile", () => {
    const taken = takeTop([[1, 2, 3], [4]], 0);
    expect(taken?.card).toBe(3);
    expect(taken?.piles).toEqual([[1, 2], [4]]);
    expect(takeTop([[], [4]], 0)).toBeNull();
  });
});

describe("turn order", () => {
  it("passes the turn to the next seat in seat order after each flip", () => {
    let s = table(3);
    const turns: number[] = [];
    for (let i = 0; i < 7; i++) {
      turns.push(s.turn as number);
      s = must(s, s.turn as number, { type: "flip" }, 100 * i);
    }
    expect(turns).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it("skips seats whose pile is empty", () => {
    expect(nextTurn([[1], [], [2]], 0)).toBe(2);
    expect(nextTurn([[1], [], []], 0)).toBe(0);
    expect(nextTurn([[], [], []], 1)).toBeNull();
    expect(firstTurn([[], [5], []])).toBe(1);
    const s = { ...table(3), piles: [[10], [], [20, 21]] };
    const after = must(s, 0, { type: "flip" }, 0);
    expect(after.turn).toBe(2);
    expect(must(after, 2, { type: "flip" }, 1).turn).toBe(2);
  });
});
