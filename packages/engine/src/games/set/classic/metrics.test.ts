import { describe, expect, it } from "vitest";
import { cardCodes, CLASSIC } from "../cards.js";
import { setClassic } from "./game.js";
import { settle } from "./rules.js";
import { claimed, solutionFree, table, third } from "./testkit.js";

describe("set-classic metrics", () => {
  it("count the match's length, solutions, their mean time, wrong claims, deals of 3 more, the largest table", () => {
    const free = solutionFree("set", CLASSIC, 12);
    const [a, b] = free as [string, string];
    const c = third(a, b);
    const next = [
      c,
      ...cardCodes(CLASSIC)
        .filter((code) => ![...free, c].includes(code))
        .slice(0, 5),
    ];
    // No set among the 12: 3 more at once, c among them.
    const dealt = settle(table("normal", { board: free, next }), 0);
    const wrong = claimed(dealt, 0, free.slice(2, 5), 1_000);
    const found = claimed(wrong, 1, [a, b, c], 3_000);
    expect(setClassic.metrics(found)).toMatchObject({
      durationMs: 3_000,
      sets: 1,
      setsPerMinute: 20,
      meanSecondsPerSet: 3,
      wrongClaims: 1,
      // The 12 cards the set left hold none either: 3 more again.
      deals: 2,
      maxBoard: 15,
      finalBoard: 15,
      tables: 1,
      topScore: 1,
      scoreSpread: 1,
      winners: 1,
    });
  });
});
