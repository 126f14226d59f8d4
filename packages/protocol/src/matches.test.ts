import { describe, expect, it } from "vitest";
import { matchCursor, parseMatchCursor } from "./matches.js";

describe("the cursor of a list of matches", () => {
  it("reads back what it writes: the last match's time and id", () => {
    const text = matchCursor({ finishedAt: 1_712_345_678_901, id: "Ab-_9" });
    expect(text).toBe("1712345678901.Ab-_9");
    expect(parseMatchCursor(text)).toEqual({ finishedAt: 1_712_345_678_901, id: "Ab-_9" });
  });

  it("takes a time alone, and refuses anything else", () => {
    expect(parseMatchCursor("3000")).toEqual({ finishedAt: 3_000 });
    for (const bad of ["", "x", "12.", ".id", "-1.id", "1e3", `1.${"i".repeat(65)}`, "99999999999999999"])
      expect([bad, parseMatchCursor(bad)]).toEqual([bad, null]);
  });
});
