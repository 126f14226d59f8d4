/**
 * The thread that runs a `parlor loadtest` (see `loadtestInWorker`): it reads the command line it is
 * given, runs the load test and posts its report back, or why it failed. "stop" from the main thread
 * ends the run early, as Ctrl-C does.
 */
import { parentPort, workerData } from "node:worker_threads";
import { CliError } from "../../output.js";
import { loadtest } from "../loadtest.js";
import { parseLoadtestArgs } from "./options.js";
import type { FromLoadtestWorker } from "./in-worker.js";

const port = parentPort;
if (port === null) throw new Error("loadtest/worker runs in a worker thread");
const stop = new AbortController();
port.on("message", (message: unknown) => {
  if (message === "stop") stop.abort();
});
const { args } = workerData as { args: string[] };
let answer: FromLoadtestWorker;
try {
  answer = { type: "report", report: await loadtest(parseLoadtestArgs(args), { stop: stop.signal }) };
} catch (error) {
  answer =
    error instanceof CliError
      ? { type: "failed", message: error.message, exitCode: error.exitCode }
      : { type: "crashed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
port.postMessage(answer);
port.close();
