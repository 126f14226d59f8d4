import { SolutionsByDefinition } from "@parlor/engine/baselines";
import { CLASSIC } from "@parlor/engine/set";
import { describe, expect, it } from "vitest";
import { makeIdBoards } from "./bench.js";
import {
  CLASSIC_BENCH_CASES,
  CLASSIC_CONTENDERS,
  classicJson,
  classicKey,
  classicTable,
  runClassicBench,
  type ClassicContender,
} from "./classic-bench.js";

const TOOLS = { makeIdBoards };
const CONFIG = { classicBoards: 3, seconds: 0.01, seed: "test" };

describe("parlor bench: classic SET's solutions", () => {
  it("times the brute force and the finder on the same boards of 12 and 21 cards, and they agree", () => {
    const results = runClassicBench(CONFIG, TOOLS);
    expect(results.map(classicKey)).toEqual(["ultraset@12", "ultraset@21", "ghostset@12", "ghostset@21"]);
    const definition = new SolutionsByDefinition(CLASSIC);
    for (const [i, r] of results.entries()) {
      const { kind, size } = CLASSIC_BENCH_CASES[i]!;
      const boards = makeIdBoards(CLASSIC, size, CONFIG.classicBoards, `${CONFIG.seed}/${kind}`);
      const expected = boards.reduce((n, board) => n + definition.find(kind, Array.from(board)).length, 0);
      expect(r.solutions).toBe(expected);
      expect(r.contenders.map((c) => [c.id, c.solutions])).toEqual(
        CLASSIC_CONTENDERS.map((c) => [c.id, expected]),
      );
      expect(r.contenders[0]?.vsDefinition).toBe(1);
      for (const c of r.contenders) expect(c.boardsPerSecond).toBeGreaterThan(0);
    }
    // 21 cards always hold ultrasets and ghostsets
    expect(results[1]!.solutions).toBeGreaterThan(0);
    expect(results[3]!.solutions).toBeGreaterThan(0);

    const json = classicJson(results);
    expect(Object.keys(json["ghostset@21"] ?? {})).toEqual([
      "definition",
      "findSolutions",
      "finder",
      "count",
    ]);
    expect(Object.keys((json["ghostset@21"] ?? {})["finder"] ?? {})).toEqual([
      "boardsPerSecond",
      "vsDefinition",
    ]);
    const table = classicTable(results).join("\n");
    expect(table).toMatch(/Classic SET ultrasets, 12 cards: \d+ on 3 random boards .* all 4 finders agree/);
    expect(table).toMatch(/SolutionsByDefinition \(baseline.* 1\.0x/);
  });

  it("runs nothing with 0 boards, and fails (exit 1) when the finders disagree", () => {
    expect(runClassicBench({ ...CONFIG, classicBoards: 0 }, TOOLS)).toEqual([]);
    const wrong: ClassicContender = {
      id: "wrong",
      label: "off by one",
      prepare: () => (_from, count) => count + 1,
    };
    expect(() =>
      runClassicBench(CONFIG, TOOLS, [...CLASSIC_CONTENDERS, wrong], [{ kind: "ultraset", size: 12 }]),
    ).toThrow(/disagree on the ultrasets of 12-card boards/);
  });
});
