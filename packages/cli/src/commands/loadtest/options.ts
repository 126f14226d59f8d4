import { botLevel, getGame, listGames, type AnyGame } from "@parlor/engine";
import { seatCountsInWords, seatsAllowed } from "@parlor/engine/seats";
import { parseCommandArgs, positiveInteger, positiveNumber } from "../../args.js";
import { UsageError } from "../../output.js";
import { namespaceHostProblem, THIS_NAMESPACE, type NamespaceProbe } from "./netns.js";

/** Most tables, clients (sockets) and seconds one run may take: a load test is bounded in size and time. */
export const MAX_TABLES = 2000;
export const MAX_CLIENTS = 8000;
export const MAX_SECONDS = 600;
export const MAX_SPEED = 1000;
export const MAX_RAMP_MS = 600_000;
/** Most server processes (`--url` given several times) one run spreads its tables over. */
export const MAX_URLS = 16;

export const LOADTEST_DEFAULTS = {
  url: "http://127.0.0.1:8080",
  tables: 100,
  seconds: 20,
  game: "set-pc",
  /**
   * Seats per table, each a client on its own socket, where the game seats this many (every game
   * today); a game that does not plays its largest seat count.
   */
  players: 4,
  /** The clients' level where the game has one by this name (the SET games); else the game's `defaultBot`. */
  level: "hard",
  speed: 5,
  /** Without --ramp-ms the tables start this many ms apart. */
  rampMsPerTable: 10,
  /** An HTTP call, a join or an action unanswered for this long is an error. */
  timeoutMs: 5_000,
  /**
   * One view, ack or move frame in this many is read with the protocol's whole schema; the others
   * are checked by hand, a move only for its shape (see `FrameReader`). 1: every frame by the schema.
   */
  checkEvery: 10,
} as const;

/** Most frames between two read with the whole schema (--check-every). */
export const MAX_CHECK_EVERY = 1000;

/** A validated `parlor loadtest` request. */
export interface LoadtestConfig {
  /**
   * The origins of the server processes (`http://127.0.0.1:8080`), one or more, all different and
   * always on this machine (see `loopbackUrl`). Table t is made on `urls[t mod n]` and the socket of
   * its seat s opens on `urls[(t + s) mod n]` (see `tableProcess`, `seatProcess`).
   */
  readonly urls: readonly string[];
  readonly tables: number;
  /** Length of the measured window, which starts once every client has joined. */
  readonly seconds: number;
  readonly game: AnyGame;
  /** Seats per table (one of the game's seat counts), each played by a client on its own socket. */
  readonly players: number;
  /** The engine's bot level whose judgment and delays the clients use. */
  readonly level: string;
  /** The bots' delays are divided by this. */
  readonly speed: number;
  /** The tables start evenly spread over this many ms. */
  readonly rampMs: number;
  readonly timeoutMs: number;
  /** One view, ack or move frame in this many is read with the protocol's whole schema. */
  readonly checkEvery: number;
  /**
   * `--netns`: run inside a network namespace `ip netns` made, the urls may also be private addresses
   * on that namespace's own links (see `namespaceHostProblem`).
   */
  readonly netns?: boolean;
  /**
   * `--failover`: the servers may go away during the run (one killed, one stopping). A socket lost
   * connects again and sits at its table again; a join, an action or a table refused with
   * `server-error` (its owner did not answer) or lost with its socket is tried again. Each is counted
   * in the report's `failover`, not as an error, unless a seat could not sit again within
   * FAILOVER_GIVE_UP_MS.
   */
  readonly failover?: boolean;
  /** `--acks FILE`: every acknowledged action is written there, one JSON line each (see `AckLog`). */
  readonly acks?: string;
}

const FLAGS = {
  url: { type: "string", short: "u", multiple: true },
  tables: { type: "string", short: "n" },
  players: { type: "string", short: "p" },
  seconds: { type: "string", short: "t" },
  game: { type: "string", short: "g" },
  level: { type: "string", short: "l" },
  speed: { type: "string" },
  "ramp-ms": { type: "string" },
  "timeout-ms": { type: "string" },
  "check-every": { type: "string" },
  netns: { type: "boolean" },
  failover: { type: "boolean" },
  acks: { type: "string" },
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
 * 127.0.0.1 before the check.) With `netns` (`--netns`), also a private address on a link of the
 * `ip netns` namespace this process runs in (`namespaceHostProblem`).
 */
export function loopbackUrl(text: string, netns = false, probe: NamespaceProbe = THIS_NAMESPACE): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`loadtest: --url must be a URL such as http://127.0.0.1:8080, not '${text}'`);
  }
  if (!["http:", "https:", "ws:", "wss:"].includes(url.protocol)) {
    throw new UsageError(`loadtest: --url must be an http or ws URL, not '${text}'`);
  }
  if (netns && !isLoopbackHost(url.hostname)) {
    const problem = namespaceHostProblem(url.hostname, probe);
    if (problem !== null)
      throw new UsageError(`loadtest: refusing to load '${url.host}' with --netns: ${problem}`);
  } else if (!isLoopbackHost(url.hostname)) {
    throw new UsageError(
      `loadtest: refusing to load '${url.host}': a load test only targets this machine ` +
        "(127.0.0.0/8, localhost or [::1])",
    );
  }
  const secure = url.protocol === "https:" || url.protocol === "wss:";
  return `${secure ? "https" : "http"}://${url.host}`;
}

/** The origins of every `--url`: each on this machine, no origin twice, at most MAX_URLS. */
export function loopbackUrls(
  texts: readonly string[],
  netns = false,
  probe: NamespaceProbe = THIS_NAMESPACE,
): string[] {
  if (texts.length > MAX_URLS) {
    throw new UsageError(`loadtest: --url is given at most ${MAX_URLS} times, not ${texts.length}`);
  }
  const urls = texts.map((text) => loopbackUrl(text, netns, probe));
  const twice = urls.find((url, i) => urls.indexOf(url) !== i);
  if (twice !== undefined) throw new UsageError(`loadtest: --url ${twice} is given twice`);
  return urls;
}

/** The index of the process (its `--url`) where table `table` is made: table t on url t mod n. */
export function tableProcess(table: number, processes: number): number {
  return table % processes;
}

/**
 * The index of the process where the socket of seat `seat` of table `table` opens: url (t + s) mod n,
 * so with several processes most tables have players on a process that did not make them.
 */
export function seatProcess(table: number, seat: number, processes: number): number {
  return (table + seat) % processes;
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
  const netns = values.netns === true;
  const urls = loopbackUrls(values.url ?? [LOADTEST_DEFAULTS.url], netns);
  const tables = atMost(
    "tables",
    positiveInteger("loadtest", "tables", values.tables, LOADTEST_DEFAULTS.tables),
    MAX_TABLES,
    ` (${MAX_CLIENTS} clients)`,
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
  const players = playersOf(game, values.players);
  if (tables * players > MAX_CLIENTS) {
    throw new UsageError(
      `loadtest: ${tables} tables of ${players} players are ${tables * players} clients; at most ${MAX_CLIENTS}`,
    );
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
  const checkEvery = atMost(
    "check-every",
    positiveInteger("loadtest", "check-every", values["check-every"], LOADTEST_DEFAULTS.checkEvery),
    MAX_CHECK_EVERY,
    " frames",
  );
  if (values.acks !== undefined && values.acks.trim() === "")
    throw new UsageError("loadtest: --acks needs a file name");
  return {
    urls,
    tables,
    seconds,
    game,
    players,
    level,
    speed,
    rampMs,
    timeoutMs,
    checkEvery,
    ...(netns ? { netns: true } : {}),
    ...(values.failover === true ? { failover: true } : {}),
    ...(values.acks !== undefined ? { acks: values.acks } : {}),
  };
}

/**
 * Seats per table: `--players` when the game seats that many, else a usage error naming its seat
 * counts; without it the default where the game seats that many, else the game's largest count.
 */
export function playersOf(game: AnyGame, value: string | undefined): number {
  if (value === undefined) {
    return seatsAllowed(game, LOADTEST_DEFAULTS.players)
      ? LOADTEST_DEFAULTS.players
      : Math.max(...game.seatCounts);
  }
  const players = positiveInteger("loadtest", "players", value, LOADTEST_DEFAULTS.players);
  if (!seatsAllowed(game, players)) {
    throw new UsageError(
      `loadtest: ${game.id} seats ${seatCountsInWords(game.seatCounts)} players, not ${players}`,
    );
  }
  return players;
}
