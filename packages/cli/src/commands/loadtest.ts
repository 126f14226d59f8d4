import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { CliError, ExitCode, type LongRunIo } from "../output.js";
import { AckLog } from "./loadtest/acks.js";
import { openFilesLimit, openFilesShortfall } from "./loadtest/open-files.js";
import { loopbackUrls, parseLoadtestArgs, type LoadtestConfig } from "./loadtest/options.js";
import { report, type LoadtestReport } from "./loadtest/report.js";
import { loadtestInWorker } from "./loadtest/in-worker.js";
import { Run } from "./loadtest/run.js";
import { checkHealth, sampleServers } from "./loadtest/server-api.js";
import { TableGroup } from "./loadtest/table-group.js";

export {
  isLoopbackHost,
  LOADTEST_DEFAULTS,
  loopbackUrl,
  loopbackUrls,
  MAX_RAMP_MS,
  MAX_SECONDS,
  MAX_SPEED,
  MAX_TABLES,
  parseLoadtestArgs,
  MAX_CLIENTS,
  MAX_URLS,
  playersOf,
  seatProcess,
  tableProcess,
  type LoadtestConfig,
} from "./loadtest/options.js";
export {
  isRefusal,
  NOT_REFUSALS,
  report,
  type LoadtestReport,
  type ProcessReport,
  type RedisPerAction,
} from "./loadtest/report.js";
export { Failover, Run } from "./loadtest/run.js";
export { AckLog, type AckLine } from "./loadtest/acks.js";
export { FAILOVER_GIVE_UP_MS, FAILOVER_RETRY_MS } from "./loadtest/bot-client.js";
export { isPrivateIpv4, namespaceHostProblem, type NamespaceProbe } from "./loadtest/netns.js";
export { openFilesLimit, openFilesNeeded, openFilesShortfall } from "./loadtest/open-files.js";
export { LOADGEN_YOUNG_GENERATION_MB, loadtestInWorker } from "./loadtest/in-worker.js";

/** How often the end of a run looks whether the actions on their way are answered (ms). */
const DRAIN_POLL_MS = 10;
/** Extra time given to the last actions' answers beyond their own timeout (ms). */
const DRAIN_GRACE_MS = 100;
/** How long each socket gets to close before it is terminated (ms). */
const CLOSE_MS = 1000;
/** The event-loop delay monitor's resolution (ms). */
const LOOP_DELAY_RESOLUTION_MS = 10;

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** Waits `ms`, or less when `stop` is aborted. */
function wait(ms: number, stop: AbortSignal | undefined): Promise<void> {
  if (stop?.aborted) return Promise.resolve();
  return new Promise((done) => {
    const finish = (): void => {
      clearTimeout(timer);
      stop?.removeEventListener("abort", finish);
      done();
    };
    const timer = setTimeout(finish, ms);
    stop?.addEventListener("abort", finish, { once: true });
  });
}

/**
 * Runs a load test against Parlor server processes on this machine: makes `tables` tables of `players`
 * human seats, spread over `rampMs` and over the processes (table t on url t mod n), seats a scripted
 * player on each seat (its own socket, on url (t + s) mod n), measures for `seconds` once all have
 * joined, then closes everything. Throws a CliError when a server cannot be reached. `stop` ends the
 * run early (the report covers what ran). With `acks`, every acknowledged action is written to that file.
 */
export async function loadtest(
  config: LoadtestConfig,
  options: { readonly stop?: AbortSignal } = {},
): Promise<LoadtestReport> {
  // Never anything but this machine (or with --netns, its namespace's links), whoever calls this function.
  const urls = loopbackUrls(config.urls, config.netns === true);
  const shortfall = openFilesShortfall(config.tables * config.players, config.tables, openFilesLimit());
  if (shortfall !== null) throw new CliError(`loadtest: ${shortfall}`);
  const run = new Run({ ...config, urls });
  run.WebSocket = (await import("ws")).WebSocket;
  for (const url of urls) await checkHealth(url, config.timeoutMs);
  if (config.acks !== undefined) run.acks = new AckLog(config.acks);
  try {
    return await measure(run, config, options.stop);
  } catch (error) {
    run.acks?.abandon();
    throw error;
  }
}

/** The run itself, once the servers answered: the ramp, the window, the drain and the report. */
async function measure(
  run: Run,
  config: LoadtestConfig,
  stop: AbortSignal | undefined,
): Promise<LoadtestReport> {
  const options = { stop };
  const before = await sampleServers(run);

  // The ramp: table i starts at i / (tables − 1) of rampMs.
  const starting: Promise<boolean>[] = [];
  const origin = performance.now();
  for (let i = 0; i < config.tables && !options.stop?.aborted; i++) {
    const due = origin + (config.tables > 1 ? (i * config.rampMs) / (config.tables - 1) : 0);
    const delay = due - performance.now();
    if (delay > 0) await wait(delay, options.stop);
    if (!options.stop?.aborted) starting.push(new TableGroup(run, i).start());
  }
  await Promise.all(starting);
  const joinedAt = performance.now();
  const windowStartSample = await sampleServers(run);
  const loadgenCpu = process.cpuUsage();
  run.windowStart = performance.now();
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  loopDelay.enable();
  await wait(config.seconds * 1000, options.stop);
  loopDelay.disable();
  run.stopping = true;
  const windowEnd = performance.now();
  const used = process.cpuUsage(loadgenCpu);
  const windowEndSample = await sampleServers(run);
  for (const player of run.players) player.cancel();
  // Actions on their way get their answer (or time out).
  const drainUntil = performance.now() + config.timeoutMs + DRAIN_GRACE_MS;
  while (run.players.some((player) => player.busy) && performance.now() < drainUntil)
    await sleep(DRAIN_POLL_MS);

  const after = await sampleServers(run);
  run.closing = true;
  await Promise.all(run.players.map((player) => player.close(CLOSE_MS)));
  await run.acks?.close();
  return report(run, {
    tables: starting.length,
    joinSeconds: (joinedAt - origin) / 1000,
    windowEnd,
    loopDelay,
    before,
    windowStartSample,
    windowEndSample,
    after,
    loadgenCpuMicros: used.user + used.system,
  });
}

/**
 * `parlor loadtest [flags]`: prints the report as one JSON line; exit 1 (with a `parlor:` line) when
 * the run had errors.
 */
export async function loadtestCommand(args: readonly string[], io: LongRunIo): Promise<number> {
  // Usage errors before any thread starts; the run itself in a worker with a larger young generation.
  parseLoadtestArgs(args);
  const result = await loadtestInWorker(args, io.stop);
  io.stdout(`${JSON.stringify(result)}\n`);
  if (result.errors > 0) {
    const kinds = Object.entries(result.errorsByKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", ");
    io.stderr(`parlor: loadtest: ${result.errors} errors (${kinds})\n`);
    return ExitCode.failure;
  }
  return ExitCode.ok;
}
