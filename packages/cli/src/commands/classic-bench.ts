import { SolutionsByDefinition } from "@parlor/engine/baselines";
import {
  CLASSIC,
  findSolutions,
  solutionFinderFor,
  type DeckShape,
  type SolutionSearch,
} from "@parlor/engine/set";
import { agreedCounts, ratio, timeEach, times } from "./timing.js";

/**
 * `parlor bench`'s classic SET part: finding the ultrasets and ghostsets of random boards, the
 * engine's finder against the brute force by the definitions (every 4 or 6 cards of the board, each
 * split into pairs tried), on the same boards, checked to agree, timed the way the set finders are.
 */

export type ClassicKind = "ultraset" | "ghostset";

/** The cases: the classic table (12 cards) and the largest (21), for each kind. */
export const CLASSIC_BENCH_CASES: readonly { readonly kind: ClassicKind; readonly size: number }[] = [
  { kind: "ultraset", size: 12 },
  { kind: "ultraset", size: 21 },
  { kind: "ghostset", size: 12 },
  { kind: "ghostset", size: 21 },
];

/**
 * Boards per case by default: few, since the brute force checks every 6 of 21 cards (54,264 choices
 * of 15 splits each, a few milliseconds a board) and the first pass runs every board once.
 */
export const CLASSIC_BENCH_BOARDS = 100;

/** Most boards of a classic case. */
export const MAX_CLASSIC_BOARDS = 100_000;

/** One finder under test, as `Contender` in bench.ts: `prepare` returns `run(from, count)` → solutions found. */
export interface ClassicContender {
  readonly id: string;
  readonly label: string;
  prepare(
    kind: ClassicKind,
    boards: readonly number[][],
    shape: DeckShape,
  ): (from: number, count: number) => number;
}

const NO_SEARCH: SolutionSearch = {};

export const CLASSIC_CONTENDERS: readonly ClassicContender[] = [
  {
    id: "definition",
    label: "SolutionsByDefinition (baseline: every choice of cards, every split)",
    prepare: (kind, boards, shape) => {
      const definition = new SolutionsByDefinition(shape);
      return (from, count) => {
        let found = 0;
        for (let c = 0, i = from; c < count; c++, i = i + 1 === boards.length ? 0 : i + 1) {
          found += definition.find(kind, boards[i] as number[]).length;
        }
        return found;
      };
    },
  },
  {
    id: "findSolutions",
    label: "findSolutions (card ids, sorted lists)",
    prepare: (kind, boards, shape) => (from, count) => {
      let found = 0;
      for (let c = 0, i = from; c < count; c++, i = i + 1 === boards.length ? 0 : i + 1) {
        found += findSolutions(kind, shape, boards[i] as number[]).length;
      }
      return found;
    },
  },
  {
    id: "finder",
    label: "solutionFinderFor(shape).find (numeric, places)",
    prepare: (kind, boards, shape) => {
      const finder = solutionFinderFor(shape);
      const out = new Int32Array(6 * 4096);
      return (from, count) => {
        let found = 0;
        for (let c = 0, i = from; c < count; c++, i = i + 1 === boards.length ? 0 : i + 1) {
          found += finder.find(kind, boards[i] as number[], NO_SEARCH, out);
        }
        return found;
      };
    },
  },
  {
    id: "count",
    label: "solutionFinderFor(shape).find (numeric, count only)",
    prepare: (kind, boards, shape) => {
      const finder = solutionFinderFor(shape);
      return (from, count) => {
        let found = 0;
        for (let c = 0, i = from; c < count; c++, i = i + 1 === boards.length ? 0 : i + 1) {
          found += finder.find(kind, boards[i] as number[], NO_SEARCH);
        }
        return found;
      };
    },
  },
];

export interface ClassicCaseResult {
  readonly kind: ClassicKind;
  readonly size: number;
  readonly boards: number;
  /** Solutions found over all boards, the number every contender agreed on. */
  readonly solutions: number;
  readonly contenders: readonly {
    readonly id: string;
    readonly label: string;
    readonly solutions: number;
    readonly boardsPerSecond: number;
    /** Speed relative to the brute force (null when it is not in the run). */
    readonly vsDefinition: number | null;
  }[];
}

export interface ClassicBenchConfig {
  /** Boards per case; 0 skips the classic part. */
  readonly classicBoards: number;
  readonly seconds: number;
  readonly seed: string;
}

/** The JSON key of a case: `ultraset@12`. */
export function classicKey(r: Pick<ClassicCaseResult, "kind" | "size">): string {
  return `${r.kind}@${r.size}`;
}

/**
 * Runs every case: one pass over all its boards (every contender must find the same number of
 * solutions, else a CliError, exit 1), then a warm-up and the timed run of each contender.
 * `makeIdBoards` is bench.ts's (passed in, so the two parts share the boards); the timing is timing.ts's.
 */
export function runClassicBench(
  config: ClassicBenchConfig,
  tools: {
    readonly makeIdBoards: (shape: DeckShape, size: number, count: number, seed: string) => Int32Array[];
  },
  contenders: readonly ClassicContender[] = CLASSIC_CONTENDERS,
  cases: readonly { readonly kind: ClassicKind; readonly size: number }[] = CLASSIC_BENCH_CASES,
): ClassicCaseResult[] {
  const count = config.classicBoards;
  if (count <= 0) return [];
  return cases.map(({ kind, size }) => {
    const boards = tools
      .makeIdBoards(CLASSIC, size, count, `${config.seed}/${kind}`)
      .map((b) => Array.from(b));
    const runs = contenders.map((c) => c.prepare(kind, boards, CLASSIC));
    const ids = contenders.map((c) => c.id);
    const counts = agreedCounts(ids, runs, count, `the ${kind}s of ${size}-card boards`);
    const speeds = timeEach(runs, count, config.seconds);
    const base = speeds[contenders.findIndex((c) => c.id === "definition")];
    return {
      kind,
      size,
      boards: count,
      solutions: counts[0] ?? 0,
      contenders: contenders.map((c, i) => ({
        id: c.id,
        label: c.label,
        solutions: counts[i] as number,
        boardsPerSecond: speeds[i] as number,
        vsDefinition: ratio(speeds[i] as number, base),
      })),
    };
  });
}

/** `{ "ultraset@12": { finder: { boardsPerSecond, vsDefinition } }, … }`. */
export function classicJson(results: readonly ClassicCaseResult[]): Record<string, Record<string, object>> {
  const json: Record<string, Record<string, object>> = {};
  for (const r of results) {
    const row: Record<string, object> = {};
    for (const c of r.contenders) {
      row[c.id] = {
        boardsPerSecond: Number(c.boardsPerSecond.toFixed(1)),
        vsDefinition: c.vsDefinition === null ? null : Number(c.vsDefinition.toFixed(1)),
      };
    }
    json[classicKey(r)] = row;
  }
  return json;
}

/** The classic part of the report: one table per case (empty when not run). */
export function classicTable(results: readonly ClassicCaseResult[]): string[] {
  const count = (n: number): string => n.toLocaleString("en-US");
  const speed = (n: number): string => (n >= 100 ? count(Math.round(n)) : n.toFixed(1));
  const lines: string[] = [];
  for (const r of results) {
    const width = Math.max(...r.contenders.map((c) => c.label.length), "finder".length);
    lines.push(
      "",
      `Classic SET ${r.kind}s, ${r.size} cards: ${count(r.solutions)} on ${count(r.boards)} random boards (${(r.solutions / r.boards).toFixed(2)} per board); all ${r.contenders.length} finders agree.`,
      `  ${"finder".padEnd(width)}  ${"boards/s".padStart(12)}  ${"vs definition".padStart(13)}`,
    );
    for (const c of r.contenders) {
      lines.push(
        `  ${c.label.padEnd(width)}  ${speed(c.boardsPerSecond).padStart(12)}  ${times(c.vsDefinition).padStart(13)}`,
      );
    }
  }
  return lines;
}
