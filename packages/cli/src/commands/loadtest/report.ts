import { percentile, round } from "../../stats.js";
import type { ProcessRun, Run } from "./run.js";

/** What the run measured of one server process (one `--url`). */
export interface ProcessReport {
  readonly url: string;
  /** Tables made on it, and sockets opened on it. */
  readonly tables: number;
  readonly sockets: number;
  /** Accepted actions sent on its sockets in the window whose view came back. */
  readonly actions: number;
  /** Those of them whose table was made on another process (a socket here, its table there). */
  readonly forwardedActions: number;
  readonly refused: number;
  /** Errors on its sockets and HTTP calls, by kind. */
  readonly errors: number;
  readonly errorsByKind: Readonly<Record<string, number>>;
  readonly p50Ms: number | null;
  readonly p99Ms: number | null;
  /** p99 of the forwarded actions alone. */
  readonly forwardedP99Ms: number | null;
  /** Resident memory at the end, and its growth per table made on it. */
  readonly serverRssMb: number | null;
  readonly serverMemoryPerTableKb: number | null;
  /** The process's CPU time (all its threads) over the window, and that per action sent on its sockets. */
  readonly cpuSeconds: number | null;
  readonly cpuSecondsPerAction: number | null;
}

/** What `parlor loadtest` prints, as one JSON line. Latencies: action sent → view of its result. */
export interface LoadtestReport {
  /** The first --url (every one is in `processes`). */
  readonly url: string;
  readonly game: string;
  /** Seats (clients) per table. */
  readonly players: number;
  readonly level: string;
  readonly speed: number;
  /** Tables started (fewer than asked when the run was stopped during the ramp), and their players. */
  readonly tables: number;
  readonly clients: number;
  /**
   * The ramp and the connection storm (s): from the first table made until every client had joined
   * (or failed); with --ramp-ms 0 every socket arrives at once.
   */
  readonly joinSeconds: number;
  /** Measured window (s): from every client joined to the end. */
  readonly seconds: number;
  /** Accepted actions sent in the window whose view came back. */
  readonly actions: number;
  /** Actions the rules refused (a bot acting on a view already out of date), by code. */
  readonly refused: number;
  readonly refusedByCode: Readonly<Record<string, number>>;
  /** Protocol errors, failed HTTP calls, socket errors, unexpected closes, timeouts: by kind. */
  readonly errors: number;
  readonly errorsByKind: Readonly<Record<string, number>>;
  /** Matches that ended during the run (each table is replaced by a new one at once). */
  readonly matches: number;
  readonly p50Ms: number | null;
  readonly p90Ms: number | null;
  readonly p99Ms: number | null;
  readonly maxMs: number | null;
  readonly actionsPerSecond: number;
  /**
   * The load generator's own event-loop delay during the window (p99, ms): when it is high, the
   * latencies include the generator's queueing, not only the server's.
   */
  readonly loadgenLoopDelayP99Ms: number | null;
  /** The server's resident memory before the tables were made and at the end, with all of them live. */
  readonly serverRssStartMb: number | null;
  readonly serverRssMb: number | null;
  /** (end − start) resident memory / tables: a table, its sockets (one a player) and their buffers. */
  readonly serverMemoryPerTableKb: number | null;
  /** The same for the V8 heap in use (steadier than the resident set, but leaves out native memory). */
  readonly serverHeapPerTableKb: number | null;
  /**
   * The server processes' CPU time over the window (their `process_cpu_seconds_total`, every thread),
   * and that per accepted action: what an action costs the server.
   */
  readonly serverCpuSeconds: number | null;
  readonly serverCpuSecondsPerAction: number | null;
  /**
   * CPU seconds an action of the services the servers lean on, by name: `postgresql` (on this
   * machine) and `redis`, where the servers could read them (`parlor_service_cpu_seconds`); empty
   * on SQLite alone.
   */
  readonly serviceCpuSecondsPerAction: Readonly<Record<string, number>>;
  /**
   * What an action cost Redis over the window, where the servers report its counts
   * (`parlor_redis_commands`, `parlor_redis_net_bytes`); absent without Redis.
   */
  readonly redisPerAction?: RedisPerAction;
  /** The load generator's own CPU time over the window (it shares the machine with the server). */
  readonly loadgenCpuSeconds: number;
  /** Each server process, in the order of the --url flags. */
  readonly processes: readonly ProcessReport[];
  /**
   * With --failover: sockets that connected again and sat at their table again, joins, actions and
   * tables tried again, and the failures they followed, by kind (none of them errors).
   */
  readonly failover?: {
    readonly reconnects: number;
    readonly retries: number;
    readonly byKind: Readonly<Record<string, number>>;
  };
  /** With --acks FILE: the acknowledged actions written there (every one of the run, not only the window's). */
  readonly acknowledged?: number;
}

/**
 * Error codes that are client or server bugs, counted as `errors`: the protocol's own codes (the
 * server's ProtocolErrors except `game-over`; a test checks the list) and the core's malformed-action,
 * bad-seat and time-travel. Every other code is a refusal by the rules that a real player could get
 * too (a move made on a view already out of date: a slot just emptied, a freeze, the match just over):
 * counted as `refused`.
 */
export const NOT_REFUSALS: ReadonlySet<string> = new Set([
  "bad-json",
  "bad-message",
  "rate-limited",
  "no-table",
  "bad-token",
  "not-your-seat",
  "not-joined",
  "not-started",
  "server-error",
  // The people's codes: the load generator never chats, starts, resigns or asks for a rematch.
  "chat-limit",
  "chat-full",
  "bad-chat",
  "not-host",
  "not-ready",
  "no-rematch",
  // Nor takes a free seat as a spectator; its tables are unrated, so it never needs an account.
  "seat-taken",
  "account-needed",
  "malformed-action",
  "bad-seat",
  "time-travel",
]);

export function isRefusal(code: string): boolean {
  return !NOT_REFUSALS.has(code);
}

/**
 * Redis's commands an action (those its scripts run counted too; the load test's own `INFO` reads
 * left out), the bytes its clients sent it and it sent them an action, and the commands by name,
 * most first.
 */
export interface RedisPerAction {
  readonly commands: number;
  readonly bytesIn: number;
  readonly bytesOut: number;
  readonly byCommand: Readonly<Record<string, number>>;
}

/** Redis's counts so far, as a server's metrics give them: calls by command, bytes each way. */
export interface RedisCounts {
  readonly commands: Readonly<Record<string, number>>;
  readonly bytesIn: number;
  readonly bytesOut: number;
}

/** A server process's memory (bytes) and CPU time so far (s), as its metrics give them. */
export interface ServerSample {
  readonly rss: number;
  readonly heap: number;
  readonly cpuSeconds: number;
  /** The CPU seconds of the services the process leans on, by name (`postgresql`, `redis`), where it can read them. */
  readonly services?: Readonly<Record<string, number>>;
  /** Redis's commands and bytes so far, where the process reports them (it shares a Redis). */
  readonly redis?: RedisCounts;
}

/** What the run measured besides its counters. */
export interface Measured {
  /** How many tables were started. */
  readonly tables: number;
  /** From the first table made to every client joined (or given up), in seconds. */
  readonly joinSeconds: number;
  /** The measured window, from every client joined to its end (performance.now()). */
  readonly windowEnd: number;
  /** The load generator's event-loop delay over the window. */
  readonly loopDelay: { readonly count: number; percentile(p: number): number };
  /** Each process's sample before the tables were made, at the window's start and end, and at the end. */
  readonly before: readonly (ServerSample | null)[];
  readonly windowStartSample: readonly (ServerSample | null)[];
  readonly windowEndSample: readonly (ServerSample | null)[];
  readonly after: readonly (ServerSample | null)[];
  /** The load generator's CPU time over the window (µs, user + system). */
  readonly loadgenCpuMicros: number;
}

function toRecord(map: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...map.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

function total(map: Map<string, number>): number {
  return [...map.values()].reduce((a, b) => a + b, 0);
}

const ms = (value: number | null): number | null => round(value, 2);
const mb = (bytes: number | undefined): number | null =>
  bytes === undefined ? null : round(bytes / 1024 / 1024, 1);

/** (b − a) / tables in KB, or null when either is unknown. */
function perTable(a: number | undefined, b: number | undefined, tables: number): number | null {
  return a !== undefined && b !== undefined && Number.isFinite(a) && Number.isFinite(b)
    ? round((b - a) / Math.max(1, tables) / 1024, 1)
    : null;
}

/** The sum of one field over every process's sample; undefined when a sample is missing. */
function sum(
  samples: readonly (ServerSample | null)[],
  field: "rss" | "heap" | "cpuSeconds",
): number | undefined {
  let total = 0;
  for (const sample of samples) {
    if (sample === null) return undefined;
    total += sample[field];
  }
  return total;
}

/** CPU seconds between two samples, or null when either is missing. */
function cpuBetween(a: ServerSample | null | undefined, b: ServerSample | null | undefined): number | null {
  return a && b && Number.isFinite(a.cpuSeconds) && Number.isFinite(b.cpuSeconds)
    ? b.cpuSeconds - a.cpuSeconds
    : null;
}

function perAction(cpu: number | null, actions: number): number | null {
  return cpu !== null && actions > 0 ? round(cpu / actions, 7) : null;
}

function percentileOf(values: readonly number[], p: number): number | null {
  return ms(
    percentile(
      [...values].sort((a, b) => a - b),
      p,
    ),
  );
}

/** The CPU seconds process `index` spent over the window, or null when a sample is missing. */
function windowCpu(measured: Measured, index: number): number | null {
  return cpuBetween(measured.windowStartSample[index], measured.windowEndSample[index]);
}

function processReport(where: ProcessRun, index: number, measured: Measured): ProcessReport {
  const before = measured.before[index] ?? null;
  const after = measured.after[index] ?? null;
  const cpu = windowCpu(measured, index);
  return {
    url: where.url,
    tables: where.tables,
    sockets: where.sockets,
    actions: where.actions,
    forwardedActions: where.forwardedActions,
    refused: total(where.refusedByCode),
    errors: total(where.errorsByKind),
    errorsByKind: toRecord(where.errorsByKind),
    p50Ms: percentileOf(where.latencies, 50),
    p99Ms: percentileOf(where.latencies, 99),
    forwardedP99Ms: percentileOf(where.forwardedLatencies, 99),
    serverRssMb: mb(after?.rss),
    serverMemoryPerTableKb: perTable(before?.rss, after?.rss, where.tables),
    cpuSeconds: round(cpu, 3),
    cpuSecondsPerAction: perAction(cpu, where.actions),
  };
}

/**
 * Each service's CPU seconds an action over the window, by name: the services are shared by every
 * process, so each is read from the first process that reported it at both ends of the window.
 */
function servicesPerAction(measured: Measured, actions: number): Record<string, number> {
  const perService: Record<string, number> = {};
  measured.windowStartSample.forEach((start, index) => {
    const end = measured.windowEndSample[index];
    for (const [service, seconds] of Object.entries(start?.services ?? {})) {
      const later = end?.services?.[service];
      if (service in perService || later === undefined) continue;
      const cpu = perAction(later - seconds, actions);
      if (cpu !== null) perService[service] = cpu;
    }
  });
  return perService;
}

/**
 * The commands the load test's own samples make Redis run (each server's /metrics reads `INFO`),
 * left out of what an action costs.
 */
const MEASUREMENT_COMMANDS: ReadonlySet<string> = new Set(["info"]);
/** Decimals kept of the commands an action (a command in a thousand actions still shows). */
const COMMANDS_DIGITS = 3;
/** Decimals kept of the bytes an action. */
const BYTES_DIGITS = 1;

/**
 * What an action cost Redis over the window: Redis is shared by every process, so its counts are read
 * from the first process that reported them at both ends of the window. Undefined when none did, or
 * no action was made.
 */
function redisPerAction(measured: Measured, actions: number): RedisPerAction | undefined {
  if (actions <= 0) return undefined;
  for (const [index, start] of measured.windowStartSample.entries()) {
    const end = measured.windowEndSample[index]?.redis;
    if (!start?.redis || !end) continue;
    const byCommand = Object.entries(end.commands)
      .filter(([command]) => !MEASUREMENT_COMMANDS.has(command))
      .map(([command, calls]): [string, number] => [command, calls - (start.redis?.commands[command] ?? 0)])
      .filter(([, calls]) => calls > 0)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    const commands = byCommand.reduce((sum, [, calls]) => sum + calls, 0);
    const each = (count: number, digits: number): number => round(count / actions, digits) ?? 0;
    return {
      commands: each(commands, COMMANDS_DIGITS),
      bytesIn: each(end.bytesIn - start.redis.bytesIn, BYTES_DIGITS),
      bytesOut: each(end.bytesOut - start.redis.bytesOut, BYTES_DIGITS),
      byCommand: Object.fromEntries(
        byCommand.map(([command, calls]) => [command, each(calls, COMMANDS_DIGITS)]),
      ),
    };
  }
  return undefined;
}

/** The report of a finished run: its counters, latency percentiles, rates and memory per table. */
export function report(run: Run, measured: Measured): LoadtestReport {
  const { config } = run;
  const { before, after, loopDelay } = measured;
  const latencies = [...run.latencies].sort((a, b) => a - b);
  const seconds = Math.max(0, measured.windowEnd - run.windowStart) / 1000;
  const processes = run.processes.map((where, index) => processReport(where, index, measured));
  const redis = redisPerAction(measured, run.actions);
  const cpus = run.processes.map((_, index) => windowCpu(measured, index));
  const serverCpu = cpus.every((cpu) => cpu !== null)
    ? cpus.reduce((a: number, b) => a + (b as number), 0)
    : null;
  return {
    url: config.urls[0] ?? "",
    game: config.game.id,
    players: config.players,
    level: config.level,
    speed: config.speed,
    tables: measured.tables,
    clients: run.players.length,
    joinSeconds: round(measured.joinSeconds, 2) ?? 0,
    seconds: round(seconds, 2) ?? 0,
    actions: run.actions,
    refused: total(run.refusedByCode),
    refusedByCode: toRecord(run.refusedByCode),
    errors: total(run.errorsByKind),
    errorsByKind: toRecord(run.errorsByKind),
    matches: run.matches,
    p50Ms: ms(percentile(latencies, 50)),
    p90Ms: ms(percentile(latencies, 90)),
    p99Ms: ms(percentile(latencies, 99)),
    maxMs: ms(latencies.at(-1) ?? null),
    actionsPerSecond: seconds > 0 ? (round(run.actions / seconds, 1) ?? 0) : 0,
    loadgenLoopDelayP99Ms: loopDelay.count > 0 ? ms(loopDelay.percentile(99) / 1e6) : null,
    serverRssStartMb: mb(sum(before, "rss")),
    serverRssMb: mb(sum(after, "rss")),
    serverMemoryPerTableKb: perTable(sum(before, "rss"), sum(after, "rss"), measured.tables),
    serverHeapPerTableKb: perTable(sum(before, "heap"), sum(after, "heap"), measured.tables),
    serverCpuSeconds: round(serverCpu, 3),
    serverCpuSecondsPerAction: perAction(serverCpu, run.actions),
    serviceCpuSecondsPerAction: servicesPerAction(measured, run.actions),
    ...(redis ? { redisPerAction: redis } : {}),
    loadgenCpuSeconds: round(measured.loadgenCpuMicros / 1e6, 3) ?? 0,
    processes,
    ...(run.failover
      ? {
          failover: {
            reconnects: run.failover.reconnects,
            retries: run.failover.retries,
            byKind: toRecord(run.failover.byKind),
          },
        }
      : {}),
    ...(run.acks ? { acknowledged: run.acks.count } : {}),
  };
}
