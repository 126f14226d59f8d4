import { percentile, round } from "../../stats.js";
import type { Run } from "./run.js";

/** What `parlor loadtest` prints, as one JSON line. Latencies: action sent → view of its result. */
export interface LoadtestReport {
  readonly url: string;
  readonly game: string;
  /** Seats (clients) per table. */
  readonly players: number;
  readonly level: string;
  readonly speed: number;
  /** Tables started (fewer than asked when the run was stopped during the ramp), and their players. */
  readonly tables: number;
  readonly clients: number;
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
  "bad-chat",
  "not-host",
  "not-ready",
  "no-rematch",
  // Nor takes a free seat as a spectator.
  "seat-taken",
  "malformed-action",
  "bad-seat",
  "time-travel",
]);

export function isRefusal(code: string): boolean {
  return !NOT_REFUSALS.has(code);
}

/** A server's memory as its metrics give it (bytes). */
export interface ServerMemory {
  readonly rss: number;
  readonly heap: number;
}

/** What the run measured besides its counters. */
export interface Measured {
  /** How many tables were started. */
  readonly tables: number;
  /** The measured window, from every client joined to its end (performance.now()). */
  readonly windowEnd: number;
  /** The load generator's event-loop delay over the window. */
  readonly loopDelay: { readonly count: number; percentile(p: number): number };
  readonly before: ServerMemory | null;
  readonly after: ServerMemory | null;
}

function toRecord(map: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...map.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

function total(map: Map<string, number>): number {
  return [...map.values()].reduce((a, b) => a + b, 0);
}

/** The report of a finished run: its counters, latency percentiles, rates and memory per table. */
export function report(run: Run, measured: Measured): LoadtestReport {
  const { config } = run;
  const { before, after, loopDelay } = measured;
  const latencies = [...run.latencies].sort((a, b) => a - b);
  const seconds = Math.max(0, measured.windowEnd - run.windowStart) / 1000;
  const perTable = (a: number | undefined, b: number | undefined): number | null =>
    a !== undefined && b !== undefined && Number.isFinite(a) && Number.isFinite(b)
      ? round((b - a) / Math.max(1, measured.tables) / 1024, 1)
      : null;
  const mb = (bytes: number | undefined): number | null =>
    bytes === undefined ? null : round(bytes / 1024 / 1024, 1);
  const ms = (value: number | null): number | null => round(value, 2);
  return {
    url: config.url,
    game: config.game.id,
    players: config.players,
    level: config.level,
    speed: config.speed,
    tables: measured.tables,
    clients: run.players.length,
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
    serverRssStartMb: mb(before?.rss),
    serverRssMb: mb(after?.rss),
    serverMemoryPerTableKb: perTable(before?.rss, after?.rss),
    serverHeapPerTableKb: perTable(before?.heap, after?.heap),
  };
}
