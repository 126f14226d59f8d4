import { describe, expect, it } from "vitest";
import { listGames } from "@parlor/engine";
import { run } from "../cli.js";
import { playOne } from "./simulate.js";
import {
  cpuMs,
  runSimulationBench,
  SIMULATION_CASES,
  SIMULATION_TARGETS,
  simulationJson,
  simulationTable,
  type SimulationCase,
  type SimulationResult,
} from "./simulation-bench.js";

const QUICK: readonly SimulationCase[] = [
  { id: "set-pc-4-hard", game: "set-pc", bots: ["hard", "hard", "hard", "hard"], checks: 3 },
  { id: "ruhd-3-greedy", game: "ruhd", bots: ["greedy", "greedy", "greedy"], checks: 3 },
];
const TINY = { seconds: 0.03, seed: "test", rounds: 3 };

describe("parlor bench --simulate", () => {
  it("measures each case against its baseline after checking that both play the same matches", () => {
    const results = runSimulationBench(TINY, QUICK);
    expect(results.map((r) => r.id)).toEqual(["set-pc-4-hard", "ruhd-3-greedy"]);
    for (const r of results) {
      expect(r.checked).toBe(3);
      expect(r.matchesPerSecond).toBeGreaterThan(0);
      expect(r.baselinePerSecond).toBeGreaterThan(0);
      expect(Number.isFinite(r.vsBaseline)).toBe(true);
      expect(r.vsBaseline).toBeGreaterThan(0);
    }
    expect(results[0]?.target).toBe(SIMULATION_TARGETS["set-pc-4-hard"]);
    expect(results[1]?.target).toBeNull();
  });

  it("times each path on the clock it is given (CPU time by default)", () => {
    // A clock that moves 1 ms each time it is read, once per match: 1,000 matches per second.
    let now = 0;
    const tick = (): number => now++;
    const [result] = runSimulationBench(TINY, QUICK.slice(0, 1), playOne, tick);
    expect(result?.matchesPerSecond).toBeCloseTo(1000, 6);
    expect(result?.baselinePerSecond).toBeCloseTo(1000, 6);
    expect(result?.vsBaseline).toBeCloseTo(1, 6);
    // The default clock is the process's CPU time (user and system, in ms), read between two
    // readings of Node's own: not the wall clock, nor the time since the process began.
    const cpu = (): number => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1_000;
    };
    const below = cpu();
    const read = cpuMs();
    expect(read).toBeGreaterThanOrEqual(below);
    expect(read).toBeLessThanOrEqual(cpu());
  });

  it("has a case per game, the two of issue 17's targets first", () => {
    expect(SIMULATION_CASES.slice(0, 2).map((c) => c.id)).toEqual(["set-pc-4-hard", "ruhd-2-greedy"]);
    expect(SIMULATION_TARGETS).toEqual({ "set-pc-4-hard": 2000, "ruhd-2-greedy": 3000 });
    expect(new Set(SIMULATION_CASES.map((c) => c.game))).toEqual(new Set(listGames().map((g) => g.id)));
  });

  it("fails (exit 1) when a match differs between the fast path and its baseline", () => {
    // A baseline whose matches start from another seed: its moves differ.
    const skewed: typeof playOne = (game, options, seed, bots, settings) =>
      playOne(game, options, settings.baseline === true ? `${seed}/other` : seed, bots, settings);
    expect(() => runSimulationBench(TINY, QUICK, skewed)).toThrow(
      /set-pc-4-hard: match 0 \(seed 'test\/0'\) differs between the fast path and its baseline/,
    );
  });

  it("prints a table with the targets met or not, or JSON with --json", () => {
    const results: SimulationResult[] = [
      {
        id: "set-pc-4-hard",
        game: "set-pc",
        bots: ["hard", "hard", "hard", "hard"],
        checked: 20,
        matchesPerSecond: 2500.4,
        baselinePerSecond: 1000,
        vsBaseline: 2.5,
        target: 2000,
      },
      {
        id: "ruhd-2-greedy",
        game: "ruhd",
        bots: ["greedy", "greedy"],
        checked: 20,
        matchesPerSecond: 2900,
        baselinePerSecond: 1450,
        vsBaseline: 2,
        target: 3000,
      },
      {
        id: "mixed",
        game: "set-pc",
        bots: ["easy", "hard"],
        checked: 1,
        matchesPerSecond: 10,
        baselinePerSecond: 10,
        vsBaseline: 1,
        target: null,
      },
    ];
    const table = simulationTable(TINY, results);
    expect(table).toMatch(/set-pc, 4 × hard +2,500 +1,000 +2\.50x +2,000: met/);
    expect(table).toMatch(/ruhd, 2 × greedy +2,900 +1,450 +2\.00x +3,000: NOT met/);
    expect(table).toMatch(/set-pc, easy, hard +10 +10 +1\.00x$/m);
    expect(table).toContain("41 matches were played both ways");
    expect(simulationJson(results)).toEqual({
      "set-pc-4-hard": { matchesPerSecond: 2500, baselinePerSecond: 1000, vsBaseline: 2.5, target: 2000 },
      "ruhd-2-greedy": { matchesPerSecond: 2900, baselinePerSecond: 1450, vsBaseline: 2, target: 3000 },
      mixed: { matchesPerSecond: 10, baselinePerSecond: 10, vsBaseline: 1, target: null },
    });

    const json = run(["bench", "--simulate", "--seconds", "0.03", "--json", "--seed", "s"]);
    expect(json.stderr).toBe("");
    expect(json.exitCode).toBe(0);
    const parsed = JSON.parse(json.stdout) as Record<string, Record<string, number | null>>;
    expect(Object.keys(parsed)).toEqual(SIMULATION_CASES.map((c) => c.id));
    for (const row of Object.values(parsed)) {
      expect(Object.keys(row)).toEqual(["matchesPerSecond", "baselinePerSecond", "vsBaseline", "target"]);
      expect(row.matchesPerSecond).toBeGreaterThan(0);
    }
    const text = run(["bench", "--simulate", "--seconds", "0.03"]);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toMatch(/^Simulation benchmark: matches per second of CPU time/);
    expect(text.stdout).toMatch(/set-pc, 4 × hard .*2,000: (met|NOT met)/);
  }, 60_000);
});
