import { getGame, parseOptions } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { run } from "../cli.js";
import { expectUsageError } from "../testing/expect.js";
import type { SimulateReport } from "./simulate.js";

/** Classic SET's modes, as `--option mode=…` names them. */
const MODES = ["normal", "setchain", "ultraset", "ultrachain", "ghostset", "puzzle", "junior"] as const;

function simulateJson(args: string[]): SimulateReport {
  const result = run(["simulate", "set-classic", ...args]);
  expect(result.stderr).toBe("");
  expect(result.exitCode).toBe(0);
  return JSON.parse(result.stdout) as SimulateReport;
}

describe("parlor simulate set-classic", () => {
  it("is a game the command knows, with medium bots by default", () => {
    const report = simulateJson(["--games", "1", "--seed", "default"]);
    expect(report).toMatchObject({ game: "set-classic", bots: ["medium", "medium"], finished: 1 });
    expect(report.options).toMatchObject({ mode: "normal" });
  });

  it.each(MODES)(
    "--option mode=%s: every match ends, hard bots outscore easy ones, the report adds up",
    (mode) => {
      const games = 4;
      const report = simulateJson([
        "--option",
        `mode=${mode}`,
        "--games",
        String(games),
        "--bots",
        "hard,easy",
        "--rotate-seats",
        "--seed",
        `cli-${mode}`,
      ]);
      const defaults = parseOptions(getGame("set-classic")!, { mode });
      expect(defaults.ok && report.options).toEqual(defaults.ok ? defaults.value : null);
      expect(report).toMatchObject({ game: "set-classic", games, players: 2, bots: ["hard", "easy"] });
      expect(report.finished).toBe(games);
      expect(report.unfinished).toBe(0);
      expect(report.gamesPerSecond).toBeGreaterThan(0);
      // Every solution found scores 1 and nothing else scores (wrong claims are free by default).
      const sets = report.metrics.sets?.mean ?? 0;
      expect(sets).toBeGreaterThan(0);
      expect((report.meanScore ?? 0) * report.players).toBeCloseTo(sets, 6);
      // Hard bots look about 3.5 times as fast as easy ones: they take most solutions.
      expect(report.meanScoreByBot.hard ?? 0).toBeGreaterThan(report.meanScoreByBot.easy ?? Infinity);
      expect(report.winShareByBot.hard ?? 0).toBeGreaterThan(0.5);
    },
  );

  it.each(MODES)("--option mode=%s: each level plays alone to the end (practice)", (mode) => {
    for (const bot of ["easy", "medium", "hard"]) {
      const report = simulateJson([
        "--option",
        `mode=${mode}`,
        "--games",
        "1",
        "--players",
        "1",
        "--bot",
        bot,
      ]);
      expect(report.finished, `${mode} ${bot}`).toBe(1);
      expect(report.meanScore).toBe(report.metrics.sets?.mean);
    }
  });

  it("refuses an unknown mode, naming the option", () => {
    expectUsageError(
      run(["simulate", "set-classic", "--option", "mode=speedset"]),
      /Bad table options for SET: mode/,
    );
  });
});
