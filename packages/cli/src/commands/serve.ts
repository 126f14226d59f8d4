import { resolve } from "node:path";
// The server (Fastify, SQLite) loads when `serve` runs, not for every command: types only from its
// root, and two small modules (its limits, origins) by their own subpaths.
import type { RunningServer } from "@parlor/server";
import { DEFAULT_LIMITS } from "@parlor/server/limits";
import { normalizeHost, normalizeOrigin } from "@parlor/server/origins";
import { nonNegativeNumber, parseCommandArgs, positiveInteger, wholeNumber } from "../args.js";
import { CliError, ExitCode, UsageError, type LongRunIo } from "../output.js";

/** The server's own defaults (DEFAULT_PORT, DEFAULT_DB of @parlor/server; a test checks they agree). */
export const SERVE_DEFAULTS = {
  port: 8080,
  /** Loopback only: `--host 0.0.0.0` exposes the server to the network. */
  host: "127.0.0.1",
  db: "data/parlor.db",
  logLevel: "info",
} as const;

/** pino's levels; `silent` logs nothing. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** A validated `parlor serve` (or `parlor start`) request. */
export interface ServeConfig {
  /** 0 takes any free port (the log says which). */
  readonly port: number;
  readonly host: string;
  /** The SQLite file, as given (relative to the current directory); created with its folder if missing. */
  readonly db: string;
  /** `DATABASE_URL`: the store is PostgreSQL (the SQLite file is then unused). */
  readonly databaseUrl?: string;
  readonly logLevel: LogLevel;
  /** Tables one address may make per minute; 0 lifts every per-address table limit. */
  readonly maxTablesPerMinute: number;
  /** Open WebSocket connections in all. */
  readonly maxConnections: number;
  /** Open connections per address, HTTP and WebSocket together (0: no limit). */
  readonly maxConnectionsPerAddress: number;
  /** Open TCP connections in all (0: as many as the open-files limit allows, less a headroom). */
  readonly maxTcpConnections: number;
  /** How long a request's headers, and the whole request, may take to come (ms, 0: no limit). */
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  /** How long an HTTP connection stays open idle between requests (ms). */
  readonly keepAliveTimeoutMs: number;
  /** How long a request under way may move no byte before its connection is closed (ms, 0: no limit). */
  readonly idleTimeoutMs: number;
  /** Origins besides the server's own whose pages may open the WebSocket. */
  readonly allowedOrigins: readonly string[];
  /**
   * Hosts (`Host` header) the server answers for besides localhost, the loopback addresses, the
   * address it listens on and the hosts of the allowed origins: names, addresses, `.example.org`, `*`.
   */
  readonly allowedHosts: readonly string[];
  /** Chat lines a table keeps (0: no limit). */
  readonly chatLinesPerTable: number;
  /** Chat lines a table's spectators may say per minute together (0: no limit). */
  readonly spectatorChatPerMinute: number;
  /** Chat lines session-less spectators may say per minute from one address (0: none). */
  readonly anonymousChatPerMinute: number;
  /** Worker threads for searching bots (0: every bot on the event loop); absent: the server's default. */
  readonly botThreads?: number;
  /** Worker threads analysing finished matches (at least 1); absent: the server's default. */
  readonly analysisThreads?: number;
  /** The work per decision of an analysis, in each game's unit; absent: each game's own. */
  readonly analysisWork?: number;
  /** Real time a searching bot may think per decision (ms); absent: the server's default. */
  readonly botTimeBudgetMs?: number;
  /** The bots' pace: their delays before a move times this (1: a person's pace); absent: 1. */
  readonly botPace?: number;
  /** `REDIS_URL`: this process shares the tables with the others on the same Redis and PostgreSQL. */
  readonly redisUrl?: string;
  /** How long a table's lease lasts unrenewed (ms, with REDIS_URL); absent: the server's default. */
  readonly leaseMs?: number;
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For):
   * true (any), a number of hops, or addresses/CIDR ranges. Absent: none (the socket's address).
   */
  readonly trustProxy?: boolean | number | readonly string[];
}

const FLAGS = {
  port: { type: "string", short: "p" },
  host: { type: "string" },
  db: { type: "string" },
  "log-level": { type: "string" },
  "max-tables-per-minute": { type: "string" },
  "max-connections": { type: "string" },
  "max-connections-per-address": { type: "string" },
  "max-tcp-connections": { type: "string" },
  "headers-timeout": { type: "string" },
  "request-timeout": { type: "string" },
  "keep-alive-timeout": { type: "string" },
  "idle-timeout": { type: "string" },
  "allowed-origins": { type: "string" },
  "allowed-hosts": { type: "string" },
  "chat-lines-per-table": { type: "string" },
  "spectator-chat-per-minute": { type: "string" },
  "anonymous-chat-per-minute": { type: "string" },
  "bot-threads": { type: "string" },
  "analysis-threads": { type: "string" },
  "analysis-work": { type: "string" },
  "bot-time-budget": { type: "string" },
  "bot-pace": { type: "string" },
  "lease-ms": { type: "string" },
  "trust-proxy": { type: "string" },
} as const;

/** `--trust-proxy`: true, a number of hops, or a comma-separated list of addresses and CIDR ranges. */
function trustProxy(command: string, value: string): boolean | number | string[] {
  const text = value.trim();
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = listOf(text);
  if (list.length === 0 || list.some((a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a)))
    throw new UsageError(
      `${command}: --trust-proxy takes true, a number of hops, or addresses/CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)`,
    );
  return list;
}

/** The items of a comma-separated flag, trimmed, empty ones left out. */
function listOf(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** `--allowed-origins https://a.example,https://b.example`: each an http(s) origin, no path. */
function origins(command: string, value: string | undefined): string[] {
  return listOf(value).map((item) => {
    const origin = normalizeOrigin(item);
    if (origin === null || origin !== item.replace(/\/$/, "").toLowerCase())
      throw new UsageError(
        `${command}: --allowed-origins takes origins such as https://example.org (scheme, host and port, no path), not '${item}'`,
      );
    return origin;
  });
}

/** `--allowed-hosts parlor.example.org,.example.net,10.0.0.5`: host names or addresses, no port; `*` any. */
function hosts(command: string, value: string | undefined): string[] {
  return listOf(value).map((item) => {
    const host = normalizeHost(item);
    if (host === null)
      throw new UsageError(
        `${command}: --allowed-hosts takes host names or addresses such as parlor.example.org, .example.org or 10.0.0.5 (no scheme, no port), or *, not '${item}'`,
      );
    return host;
  });
}

/** A TCP port 0-65535 (0: any free port) read from a flag or from the environment. */
function port(command: string, source: string, value: string): number {
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n > 65_535) {
    throw new UsageError(`${command}: ${source} must be a port number 0-65535, not '${value}'`);
  }
  return n;
}

function logLevel(command: string, source: string, value: string): LogLevel {
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new UsageError(`${command}: ${source} must be one of ${LOG_LEVELS.join(", ")}, not '${value}'`);
  }
  return level as LogLevel;
}

/**
 * Checks the command line of `parlor serve` (and of `parlor start`, which takes the same flags):
 * flags win over the environment (`PORT`, `LOG_LEVEL`), which wins over the defaults; a non-empty
 * `DATABASE_URL` makes the store PostgreSQL. Usage errors (exit 2) on bad input.
 */
export function parseServeArgs(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
  command = "serve",
): ServeConfig {
  const { values } = parseCommandArgs(command, args, FLAGS, false);
  const envPort = env.PORT?.trim() ? env.PORT : undefined;
  const envLevel = env.LOG_LEVEL?.trim() ? env.LOG_LEVEL : undefined;
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl !== undefined && databaseUrl === undefined)
    throw new UsageError(
      `${command}: REDIS_URL needs DATABASE_URL: several processes share their tables through PostgreSQL, not a SQLite file`,
    );
  if (values["lease-ms"] !== undefined && redisUrl === undefined)
    throw new UsageError(`${command}: --lease-ms is for several processes: set REDIS_URL too`);
  const host = values.host ?? SERVE_DEFAULTS.host;
  if (host.trim() === "") throw new UsageError(`${command}: --host must not be empty (e.g. 127.0.0.1)`);
  const db = values.db ?? SERVE_DEFAULTS.db;
  if (db.trim() === "") throw new UsageError(`${command}: --db must name a file (e.g. data/parlor.db)`);
  return {
    port:
      values.port !== undefined
        ? port(command, "--port", values.port)
        : envPort !== undefined
          ? port(command, "PORT", envPort)
          : SERVE_DEFAULTS.port,
    host,
    db,
    logLevel:
      values["log-level"] !== undefined
        ? logLevel(command, "--log-level", values["log-level"])
        : envLevel !== undefined
          ? logLevel(command, "LOG_LEVEL", envLevel)
          : SERVE_DEFAULTS.logLevel,
    maxTablesPerMinute: wholeNumber(
      command,
      "max-tables-per-minute",
      values["max-tables-per-minute"],
      DEFAULT_LIMITS.tablesPerMinute,
    ),
    maxConnections: wholeNumber(
      command,
      "max-connections",
      values["max-connections"],
      DEFAULT_LIMITS.maxConnections,
    ),
    maxConnectionsPerAddress: wholeNumber(
      command,
      "max-connections-per-address",
      values["max-connections-per-address"],
      DEFAULT_LIMITS.maxConnectionsPerAddress,
    ),
    maxTcpConnections: wholeNumber(
      command,
      "max-tcp-connections",
      values["max-tcp-connections"],
      DEFAULT_LIMITS.maxTcpConnections,
    ),
    headersTimeoutMs: wholeNumber(
      command,
      "headers-timeout",
      values["headers-timeout"],
      DEFAULT_LIMITS.headersTimeoutMs,
    ),
    requestTimeoutMs: wholeNumber(
      command,
      "request-timeout",
      values["request-timeout"],
      DEFAULT_LIMITS.requestTimeoutMs,
    ),
    keepAliveTimeoutMs: positiveInteger(
      command,
      "keep-alive-timeout",
      values["keep-alive-timeout"],
      DEFAULT_LIMITS.keepAliveTimeoutMs,
    ),
    idleTimeoutMs: wholeNumber(command, "idle-timeout", values["idle-timeout"], DEFAULT_LIMITS.idleTimeoutMs),
    allowedOrigins: origins(command, values["allowed-origins"]),
    allowedHosts: hosts(command, values["allowed-hosts"]),
    chatLinesPerTable: wholeNumber(
      command,
      "chat-lines-per-table",
      values["chat-lines-per-table"],
      DEFAULT_LIMITS.chatLinesPerTable,
    ),
    spectatorChatPerMinute: wholeNumber(
      command,
      "spectator-chat-per-minute",
      values["spectator-chat-per-minute"],
      DEFAULT_LIMITS.spectatorChatPerMinute,
    ),
    anonymousChatPerMinute: wholeNumber(
      command,
      "anonymous-chat-per-minute",
      values["anonymous-chat-per-minute"],
      DEFAULT_LIMITS.anonymousChatPerMinute,
    ),
    ...(values["bot-threads"] !== undefined
      ? { botThreads: wholeNumber(command, "bot-threads", values["bot-threads"], 0) }
      : {}),
    ...(values["analysis-threads"] !== undefined
      ? { analysisThreads: positiveInteger(command, "analysis-threads", values["analysis-threads"], 0) }
      : {}),
    ...(values["analysis-work"] !== undefined
      ? { analysisWork: positiveInteger(command, "analysis-work", values["analysis-work"], 0) }
      : {}),
    ...(values["bot-time-budget"] !== undefined
      ? { botTimeBudgetMs: positiveInteger(command, "bot-time-budget", values["bot-time-budget"], 0) }
      : {}),
    ...(values["bot-pace"] !== undefined
      ? { botPace: nonNegativeNumber(command, "bot-pace", values["bot-pace"], 1) }
      : {}),
    ...(databaseUrl !== undefined ? { databaseUrl } : {}),
    ...(redisUrl !== undefined ? { redisUrl } : {}),
    ...(values["lease-ms"] !== undefined ? { leaseMs: leaseMs(command, values["lease-ms"]) } : {}),
    ...(values["trust-proxy"] !== undefined
      ? { trustProxy: trustProxy(command, values["trust-proxy"]) }
      : {}),
  };
}

/** The shortest lease `--lease-ms` takes (ms): renewals come a third of it apart. */
export const MIN_LEASE_MS = 300;

function leaseMs(command: string, value: string): number {
  const ms = positiveInteger(command, "lease-ms", value, 0);
  if (ms < MIN_LEASE_MS)
    throw new UsageError(`${command}: --lease-ms must be at least ${MIN_LEASE_MS}, not ${ms}`);
  return ms;
}

/** One line saying why the server could not start (a busy port, a database that will not open). */
export function describeStartError(command: string, config: ServeConfig, error: unknown): CliError {
  const code = (error as { code?: unknown }).code;
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
  const where = `${config.host}:${config.port}`;
  switch (code) {
    case "EADDRINUSE":
      return new CliError(
        `${command}: port ${config.port} on ${config.host} is already in use (another parlor serve?); ` +
          "choose another with --port or PORT",
      );
    case "EACCES":
      return new CliError(`${command}: not allowed to listen on ${where} (ports below 1024 need privileges)`);
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new CliError(`${command}: cannot listen on host '${config.host}': ${message}`);
  }
  if (code === "DATABASE_UNAVAILABLE") return new CliError(`${command}: ${message}`);
  if (typeof code === "string" && (code.startsWith("SQLITE_READONLY") || code === "SQLITE_PERM")) {
    return new CliError(`${command}: cannot write the database '${resolve(config.db)}': ${message}`);
  }
  if (typeof code === "string" && code.startsWith("SQLITE_")) {
    return new CliError(`${command}: cannot open the database '${resolve(config.db)}': ${message}`);
  }
  return new CliError(`${command}: cannot start the server: ${message}`);
}

/** Redis's URL without its password, for the log. */
function redisWhere(url: string | undefined): string {
  try {
    const where = new URL(url ?? "");
    where.password = "";
    return where.toString();
  } catch {
    return "redis";
  }
}

/** The abort reason of the stop signal: the signal's name when the binary aborted it. */
function stopReason(stop: AbortSignal): string {
  return typeof stop.reason === "string" ? stop.reason : "stop";
}

/**
 * Runs the server until `io.stop` is aborted, then drains: stops taking connections, closes the
 * sockets, stops the tables' timers and closes the store. Logs are pino JSON lines on stdout (Fastify's
 * logger). `onListening` runs once the server listens, with its URL. Resolves to the exit code.
 */
export async function serve(
  config: ServeConfig,
  io: LongRunIo,
  options: { readonly command?: string; readonly onListening?: (url: string) => void } = {},
): Promise<number> {
  const command = options.command ?? "serve";
  let server: RunningServer;
  try {
    const { startServer } = await import("@parlor/server");
    server = await startServer({
      port: config.port,
      host: config.host,
      db: config.db,
      databaseUrl: config.databaseUrl,
      logLevel: config.logLevel,
      limits: {
        tablesPerMinute: config.maxTablesPerMinute,
        maxConnections: config.maxConnections,
        maxConnectionsPerAddress: config.maxConnectionsPerAddress,
        maxTcpConnections: config.maxTcpConnections,
        headersTimeoutMs: config.headersTimeoutMs,
        requestTimeoutMs: config.requestTimeoutMs,
        keepAliveTimeoutMs: config.keepAliveTimeoutMs,
        idleTimeoutMs: config.idleTimeoutMs,
        chatLinesPerTable: config.chatLinesPerTable,
        spectatorChatPerMinute: config.spectatorChatPerMinute,
        anonymousChatPerMinute: config.anonymousChatPerMinute,
      },
      allowedOrigins: config.allowedOrigins,
      allowedHosts: config.allowedHosts,
      ...(config.botThreads !== undefined ? { botThreads: config.botThreads } : {}),
      ...(config.analysisThreads !== undefined ? { analysisThreads: config.analysisThreads } : {}),
      ...(config.analysisWork !== undefined ? { analysisWork: config.analysisWork } : {}),
      ...(config.botTimeBudgetMs !== undefined ? { botTimeBudgetMs: config.botTimeBudgetMs } : {}),
      ...(config.botPace !== undefined ? { botPace: config.botPace } : {}),
      ...(config.redisUrl !== undefined ? { redisUrl: config.redisUrl } : {}),
      ...(config.leaseMs !== undefined ? { leaseMs: config.leaseMs } : {}),
      ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy } : {}),
    });
  } catch (error) {
    throw describeStartError(command, config, error);
  }
  const log = server.app.log;
  const store = config.databaseUrl === undefined ? `sqlite ${resolve(config.db)}` : server.store;
  log.info(
    {
      url: server.url,
      store,
      tables: server.tables.size,
      ...(server.cluster ? { process: server.cluster.processId, redis: redisWhere(config.redisUrl) } : {}),
    },
    "parlor is serving",
  );
  options.onListening?.(server.url);
  if (!io.stop.aborted) {
    await new Promise<void>((done) => io.stop.addEventListener("abort", () => done(), { once: true }));
  }
  log.info({ signal: stopReason(io.stop) }, "shutting down");
  try {
    await server.close();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CliError(`${command}: the server did not close cleanly: ${message}`);
  }
  log.info("closed");
  return ExitCode.ok;
}

/** `parlor serve [flags]`. */
export function serveCommand(args: readonly string[], io: LongRunIo): Promise<number> {
  return serve(parseServeArgs(args, io.env, "serve"), io);
}
