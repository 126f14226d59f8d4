import { isDeepStrictEqual } from "node:util";
import { getGame, parseOptions, type AnyGame } from "@parlor/engine";
import { CliError } from "../output.js";
import { playOne, SIMULATE_DEFAULTS } from "./simulate.js";

/**
 * `parlor bench --simulate`: how many matches per second `parlor simulate` plays, case by case,
 * against a baseline measured in the same run: the same matches through the general path
 * (`playOne`'s `baseline`: the games' reference implementations, every bot move parsed by the
 * action schema, the options parsed for every match). Time is the process's CPU time: a
 * simulation runs on one core, and other programs on the machine do not slow the count.
 */

/** One measured simulation: a game with the game's default options and these bot levels, one per seat. */
export interface SimulationCase {
  readonly id: string;
  readonly game: string;
  readonly bots: readonly string[];
  /** Matches played both ways before timing, which must agree (outcome and moves). */
  readonly checks: number;
}

/** Issue 17's targets, in matches per second on one core. */
export const SIMULATION_TARGETS: Readonly<Record<string, number>> = {
  "set-pc-4-hard": 2_000,
  "ruhd-2-greedy": 3_000,
};

const seats = (n: number, level: string): string[] => Array.from({ length: n }, () => level);

/** The two cases of the targets first, then each other game with its default level. */
export const SIMULATION_CASES: readonly SimulationCase[] = [
  { id: "set-pc-4-hard", game: "set-pc", bots: seats(4, "hard"), checks: 20 },
  { id: "ruhd-2-greedy", game: "ruhd", bots: seats(2, "greedy"), checks: 20 },
  { id: "set-pc-2-medium", game: "set-pc", bots: seats(2, "medium"), checks: 20 },
  { id: "set-patterns-2-medium", game: "set-patterns", bots: seats(2, "medium"), checks: 20 },
  { id: "set-super-2-medium", game: "set-super", bots: seats(2, "medium"), checks: 10 },
  { id: "set-classic-2-medium", game: "set-classic", bots: seats(2, "medium"), checks: 20 },
  { id: "tarot-4-basic", game: "tarot", bots: seats(4, "basic"), checks: 2 },
  { id: "buraco-2-basic", game: "buraco", bots: seats(2, "basic"), checks: 1 },
];

export interface SimulationBenchConfig {
  /** Time per path and case, in seconds, split over `rounds` (a warm-up comes on top). */
  readonly seconds: number;
  readonly seed: string;
  /** Rounds of baseline then fast path per case; each speed is the median of its rounds. */
  readonly rounds: number;
}

export const SIMULATION_BENCH_DEFAULTS = { rounds: 3 } as const;

export interface SimulationResult {
  readonly id: string;
  readonly game: string;
  readonly bots: readonly string[];
  /** Matches played both ways that agreed. */
  readonly checked: number;
  readonly matchesPerSecond: number;
  readonly baselinePerSecond: number;
  /** Median over the rounds of the fast path's speed divided by the baseline's. */
  readonly vsBaseline: number;
  readonly target: number | null;
}

/** Every timed result is added here, so that no compiler could skip the work as unused. */
let sink = 0;

/** The running total of timed results (only read to keep them alive). */
export function simulationSink(): number {
  return sink;
}

/** Seeds a timed run cycles through (`<seed>/<i>`): far more than a run plays, so no match repeats. */
const SEED_POOL = 1_000_000;

/**
 * The CPU time this process has used, in milliseconds: a simulation runs on one core, and CPU time
 * counts only the time it had that core, not the time other programs on the machine took it.
 */
export function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Matches from seed number `from` on, one path, until `seconds` of `clock` (milliseconds; CPU time
 * unless a test gives its own) passed; matches per second.
 */
function timed(
  play: (i: number) => number,
  from: number,
  seconds: number,
  clock: () => number,
): { speed: number; next: number } {
  const start = clock();
  let i = from;
  let played = 0;
  for (;;) {
    sink += play(i % SEED_POOL);
    i++;
    played++;
    const elapsed = clock() - start;
    if (elapsed >= seconds * 1000) return { speed: (played * 1000) / elapsed, next: i };
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function gameOf(id: string): AnyGame {
  const game = getGame(id);
  if (!game) throw new CliError(`bench: no game '${id}'`);
  return game;
}

/**
 * Measures each case: first its `checks` matches both ways (they must agree, else a CliError, exit
 * 1), then a warm-up of each path, then `rounds` rounds of the baseline and the fast path, each
 * time-boxed, on fresh seeds.
 */
export function runSimulationBench(
  config: SimulationBenchConfig,
  cases: readonly SimulationCase[] = SIMULATION_CASES,
  playMatch: typeof playOne = playOne,
  clock: () => number = cpuMs,
): SimulationResult[] {
  const results: SimulationResult[] = [];
  for (const c of cases) {
    const game = gameOf(c.game);
    const parsed = parseOptions(game, {});
    if (!parsed.ok) throw new CliError(`bench: ${parsed.error.message}`);
    const options = parsed.value;
    const settings = { maxTimeMs: SIMULATE_DEFAULTS.maxTimeMs };
    const play = (i: number, baseline: boolean) =>
      playMatch(game, options, `${config.seed}/${i}`, c.bots, { ...settings, baseline }).runner;
    for (let i = 0; i < c.checks; i++) {
      const fast = play(i, false);
      const base = play(i, true);
      const same =
        isDeepStrictEqual(fast.outcome, base.outcome) &&
        isDeepStrictEqual(fast.log.actions, base.log.actions);
      if (!same) {
        throw new CliError(
          `bench: ${c.id}: match ${i} (seed '${config.seed}/${i}') differs between the fast path and its baseline`,
        );
      }
    }
    const score = (runner: ReturnType<typeof play>): number =>
      runner.outcome?.scores.reduce((a, b) => a + b, 0) ?? 0;
    const fastRun = (i: number) => score(play(i, false));
    const baseRun = (i: number) => score(play(i, true));
    const slice = config.seconds / config.rounds;
    const warmUp = Math.min(0.25, config.seconds / 4);
    let next = c.checks;
    next = timed(baseRun, next, warmUp, clock).next;
    next = timed(fastRun, next, warmUp, clock).next;
    const fastSpeeds: number[] = [];
    const baseSpeeds: number[] = [];
    const ratios: number[] = [];
    for (let r = 0; r < config.rounds; r++) {
      // Both paths play the same seeds in each round.
      const base = timed(baseRun, next, slice, clock);
      const fast = timed(fastRun, next, slice, clock);
      next = Math.max(base.next, fast.next);
      baseSpeeds.push(base.speed);
      fastSpeeds.push(fast.speed);
      ratios.push(fast.speed / base.speed);
    }
    results.push({
      id: c.id,
      game: c.game,
      bots: c.bots,
      checked: c.checks,
      matchesPerSecond: median(fastSpeeds),
      baselinePerSecond: median(baseSpeeds),
      vsBaseline: median(ratios),
      target: SIMULATION_TARGETS[c.id] ?? null,
    });
  }
  return results;
}

/** `{ case: { matchesPerSecond, baselinePerSecond, vsBaseline, target } }`. */
export function simulationJson(results: readonly SimulationResult[]): Record<string, object> {
  const json: Record<string, object> = {};
  for (const r of results) {
    json[r.id] = {
      matchesPerSecond: Math.round(r.matchesPerSecond),
      baselinePerSecond: Math.round(r.baselinePerSecond),
      vsBaseline: Number(r.vsBaseline.toFixed(2)),
      target: r.target,
    };
  }
  return json;
}

/** The levels of a case in words: "4 × hard". */
function botsInWords(bots: readonly string[]): string {
  return new Set(bots).size === 1 ? `${bots.length} × ${bots[0] ?? ""}` : bots.join(", ");
}

/** The human-readable report: one line per case, with its target where it has one. */
export function simulationTable(config: SimulationBenchConfig, results: readonly SimulationResult[]): string {
  const count = (n: number): string => Math.round(n).toLocaleString("en-US");
  const rows = results.map((r) => ({
    label: `${r.game}, ${botsInWords(r.bots)}`,
    speed: count(r.matchesPerSecond),
    base: count(r.baselinePerSecond),
    ratio: `${r.vsBaseline.toFixed(2)}x`,
    target:
      r.target === null ? "" : `${count(r.target)}: ${r.matchesPerSecond >= r.target ? "met" : "NOT met"}`,
  }));
  const width = Math.max("case".length, ...rows.map((row) => row.label.length));
  const lines = [
    "Simulation benchmark: matches per second of CPU time (one core) of parlor simulate (virtual clock,",
    "bots inline, the game's default options), each case against a baseline measured in the same run:",
    "the same matches through the general path (the SET games' views built afresh for every seat,",
    "Ruhd's greedy bot in its first version, each bot move parsed by the action schema, the options",
    "parsed per match).",
    `${config.rounds} rounds of about ${(config.seconds / config.rounds).toFixed(2)} CPU s per path and case after a warm-up; medians. Higher is better.`,
    "",
    `  ${"case".padEnd(width)}  ${"matches/s".padStart(10)}  ${"baseline/s".padStart(10)}  ${"vs baseline".padStart(11)}  target`,
  ];
  for (const row of rows) {
    lines.push(
      `  ${row.label.padEnd(width)}  ${row.speed.padStart(10)}  ${row.base.padStart(10)}  ${row.ratio.padStart(11)}  ${row.target}`.trimEnd(),
    );
  }
  const checked = results.reduce((n, r) => n + r.checked, 0);
  lines.push(
    "",
    `Before timing, ${count(checked)} matches were played both ways: the same moves and outcomes.`,
  );
  return lines.join("\n");
}
