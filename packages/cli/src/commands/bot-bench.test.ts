import { describe, expect, it } from "vitest";
import { BOT_CASES, botBenchTable, DECISION_TARGET_MS, runBotCase } from "./bot-bench.js";
import { parseBenchArgs } from "./bench.js";

const ruhd = BOT_CASES.find((c) => c.id === "ruhd-2-strong");

describe("parlor bench --bots", () => {
  it("times each searching decision and, at the same moments, the baseline level's", () => {
    if (!ruhd) throw new Error("no Ruhd case");
    const result = runBotCase(ruhd, { decisions: 5, seed: "bench-test" });
    // Whole matches are played: at least the decisions asked, every one a placement (no empty answer).
    expect(result.decisions).toBeGreaterThanOrEqual(5);
    expect(Object.keys(result.byKind)).toEqual(["place"]);
    expect(result.byKind.place?.decisions).toBe(result.decisions);
    expect(result.medianMs).toBeLessThanOrEqual(result.p95Ms);
    expect(result.p95Ms).toBeLessThanOrEqual(result.p99Ms);
    expect(result.p99Ms).toBeLessThanOrEqual(result.maxMs);
    expect(result.targetMs).toBe(DECISION_TARGET_MS);
    expect(result.met).toBe(result.p95Ms <= DECISION_TARGET_MS);
    const table = botBenchTable({ decisions: 5, seed: "bench-test" }, [result]);
    expect(table).toContain("ruhd-2-strong");
    expect(table).toMatch(/p95 ≤ 250 ms (met|NOT met)/);
  });

  it("covers every game's searching level, and reads --bots and --decisions", () => {
    expect(new Set(BOT_CASES.map((c) => c.game))).toEqual(new Set(["tarot", "buraco", "ruhd"]));
    expect(parseBenchArgs(["--bots", "--decisions", "40"])).toMatchObject({ bots: true, decisions: 40 });
    expect(parseBenchArgs([])).toMatchObject({ bots: false, decisions: 300 });
  });
});
