import { scorePlacement } from "@parlor/engine/ruhd";
import { describe, expect, it } from "vitest";
import { RUHD_EXAMPLE } from "./examples";

describe("the Ruhd worked example", () => {
  it("scores 10 as the rulebook says: 0 one-side, 1 diff-diff, 3 same-same, three patterns", () => {
    expect(RUHD_EXAMPLE.score).toEqual(scorePlacement(RUHD_EXAMPLE.board, RUHD_EXAMPLE.placed));
    expect(RUHD_EXAMPLE.score).toMatchObject({ oneSide: 0, diffDiff: 1, sameSame: 3, pattern: 6, total: 10 });
    expect(RUHD_EXAMPLE.score.patterns).toHaveLength(3);
  });
});
