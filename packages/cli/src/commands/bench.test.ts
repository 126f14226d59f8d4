import { CompletionFinder, findSetsBruteForce } from "@parlor/engine/baselines";
import { describe, expect, it } from "vitest";
import { run } from "../cli.js";
import { CliError } from "../output.js";
import { expectUsageError } from "../testing/expect.js";
import {
  benchJson,
  benchTable,
  CONTENDERS,
  LARGE_CASE,
  LARGE_CONTENDERS,
  largeKey,
  makeBoards,
  makeIdBoards,
  parseBenchArgs,
  runBench,
  runLargeBench,
  timeBoxed,
  type Contender,
  type LargeContender,
} from "./bench.js";

const TINY = { boards: 30, sizes: [12, 21], seconds: 0.01, seed: "test" };

describe("parlor bench", () => {
  it("builds boards of distinct cards, the same for the same seed, as codes and as ids", () => {
    const a = makeBoards(12, 50, "x");
    expect(a.codes).toHaveLength(50);
    expect(a.ids).toHaveLength(50);
    for (let b = 0; b < 50; b++) {
      expect(new Set(a.codes[b]).size).toBe(12);
      expect(a.codes[b]?.every((code) => /^[0-2]{4}$/.test(code))).toBe(true);
      const fromIds = Array.from(a.ids[b] ?? [], (id) => id.toString(3).padStart(4, "0"));
      expect(fromIds).toEqual(a.codes[b]);
    }
    expect(makeBoards(12, 50, "x")).toEqual(a);
    expect(makeBoards(12, 50, "y").codes).not.toEqual(a.codes);
  });

  it("times four contenders that agree on the sets found, on 12 and 21 cards", () => {
    const results = runBench(TINY);
    expect(results.map((r) => r.size)).toEqual([12, 21]);
    for (const r of results) {
      const expected = makeBoards(r.size, TINY.boards, TINY.seed).codes.reduce(
        (n, board) => n + findSetsBruteForce(board as string[]).length,
        0,
      );
      expect(r.sets).toBe(expected);
      expect(r.contenders.map((c) => c.id)).toEqual(["bruteForce", "hashSet", "findSets", "finder"]);
      for (const c of r.contenders) {
        expect(c.sets).toBe(expected);
        expect(c.boardsPerSecond).toBeGreaterThan(0);
        expect(Number.isFinite(c.boardsPerSecond)).toBe(true);
      }
      expect(r.contenders[0]?.vsBruteForce).toBe(1);
      expect(r.contenders[1]?.vsHashSet).toBe(1);
    }
    // 21 cards always hold a set, and far more sets than 12 do.
    expect((results[1]?.sets ?? 0) / TINY.boards).toBeGreaterThan(3);
  });

  it("fails (exit 1) when the contenders disagree", () => {
    const wrong: Contender = { id: "wrong", label: "off by one", prepare: () => (_from, count) => count + 1 };
    expect(() => runBench({ ...TINY, sizes: [12] }, [...CONTENDERS, wrong])).toThrow(CliError);
    expect(() => runBench({ ...TINY, sizes: [12] }, [...CONTENDERS, wrong])).toThrow(
      /disagree on 12-card boards.*wrong 31/,
    );
  });

  it("timeBoxed runs batches round the boards until the time asked has passed, and counts boards per second", () => {
    // A clock of its own, on which every board takes 0.01 ms (100 000 boards a second): what the
    // machine is doing meanwhile does not matter.
    let clock = 1_000;
    let boards = 0;
    const batches: number[] = [];
    const speed = timeBoxed(
      (from, count) => {
        expect(from).toBe(boards % 10);
        boards += count;
        batches.push(count);
        clock += count * 0.01;
        return 0;
      },
      10,
      0.05,
      () => clock,
    );
    expect(clock - 1_000).toBeGreaterThanOrEqual(50);
    // It stops at the first reading past the 50 ms, and batches stop growing once one takes 2 ms.
    expect(clock - 1_000 - batches.at(-1)! * 0.01).toBeLessThan(50);
    expect(batches.slice(0, 9)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
    expect(Math.max(...batches)).toBe(256);
    expect(speed).toBeCloseTo(100_000, 6);
    expect(speed).toBeCloseTo((boards * 1000) / (clock - 1_000), 6);
  });

  it("timeBoxed reads the real clock by default", () => {
    const start = performance.now();
    const speed = timeBoxed((_from, count) => count, 10, 0.01);
    expect(performance.now() - start).toBeGreaterThanOrEqual(10);
    expect(speed).toBeGreaterThan(0);
  });

  it("prints a table, or JSON with --json", () => {
    const table = run([
      "bench",
      "--boards",
      "20",
      "--size",
      "12",
      "--seconds",
      "0.01",
      "--large-boards",
      "1",
      "--classic-boards",
      "0",
    ]);
    expect(table.exitCode).toBe(0);
    expect(table.stderr).toBe("");
    expect(table.stdout).toMatch(/12 cards: .* all 4 finders agree/);
    for (const label of [
      "findSetsBruteForce",
      "findSetsHashSet",
      "findSets (string API)",
      "finderFor(CLASSIC).find",
    ]) {
      expect(table.stdout).toContain(label);
    }
    expect(table.stdout).toContain("target: findSets at least 20x");
    expect(table.stdout).toMatch(
      /Large sets: 64 cards .* 4-feature, 6-value deck \(1,296 cards, sets of 6\)/,
    );
    expect(table.stdout).toMatch(/1 random boards: \d+ sets .*; both finders agree/);
    expect(table.stdout).toMatch(/CompletionFinder \(baseline.* 1\.0x/);
    expect(table.stdout).toMatch(/finderFor\(shape\)\.find .* \d+(\.\d)?x/);

    const json = run([
      "bench",
      "--boards",
      "20",
      "--seconds",
      "0.01",
      "--json",
      "--seed",
      "s",
      "--large-boards",
      "0",
      "--classic-boards",
      "2",
    ]);
    expect(json.exitCode).toBe(0);
    const parsed = JSON.parse(json.stdout) as Record<string, Record<string, Record<string, number>>>;
    expect(Object.keys(parsed)).toEqual([
      "12",
      "21",
      "ultraset@12",
      "ultraset@21",
      "ghostset@12",
      "ghostset@21",
    ]);
    for (const size of ["12", "21"]) {
      expect(Object.keys(parsed[size] ?? {})).toEqual(["bruteForce", "hashSet", "findSets", "finder"]);
      for (const c of Object.values(parsed[size] ?? {})) {
        expect(Object.keys(c)).toEqual(["boardsPerSecond", "vsBruteForce", "vsHashSet"]);
        expect(c.boardsPerSecond).toBeGreaterThan(0);
      }
    }
  });

  it("times the former finder and the engine's on large sets, on the same boards, and they agree", () => {
    // A smaller deck than LARGE_CASE's (whose former finder takes half a second a board).
    const small = { shape: { features: 3, values: 4 }, size: 20 };
    const config = { ...TINY, largeBoards: 6 };
    const result = runLargeBench(config, LARGE_CONTENDERS, small);
    expect(result).not.toBeNull();
    const boards = makeIdBoards(small.shape, small.size, 6, TINY.seed);
    expect(boards).toEqual(makeIdBoards(small.shape, small.size, 6, TINY.seed));
    const expected = boards.reduce((n, board) => n + new CompletionFinder(small.shape).find(board), 0);
    expect(result?.sets).toBe(expected);
    expect(result?.contenders.map((c) => [c.id, c.sets])).toEqual([
      ["completion", expected],
      ["finder", expected],
    ]);
    expect(result?.contenders[0]?.vsCompletion).toBe(1);
    expect(result?.contenders[1]?.boardsPerSecond).toBeGreaterThan(0);
    expect(largeKey(result ?? LARGE_CASE)).toBe("20@3x4");
    expect(largeKey(LARGE_CASE)).toBe("64@4x6");
    expect(runLargeBench({ ...TINY, largeBoards: 0 })).toBeNull();
    expect(runLargeBench(TINY)).toBeNull();

    const wrong: LargeContender = {
      id: "wrong",
      label: "off by one",
      prepare: () => (_from, count) => count + 1,
    };
    expect(() => runLargeBench(config, [...LARGE_CONTENDERS, wrong], small)).toThrow(
      /disagree on 20-card boards of 3 features of 4 values/,
    );

    const json = benchJson([], result);
    expect(Object.keys(json)).toEqual(["20@3x4"]);
    expect(Object.keys(json["20@3x4"] ?? {})).toEqual(["completion", "finder"]);
    expect(benchTable(config, [], result)).toMatch(
      /Large sets: 20 cards .* 3-feature, 4-value deck \(64 cards, sets of 4\)/,
    );
  });

  it("formats results", () => {
    const results = [
      {
        size: 12,
        boards: 10,
        sets: 28,
        contenders: [
          {
            id: "hashSet",
            label: "hash",
            sets: 28,
            boardsPerSecond: 1000.4,
            vsBruteForce: null,
            vsHashSet: 1,
          },
          {
            id: "findSets",
            label: "api",
            sets: 28,
            boardsPerSecond: 25000,
            vsBruteForce: null,
            vsHashSet: 25,
          },
        ],
      },
    ];
    expect(benchJson(results)).toEqual({
      "12": {
        hashSet: { boardsPerSecond: 1000, vsBruteForce: null, vsHashSet: 1 },
        findSets: { boardsPerSecond: 25000, vsBruteForce: null, vsHashSet: 25 },
      },
    });
    const table = benchTable({ boards: 10, sizes: [12], seconds: 1, seed: "s" }, results);
    expect(table).toMatch(/api +25,000 +- +25\.0x/);
    expect(table).toContain("25.0x, met.");
  });

  it("uses the documented defaults", () => {
    expect(parseBenchArgs([])).toEqual({
      boards: 1000,
      sizes: [12, 21],
      seconds: 1,
      seed: "parlor",
      largeBoards: 4,
      classicBoards: 100,
      json: false,
      simulate: false,
      bots: false,
      decisions: 300,
    });
    expect(parseBenchArgs(["--simulate"]).simulate).toBe(true);
    expect(
      parseBenchArgs([
        "-b",
        "5",
        "-k",
        "81",
        "-t",
        "0.5",
        "-s",
        "x",
        "--json",
        "--large-boards",
        "0",
        "--classic-boards",
        "0",
      ]),
    ).toEqual({
      boards: 5,
      sizes: [81],
      seconds: 0.5,
      seed: "x",
      largeBoards: 0,
      classicBoards: 0,
      json: true,
      simulate: false,
      bots: false,
      decisions: 300,
    });
  });

  it.each([
    [["--boards", "0"], /--boards must be a positive whole number, not '0'/],
    [["--boards", "-3"], /--boards needs a value/],
    [["--boards", "1.5"], /--boards must be a positive whole number/],
    [["--boards", "2000000"], /--boards is at most 1000000/],
    [["--boards"], /--boards needs a value/],
    [["--size", "2"], /--size must be between 3 and 81 cards, not 2/],
    [["--size", "82"], /--size must be between 3 and 81/],
    [["--size", "twelve"], /--size must be a positive whole number/],
    [["--seconds", "0"], /--seconds must be a positive number, not '0'/],
    [["--seconds", "soon"], /--seconds must be a positive number/],
    [["--seconds", "Infinity"], /--seconds must be a positive number/],
    [["--large-boards", "-1"], /--large-boards needs a value/],
    [["--large-boards", "1.5"], /--large-boards must be a positive whole number/],
    [["--large-boards", "1001"], /--large-boards is at most 1000/],
    [["--classic-boards", "1.5"], /--classic-boards must be a positive whole number/],
    [["--classic-boards", "100001"], /--classic-boards is at most 100000/],
    [["--json=yes"], /--json does not take a value/],
    [["--fast"], /bench: unknown flag '--fast'/],
    [["12"], /bench: unexpected argument '12'/],
  ])("rejects %j", (args, pattern) => {
    expectUsageError(run(["bench", ...args]), pattern);
  });
});
