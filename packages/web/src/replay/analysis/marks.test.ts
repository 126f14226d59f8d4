import { DECISION_MARKS } from "@parlor/protocol";
import { describe, expect, it } from "vitest";
import { FLAGGED_MARKS, flaggedCounts, isFlagged, MARK_SYMBOLS } from "./marks.js";

describe("the marks of decisions", () => {
  it("write an inaccuracy, a mistake and a blunder as chess sites do, each its own symbol", () => {
    expect(FLAGGED_MARKS.map((mark) => MARK_SYMBOLS[mark])).toEqual(["?!", "?", "??"]);
    expect(MARK_SYMBOLS.best).toBe("✓");
    // A good move has no symbol: only its words, for screen readers.
    expect(MARK_SYMBOLS.good).toBe("");
  });

  it("have a symbol for every mark the protocol knows, and flag only the three bad ones", () => {
    expect(Object.keys(MARK_SYMBOLS).sort()).toEqual([...DECISION_MARKS].sort());
    expect(DECISION_MARKS.filter(isFlagged)).toEqual(["inaccuracy", "mistake", "blunder"]);
  });

  it("count a player's inaccuracies, mistakes and blunders in that order", () => {
    const marks = { best: 7, good: 3, inaccuracy: 2, mistake: 0, blunder: 1 };
    expect(flaggedCounts({ marks })).toEqual([
      ["inaccuracy", 2],
      ["mistake", 0],
      ["blunder", 1],
    ]);
  });
});
