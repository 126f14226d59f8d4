import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import websocket from "@fastify/websocket";
import { getGame, listGames, paceOf, parseOptions } from "@parlor/engine";
import {
  ANALYSIS_RETRY_AFTER_SECONDS,
  AnalysisErrors,
  chooseProtocol,
  createTableBody,
  DEFAULT_PROTOCOL_VERSION,
  LEADERBOARD_LIMIT,
  leaderboardQuery,
  matchCursor,
  MATCHES_PAGE,
  matchesQuery,
  parseMatchCursor,
  playFromBody,
  PlayFromErrors,
  ProtocolErrors,
  tableParams,
  turnBasedClockOf,
  type JsonSchema,
  type MatchCursor,
} from "@parlor/protocol";
import { graceOf } from "./tables/lifecycle/standins.js";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Answers } from "./http-answers.js";
import type { BotWorkers } from "./bot-workers.js";
import type { Cluster } from "./cluster/cluster.js";
import { sharedAddressLimits } from "./cluster/shared-limits.js";
import { redisTrafficGauges, redisTrafficReader } from "./redis-traffic.js";
import { redisCpuSeconds, serviceCpuGauge } from "./service-cpu.js";
import { localAddressLimits } from "./address-limits.js";
import { Connection, DEFAULT_RATE_LIMIT, type RateLimit } from "./connection.js";
import { Sockets } from "./sockets.js";
import { AddressConnections, httpTimeouts, trustsPeer } from "./connections.js";
import { connectionsAllowed, openFilesLimit } from "./open-files.js";
import { DEFAULT_LIMITS, LimitErrors, type Limits } from "./limits.js";
import { createMetrics, type Metrics } from "./metrics.js";
import {
  allowedHosts,
  allowedOrigin,
  allowsHost,
  CONTENT_SECURITY_POLICY,
  crossSite,
  isJson,
  STATE_CHANGING,
} from "./origins.js";
import { StoreProbe } from "./store/probe.js";
import type { Store } from "./store/store.js";
import { DEFAULT_IDLE_MS, Tables } from "./tables.js";
import { TableErrors } from "./tables/admission.js";
import type { ServerClock } from "./clock.js";
import { leaderboardOf } from "./ratings/leaderboard.js";
import { practiceRoutes } from "./practice/routes.js";
import { apiError, badRequest } from "./api-errors.js";
import { QuickMatch } from "./quickmatch/quickmatch.js";
import { quickMatchRoutes } from "./quickmatch/routes.js";
import { DEFAULT_PEOPLE_LIMITS, setUpPeople, type PeopleLimits } from "./people/index.js";
import { MatchAnalyses, readyBody, type AnalysisSettings } from "./analysis/analyses.js";
import { AnalysisWorkers } from "./analysis/workers.js";

/** Worker threads computing hints: one, apart from the analyses' (a hint is one decision's search). */
const HINT_THREADS = 1;

/** The largest WebSocket frame a client may send (bytes); larger ones close the connection (1009). */
export const DEFAULT_MAX_FRAME_BYTES = 16 * 1024;
/** The largest HTTP request body (bytes). */
export const MAX_BODY_BYTES = 64 * 1024;
/** How long `/readyz` waits for the store to answer (ms): a load balancer's probe waits longer. */
export const DEFAULT_READY_TIMEOUT_MS = 1_000;
/** Most tables one listing returns (matches: a page of at most MAX_MATCHES_PAGE). */
export const LIST_LIMIT = 200;

export interface AppOptions {
  readonly store: Store;
  /** Fastify's logger: false in tests, pino options in production. */
  readonly logger?: FastifyServerOptions["logger"];
  readonly maxFrameBytes?: number;
  readonly rateLimit?: RateLimit;
  /** How long a table with human seats stays in memory with nobody connected (default 10 minutes). */
  readonly idleMs?: number;
  /** Per-address and per-connection limits (default DEFAULT_LIMITS); each field may be given alone. */
  readonly limits?: Partial<Limits>;
  /**
   * Origins (`https://example.org`) whose pages may open the WebSocket besides the server's own.
   * A request without an `Origin` header (the CLI, tests, other programs) is always allowed.
   */
  readonly allowedOrigins?: readonly string[];
  /**
   * Hosts (`Host` header) the server answers for besides `localhost`, the loopback addresses, the
   * address each request came to (the one it listens on) and the hosts of `allowedOrigins`: names,
   * addresses, `.example.org` for a domain and its subdomains, `*` for any. Any other host is refused
   * (403 `bad-host`), on HTTP and on the WebSocket upgrade (DNS rebinding). Behind a proxy that passes
   * the public `Host` on, list the public host.
   */
  readonly allowedHosts?: readonly string[];
  /**
   * How long `/readyz` waits for the store's answer to a cheap query before it says "not ready"
   * (503), ms (default DEFAULT_READY_TIMEOUT_MS).
   */
  readonly readyTimeoutMs?: number;
  /**
   * The web page's folder (the Vite build of @parlor/web), served at `/` when it holds an
   * index.html; null serves no page. Default: packages/web/dist next to this package.
   */
  readonly webRoot?: string | null;
  /** Where searching bots think, off the event loop (the caller closes it); absent or null: inline. */
  readonly botWorkers?: BotWorkers | null;
  /**
   * The bots' pace at turn-based games: every bot's delay before a move (a person's pace, about 0.8 s
   * a card) is multiplied by it. Default 1; test servers set it low so that a whole deal takes seconds
   * (`parlor serve --bot-pace`). The times the rules set (freezes, deadlines) are not changed, nor a
   * race's bots (the PC Set Game, SET): how quick they are is their level.
   */
  readonly botPace?: number;
  /**
   * Per-address limits of making players and trying passwords (people/routes.ts); default
   * DEFAULT_PEOPLE_LIMITS, lifted with the table limits when `limits.tablesPerMinute` is 0.
   */
  readonly people?: Partial<PeopleLimits>;
  /** Wall-clock milliseconds (default Date.now, or `clock`'s): tables' times, chat lines' `at` and the chat limit. */
  readonly wallClock?: () => number;
  /**
   * The clock of what waits for hours or days (turn-based tables' time banks, the sweep of their
   * moves due, quick match's waits); its `now` is the wall clock unless `wallClock` is given. Tests
   * pass one they move on themselves.
   */
  readonly clock?: ServerClock;
  /**
   * Several processes sharing the tables through Redis (cluster/cluster.ts); `store` must then be
   * the cluster's (`cluster.store`). Absent or null: this process has every table.
   */
  readonly cluster?: Cluster | null;
  /**
   * Fastify's `trustProxy`: behind a load balancer, the proxies whose X-Forwarded-For names the
   * client (true: any; a number of hops; addresses or CIDR ranges). Default: none, the socket's peer.
   */
  readonly trustProxy?: boolean | number | readonly string[];
  /**
   * The process's open-files soft limit (`ulimit -n`), which lowers `limits.maxTcpConnections`
   * (open-files.ts); default: read at start (`openFilesLimit()`, null where it cannot be read).
   */
  readonly openFiles?: number | null;
  /**
   * How finished matches are analysed (`GET /api/matches/:id/analysis`): worker threads (default one
   * analysis at a time), the most pending, the work per decision (ANALYSIS_DEFAULTS, analysis/).
   */
  readonly analysis?: Partial<AnalysisSettings>;
}

/** packages/web/dist, found from this file (packages/server/dist/app.js or src/app.ts). */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../web/dist/", import.meta.url));

/** Paths that belong to the server: never answered with the page. */
const SERVER_PATHS = /^\/(api|ws|healthz|readyz|metrics)(\/|\?|$)/;

export interface ParlorApp {
  readonly app: FastifyInstance;
  readonly tables: Tables;
  readonly metrics: Metrics;
}

/** `GET /api/matches`' query as the server reads it: an empty filter is none, `before` a cursor. */
interface MatchesRequest {
  readonly game: string | undefined;
  readonly player: string | undefined;
  readonly before: MatchCursor | undefined;
  readonly limit: number;
}

/** `GET /api/matches`' query (the protocol's `matchesQuery`), or why it is not one. */
function matchesRequest(
  query: unknown,
): { ok: true; value: MatchesRequest } | { ok: false; message: string } {
  const parsed = matchesQuery.safeParse(query);
  if (!parsed.success)
    return {
      ok: false,
      message: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
    };
  const { game, player, before, limit } = parsed.data;
  const cursor = before ? parseMatchCursor(before) : undefined;
  if (cursor === null) return { ok: false, message: "before: <finishedAt> or <finishedAt>.<table id>" };
  return {
    ok: true,
    value: {
      game: game || undefined,
      player: player || undefined,
      before: cursor,
      limit: limit ?? MATCHES_PAGE,
    },
  };
}

/** Whether a value is a JSON object (a game's options are one). */
function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A game's option schema as JSON Schema (what `GET /api/games` says of its options). */
function optionsSchema(options: z.ZodType): JsonSchema {
  return z.toJSONSchema(options, { io: "input", unrepresentable: "any" });
}

/** The address of the page after `last` with the same filters (a `Link` header's `rel="next"`). */
function nextMatchesPage(query: MatchesRequest, last: { finishedAt: number | null; id: string }): string {
  const search = new URLSearchParams();
  if (query.game !== undefined) search.set("game", query.game);
  if (query.player !== undefined) search.set("player", query.player);
  search.set("before", matchCursor(last));
  if (query.limit !== MATCHES_PAGE) search.set("limit", String(query.limit));
  return `/api/matches?${search.toString()}`;
}

/** The error code the table-creation rate limit raises (mapped to `rate-limited`). */
const RATE_LIMITED = "PARLOR_RATE_LIMITED";

/** Stable codes for the errors Fastify itself raises (the rest of the 4xx are `bad-request`). */
const HTTP_ERROR_CODES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "bad-json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "bad-json",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported-media-type",
  FST_ERR_CTP_BODY_TOO_LARGE: "body-too-large",
  [RATE_LIMITED]: LimitErrors.rateLimited,
};

/** `AppOptions.trustProxy` in Fastify's words (a number of hops: the nearest `n` are believed). */
function trustProxyOption(
  trust: boolean | number | readonly string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return typeof trust === "boolean" ? trust : [...trust];
}

/** Builds the HTTP + WebSocket server around a store. Await `tables.resumeAll()` before listening. */
export async function buildApp(options: AppOptions): Promise<ParlorApp> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const timeouts = httpTimeouts(limits);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    // A request has `requestTimeout` to come whole, its headers `headersTimeout` (408 after, the
    // connection closed); a connection idle between requests `keepAliveTimeout`, one with a request
    // under way that moves no byte `connectionTimeout`. None of them close a WebSocket.
    http: timeouts,
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    ...(options.trustProxy !== undefined ? { trustProxy: trustProxyOption(options.trustProxy) } : {}),
  });
  const metrics = createMetrics();
  // PostgreSQL's and Redis's CPU beside this process's own, where they can be read (a load test's).
  const { store, cluster: shared } = options;
  serviceCpuGauge(metrics.registry, {
    ...(store.databaseCpuSeconds
      ? { postgresql: () => store.databaseCpuSeconds?.() ?? Promise.resolve(null) }
      : {}),
    ...(shared ? { redis: () => redisCpuSeconds(shared.redis) } : {}),
  });
  // And Redis's commands and bytes, to say what an action costs it beside its CPU.
  if (shared) redisTrafficGauges(metrics.registry, redisTrafficReader(shared.redis));
  // Connections are counted as they are accepted, before any request: per address (one address may
  // not take every file), and in all, below the open-files limit (the store, Redis and the log keep
  // theirs). Node closes one past `maxConnections` itself (its 'drop' event).
  const openFiles = options.openFiles === undefined ? openFilesLimit() : options.openFiles;
  app.server.maxConnections = connectionsAllowed(limits.maxTcpConnections, openFiles);
  const refused = () => metrics.refusals.inc({ code: LimitErrors.tooManyConnections });
  // The per-address limits: in this process's memory, or with several processes in Redis for all
  // of them together (each process counting alone while Redis does not answer).
  const cluster = options.cluster ?? null;
  const clock = options.clock;
  const wallClock = options.wallClock ?? (clock ? () => clock.now() : Date.now);
  const addressLimits = cluster
    ? sharedAddressLimits(cluster, limits, app.log, wallClock)
    : localAddressLimits(limits, wallClock);
  const proxied = trustsPeer(options.trustProxy);
  const addressConnections = new AddressConnections(
    limits.maxConnectionsPerAddress,
    proxied,
    refused,
    addressLimits.connections,
  );
  addressConnections.attach(app.server);
  // Counted across processes, a new connection's requests wait for Redis's word on its address
  // (one round trip, once per connection): one past the cap is closed, and nothing it asked is done.
  if (cluster && limits.maxConnectionsPerAddress > 0)
    app.addHook("onRequest", (request, reply, done) => {
      const confirmed = addressConnections.confirmed(request.raw.socket);
      if (confirmed === true) return done();
      void confirmed.then((allowed) => (allowed ? done() : reply.hijack()));
    });
  app.server.on("drop", refused);
  const byFiles = connectionsAllowed(0, openFiles);
  if (byFiles > 0 && byFiles < limits.maxConnections)
    app.log.warn(
      { openFiles, maxTcpConnections: app.server.maxConnections },
      "the open-files limit (ulimit -n) lets the server hold fewer connections than --max-connections: raise it",
    );
  // Hints (tables/hint.ts) in a worker thread of their own: a person waits for one at their table,
  // never behind a match's analysis.
  const hintWorkers = new AnalysisWorkers({ threads: HINT_THREADS });
  const tables = new Tables(options.store, app.log, {
    hinter: (log, seat, at) => hintWorkers.hint(log, seat, at),
    metrics,
    idleMs: options.idleMs ?? DEFAULT_IDLE_MS,
    limits,
    botWorkers: options.botWorkers ?? null,
    ...(options.botPace !== undefined ? { botPace: options.botPace } : {}),
    wallClock,
    ...(clock ? { clock } : {}),
    cluster,
    quota: addressLimits.quota,
    anonymousChat: addressLimits.anonymousChat,
  });
  cluster?.attach(tables, metrics, limits, app.log);
  const rate = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const allowedOrigins = new Set(options.allowedOrigins ?? []);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Seat tokens travel in the URL fragment, which no referrer carries; no-referrer keeps even the path.
    referrerPolicy: { policy: "no-referrer" },
    // The page loads nothing from other origins; the default (require-corp) is not needed.
    crossOriginEmbedderPolicy: false,
    // frame-ancestors 'none' in the words of browsers that predate it.
    frameguard: { action: "deny" },
  });
  await app.register(rateLimit, {
    global: false,
    // Several processes count each address together (Redis); else each process in its memory.
    ...(addressLimits.rateLimitStore ? { store: addressLimits.rateLimitStore } : {}),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many tables made from your address: try again in ${context.after}.`), {
        statusCode: context.statusCode,
        code: RATE_LIMITED,
      }),
  });

  // First: its hooks mark an upgrade, so that an upgrade refused before it is taken (below) is closed.
  await app.register(websocket, {
    options: {
      maxPayload: options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
      // The protocol version the client asks for (`parlor.2`): the newest this server speaks.
      handleProtocols: (offered) => chooseProtocol(offered)?.name ?? false,
    },
  });

  // Before anything else reads a request: the host it was sent to (DNS rebinding, on HTTP and on the
  // WebSocket upgrade alike), then, for a request that changes something, where it came from (another
  // site's page) and that it is JSON (no form or `text/plain` body, which any page may send).
  const hosts = allowedHosts(options.allowedHosts ?? [], allowedOrigins);
  app.addHook("onRequest", async (request, reply) => {
    const host = request.headers.host;
    // Behind a proxy Fastify believes (trustProxy), the host it names (X-Forwarded-Host) too.
    const named = request.host !== host ? request.host : undefined;
    const localAddress = request.socket.localAddress;
    if (!allowsHost(hosts, host, localAddress) || (named && !allowsHost(hosts, named, localAddress))) {
      metrics.refusals.inc({ code: LimitErrors.badHost });
      return reply
        .status(403)
        .send(apiError(LimitErrors.badHost, `This server does not answer for the host '${named ?? host}'.`));
    }
    if (!STATE_CHANGING.has(request.method)) return;
    const refusal = crossSite(request.headers, host, allowedOrigins);
    if (refusal !== null) {
      metrics.refusals.inc({ code: LimitErrors.crossSite });
      return reply.status(403).send(apiError(LimitErrors.crossSite, refusal));
    }
    // A route that does not exist is answered 404 whatever its body.
    if (!request.is404 && !isJson(request.headers["content-type"]))
      return reply
        .status(415)
        .send(apiError("unsupported-media-type", "Send a JSON body (Content-Type: application/json)."));
  });

  // Sessions (a cookie), `request.player` on API and WebSocket requests, and the people's routes.
  await setUpPeople(app, {
    store: options.store,
    limits:
      limits.tablesPerMinute > 0
        ? { ...DEFAULT_PEOPLE_LIMITS, ...options.people }
        : { playersPerMinute: 0, passwordsPerMinute: 0, ...options.people },
    ...(options.wallClock || clock ? { wallClock } : {}),
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const code = status >= 500 ? "server-error" : (HTTP_ERROR_CODES[error.code ?? ""] ?? "bad-request");
    void reply
      .status(status)
      .send(apiError(code, status >= 500 ? "Something went wrong on the server." : error.message));
  });
  const webRoot = options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot;
  const page = webRoot !== null && existsSync(`${webRoot}/index.html`);
  if (page) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: "/",
      index: ["index.html"],
      // The header is ours alone (below): with its own on, @fastify/static's `public, max-age=0`
      // replaced it, and browsers asked again for every bundle on every page.
      cacheControl: false,
      setHeaders(response, path) {
        // Hashed bundles never change; the page itself must be fetched again after a rebuild.
        response.setHeader(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // The page's own routes (/table/:id …) are the page: index.html, which routes in the browser.
    const path = request.url.split("?")[0] ?? "";
    const isPageRoute = !SERVER_PATHS.test(path) && !/\.[A-Za-z0-9]+$/.test(path);
    if (page && (request.method === "GET" || request.method === "HEAD") && isPageRoute)
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    void reply.status(404).send(apiError("not-found", `Nothing at ${request.method} ${request.url}.`));
  });

  app.get<Answers<"GET /healthz">>("/healthz", () => ({ ok: true }));

  // Whether a load balancer may send this process traffic: while its store answers a cheap query
  // within readyTimeoutMs, and with several processes, only while it holds its connection to Redis
  // (its leases are being renewed) and is not stopping.
  const probe = new StoreProbe(options.store, options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS);
  app.get<Answers<"GET /readyz">>("/readyz", async (_request, reply) => {
    if (!(await probe.reachable())) return reply.status(503).send({ ready: false, store: "unreachable" });
    const ready = cluster ? cluster.ready : true;
    return reply.status(ready ? 200 : 503).send({ ready });
  });

  app.get("/metrics", async (_request, reply) => {
    void reply.header("content-type", metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  app.get<Answers<"GET /api/games">>("/api/games", () =>
    listGames().map((game) => {
      const defaults = parseOptions(game, {});
      return {
        id: game.id,
        title: game.title,
        summary: game.summary,
        scoreUnit: game.scoreUnit,
        seatCounts: game.seatCounts,
        options: optionsSchema(game.options),
        defaults: defaults.ok && isRecord(defaults.value) ? defaults.value : null,
        // A level kept for tests (`unlisted`) is listed as such: the lobby does not offer it.
        bots: Object.entries(game.bots).map(([level, bot]) => ({
          level,
          description: bot.description,
          ...(bot.unlisted === true ? { unlisted: true } : {}),
        })),
        defaultBot: game.defaultBot,
        pace: paceOf(game),
        // How long a person may be away before a bot plays their seat, unless the table says otherwise.
        graceSeconds: graceOf({ graceMs: null }, game, limits) / 1000,
        ...(game.practice !== undefined ? { practice: true as const } : {}),
      };
    }),
  );

  const createRoute =
    limits.tablesPerMinute > 0
      ? { config: { rateLimit: { max: limits.tablesPerMinute, timeWindow: 60_000 } } }
      : {};
  app.post<Answers<"POST /api/tables">>("/api/tables", createRoute, async (request, reply) => {
    const body = createTableBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(badRequest(body.error.issues));
    const turnBased = body.data.pace === "turn-based";
    if (body.data.turnBased && !turnBased)
      return reply
        .status(400)
        .send(apiError(TableErrors.badPace, 'A time bank is for a turn-based table: say pace "turn-based".'));
    const result = await tables.create(body.data.game, body.data.options ?? {}, body.data.seats, request.ip, {
      host: request.player?.id ?? null,
      ...(body.data.rated !== undefined ? { rated: body.data.rated } : {}),
      ...(body.data.graceSeconds !== undefined ? { graceMs: body.data.graceSeconds * 1000 } : {}),
      ...(turnBased ? { turnBased: turnBasedClockOf(body.data.turnBased) } : {}),
    });
    if (!result.ok) {
      const code = result.error.code;
      const status = code === LimitErrors.tooManyWaiting || code === LimitErrors.tooManyBotTables ? 429 : 400;
      return reply.status(status).send(apiError(code, result.error.message));
    }
    return reply.status(201).send(result.value);
  });

  // Quick match: a queue per game, table size and rated or not (docs/protocol.md#quick-match), in
  // this process's memory, or in Redis for every process.
  const quickMatch = new QuickMatch({
    ...cluster?.quickMatch(),
    create: (game, gameOptions, seats, address, settings) =>
      tables.create(game, gameOptions, seats, address, settings),
    store: options.store,
    ...(clock ? { clock } : {}),
    onError: (error) => app.log.error({ err: error }, "quick match: the table could not be made"),
  });
  quickMatchRoutes(app, quickMatch, createRoute);

  app.get<Answers<"GET /api/tables">>("/api/tables", () => tables.list(LIST_LIMIT));

  // The session's player's unfinished tables, their turn first; nobody's (no session) are none.
  app.get<Answers<"GET /api/me/games">>("/api/me/games", (request) =>
    request.player ? tables.myGames(request.player.id) : [],
  );

  // Who is online (players with an open WebSocket) and the waiting tables with a person's seat free.
  app.get<Answers<"GET /api/lobby">>("/api/lobby", () => tables.lobby(LIST_LIMIT));

  app.get<Answers<"GET /api/tables/:id">>("/api/tables/:id", async (request, reply) => {
    const params = tableParams.safeParse(request.params);
    const summary = params.success ? await tables.summary(params.data.id) : null;
    if (!summary) return reply.status(404).send(apiError("no-table", "There is no such table."));
    return summary;
  });

  app.get<Answers<"GET /api/tables/:id/log">>("/api/tables/:id/log", async (request, reply) => {
    const params = tableParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(apiError("no-table", "There is no such table."));
    const log = await tables.log(params.data.id);
    if (!log.ok)
      return reply
        .status(log.error.code === "no-table" ? 404 : 409)
        .send(apiError(log.error.code, log.error.message));
    return log.value;
  });

  // A table's chat, oldest first: public to anyone, during the match and after it (its replay).
  app.get<Answers<"GET /api/tables/:id/chat">>("/api/tables/:id/chat", async (request, reply) => {
    const params = tableParams.safeParse(request.params);
    const lines = params.success ? await tables.chatHistory(params.data.id) : null;
    if (!lines) return reply.status(404).send(apiError("no-table", "There is no such table."));
    return lines;
  });

  // Played matches, the most recently finished first, by game and player, a page at a time: a page
  // with more after it says where in a `Link` header (rel="next"), as `before=` its last match.
  app.get<Answers<"GET /api/matches">>("/api/matches", async (request, reply) => {
    const query = matchesRequest(request.query);
    if (!query.ok) return reply.status(400).send(apiError("bad-request", query.message));
    const { game, player, before, limit } = query.value;
    if (game !== undefined && !getGame(game))
      return reply.status(404).send(apiError("no-game", `There is no game '${game}'.`));
    const page = await tables.matches({
      ...(game !== undefined ? { game } : {}),
      ...(player !== undefined ? { player } : {}),
      ...(before !== undefined ? { before } : {}),
      limit: limit + 1,
    });
    const last = page[limit - 1];
    if (page.length > limit && last)
      void reply.header("link", `<${nextMatchesPage(query.value, last)}>; rel="next"`);
    return page.slice(0, limit);
  });

  // A finished match's analysis (analysis/): stored, or started now off the event loop (202 until
  // stored). Never while the match is waiting or being played.
  const analyses = new MatchAnalyses(options.store, tables, app.log, wallClock, options.analysis);
  app.get<Answers<"GET /api/matches/:id/analysis">>("/api/matches/:id/analysis", async (request, reply) => {
    const params = tableParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(apiError("no-table", "There is no such table."));
    const state = await analyses.state(params.data.id);
    switch (state.kind) {
      case "ready":
        return reply
          .header("content-type", "application/json; charset=utf-8")
          .status(200)
          .send(readyBody(state.record));
      case "computing":
        return reply
          .header("retry-after", String(ANALYSIS_RETRY_AFTER_SECONDS))
          .status(202)
          .send({ status: "computing" });
      case "refused":
        if (state.status === 503) void reply.header("retry-after", String(ANALYSIS_RETRY_AFTER_SECONDS));
        return reply.status(state.status).send(apiError(state.code, state.message));
      case "failed":
        return reply
          .status(500)
          .send(
            apiError(
              AnalysisErrors.failed,
              `The analysis failed (${state.message}); ask again to try again.`,
            ),
          );
    }
  });

  // "Play from here": a new unrated live table against bots from a moment of a finished match's
  // replay, with the same hidden cards (tables/play-from.ts); counted like a table made.
  app.post<Answers<"POST /api/matches/:id/play-from">>(
    "/api/matches/:id/play-from",
    createRoute,
    async (request, reply) => {
      const params = tableParams.safeParse(request.params);
      if (!params.success) return reply.status(404).send(apiError("no-table", "There is no such table."));
      const body = playFromBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send(badRequest(body.error.issues));
      const result = await tables.playFrom(params.data.id, body.data, request.ip, request.player?.id ?? null);
      if (!result.ok) {
        const code = result.error.code;
        const status =
          code === ProtocolErrors.noTable
            ? 404
            : code === PlayFromErrors.notFinished
              ? 409
              : code === LimitErrors.tooManyWaiting || code === LimitErrors.tooManyBotTables
                ? 429
                : 400;
        return reply.status(status).send(apiError(code, result.error.message));
      }
      return reply.status(201).send(result.value);
    },
  );

  // A game's ratings, best first (the conservative ordinal), bots among them by level.
  app.get<Answers<"GET /api/leaderboard/:game">>("/api/leaderboard/:game", async (request, reply) => {
    const { game } = request.params as { game: string };
    const query = leaderboardQuery.safeParse(request.query);
    if (!query.success) {
      return reply.status(400).send(apiError("bad-request", `limit: 1 to ${LEADERBOARD_LIMIT}`));
    }
    const rows = await leaderboardOf(options.store, game, query.data.limit ?? LEADERBOARD_LIMIT);
    if (!rows) return reply.status(404).send(apiError("no-game", `There is no game '${game}'.`));
    return rows;
  });

  // The session's player's personal bests in a game's solo practice (practice/).
  practiceRoutes(app, { store: options.store });

  const sockets = new Sockets(limits, addressLimits.sockets, (connection) =>
    proxied(connection.remoteAddress ?? ""),
  );
  app.get(
    "/ws",
    {
      websocket: true,
      // Before the upgrade: a page of another site may not open it, nor one address every socket.
      preValidation: async (request, reply) => {
        if (!allowedOrigin(request.headers.origin, request.headers.host, allowedOrigins)) {
          metrics.refusals.inc({ code: LimitErrors.badOrigin });
          return reply
            .status(403)
            .send(apiError(LimitErrors.badOrigin, "This server takes WebSockets from its own pages only."));
        }
        const full = await sockets.admit(request.ip, request.raw.socket);
        if (full) {
          metrics.refusals.inc({ code: LimitErrors.tooManyConnections });
          return reply.status(full.status).send(apiError(LimitErrors.tooManyConnections, full.message));
        }
      },
    },
    (socket, request) => {
      metrics.connections.inc();
      // The player was resolved once, from the session cookie the upgrade came with.
      const connection = new Connection(socket, tables, rate, metrics, limits, undefined, request.player, {
        router: cluster?.router ?? null,
        protocol: chooseProtocol([socket.protocol])?.version ?? DEFAULT_PROTOCOL_VERSION,
        address: request.ip,
        quickMatch,
      });
      cluster?.router.opened(connection);
      sockets.add(socket);
      const offline = tables.online.add(request.player);
      socket.on("message", (data, isBinary) => connection.receive(data, isBinary));
      socket.on("close", () => {
        metrics.connections.dec();
        offline();
        sockets.remove(socket);
        connection.closed();
      });
      socket.on("error", () => socket.terminate());
    },
  );

  // Draining: timers and bots stop, and every step under way finishes storing before the store closes.
  app.addHook("onClose", async () => {
    await quickMatch.stop();
    sockets.stop();
    await tables.stop();
    await analyses.stop();
    await hintWorkers.close();
    addressLimits.close();
  });

  return { app, tables, metrics };
}
