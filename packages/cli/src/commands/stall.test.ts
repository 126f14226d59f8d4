import { describe, expect, it } from "vitest";
import { UsageError } from "../output.js";
import { parseStallArgs, runStall, STALL_DEFAULTS, stallTable } from "./stall.js";

describe("parseStallArgs", () => {
  it("reads the seconds of each run and --json, with their defaults", () => {
    expect(parseStallArgs([])).toEqual({ seconds: STALL_DEFAULTS.seconds, json: false });
    expect(parseStallArgs(["--seconds", "0.5", "--json"])).toEqual({ seconds: 0.5, json: true });
    expect(() => parseStallArgs(["--seconds", "0"])).toThrow(
      new UsageError("stall: --seconds must be a positive number, not '0'"),
    );
  });
});

describe("parlor stall", () => {
  it("measures /healthz idle, then beside the costliest table, and reads the table's steps", async () => {
    const config = { seconds: 0.5, json: false };
    const result = await runStall(config, new AbortController().signal);
    // Answers both ways, the loaded run beside a table that played (its dealing and bots are steps).
    expect(result.idle.answers).toBeGreaterThan(0);
    expect(result.loaded.answers).toBeGreaterThan(0);
    expect(result.steps).toBeGreaterThan(0);
    expect(result.stepsOverLimit).toBeGreaterThanOrEqual(0);
    expect(result.stepsOverLimit).toBeLessThanOrEqual(result.steps);
    for (const latencies of [result.idle, result.loaded]) {
      expect(latencies.p50).toBeLessThanOrEqual(latencies.p90);
      expect(latencies.p90).toBeLessThanOrEqual(latencies.max);
    }
    expect(result.p90VsIdle).toBeCloseTo(result.loaded.p90 / result.idle.p90, 0);
    expect(stallTable(config, result)).toContain("p90 loaded / idle:");
  });
});
