import { performance } from "node:perf_hooks";
import { CliError } from "../output.js";

/**
 * How `parlor bench` races finders on the same boards: every contender counts what it finds on all
 * of them once (they must agree), then each is timed, after a warm-up, in batches for a fixed time.
 * The set, large-set and classic SET benches share it.
 */

/** A contender ready to run: from board `from`, `count` boards round robin; returns what it found. */
export type BoardRun = (from: number, count: number) => number;

/** Every timed result is added here, so that no compiler could skip the work as unused. */
let sink = 0;

/** The running total of timed results (only read to keep them alive). */
export function benchSink(): number {
  return sink;
}

/** Largest batch of boards between two readings of the clock. */
const MAX_BATCH = 1 << 20;

/** The warm-up before each timed run: a quarter of the time asked, at most this many seconds. */
const MAX_WARM_UP_SECONDS = 0.25;

/**
 * Calls `run` in batches over the boards (round robin) for about `seconds`; returns boards per
 * second. Batches grow until one takes a couple of milliseconds, so reading the clock costs nothing.
 * `clock` (milliseconds) is `performance.now` unless a test gives its own.
 */
export function timeBoxed(
  run: BoardRun,
  boards: number,
  seconds: number,
  clock: () => number = () => performance.now(),
): number {
  const budget = seconds * 1000;
  let batch = 1;
  let done = 0;
  let total = 0;
  const start = clock();
  for (;;) {
    const batchStart = clock();
    total += run(done % boards, batch);
    done += batch;
    const now = clock();
    if (now - start >= budget) {
      sink += total;
      return (done * 1000) / (now - start);
    }
    if (now - batchStart < 2 && batch < MAX_BATCH) batch *= 2;
  }
}

/** `value` as a multiple of `base`, or null without a base to compare with. */
export function ratio(value: number, base: number | undefined): number | null {
  return base === undefined || base <= 0 ? null : value / base;
}

/**
 * One pass of every run over all `boards`: what each found, which must be the same for all, else a
 * CliError (exit 1) saying "bench: the finders disagree on <what> (<found> found: <id> <n>, …)".
 */
/** A ratio as a table shows it: "150x" from 100 up, "49.5x" below, "-" when there is none. */
export function times(value: number | null): string {
  if (value === null) return "-";
  return `${value >= 100 ? value.toFixed(0) : value.toFixed(1)}x`;
}

export function agreedCounts(
  ids: readonly string[],
  runs: readonly BoardRun[],
  boards: number,
  what: string,
  found = "",
): number[] {
  const counts = runs.map((run) => run(0, boards));
  if (counts.some((n) => n !== counts[0])) {
    const each = ids.map((id, i) => `${id} ${counts[i] ?? 0}`).join(", ");
    const label = found === "" ? "found" : `${found} found`;
    throw new CliError(`bench: the finders disagree on ${what} (${label}: ${each})`);
  }
  return counts;
}

/** Each run timed over the same `boards` for `seconds` after its warm-up: boards per second, in order. */
export function timeEach(runs: readonly BoardRun[], boards: number, seconds: number): number[] {
  const warmUp = Math.min(MAX_WARM_UP_SECONDS, seconds / 4);
  return runs.map((run) => {
    timeBoxed(run, boards, warmUp);
    return timeBoxed(run, boards, seconds);
  });
}
