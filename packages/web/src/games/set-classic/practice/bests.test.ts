import { describe, expect, it } from "vitest";
import { standingOf, stopwatch, type PersonalBest } from "./bests";

function best(mode: string, tableId: string, timeMs: number): PersonalBest {
  return { mode, tableId, timeMs, found: 9, wrong: 0, finishedAt: 1_000 };
}

describe("a practice's standing", () => {
  const junior = best("junior", "old", 90_000);
  const normal = best("normal", "n1", 300_000);

  it("is new when this table holds the mode's best, with the best it beat", () => {
    const mine = best("junior", "t9", 80_000);
    expect(standingOf("junior", "t9", [mine, normal], [junior, normal])).toEqual({
      best: mine,
      isNew: true,
      previous: junior,
    });
  });

  it("is new without a previous one for a first best, or when the bests before were not asked", () => {
    const mine = best("junior", "t9", 80_000);
    expect(standingOf("junior", "t9", [mine], [normal])).toEqual({ best: mine, isNew: true, previous: null });
    expect(standingOf("junior", "t9", [mine], null)).toEqual({ best: mine, isNew: true, previous: null });
    // Asked again after the end (a reload): the table's own best is not its previous one.
    expect(standingOf("junior", "t9", [mine], [mine])).toEqual({ best: mine, isNew: true, previous: null });
  });

  it("is not new when another table keeps the mode's best; none when the mode has none", () => {
    expect(standingOf("junior", "t9", [junior, normal], [junior, normal])).toEqual({
      best: junior,
      isNew: false,
      previous: null,
    });
    expect(standingOf("ultraset", "t9", [junior, normal], null)).toEqual({
      best: null,
      isNew: false,
      previous: null,
    });
  });
});

describe("the stopwatch", () => {
  it("shows minutes, seconds and tenths, rounded down", () => {
    expect(stopwatch(0)).toBe("0:00.0");
    expect(stopwatch(9_999)).toBe("0:09.9");
    expect(stopwatch(67_340)).toBe("1:07.3");
    expect(stopwatch(3_600_000)).toBe("60:00.0");
    expect(stopwatch(-5)).toBe("0:00.0");
  });
});
