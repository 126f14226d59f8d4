import { CompletionFinder, findSetsBruteForce, findSetsHashSet } from "@parlor/engine/baselines";
import {
  CLASSIC,
  cardCode,
  deckSize,
  findSets,
  finderFor,
  fullDeck,
  type DeckShape,
} from "@parlor/engine/set";
import { Rng } from "@parlor/engine";
import { parseCommandArgs, positiveInteger, positiveNumber } from "../args.js";
import { agreedCounts, ratio, timeEach, times } from "./timing.js";

import { BOT_BENCH_DEFAULTS, botBenchTable, runBotBench } from "./bot-bench.js";

export { benchSink, timeBoxed } from "./timing.js";
import { success, UsageError, type CommandResult } from "../output.js";
import {
  CLASSIC_BENCH_BOARDS,
  classicJson,
  classicTable,
  MAX_CLASSIC_BOARDS,
  runClassicBench,
  type ClassicCaseResult,
} from "./classic-bench.js";
import {
  runSimulationBench,
  SIMULATION_BENCH_DEFAULTS,
  simulationJson,
  simulationTable,
} from "./simulation-bench.js";

export const BENCH_DEFAULTS = {
  boards: 1000,
  /** Board sizes run when --size is not given: the usual table and the largest one without a set guarantee. */
  sizes: [12, 21],
  seconds: 1,
  seed: "parlor",
  /**
   * Boards of the large-set case (below): few, since the former finder takes about half a second
   * on each. 0 skips the case.
   */
  largeBoards: 4,
  /** Boards per case of classic SET's ultrasets and ghostsets (classic-bench.ts). 0 skips them. */
  classicBoards: CLASSIC_BENCH_BOARDS,
} as const;

/**
 * The large-set case: full tables of the largest PC table (8 x 8 = 64 cards) from the deck of 4
 * features of 6 values (1296 cards, sets of 6 cards), where the former finder for V > 3 tried every
 * 5 cards of the 64 (7.6 million combinations a board).
 */
export const LARGE_CASE = { shape: { features: 4, values: 6 } as DeckShape, size: 64 } as const;

/** Most boards one run builds (they are all kept in memory, as strings and as ids). */
export const MAX_BOARDS = 1_000_000;
/** Most boards of the large-set case (the former finder checks each in about half a second). */
export const MAX_LARGE_BOARDS = 1_000;

export interface BenchConfig {
  readonly boards: number;
  readonly sizes: readonly number[];
  /** Time box per contender per size, in seconds (warm-up comes on top: a quarter of it, at most 0.25 s). */
  readonly seconds: number;
  readonly seed: string;
  /** Boards of the large-set case (LARGE_CASE); 0 or absent: not run. */
  readonly largeBoards?: number;
  /** Boards per case of classic SET's solutions (classic-bench.ts); 0 or absent: not run. */
  readonly classicBoards?: number;
}

/** The same random boards, as card codes for the string finders and as card ids for the numeric one. */
export interface BenchBoards {
  readonly size: number;
  readonly codes: readonly (readonly string[])[];
  readonly ids: readonly Int32Array[];
}

/**
 * One finder under test. `prepare` does the untimed set-up and returns a runner: `run(from, count)`
 * finds the sets of `count` boards starting at board `from` (wrapping around) and returns how many
 * sets it found. Each contender has its own loop, so that the call to its finder stays monomorphic
 * and the harness costs every contender the same (one call per batch, not one per board).
 */
export interface Contender {
  readonly id: string;
  readonly label: string;
  prepare(boards: BenchBoards): (from: number, count: number) => number;
}

export const CONTENDERS: readonly Contender[] = [
  {
    id: "bruteForce",
    label: "findSetsBruteForce (baseline, triple loop)",
    prepare: ({ codes }) => {
      const boards = codes.length;
      return (from, count) => {
        let sets = 0;
        for (let c = 0, i = from; c < count; c++, i = i + 1 === boards ? 0 : i + 1) {
          sets += findSetsBruteForce(codes[i] as string[]).length;
        }
        return sets;
      };
    },
  },
  {
    id: "hashSet",
    label: "findSetsHashSet (baseline, hash set)",
    prepare: ({ codes }) => {
      const boards = codes.length;
      return (from, count) => {
        let sets = 0;
        for (let c = 0, i = from; c < count; c++, i = i + 1 === boards ? 0 : i + 1) {
          sets += findSetsHashSet(codes[i] as string[]).length;
        }
        return sets;
      };
    },
  },
  {
    id: "findSets",
    label: "findSets (string API)",
    prepare: ({ codes }) => {
      const boards = codes.length;
      return (from, count) => {
        let sets = 0;
        for (let c = 0, i = from; c < count; c++, i = i + 1 === boards ? 0 : i + 1) {
          sets += findSets(codes[i] as string[]).length;
        }
        return sets;
      };
    },
  },
  {
    id: "finder",
    label: "finderFor(CLASSIC).find (numeric)",
    prepare: ({ ids, size }) => {
      const boards = ids.length;
      const finder = finderFor(CLASSIC);
      // Each pair of cards lies in at most one set, so a board of K cards holds at most K(K-1)/6 sets.
      const out = new Int32Array(3 * Math.ceil((size * (size - 1)) / 6));
      return (from, count) => {
        let sets = 0;
        for (let c = 0, i = from; c < count; c++, i = i + 1 === boards ? 0 : i + 1) {
          sets += finder.find(ids[i] as Int32Array, size, out);
        }
        return sets;
      };
    },
  },
];

export interface ContenderResult {
  readonly id: string;
  readonly label: string;
  /** Sets found over all boards in the checking pass. */
  readonly sets: number;
  readonly boardsPerSecond: number;
  /** Speed relative to the brute-force and hash-set baselines (null when a baseline is not in the run). */
  readonly vsBruteForce: number | null;
  readonly vsHashSet: number | null;
}

export interface SizeResult {
  readonly size: number;
  readonly boards: number;
  /** Sets found over all boards, the number every contender agreed on. */
  readonly sets: number;
  readonly contenders: readonly ContenderResult[];
}

/** `count` random boards of `size` distinct cards of the 81-card deck, drawn with the engine's Rng. */
export function makeBoards(size: number, count: number, seed: string): BenchBoards {
  const deck = fullDeck(CLASSIC);
  const rng = Rng.fromSeed(`${seed}/${size}`);
  const codes: string[][] = [];
  const ids: Int32Array[] = [];
  for (let b = 0; b < count; b++) {
    // A partial Fisher–Yates shuffle: the first `size` cards of the deck become a uniform draw.
    for (let j = 0; j < size; j++) {
      const k = j + rng.int(deck.length - j);
      const t = deck[j] as number;
      deck[j] = deck[k] as number;
      deck[k] = t;
    }
    const board = deck.slice(0, size);
    ids.push(Int32Array.from(board));
    codes.push(board.map((id) => cardCode(CLASSIC, id)));
  }
  return { size, codes, ids };
}

/**
 * Benchmarks every contender on the same boards, size by size: first one pass over all boards to
 * count the sets (they must agree, else a CliError, exit 1), then a warm-up, then the timed run.
 */
export function runBench(config: BenchConfig, contenders: readonly Contender[] = CONTENDERS): SizeResult[] {
  const results: SizeResult[] = [];
  for (const size of config.sizes) {
    const boards = makeBoards(size, config.boards, config.seed);
    const runs = contenders.map((c) => c.prepare(boards));
    const ids = contenders.map((c) => c.id);
    const counts = agreedCounts(ids, runs, config.boards, `${size}-card boards`, "sets");
    const speeds = timeEach(runs, config.boards, config.seconds);
    const speedOf = (id: string): number | undefined => speeds[contenders.findIndex((c) => c.id === id)];
    results.push({
      size,
      boards: config.boards,
      sets: counts[0] ?? 0,
      contenders: contenders.map((c, i) => {
        const speed = speeds[i] as number;
        return {
          id: c.id,
          label: c.label,
          sets: counts[i] as number,
          boardsPerSecond: speed,
          vsBruteForce: ratio(speed, speedOf("bruteForce")),
          vsHashSet: ratio(speed, speedOf("hashSet")),
        };
      }),
    });
  }
  return results;
}

/** One finder of the large-set case: `prepare` as for `Contender`, on boards of card ids. */
export interface LargeContender {
  readonly id: string;
  readonly label: string;
  prepare(
    boards: readonly Int32Array[],
    shape: DeckShape,
    size: number,
  ): (from: number, count: number) => number;
}

/** Runs a finder with `find(board, n, out)` over the boards, round robin, counting the sets. */
function findLoop(
  finder: { find(board: ArrayLike<number>, n: number, out?: Int32Array): number },
  boards: readonly Int32Array[],
  shape: DeckShape,
  size: number,
): (from: number, count: number) => number {
  const out = new Int32Array(shape.values * 1024);
  return (from, count) => {
    let sets = 0;
    for (let c = 0, i = from; c < count; c++, i = i + 1 === boards.length ? 0 : i + 1) {
      sets += finder.find(boards[i] as Int32Array, size, out);
    }
    return sets;
  };
}

export const LARGE_CONTENDERS: readonly LargeContender[] = [
  {
    id: "completion",
    label: "CompletionFinder (baseline, the former finder: every V - 1 cards, completed)",
    prepare: (boards, shape, size) => findLoop(new CompletionFinder(shape), boards, shape, size),
  },
  {
    id: "finder",
    label: "finderFor(shape).find (depth-first, partial sets only)",
    prepare: (boards, shape, size) => findLoop(finderFor(shape), boards, shape, size),
  },
];

export interface LargeResult {
  readonly shape: DeckShape;
  readonly size: number;
  readonly boards: number;
  readonly sets: number;
  readonly contenders: readonly {
    readonly id: string;
    readonly label: string;
    readonly sets: number;
    readonly boardsPerSecond: number;
    /** Speed relative to the former finder (null when it is not in the run). */
    readonly vsCompletion: number | null;
  }[];
}

/** `count` random boards of `size` distinct card ids of the deck, drawn with the engine's Rng. */
export function makeIdBoards(shape: DeckShape, size: number, count: number, seed: string): Int32Array[] {
  const rng = Rng.fromSeed(`${seed}/${shape.features}x${shape.values}/${size}`);
  return Array.from({ length: count }, () => Int32Array.from(rng.shuffle(fullDeck(shape)).slice(0, size)));
}

/**
 * The large-set case (LARGE_CASE): the former finder and the engine's on the same boards, checked to
 * agree, then timed like the other sizes. Null when `largeBoards` is 0.
 */
export function runLargeBench(
  config: BenchConfig,
  contenders: readonly LargeContender[] = LARGE_CONTENDERS,
  { shape, size }: { shape: DeckShape; size: number } = LARGE_CASE,
): LargeResult | null {
  const count = config.largeBoards ?? 0;
  if (count <= 0) return null;
  const boards = makeIdBoards(shape, size, count, config.seed);
  const runs = contenders.map((c) => c.prepare(boards, shape, size));
  const what = `${size}-card boards of ${shape.features} features of ${shape.values} values`;
  const counts = agreedCounts(
    contenders.map((c) => c.id),
    runs,
    count,
    what,
    "sets",
  );
  const speeds = timeEach(runs, count, config.seconds);
  const base = speeds[contenders.findIndex((c) => c.id === "completion")];
  return {
    shape,
    size,
    boards: count,
    sets: counts[0] ?? 0,
    contenders: contenders.map((c, i) => ({
      id: c.id,
      label: c.label,
      sets: counts[i] as number,
      boardsPerSecond: speeds[i] as number,
      vsCompletion: ratio(speeds[i] as number, base),
    })),
  };
}

/** The JSON key of the large-set case: `64@4x6` (cards @ features x values). */
export function largeKey(r: Pick<LargeResult, "shape" | "size">): string {
  return `${r.size}@${r.shape.features}x${r.shape.values}`;
}

const FLAGS = {
  boards: { type: "string", short: "b" },
  size: { type: "string", short: "k" },
  seconds: { type: "string", short: "t" },
  seed: { type: "string", short: "s" },
  "large-boards": { type: "string" },
  "classic-boards": { type: "string" },
  json: { type: "boolean" },
  simulate: { type: "boolean" },
  bots: { type: "boolean" },
  decisions: { type: "string" },
} as const;

export function parseBenchArgs(args: readonly string[]): BenchConfig & {
  readonly json: boolean;
  readonly simulate: boolean;
  readonly bots: boolean;
  readonly decisions: number;
} {
  const { values } = parseCommandArgs("bench", args, FLAGS, false);
  const boards = positiveInteger("bench", "boards", values.boards, BENCH_DEFAULTS.boards);
  if (boards > MAX_BOARDS) throw new UsageError(`bench: --boards is at most ${MAX_BOARDS}, not ${boards}`);
  const deck = deckSize(CLASSIC);
  let sizes: number[] = [...BENCH_DEFAULTS.sizes];
  if (values.size !== undefined) {
    const size = positiveInteger("bench", "size", values.size, 12);
    if (size < 3 || size > deck)
      throw new UsageError(`bench: --size must be between 3 and ${deck} cards, not ${size}`);
    sizes = [size];
  }
  const seconds = positiveNumber("bench", "seconds", values.seconds, BENCH_DEFAULTS.seconds);
  const large = values["large-boards"];
  const largeBoards =
    large === "0" ? 0 : positiveInteger("bench", "large-boards", large, BENCH_DEFAULTS.largeBoards);
  if (largeBoards > MAX_LARGE_BOARDS)
    throw new UsageError(`bench: --large-boards is at most ${MAX_LARGE_BOARDS}, not ${largeBoards}`);
  const classic = values["classic-boards"];
  const classicBoards =
    classic === "0" ? 0 : positiveInteger("bench", "classic-boards", classic, BENCH_DEFAULTS.classicBoards);
  if (classicBoards > MAX_CLASSIC_BOARDS)
    throw new UsageError(`bench: --classic-boards is at most ${MAX_CLASSIC_BOARDS}, not ${classicBoards}`);
  return {
    boards,
    sizes,
    seconds,
    seed: values.seed ?? BENCH_DEFAULTS.seed,
    largeBoards,
    classicBoards,
    json: values.json === true,
    simulate: values.simulate === true,
    bots: values.bots === true,
    decisions: positiveInteger("bench", "decisions", values.decisions, BOT_BENCH_DEFAULTS.decisions),
  };
}

function fixed(value: number | null, digits: number): number | null {
  return value === null ? null : Number(value.toFixed(digits));
}

/**
 * `{ size: { contender: { boardsPerSecond, vsBruteForce, vsHashSet } } }`, for the large-set
 * case `{ "64@4x6": { contender: { boardsPerSecond, vsCompletion } } }`, and for classic SET's
 * cases `{ "ultraset@12": { contender: { boardsPerSecond, vsDefinition } } }`.
 */
export function benchJson(
  results: readonly SizeResult[],
  large: LargeResult | null = null,
  classic: readonly ClassicCaseResult[] = [],
): Record<string, Record<string, object>> {
  const json: Record<string, Record<string, object>> = {};
  for (const r of results) {
    const row: Record<string, object> = {};
    for (const c of r.contenders) {
      row[c.id] = {
        boardsPerSecond: Math.round(c.boardsPerSecond),
        vsBruteForce: fixed(c.vsBruteForce, 2),
        vsHashSet: fixed(c.vsHashSet, 2),
      };
    }
    json[String(r.size)] = row;
  }
  if (large) {
    const row: Record<string, object> = {};
    for (const c of large.contenders) {
      row[c.id] = {
        boardsPerSecond: Number(c.boardsPerSecond.toFixed(2)),
        vsCompletion: fixed(c.vsCompletion, 1),
      };
    }
    json[largeKey(large)] = row;
  }
  return { ...json, ...classicJson(classic) };
}

/** The human-readable report: one table per board size, then the large-set case. */
export function benchTable(
  config: BenchConfig,
  results: readonly SizeResult[],
  large: LargeResult | null = null,
  classic: readonly ClassicCaseResult[] = [],
): string {
  const count = (n: number): string => n.toLocaleString("en-US");
  const lines = [
    `Set finder benchmark: ${count(config.boards)} random boards per size from the 81-card deck (seed '${config.seed}'),`,
    `about ${config.seconds} s per finder and size after a warm-up. Higher boards/s is better.`,
  ];
  for (const r of results) {
    const width = Math.max(...r.contenders.map((c) => c.label.length), "finder".length);
    lines.push(
      "",
      `${r.size} cards: ${count(r.sets)} sets on ${count(r.boards)} boards (${(r.sets / r.boards).toFixed(2)} per board); all ${r.contenders.length} finders agree.`,
      `  ${"finder".padEnd(width)}  ${"boards/s".padStart(12)}  ${"vs brute force".padStart(14)}  ${"vs hash set".padStart(11)}`,
    );
    for (const c of r.contenders) {
      lines.push(
        `  ${c.label.padEnd(width)}  ${count(Math.round(c.boardsPerSecond)).padStart(12)}  ${times(c.vsBruteForce).padStart(14)}  ${times(c.vsHashSet).padStart(11)}`,
      );
    }
    const api = r.contenders.find((c) => c.id === "findSets");
    if (r.size === 12 && api?.vsHashSet != null) {
      const met = api.vsHashSet >= 20 ? "met" : "NOT met";
      lines.push(
        `  target: findSets at least 20x the hash-set baseline on 12 cards: ${times(api.vsHashSet)}, ${met}.`,
      );
    }
  }
  if (large) {
    const { features, values } = large.shape;
    const width = Math.max(...large.contenders.map((c) => c.label.length), "finder".length);
    const speed = (n: number): string => (n >= 100 ? count(Math.round(n)) : n.toFixed(2));
    lines.push(
      "",
      `Large sets: ${large.size} cards (the largest PC table) of the ${features}-feature, ${values}-value deck (${count(values ** features)} cards, sets of ${values}),`,
      `${count(large.boards)} random boards: ${count(large.sets)} sets (${(large.sets / large.boards).toFixed(2)} per board); both finders agree.`,
      `  ${"finder".padEnd(width)}  ${"boards/s".padStart(12)}  ${"vs former finder".padStart(16)}`,
    );
    for (const c of large.contenders) {
      lines.push(
        `  ${c.label.padEnd(width)}  ${speed(c.boardsPerSecond).padStart(12)}  ${times(c.vsCompletion).padStart(16)}`,
      );
    }
  }
  lines.push(...classicTable(classic));
  return lines.join("\n");
}

/**
 * `parlor bench`: measures the set finders against the two baselines, then classic SET's ultraset and
 * ghostset finder against the definitions; with `--simulate`, the
 * simulation's matches per second against the general path instead (simulation-bench.ts).
 */
export function benchCommand(args: readonly string[]): CommandResult {
  const config = parseBenchArgs(args);
  if (config.bots) {
    const bots = { decisions: config.decisions, seed: config.seed };
    const measured = runBotBench(bots);
    return success(config.json ? JSON.stringify(measured) : botBenchTable(bots, measured));
  }
  if (config.simulate) {
    const simulation = {
      seconds: config.seconds,
      seed: config.seed,
      rounds: SIMULATION_BENCH_DEFAULTS.rounds,
    };
    const measured = runSimulationBench(simulation);
    return success(
      config.json ? JSON.stringify(simulationJson(measured)) : simulationTable(simulation, measured),
    );
  }
  const results = runBench(config);
  const large = runLargeBench(config);
  const classic = runClassicBench(
    { classicBoards: config.classicBoards ?? 0, seconds: config.seconds, seed: config.seed },
    { makeIdBoards },
  );
  return success(
    config.json
      ? JSON.stringify(benchJson(results, large, classic))
      : benchTable(config, results, large, classic),
  );
}
