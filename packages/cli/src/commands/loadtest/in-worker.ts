import { Worker } from "node:worker_threads";
import { CliError } from "../../output.js";
import type { LoadtestReport } from "./report.js";

/**
 * The young generation of the thread that runs the clients (MB; V8's default is about 48, three
 * 16 MB semi-spaces). Every seat keeps its last view, so each scavenge of a small young generation
 * copies thousands of live views: three times fewer scavenges halve the collector's time (measured:
 * 0.6 s → 0.3 s of GC pauses over 28,000 actions at 400 tables) and save ~10 % of the load
 * generator's CPU per action.
 */
export const LOADGEN_YOUNG_GENERATION_MB = 192;

/** What the worker posts back: the report, a CliError's message and exit code, or a crash. */
export type FromLoadtestWorker =
  | { readonly type: "report"; readonly report: LoadtestReport }
  | { readonly type: "failed"; readonly message: string; readonly exitCode: number }
  | { readonly type: "crashed"; readonly message: string };

/**
 * The worker's file: next to this one in the build; from the TypeScript source (tests), the build's
 * (workers cannot load TypeScript: run `tsc -b` first).
 */
export const LOADTEST_WORKER_ENTRY: URL = import.meta.url.endsWith(".ts")
  ? new URL("../../../dist/commands/loadtest/worker.js", import.meta.url)
  : new URL("./worker.js", import.meta.url);

/**
 * Runs `parlor loadtest <args>` (already checked) in a worker thread with a young generation of
 * LOADGEN_YOUNG_GENERATION_MB, the same run as `loadtest()` in this thread but cheaper in garbage
 * collection. `stop` ends it early. Rejects with the run's CliError (same message and exit code).
 */
export function loadtestInWorker(
  args: readonly string[],
  stop: AbortSignal | undefined,
  entry: URL = LOADTEST_WORKER_ENTRY,
): Promise<LoadtestReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, {
      workerData: { args: [...args] },
      resourceLimits: { maxYoungGenerationSizeMb: LOADGEN_YOUNG_GENERATION_MB },
    });
    let answered = false;
    const onStop = (): void => worker.postMessage("stop");
    if (stop?.aborted) onStop();
    else stop?.addEventListener("abort", onStop, { once: true });
    const done = (): void => stop?.removeEventListener("abort", onStop);
    worker.on("message", (answer: FromLoadtestWorker) => {
      answered = true;
      done();
      if (answer.type === "report") resolve(answer.report);
      else if (answer.type === "failed") reject(new CliError(answer.message, answer.exitCode));
      else reject(new Error(answer.message));
    });
    worker.on("error", (error) => {
      done();
      if (!answered) reject(error);
    });
    worker.on("exit", (code) => {
      done();
      if (!answered) reject(new Error(`loadtest worker exited with code ${code} before its report`));
    });
  });
}
