import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { botLevel, getGame, listGames, Rng, seatsAllowed, type AnyGame, type Bot } from "@parlor/engine";
// Type only: ws loads when a load test runs, not for every command.
import type { WebSocket } from "ws";
import { parseCommandArgs, positiveInteger, positiveNumber } from "../args.js";
import { CliError, ExitCode, UsageError, type LongRunIo } from "../output.js";
import { percentile, round } from "../stats.js";

/** Seats per table: four players, each on its own socket. */
export const SEATS = 4;
/** Most tables (and seconds) one run may take: a load test is bounded in size and time. */
export const MAX_TABLES = 2000;
export const MAX_SECONDS = 600;
export const MAX_SPEED = 1000;
export const MAX_RAMP_MS = 600_000;

export const LOADTEST_DEFAULTS = {
  url: "http://127.0.0.1:8080",
  tables: 100,
  seconds: 20,
  game: "set-pc",
  /** The clients' level where the game has one by this name (the SET games); else the game's `defaultBot`. */
  level: "hard",
  speed: 5,
  /** Without --ramp-ms the tables start this many ms apart. */
  rampMsPerTable: 10,
  /** An HTTP call, a join or an action unanswered for this long is an error. */
  timeoutMs: 5_000,
} as const;

/** A validated `parlor loadtest` request. */
export interface LoadtestConfig {
  /** The server's origin (`http://127.0.0.1:8080`); always on this machine (see `loopbackUrl`). */
  readonly url: string;
  readonly tables: number;
  /** Length of the measured window, which starts once every client has joined. */
  readonly seconds: number;
  readonly game: AnyGame;
  /** The engine's bot level whose judgment and delays the clients use. */
  readonly level: string;
  /** The bots' delays are divided by this. */
  readonly speed: number;
  /** The tables start evenly spread over this many ms. */
  readonly rampMs: number;
  readonly timeoutMs: number;
}

/** What `parlor loadtest` prints, as one JSON line. Latencies: action sent → view of its result. */
export interface LoadtestReport {
  readonly url: string;
  readonly game: string;
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
  /** (end − start) resident memory / tables: a table, its four sockets and their buffers. */
  readonly serverMemoryPerTableKb: number | null;
  /** The same for the V8 heap in use (steadier than the resident set, but leaves out native memory). */
  readonly serverHeapPerTableKb: number | null;
}

const FLAGS = {
  url: { type: "string", short: "u" },
  tables: { type: "string", short: "n" },
  seconds: { type: "string", short: "t" },
  game: { type: "string", short: "g" },
  level: { type: "string", short: "l" },
  speed: { type: "string" },
  "ramp-ms": { type: "string" },
  "timeout-ms": { type: "string" },
} as const;

/** Whether a URL's hostname is this machine: 127.0.0.0/8, localhost or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === "localhost" || host === "[::1]") return true;
  const quad = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return quad !== null && quad.slice(1).every((part) => Number(part) <= 255);
}

/**
 * The origin of the server to load (`http://127.0.0.1:8080`), from an http(s) or ws(s) URL; a usage
 * error for anything that is not on this machine. (The URL parser reads `127.1` and `0x7f.0.0.1` as
 * 127.0.0.1 before the check.)
 */
export function loopbackUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`loadtest: --url must be a URL such as http://127.0.0.1:8080, not '${text}'`);
  }
  if (!["http:", "https:", "ws:", "wss:"].includes(url.protocol)) {
    throw new UsageError(`loadtest: --url must be an http or ws URL, not '${text}'`);
  }
  if (!isLoopbackHost(url.hostname)) {
    throw new UsageError(
      `loadtest: refusing to load '${url.host}': a load test only targets this machine ` +
        "(127.0.0.0/8, localhost or [::1])",
    );
  }
  const secure = url.protocol === "https:" || url.protocol === "wss:";
  return `${secure ? "https" : "http"}://${url.host}`;
}

/** A whole number 0 ≤ n ≤ max given as `--name value`, or `fallback`. */
function wholeNumber(name: string, value: string | undefined, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n > max) {
    throw new UsageError(`loadtest: --${name} must be a whole number 0-${max}, not '${value}'`);
  }
  return n;
}

function atMost(name: string, value: number, max: number, unit: string): number {
  if (value > max) throw new UsageError(`loadtest: --${name} is at most ${max}${unit}, not ${value}`);
  return value;
}

/** Checks the command line of `parlor loadtest` and turns it into a config; usage errors on bad input. */
export function parseLoadtestArgs(args: readonly string[]): LoadtestConfig {
  const { values } = parseCommandArgs("loadtest", args, FLAGS, false);
  const url = loopbackUrl(values.url ?? LOADTEST_DEFAULTS.url);
  const tables = atMost(
    "tables",
    positiveInteger("loadtest", "tables", values.tables, LOADTEST_DEFAULTS.tables),
    MAX_TABLES,
    ` (${MAX_TABLES * SEATS} clients)`,
  );
  const seconds = atMost(
    "seconds",
    positiveNumber("loadtest", "seconds", values.seconds, LOADTEST_DEFAULTS.seconds),
    MAX_SECONDS,
    " s",
  );
  const speed = atMost(
    "speed",
    positiveNumber("loadtest", "speed", values.speed, LOADTEST_DEFAULTS.speed),
    MAX_SPEED,
    "",
  );
  const id = values.game ?? LOADTEST_DEFAULTS.game;
  const game = getGame(id);
  if (!game) {
    const known = listGames()
      .map((g) => g.id)
      .join(", ");
    throw new UsageError(`loadtest: unknown game '${id}'; known games: ${known}`);
  }
  if (!seatsAllowed(game, SEATS)) {
    throw new UsageError(`loadtest: ${game.id} does not seat ${SEATS} players`);
  }
  const level =
    values.level ??
    (botLevel(game, LOADTEST_DEFAULTS.level) !== undefined ? LOADTEST_DEFAULTS.level : game.defaultBot);
  if (botLevel(game, level) === undefined) {
    throw new UsageError(
      `loadtest: ${game.id} has no bot level '${level}'; its levels are: ${Object.keys(game.bots).join(", ")}`,
    );
  }
  const rampMs = wholeNumber(
    "ramp-ms",
    values["ramp-ms"],
    MAX_RAMP_MS,
    Math.min(MAX_RAMP_MS, tables * LOADTEST_DEFAULTS.rampMsPerTable),
  );
  const timeoutMs = atMost(
    "timeout-ms",
    positiveInteger("loadtest", "timeout-ms", values["timeout-ms"], LOADTEST_DEFAULTS.timeoutMs),
    60_000,
    " ms",
  );
  return { url, tables, seconds, game, level, speed, rampMs, timeoutMs };
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
  "malformed-action",
  "bad-seat",
  "time-travel",
]);

export function isRefusal(code: string): boolean {
  return !NOT_REFUSALS.has(code);
}

/** Two bot actions are the same plan when their JSON is. */
function samePlan(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** The counters and settings shared by every client of one run. */
class Run {
  readonly wsUrl: string;
  /** ws's WebSocket class, loaded by `loadtest`. */
  WebSocket: typeof WebSocket | null = null;
  readonly latencies: number[] = [];
  readonly refusedByCode = new Map<string, number>();
  readonly errorsByKind = new Map<string, number>();
  readonly players: Player[] = [];
  actions = 0;
  matches = 0;
  /** performance.now() when every client had joined; actions sent before it are not measured. */
  windowStart = Number.POSITIVE_INFINITY;
  /** No new actions or tables once set. */
  stopping = false;
  /** Sockets closing on purpose. */
  closing = false;

  constructor(readonly config: LoadtestConfig) {
    this.wsUrl = `${config.url.replace(/^http/, "ws")}/ws`;
  }

  error(kind: string): void {
    count(this.errorsByKind, kind);
  }

  refuse(code: string): void {
    count(this.refusedByCode, code);
  }

  measured(sentAt: number): boolean {
    return sentAt >= this.windowStart;
  }

  /** POST /api/tables: four human seats. Null (an error counted) when it fails. */
  async createTable(): Promise<{ id: string; seatTokens: string[] } | null> {
    try {
      const response = await fetch(`${this.config.url}/api/tables`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          game: this.config.game.id,
          seats: Array.from({ length: SEATS }, () => ({ human: true })),
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      const body = (await response.json()) as {
        id?: unknown;
        seatTokens?: unknown;
        error?: { code?: unknown };
      };
      if (response.status !== 201 || typeof body.id !== "string" || !Array.isArray(body.seatTokens)) {
        // The server's code says why (rate-limited: start it with --max-tables-per-minute 0).
        const code = typeof body.error?.code === "string" ? `-${body.error.code}` : "";
        this.error(`http-${response.status}${code}`);
        return null;
      }
      return { id: body.id, seatTokens: body.seatTokens as string[] };
    } catch (error) {
      this.error((error as { name?: string }).name === "TimeoutError" ? "http-timeout" : "http");
      return null;
    }
  }
}

/** One action on its way: sent, maybe acknowledged (`seq`), waiting for the view of its result. */
interface Inflight {
  readonly id: number;
  readonly sentAt: number;
  seq: number | null;
  readonly timer: NodeJS.Timeout;
}

type Frame = { readonly type: string; readonly [key: string]: unknown };

/**
 * One scripted player on its own socket, holding one seat. On every view of its seat it asks the
 * engine's bot what it would do and sends that after the bot's delay divided by the speed; it has at
 * most one action on its way, and thinks again once its result (or refusal) is back.
 *
 * The bot's clock: the game's time (the server's `now`, taken from the views) — except that once a
 * move went out early, the bot's time is at least that move's planned time (so it sees its plan as
 * done and goes on). After a refusal it falls back to the game's clock and waits in real time.
 */
class Player {
  private socket: WebSocket | null = null;
  private table: string | null = null;
  private bot: Bot<unknown, unknown> | null = null;
  private view: unknown = null;
  /** Date.now() − game time, the smallest seen: the game's clock as Date.now() − origin. */
  private origin = Number.POSITIVE_INFINITY;
  /** The planned time of the last move sent early: the bot's clock is not behind it. */
  private botClock = Number.NEGATIVE_INFINITY;
  private pending: { timer: NodeJS.Timeout; at: number; action: unknown } | null = null;
  private inflight: Inflight | null = null;
  private nextId = 1;
  private waiting: { id: string; done: (ok: boolean) => void } | null = null;
  private closed = false;

  constructor(
    private readonly run: Run,
    private readonly group: TableGroup,
    readonly seat: number,
  ) {}

  /** Opens the socket and waits for the server's welcome. */
  private connect(): Promise<boolean> {
    const { timeoutMs } = this.run.config;
    return new Promise((resolve) => {
      const Socket = this.run.WebSocket as typeof WebSocket;
      const socket = new Socket(this.run.wsUrl, { perMessageDeflate: false, handshakeTimeout: timeoutMs });
      this.socket = socket;
      let settled = false;
      const settle = (ok: boolean): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.waiting = null;
        resolve(ok);
      };
      const timer = setTimeout(() => {
        this.run.error("connect-timeout");
        settle(false);
      }, timeoutMs);
      this.waiting = { id: "welcome", done: settle };
      socket.on("message", (data) => this.receive(String(data)));
      socket.on("error", (error: Error & { code?: string }) => {
        // ws names an HTTP refusal of the upgrade by its status ("Unexpected server response: 503").
        const status = /server response: (\d+)/.exec(error.message)?.[1];
        const what = error.message
          .toLowerCase()
          .replace(/[^a-z]+/g, "-")
          .slice(0, 40);
        this.run.error(`socket-error:${error.code ?? (status ? `http-${status}` : what)}`);
        settle(false);
      });
      socket.on("close", (code: number) => {
        this.closed = true;
        if (!this.run.closing) this.run.error(`unexpected-close:${code}`);
        this.forget();
        settle(false);
      });
    });
  }

  /** Sits at `table` with its seat token (opening the socket the first time); false on failure. */
  async join(table: string, token: string, bot: Bot<unknown, unknown>): Promise<boolean> {
    if (this.socket === null && !(await this.connect())) return false;
    const socket = this.socket;
    if (socket === null || this.closed) return false;
    if (this.table !== null) this.send({ type: "leave", table: this.table });
    this.table = table;
    this.bot = bot;
    this.view = null;
    this.origin = Number.POSITIVE_INFINITY;
    this.botClock = Number.NEGATIVE_INFINITY;
    const id = `join-${this.nextId++}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.run.error("join-timeout");
        this.waiting = null;
        resolve(false);
      }, this.run.config.timeoutMs);
      this.waiting = {
        id,
        done: (ok) => {
          clearTimeout(timer);
          this.waiting = null;
          resolve(ok);
        },
      };
      this.send({ type: "join", id, table, tokens: [token] });
    });
  }

  private send(message: object): void {
    const socket = this.socket;
    if (socket !== null && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }

  private receive(text: string): void {
    let frame: Frame;
    try {
      frame = JSON.parse(text) as Frame;
    } catch {
      this.run.error("bad-frame");
      return;
    }
    switch (frame.type) {
      case "welcome":
        if (this.waiting?.id === "welcome") this.waiting.done(true);
        return;
      case "joined":
        if (this.waiting !== null && frame.id === this.waiting.id) this.waiting.done(true);
        return;
      case "table":
        if (frame.table === this.table && frame.status === "finished") this.group.matchOver(frame.table);
        return;
      case "view":
        return this.onView(frame);
      case "ack": {
        const inflight = this.inflight;
        if (inflight !== null && frame.id === inflight.id && typeof frame.seq === "number") {
          inflight.seq = frame.seq;
        }
        return;
      }
      case "error":
        return this.onError(frame);
    }
  }

  private gameNow(): number {
    return Date.now() - (Number.isFinite(this.origin) ? this.origin : Date.now());
  }

  private botNow(): number {
    return Math.max(this.gameNow(), this.botClock);
  }

  private onView(frame: Frame): void {
    if (frame.table !== this.table || frame.seat !== this.seat) return;
    const view = frame.view as { now?: unknown } | null;
    const now = Date.now();
    if (typeof view?.now === "number") this.origin = Math.min(this.origin, now - view.now);
    else if (!Number.isFinite(this.origin)) this.origin = now;
    this.view = view;
    const inflight = this.inflight;
    if (
      inflight !== null &&
      inflight.seq !== null &&
      typeof frame.seq === "number" &&
      frame.seq >= inflight.seq
    ) {
      this.settle();
      if (this.run.measured(inflight.sentAt)) {
        this.run.actions++;
        this.run.latencies.push(performance.now() - inflight.sentAt);
      }
    }
    if (frame.status === "finished") {
      this.group.matchOver(this.table);
      return;
    }
    if (this.inflight === null) this.think(false);
  }

  private onError(frame: Frame): void {
    const code = typeof frame.code === "string" ? frame.code : "error";
    if (this.waiting !== null && frame.id === this.waiting.id) {
      this.run.error(`join:${code}`);
      this.waiting.done(false);
      return;
    }
    const inflight = this.inflight;
    // An error without an id (rate limit, unreadable frame) is the answer to what we last sent.
    const mine = inflight !== null && (frame.id === inflight.id || frame.id === undefined);
    if (mine && isRefusal(code)) {
      if (this.run.measured(inflight.sentAt)) this.run.refuse(code);
    } else {
      this.run.error(code);
    }
    if (mine) {
      this.settle();
      this.botClock = Number.NEGATIVE_INFINITY;
      this.think(true);
    }
  }

  private settle(): void {
    if (this.inflight !== null) clearTimeout(this.inflight.timer);
    this.inflight = null;
  }

  /** Asks the bot what it would do now, and plans it (the same plan as before keeps its timer). */
  private think(afterRefusal: boolean): void {
    if (this.run.stopping || this.closed || this.inflight !== null) return;
    const { bot, view } = this;
    if (bot === null || view === null) return;
    const now = this.botNow();
    let move: { action: unknown; delay: number } | null;
    try {
      move = bot.act(view, now);
    } catch {
      this.run.error("bot-crashed");
      return;
    }
    const at = move ? now + Math.max(0, move.delay) : null;
    const pending = this.pending;
    if (pending && move && !afterRefusal && pending.at === at && samePlan(pending.action, move.action))
      return;
    this.cancel();
    // After a refusal nothing changed, so an immediate retry would be refused again: wait instead.
    if (!move || at === null || (afterRefusal && move.delay <= 0)) return;
    const wait = afterRefusal ? move.delay : move.delay / this.run.config.speed;
    this.pending = { at, action: move.action, timer: setTimeout(() => this.fire(), wait) };
  }

  private fire(): void {
    const pending = this.pending;
    this.pending = null;
    if (!pending || this.run.stopping || this.closed || this.inflight !== null || this.table === null) return;
    this.botClock = Math.max(this.botClock, pending.at);
    const id = this.nextId++;
    this.inflight = {
      id,
      sentAt: performance.now(),
      seq: null,
      timer: setTimeout(() => this.timeout(id), this.run.config.timeoutMs),
    };
    this.send({ type: "action", id, table: this.table, seat: this.seat, action: pending.action });
  }

  private timeout(id: number): void {
    if (this.inflight?.id !== id) return;
    this.inflight = null;
    this.run.error("action-timeout");
    this.think(false);
  }

  cancel(): void {
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = null;
  }

  /** The match is over: no more plans for it (an action on its way still gets its answer). */
  reset(): void {
    this.cancel();
    this.bot = null;
    this.view = null;
  }

  /** The socket is gone: drop everything. */
  private forget(): void {
    this.cancel();
    this.settle();
    this.bot = null;
  }

  get busy(): boolean {
    return this.inflight !== null;
  }

  /** Closes the socket; resolves once it is closed (or after `ms`, terminating it). */
  close(ms: number): Promise<void> {
    this.cancel();
    const socket = this.socket;
    if (socket === null || socket.readyState === socket.CLOSED) return Promise.resolve();
    return new Promise((done) => {
      const timer = setTimeout(() => {
        socket.terminate();
        done();
      }, ms);
      socket.once("close", () => {
        clearTimeout(timer);
        done();
      });
      socket.close(1000, "load test over");
    });
  }
}

/** Four players at one table; when its match ends they sit at a new one. */
class TableGroup {
  readonly players: Player[];
  private table: string | null = null;
  private match = 0;

  constructor(
    private readonly run: Run,
    private readonly index: number,
  ) {
    this.players = Array.from({ length: SEATS }, (_, seat) => new Player(run, this, seat));
    run.players.push(...this.players);
  }

  /** Makes a table and seats the four players at it; false when something failed (counted). */
  async start(): Promise<boolean> {
    const created = await this.run.createTable();
    if (created === null) return false;
    this.table = created.id;
    const { game, level } = this.run.config;
    const match = this.match++;
    const joined = await Promise.all(
      this.players.map((player, seat) =>
        player.join(
          created.id,
          created.seatTokens[seat] ?? "",
          botLevel(game, level)?.create(seat, Rng.fromSeed(`loadtest/${this.index}/${match}/${seat}`)) as Bot<
            unknown,
            unknown
          >,
        ),
      ),
    );
    return joined.every(Boolean);
  }

  /** The match at `table` ended: count it once and, unless the run is ending, start another. */
  matchOver(table: unknown): void {
    if (table !== this.table) return;
    this.table = null;
    this.run.matches++;
    for (const player of this.players) player.reset();
    if (!this.run.stopping) void this.start();
  }
}

/** The server's resident set and V8 heap in use, from its Prometheus metrics; null when unreadable. */
async function serverMemory(run: Run): Promise<{ rss: number; heap: number } | null> {
  try {
    const response = await fetch(`${run.config.url}/metrics`, {
      signal: AbortSignal.timeout(run.config.timeoutMs),
    });
    const text = await response.text();
    const value = (name: string): number => {
      const match = new RegExp(`^${name} ([\\d.e+]+)$`, "m").exec(text);
      return match ? Number(match[1]) : Number.NaN;
    };
    const rss = value("process_resident_memory_bytes");
    const heap = value("nodejs_heap_size_used_bytes");
    if (!response.ok || !Number.isFinite(rss)) {
      run.error("metrics");
      return null;
    }
    return { rss, heap };
  } catch {
    run.error("metrics");
    return null;
  }
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

function toRecord(map: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...map.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Runs a load test against a Parlor server on this machine: makes `tables` tables of four human seats,
 * spread over `rampMs`, seats a scripted player on each seat (its own socket), measures for `seconds`
 * once all have joined, then closes everything. Throws a CliError when the server cannot be reached.
 * `stop` ends the run early (the report covers what ran).
 */
export async function loadtest(
  config: LoadtestConfig,
  options: { readonly stop?: AbortSignal } = {},
): Promise<LoadtestReport> {
  // Never anything but this machine, whoever calls this function.
  const url = loopbackUrl(config.url);
  const run = new Run({ ...config, url });
  run.WebSocket = (await import("ws")).WebSocket;
  try {
    const health = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(config.timeoutMs) });
    if (!health.ok) throw new Error(`GET /healthz answered ${health.status}`);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message = error instanceof Error ? error.message : String(error);
    throw new CliError(`loadtest: cannot reach the server at ${url}: ${cause ?? message}`);
  }
  const before = await serverMemory(run);

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
  run.windowStart = performance.now();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  await wait(config.seconds * 1000, options.stop);
  loopDelay.disable();
  run.stopping = true;
  const windowEnd = performance.now();
  for (const player of run.players) player.cancel();
  // Actions on their way get their answer (or time out).
  const drainUntil = performance.now() + config.timeoutMs + 100;
  while (run.players.some((player) => player.busy) && performance.now() < drainUntil) await sleep(10);

  const after = await serverMemory(run);
  run.closing = true;
  await Promise.all(run.players.map((player) => player.close(1000)));

  const latencies = [...run.latencies].sort((a, b) => a - b);
  const seconds = Math.max(0, windowEnd - run.windowStart) / 1000;
  const perTable = (a: number | undefined, b: number | undefined): number | null =>
    a !== undefined && b !== undefined && Number.isFinite(a) && Number.isFinite(b)
      ? round((b - a) / Math.max(1, starting.length) / 1024, 1)
      : null;
  const mb = (bytes: number | undefined): number | null =>
    bytes === undefined ? null : round(bytes / 1024 / 1024, 1);
  const ms = (value: number | null): number | null => round(value, 2);
  return {
    url,
    game: config.game.id,
    level: config.level,
    speed: config.speed,
    tables: starting.length,
    clients: run.players.length,
    seconds: round(seconds, 2) ?? 0,
    actions: run.actions,
    refused: [...run.refusedByCode.values()].reduce((a, b) => a + b, 0),
    refusedByCode: toRecord(run.refusedByCode),
    errors: [...run.errorsByKind.values()].reduce((a, b) => a + b, 0),
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

/**
 * `parlor loadtest [flags]`: prints the report as one JSON line; exit 1 (with a `parlor:` line) when
 * the run had errors.
 */
export async function loadtestCommand(args: readonly string[], io: LongRunIo): Promise<number> {
  const config = parseLoadtestArgs(args);
  const report = await loadtest(config, { stop: io.stop });
  io.stdout(`${JSON.stringify(report)}\n`);
  if (report.errors > 0) {
    const kinds = Object.entries(report.errorsByKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", ");
    io.stderr(`parlor: loadtest: ${report.errors} errors (${kinds})\n`);
    return ExitCode.failure;
  }
  return ExitCode.ok;
}
