import { describe, expect, it } from "vitest";
import { mean, percentile, round, summarize } from "./stats.js";

describe("stats", () => {
  it("summarizes a list: mean, sample sd, min, max", () => {
    expect(summarize([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ mean: 5, sd: Math.sqrt(32 / 7), min: 2, max: 9 });
    expect(summarize([3])).toEqual({ mean: 3, sd: 0, min: 3, max: 3 });
    expect(summarize([])).toEqual({ mean: null, sd: null, min: null, max: null });
    expect(mean([1, 2])).toBe(1.5);
    expect(mean([])).toBeNull();
  });

  it("rounds for display", () => {
    expect(round(1 / 3)).toBe(0.3333);
    expect(round(2 / 3, 1)).toBe(0.7);
    expect(round(null)).toBeNull();
    expect(round(5)).toBe(5);
  });

  it("takes nearest-rank percentiles of a sorted list", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([1, 2, 3], 1)).toBe(1);
    expect(percentile([], 50)).toBeNull();
  });
});
