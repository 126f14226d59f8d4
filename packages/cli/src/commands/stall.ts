/**
 * `parlor stall`: how long the costliest table the options allow holds the server's event loop. A
 * server starts in this process on a loopback port with a throwaway SQLite file; /healthz is asked one
 * request after the other, first for `--seconds` with the server idle (the baseline, measured in the
 * same run), then for as long while the costliest PC Set Game table plays (the largest table of the
 * largest deck of the largest sets, with hard bots). It prints /healthz's latencies both ways, their
 * ratio, and the table's steps that held the event loop past the limit, from the server's metrics.
 * Before the depth-first set finder, one step of that table took 7 to 21 s.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseCommandArgs, positiveNumber } from "../args.js";
import { ExitCode, type LongRunIo } from "../output.js";

/** The costliest PC Set Game table: 8 × 8 cards of the 4-feature, 6-value deck (1,296 cards, sets of 6). */
export const WORST_TABLE = { featureCount: 4, featureSize: 6, rows: 8, columns: 8 } as const;
/** Its seats: the most the game seats, each a hard bot (every one looks at each new table). */
export const WORST_SEATS = 8;
/** A step of a table past this holds every other table and request up: the server's own aim (ms). */
export const STEP_LIMIT_MS = 100;

export const STALL_DEFAULTS = { seconds: 10 } as const;

export interface StallConfig {
  /** How long each of the two runs asks /healthz (seconds). */
  readonly seconds: number;
  /** Print the result as one JSON object. */
  readonly json: boolean;
}

const FLAGS = { seconds: { type: "string", short: "t" }, json: { type: "boolean" } } as const;

export function parseStallArgs(args: readonly string[]): StallConfig {
  const { values } = parseCommandArgs("stall", args, FLAGS, false);
  return {
    seconds: positiveNumber("stall", "seconds", values.seconds, STALL_DEFAULTS.seconds),
    json: values.json === true,
  };
}

/** /healthz's latencies over one run (ms): how many answered, the median, the 90th percentile, the slowest. */
export interface Latencies {
  readonly answers: number;
  readonly p50: number;
  readonly p90: number;
  readonly max: number;
}

export interface StallResult {
  readonly idle: Latencies;
  readonly loaded: Latencies;
  /** The loaded run's 90th percentile over the idle run's. */
  readonly p90VsIdle: number;
  /** The table's steps, and those over `STEP_LIMIT_MS`, from the server's `parlor_step_seconds`. */
  readonly steps: number;
  readonly stepsOverLimit: number;
  /** The longest step the server's budgets saw, and the event loop's longest delay (ms). */
  readonly longestStepMs: number;
  readonly loopDelayMaxMs: number;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function latenciesOf(times: number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number): number => Math.round(ms * 10) / 10;
  return {
    answers: sorted.length,
    p50: round(quantile(sorted, 0.5)),
    p90: round(quantile(sorted, 0.9)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** Asks `url` one request after the other until `until` resolves or `stop` aborts; the times (ms). */
async function askUntil(url: string, until: Promise<void>, stop: AbortSignal): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.then(() => (done = true));
  while (!done && !stop.aborted) {
    const started = performance.now();
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`stall: ${url} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** `parlor_step_seconds` for one game from the metrics text: all steps, and those within `le` seconds. */
function stepCounts(metrics: string, game: string, le: string): { count: number; within: number } {
  const read = (pattern: RegExp): number => Number(pattern.exec(metrics)?.[1] ?? 0);
  return {
    count: read(new RegExp(`^parlor_step_seconds_count\\{game="${game}"\\} (\\d+)$`, "m")),
    within: read(new RegExp(`^parlor_step_seconds_bucket\\{le="${le}",game="${game}"\\} (\\d+)$`, "m")),
  };
}

const pause = (ms: number, stop: AbortSignal): Promise<void> =>
  new Promise((done) => {
    const timer = setTimeout(done, ms);
    stop.addEventListener("abort", () => (clearTimeout(timer), done()), { once: true });
  });

export async function runStall(config: StallConfig, stop: AbortSignal): Promise<StallResult> {
  const dir = mkdtempSync(join(tmpdir(), "parlor-stall-"));
  // The server loads only when this command runs, as for `serve`: the other commands stay light.
  const { startServer } = await import("@parlor/server");
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    db: join(dir, "stall.db"),
    logLevel: false,
    limits: { tablesPerMinute: 0 },
  });
  try {
    const health = `${server.url}/healthz`;
    const ms = config.seconds * 1_000;
    const idle = await askUntil(health, pause(ms, stop), stop);
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const made = await fetch(`${server.url}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        game: "set-pc",
        options: WORST_TABLE,
        seats: Array.from({ length: WORST_SEATS }, () => ({ bot: "hard" })),
      }),
    });
    if (made.status !== 201) throw new Error(`stall: the table was refused (${made.status})`);
    const loaded = await askUntil(health, pause(ms, stop), stop);
    loop.disable();
    const steps = stepCounts(
      await (await fetch(`${server.url}/metrics`)).text(),
      "set-pc",
      String(STEP_LIMIT_MS / 1_000),
    );
    const idleLatencies = latenciesOf(idle);
    const loadedLatencies = latenciesOf(loaded);
    return {
      idle: idleLatencies,
      loaded: loadedLatencies,
      p90VsIdle: Math.round((loadedLatencies.p90 / idleLatencies.p90) * 10) / 10,
      steps: steps.count,
      stepsOverLimit: steps.count - steps.within,
      longestStepMs: Math.round(server.tables.budgets.longestStepMs),
      loopDelayMaxMs: Math.round(loop.max / 1e6),
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The result as the command prints it without --json. */
export function stallTable(config: StallConfig, result: StallResult): string {
  const row = (name: string, l: Latencies): string =>
    `  ${name.padEnd(8)} ${String(l.answers).padStart(7)} ${String(l.p50).padStart(8)} ${String(l.p90).padStart(8)} ${String(l.max).padStart(8)}`;
  return [
    `The costliest PC Set Game table (${WORST_TABLE.rows}×${WORST_TABLE.columns} of ${WORST_TABLE.featureCount} features × ${WORST_TABLE.featureSize} values, ${WORST_SEATS} hard bots), ${config.seconds} s each way:`,
    `  /healthz  answers   p50 ms   p90 ms   max ms`,
    row("idle", result.idle),
    row("loaded", result.loaded),
    `  p90 loaded / idle: ${result.p90VsIdle.toFixed(1)}×`,
    `  the table's steps: ${result.steps}, over ${STEP_LIMIT_MS} ms: ${result.stepsOverLimit}; the longest ${result.longestStepMs} ms; the event loop's longest delay ${result.loopDelayMaxMs} ms`,
    "",
  ].join("\n");
}

/** `parlor stall [--seconds S] [--json]`. */
export async function stallCommand(args: readonly string[], io: LongRunIo): Promise<number> {
  const config = parseStallArgs(args);
  const result = await runStall(config, io.stop);
  io.stdout(config.json ? `${JSON.stringify(result)}\n` : stallTable(config, result));
  return ExitCode.ok;
}
