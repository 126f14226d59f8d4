import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getGame, type AnyGame } from "@parlor/engine";
import { ProtocolErrors, SqliteStore, startServer, type RunningServer } from "@parlor/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../../../server/src/testing/http.js";
import { CliError, UsageError } from "../output.js";
import {
  isLoopbackHost,
  isRefusal,
  loadtest,
  loopbackUrl,
  NOT_REFUSALS,
  openFilesLimit,
  openFilesNeeded,
  openFilesShortfall,
  parseLoadtestArgs,
  playersOf,
  report,
  Run,
  seatProcess,
  tableProcess,
  type LoadtestConfig,
} from "./loadtest.js";
import type { ProcessRun } from "./loadtest/run.js";
import { usageError } from "../testing/expect.js";

/**
 * A TCP relay to the server at `target` on another loopback port: a second url for one process, or a
 * way to cut every connection at once (`open`), as a server host going away would. `close` cuts the
 * connections left (the HTTP client keeps its own alive) and stops it.
 */
async function startRelay(
  target: string,
): Promise<{ url: string; open: Set<Socket>; close(): Promise<void> }> {
  const open = new Set<Socket>();
  const relay = createServer((inbound) => {
    const outbound = connect(Number(new URL(target).port), "127.0.0.1");
    for (const socket of [inbound, outbound]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
    }
    inbound.pipe(outbound).pipe(inbound);
    inbound.on("error", () => outbound.destroy());
    outbound.on("error", () => inbound.destroy());
  });
  await new Promise<void>((done) => relay.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    open,
    async close() {
      const closed = new Promise((done) => relay.close(done));
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
}

describe("loopbackUrl", () => {
  it.each([
    ["http://127.0.0.1:8080", "http://127.0.0.1:8080"],
    ["http://127.0.0.1:8080/api/tables?x=1", "http://127.0.0.1:8080"],
    ["ws://127.1.2.3:9/ws", "http://127.1.2.3:9"],
    ["http://127.1:8080", "http://127.0.0.1:8080"],
    ["http://0x7f.0.0.1", "http://127.0.0.1"],
    ["http://localhost:8080", "http://localhost:8080"],
    ["http://LOCALHOST", "http://localhost"],
    ["https://[::1]:8443", "https://[::1]:8443"],
    ["wss://[0:0:0:0:0:0:0:1]", "https://[::1]"],
  ])("accepts %s as %s", (text, origin) => {
    expect(loopbackUrl(text)).toBe(origin);
  });

  it.each([
    "http://example.com",
    "http://10.0.0.1:8080",
    "http://192.168.1.2",
    "http://0.0.0.0:8080",
    "http://128.0.0.1",
    "http://[::]:8080",
    "http://[::ffff:7f00:1]",
    "http://localhost.example.com",
    "http://sub.localhost",
    "http://127.0.0.1.nip.io",
    "http://8.8.8.8",
  ])("refuses %s: not this machine", (text) => {
    expect(usageError(() => loopbackUrl(text))).toMatch(
      /^loadtest: refusing to load '[^']+': a load test only targets this machine \(127\.0\.0\.0\/8, localhost or \[::1\]\)$/,
    );
  });

  it("refuses what is not an http or ws URL", () => {
    expect(usageError(() => loopbackUrl("127.0.0.1:8080"))).toBe(
      "loadtest: --url must be a URL such as http://127.0.0.1:8080, not '127.0.0.1:8080'",
    );
    expect(usageError(() => loopbackUrl("not a url"))).toMatch(/--url must be a URL such as/);
    expect(usageError(() => loopbackUrl("ftp://127.0.0.1"))).toMatch(/must be an http or ws URL/);
  });

  it("knows loopback hostnames", () => {
    expect(isLoopbackHost("127.255.255.255")).toBe(true);
    expect(isLoopbackHost("127.0.0.256")).toBe(false);
    expect(isLoopbackHost("[::1]")).toBe(true);
    expect(isLoopbackHost("::1")).toBe(false);
  });

  it("the loadtest function itself refuses another machine", async () => {
    const config = { ...parseLoadtestArgs(["--tables", "1"]), urls: ["http://example.com"] };
    await expect(loadtest(config)).rejects.toThrow(UsageError);
    const second = {
      ...parseLoadtestArgs(["--tables", "1"]),
      urls: ["http://127.0.0.1:1", "http://10.0.0.1"],
    };
    await expect(loadtest(second)).rejects.toThrow(UsageError);
  });
});

describe("parseLoadtestArgs", () => {
  it("has defaults: 100 tables of set-pc for 20 s, hard bots at speed 5", () => {
    const config = parseLoadtestArgs([]);
    expect(config).toMatchObject({
      urls: ["http://127.0.0.1:8080"],
      tables: 100,
      seconds: 20,
      players: 4,
      level: "hard",
      speed: 5,
      rampMs: 1000,
      timeoutMs: 5000,
      checkEvery: 10,
    });
    expect(config.game.id).toBe("set-pc");
  });

  it("takes the seats per table from the game's seat counts", () => {
    expect(parseLoadtestArgs(["--game", "ruhd"]).players).toBe(4);
    expect(parseLoadtestArgs(["--game", "ruhd", "--players", "2"]).players).toBe(2);
    expect(parseLoadtestArgs(["--game", "ruhd", "-p", "11"]).players).toBe(11);
    expect(parseLoadtestArgs(["--game", "set-super", "-p", "1"]).players).toBe(1);
    expect(usageError(() => parseLoadtestArgs(["--game", "ruhd", "--players", "1"]))).toBe(
      "loadtest: ruhd seats 2 to 11 players, not 1",
    );
    expect(usageError(() => parseLoadtestArgs(["--players", "9"]))).toBe(
      "loadtest: set-pc seats 1 to 8 players, not 9",
    );
    expect(usageError(() => parseLoadtestArgs(["--players", "two"]))).toMatch(
      /--players must be a positive whole/,
    );
    // A game that does not seat the default plays its largest table.
    const pairsOnly = { ...(getGame("ruhd") as AnyGame), seatCounts: [2, 6] };
    expect(playersOf(pairsOnly, undefined)).toBe(6);
    expect(usageError(() => playersOf(pairsOnly, "4"))).toBe("loadtest: ruhd seats 2 or 6 players, not 4");
  });

  it("is bounded in clients too: tables times players", () => {
    expect(parseLoadtestArgs(["--game", "ruhd", "--tables", "727", "-p", "11"]).players).toBe(11);
    expect(usageError(() => parseLoadtestArgs(["--game", "ruhd", "--tables", "728", "-p", "11"]))).toBe(
      "loadtest: 728 tables of 11 players are 8008 clients; at most 8000",
    );
  });

  it("without --level, plays hard where the game has it, else the game's own default level", () => {
    expect(parseLoadtestArgs(["--game", "set-super"]).level).toBe("hard");
    expect(parseLoadtestArgs(["--game", "ruhd"]).level).toBe("greedy");
  });

  it("reads every flag", () => {
    const config = parseLoadtestArgs([
      "-u",
      "http://localhost:9000",
      "-n",
      "3",
      "-t",
      "2.5",
      "--game",
      "ruhd",
      "--players",
      "3",
      "--level",
      "greedy",
      "--speed",
      "20",
      "--ramp-ms",
      "0",
      "--timeout-ms",
      "2000",
      "--check-every",
      "1",
    ]);
    expect(config).toMatchObject({
      urls: ["http://localhost:9000"],
      tables: 3,
      seconds: 2.5,
      players: 3,
      level: "greedy",
      speed: 20,
      rampMs: 0,
      timeoutMs: 2000,
      checkEvery: 1,
    });
    expect(config.game.id).toBe("ruhd");
  });

  it("is bounded: at most 2000 tables and 600 s", () => {
    expect(parseLoadtestArgs(["--tables", "2000", "--seconds", "600"])).toMatchObject({
      tables: 2000,
      seconds: 600,
      rampMs: 20_000,
    });
    expect(usageError(() => parseLoadtestArgs(["--tables", "2001"]))).toBe(
      "loadtest: --tables is at most 2000 (8000 clients), not 2001",
    );
    expect(usageError(() => parseLoadtestArgs(["--seconds", "601"]))).toBe(
      "loadtest: --seconds is at most 600 s, not 601",
    );
    expect(usageError(() => parseLoadtestArgs(["--ramp-ms", "600001"]))).toMatch(/--ramp-ms must be a whole/);
    expect(usageError(() => parseLoadtestArgs(["--check-every", "1001"]))).toBe(
      "loadtest: --check-every is at most 1000 frames, not 1001",
    );
    expect(usageError(() => parseLoadtestArgs(["--check-every", "0"]))).toMatch(/check-every/);
  });

  it("takes --url once per server process: in order, each on this machine, none twice, at most 16", () => {
    expect(
      parseLoadtestArgs([
        "--url",
        "http://127.0.0.1:8080",
        "-u",
        "ws://127.0.0.1:8081/ws",
        "--url",
        "http://[::1]:9",
      ]).urls,
    ).toEqual(["http://127.0.0.1:8080", "http://127.0.0.1:8081", "http://[::1]:9"]);
    expect(
      usageError(() => parseLoadtestArgs(["--url", "http://127.0.0.1:8080", "--url", "http://127.1:8080/"])),
    ).toBe("loadtest: --url http://127.0.0.1:8080 is given twice");
    expect(
      usageError(() => parseLoadtestArgs(["--url", "http://127.0.0.1:8080", "--url", "http://10.0.0.1"])),
    ).toMatch(/^loadtest: refusing to load '10\.0\.0\.1'/);
    const seventeen = Array.from({ length: 17 }, (_, i) => ["--url", `http://127.0.0.1:${8000 + i}`]).flat();
    expect(usageError(() => parseLoadtestArgs(seventeen))).toBe(
      "loadtest: --url is given at most 16 times, not 17",
    );
    expect(parseLoadtestArgs(seventeen.slice(2)).urls).toHaveLength(16);
  });

  it("refuses bad values in one line", () => {
    expect(usageError(() => parseLoadtestArgs(["--tables", "0"]))).toMatch(
      /--tables must be a positive whole/,
    );
    expect(usageError(() => parseLoadtestArgs(["--tables", "1.5"]))).toMatch(
      /--tables must be a positive whole/,
    );
    expect(usageError(() => parseLoadtestArgs(["--seconds", "0"]))).toMatch(
      /--seconds must be a positive number/,
    );
    expect(usageError(() => parseLoadtestArgs(["--speed", "fast"]))).toMatch(
      /--speed must be a positive number/,
    );
    expect(usageError(() => parseLoadtestArgs(["--ramp-ms", "-5"]))).toMatch(/--ramp-ms/);
    expect(usageError(() => parseLoadtestArgs(["--game", "chess"]))).toMatch(
      /^loadtest: unknown game 'chess'; known games: .*set-pc/,
    );
    expect(usageError(() => parseLoadtestArgs(["--level", "godlike"]))).toBe(
      "loadtest: set-pc has no bot level 'godlike'; its levels are: random, easy, medium, hard",
    );
    for (const level of ["toString", "__proto__", "constructor"]) {
      expect(usageError(() => parseLoadtestArgs(["--game", "ruhd", "--level", level]))).toBe(
        `loadtest: ruhd has no bot level '${level}'; its levels are: beginner, greedy, strong`,
      );
    }
    expect(usageError(() => parseLoadtestArgs(["--url"]))).toMatch(/flag --url needs a value/);
    expect(usageError(() => parseLoadtestArgs(["--tabels", "3"]))).toMatch(/unknown flag '--tabels'/);
    expect(usageError(() => parseLoadtestArgs(["100"]))).toMatch(/unexpected argument '100'/);
    expect(usageError(() => parseLoadtestArgs(["--url", "http://10.1.2.3"]))).toMatch(/refusing to load/);
  });
});

describe("open files", () => {
  const limits = (soft: string) =>
    `Limit                     Soft Limit           Hard Limit           Units\n` +
    `Max processes             95000                95000                processes\n` +
    `Max open files            ${soft}                 4096                 files\n`;

  it("reads the soft limit of open files; null where there is none to read", () => {
    expect(openFilesLimit(() => limits("1024"))).toBe(1024);
    expect(openFilesLimit(() => limits("unlimited"))).toBe(Number.POSITIVE_INFINITY);
    expect(openFilesLimit(() => "nothing here")).toBeNull();
    expect(
      openFilesLimit(() => {
        throw new Error("ENOENT");
      }),
    ).toBeNull();
  });

  it("refuses a run this process could not open the sockets of, naming the ulimit to ask for", () => {
    expect(openFilesNeeded(4000, 1000)).toBe(5064);
    expect(openFilesShortfall(4000, 1000, 1024)).toBe(
      "4000 sockets and 1000 tables need up to 5064 open files, and this process may open 1024: " +
        "raise the limit first (ulimit -n 5064)",
    );
    expect(openFilesShortfall(4000, 1000, 5064)).toBeNull();
    expect(openFilesShortfall(4000, 1000, null)).toBeNull();
  });
});

describe("where tables and sockets go", () => {
  it("makes table t on process t mod n and opens seat s's socket on (t + s) mod n", () => {
    expect([0, 1, 2, 3, 4].map((t) => tableProcess(t, 2))).toEqual([0, 1, 0, 1, 0]);
    expect([0, 1, 2, 3].map((s) => seatProcess(0, s, 2))).toEqual([0, 1, 0, 1]);
    expect([0, 1, 2, 3].map((s) => seatProcess(5, s, 3))).toEqual([2, 0, 1, 2]);
    // One process: everything on it. Several: every table of 4 has players on another process.
    for (let t = 0; t < 10; t++) {
      expect(tableProcess(t, 1)).toBe(0);
      for (let s = 0; s < 4; s++) expect(seatProcess(t, s, 1)).toBe(0);
      for (const n of [2, 3, 4]) {
        const elsewhere = [0, 1, 2, 3].filter((s) => seatProcess(t, s, n) !== tableProcess(t, n));
        expect(elsewhere.length, `table ${t} of ${n} processes`).toBeGreaterThan(0);
      }
    }
  });
});

describe("the report", () => {
  /** A run of two processes, counted by hand: what report() makes of it. */
  it("reports each process: its tables, sockets, actions, forwarded ones, latencies, errors, memory and CPU", () => {
    const config = parseLoadtestArgs([
      "--url",
      "http://127.0.0.1:1",
      "--url",
      "http://127.0.0.1:2",
      "-n",
      "2",
    ]);
    const run = new Run(config);
    const [a, b] = run.processes as [ProcessRun, ProcessRun];
    a.tables = 1;
    b.tables = 1;
    a.sockets = 4;
    b.sockets = 4;
    run.windowStart = 0;
    for (const ms of [1, 2, 3, 4]) run.acted(a, ms, false);
    for (const ms of [10, 20]) run.acted(a, ms, true);
    run.acted(b, 5, true);
    run.error("connect-timeout", b);
    run.refuse("frozen", a);
    const sample = (rssMb: number, cpuSeconds: number) => ({ rss: rssMb * 1024 * 1024, heap: 0, cpuSeconds });
    const result = report(run, {
      tables: 2,
      joinSeconds: 0.123,
      windowEnd: 1000,
      loopDelay: { count: 0, percentile: () => 0 },
      before: [sample(100, 1), sample(200, 1)],
      windowStartSample: [sample(100, 2), sample(200, 3)],
      windowEndSample: [sample(101, 2.07), sample(201, 3.01)],
      after: [sample(101, 2.1), sample(202, 3.1)],
      loadgenCpuMicros: 250_000,
    });
    expect(result).toMatchObject({
      url: "http://127.0.0.1:1",
      actions: 7,
      errors: 1,
      refused: 1,
      serverRssMb: 303,
      serverMemoryPerTableKb: 1536,
      serverCpuSeconds: 0.08,
      loadgenCpuSeconds: 0.25,
      joinSeconds: 0.12,
      seconds: 1,
    });
    expect(result.serverCpuSecondsPerAction).toBeCloseTo(0.08 / 7, 6);
    expect(result.processes).toHaveLength(2);
    expect(result.processes[0]).toMatchObject({
      url: "http://127.0.0.1:1",
      tables: 1,
      sockets: 4,
      actions: 6,
      forwardedActions: 2,
      refused: 1,
      errors: 0,
      errorsByKind: {},
      p50Ms: 3,
      p99Ms: 20,
      forwardedP99Ms: 20,
      serverRssMb: 101,
      serverMemoryPerTableKb: 1024,
      cpuSeconds: 0.07,
    });
    expect(result.processes[0]?.cpuSecondsPerAction).toBeCloseTo(0.07 / 6, 6);
    expect(result.processes[1]).toMatchObject({
      actions: 1,
      forwardedActions: 1,
      errors: 1,
      errorsByKind: { "connect-timeout": 1 },
      p99Ms: 5,
      forwardedP99Ms: 5,
      serverMemoryPerTableKb: 2048,
      cpuSeconds: 0.01,
    });
  });

  it("leaves CPU per action unknown when a process's metrics could not be read, or no action came back", () => {
    const run = new Run(parseLoadtestArgs(["-n", "1"]));
    const sample = { rss: 1, heap: 1, cpuSeconds: 1 };
    const result = report(run, {
      tables: 1,
      joinSeconds: 0,
      windowEnd: 0,
      loopDelay: { count: 0, percentile: () => 0 },
      before: [sample],
      windowStartSample: [null],
      windowEndSample: [sample],
      after: [sample],
      loadgenCpuMicros: 0,
    });
    expect(result.serverCpuSeconds).toBeNull();
    expect(result.serverCpuSecondsPerAction).toBeNull();
    expect(result.processes[0]).toMatchObject({ cpuSeconds: null, cpuSecondsPerAction: null, p99Ms: null });
  });
});

describe("what counts as an error", () => {
  it("the protocol's codes are errors, except game-over; rule refusals are not", () => {
    for (const code of Object.values(ProtocolErrors)) {
      expect(NOT_REFUSALS.has(code), code).toBe(code !== ProtocolErrors.finished);
    }
    expect(isRefusal("frozen")).toBe(true);
    expect(isRefusal("game-over")).toBe(true);
    expect(isRefusal("rate-limited")).toBe(false);
    expect(isRefusal("malformed-action")).toBe(false);
  });
});

describe("loadtest against a real server", () => {
  const dir = mkdtempSync(join(tmpdir(), "parlor-loadtest-"));
  let server: RunningServer;

  beforeAll(async () => {
    // As loadtest's help says: the per-address limits lifted (one address plays every seat).
    server = await startServer({
      port: 0,
      db: join(dir, "load.db"),
      logLevel: false,
      limits: { tablesPerMinute: 0, maxConnectionsPerAddress: 0 },
    });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("plays 2 tables of 4 bots for 2 s without errors and reports latencies", async () => {
    const config: LoadtestConfig = {
      ...parseLoadtestArgs(["--tables", "2", "--seconds", "2", "--speed", "10"]),
      urls: [server.url],
    };
    const report = await loadtest(config);
    expect(report).toMatchObject({
      url: server.url,
      game: "set-pc",
      players: 4,
      level: "hard",
      speed: 10,
      tables: 2,
      clients: 8,
      errors: 0,
      errorsByKind: {},
    });
    expect(report.seconds).toBeGreaterThanOrEqual(2);
    expect(report.joinSeconds).toBeGreaterThan(0);
    expect(report.actions).toBeGreaterThan(0);
    expect(report.actionsPerSecond).toBeGreaterThan(0);
    const { p50Ms, p90Ms, p99Ms, maxMs } = report;
    expect(p50Ms).toBeGreaterThan(0);
    expect(p50Ms).toBeLessThanOrEqual(p90Ms as number);
    expect(p90Ms).toBeLessThanOrEqual(p99Ms as number);
    expect(p99Ms).toBeLessThanOrEqual(maxMs as number);
    expect(report.serverRssMb).toBeGreaterThan(0);
    expect(typeof report.serverMemoryPerTableKb).toBe("number");
    // What the server's CPU did over the window, per action; the generator's own CPU beside it.
    expect(report.serverCpuSeconds).toBeGreaterThan(0);
    expect(report.serverCpuSecondsPerAction).toBeGreaterThan(0);
    expect(report.loadgenCpuSeconds).toBeGreaterThan(0);
    // SQLite is the server's own: no service of its own CPU beside it.
    expect(report.serviceCpuSecondsPerAction).toEqual({});
    // One process: the report is as before, with that process's line.
    expect(report.processes).toEqual([
      expect.objectContaining({
        url: server.url,
        tables: 2,
        sockets: 8,
        actions: report.actions,
        forwardedActions: 0,
        refused: report.refused,
        errors: 0,
        p50Ms: report.p50Ms,
        p99Ms: report.p99Ms,
        forwardedP99Ms: null,
        serverRssMb: report.serverRssMb,
        cpuSeconds: report.serverCpuSeconds,
        cpuSecondsPerAction: report.serverCpuSecondsPerAction,
      }),
    ]);
    for (const code of Object.keys(report.refusedByCode)) expect(isRefusal(code)).toBe(true);
    // The clients are gone, and what they played is in the server's store.
    await until("the server to see every client gone", async () =>
      (await server.metrics.connections.get()).values[0]?.value === 0 ? true : undefined,
    );
    const list = async (path: string) =>
      (await (await fetch(`${server.url}${path}`)).json()) as { game: string; seq: number }[];
    const tables = [...(await list("/api/tables")), ...(await list("/api/matches"))];
    expect(tables.length).toBeGreaterThanOrEqual(2);
    expect(tables.length).toBeLessThanOrEqual(2 + report.matches);
    expect(tables.reduce((sum, table) => sum + table.seq, 0)).toBeGreaterThanOrEqual(report.actions);
  });

  it("spreads tables and sockets over two urls and reports each (two urls of the one server: a TCP relay)", async () => {
    // Two independent servers would answer no-table to a socket whose table the other made (only a
    // cluster forwards it): a relay on another port gives a second url to the same process instead.
    const { url: relayUrl, close: closeRelay } = await startRelay(server.url);
    try {
      const config = {
        ...parseLoadtestArgs(["--tables", "2", "--seconds", "2", "--speed", "10"]),
        urls: [server.url, relayUrl],
      };
      const report = await loadtest(config);
      expect(report).toMatchObject({ url: server.url, tables: 2, clients: 8, errors: 0 });
      const [a, b] = report.processes;
      // Table 0 on the server, seats 0 and 2 there, 1 and 3 on the relay; table 1 the other way round.
      expect(a).toMatchObject({ url: server.url, tables: 1, sockets: 4, errors: 0 });
      expect(b).toMatchObject({ url: relayUrl, tables: 1, sockets: 4, errors: 0 });
      expect((a?.actions ?? 0) + (b?.actions ?? 0)).toBe(report.actions);
      expect((a?.forwardedActions ?? 0) + (b?.forwardedActions ?? 0)).toBeGreaterThan(0);
      for (const process of report.processes) {
        expect(process.forwardedActions).toBeLessThanOrEqual(process.actions);
        if (process.forwardedActions > 0) expect(process.forwardedP99Ms).toBeGreaterThan(0);
      }
    } finally {
      await closeRelay();
    }
  });

  it("--failover: sockets cut mid-run connect again and sit again; --acks writes every acknowledged action, each in the store", async () => {
    const file = join(dir, "failover.db");
    const own = await startServer({
      port: 0,
      db: file,
      logLevel: false,
      limits: { tablesPerMinute: 0, maxConnectionsPerAddress: 0 },
    });
    // Every connection through a relay, to cut them all at once (as a server host going away would).
    const { url: relayUrl, open, close: closeRelay } = await startRelay(own.url);
    const acks = join(dir, "acks.jsonl");
    let ownClosed = false;
    const ackLines = (): { table: string; seq: number; seat: number; action: unknown }[] =>
      existsSync(acks)
        ? readFileSync(acks, "utf8")
            .split("\n")
            .filter((line) => line !== "")
            .map((line) => JSON.parse(line) as { table: string; seq: number; seat: number; action: unknown })
        : [];
    try {
      const args = ["--tables", "2", "--seconds", "2", "--speed", "10", "--game", "ruhd", "--players", "2"];
      const running = loadtest({
        ...parseLoadtestArgs([...args, "--failover", "--acks", acks]),
        urls: [relayUrl],
      });
      await until("a few acknowledged actions", async () => (ackLines().length >= 6 ? true : undefined));
      const cut = open.size;
      for (const socket of open) socket.destroy();
      const report = await running;
      expect(cut).toBeGreaterThanOrEqual(8);
      // Every socket lost connected again: no error, each loss counted under failover.
      expect(report).toMatchObject({ tables: 2, clients: 4, errors: 0, errorsByKind: {} });
      expect(report.failover?.reconnects).toBeGreaterThan(0);
      expect(Object.keys(report.failover?.byKind ?? {})).toContainEqual(
        expect.stringMatching(/^unexpected-close:/),
      );
      expect(report.actions).toBeGreaterThan(0);
      const lines = ackLines();
      expect(lines).toHaveLength(report.acknowledged ?? -1);
      expect(lines.length).toBeGreaterThan(6);
      ownClosed = true;
      await own.close();
      // Each is its table's log entry: the same seq, seat and action.
      const store = new SqliteStore(file);
      try {
        for (const line of lines) {
          const entry = (await store.actions(line.table)).find((e) => e.seq === line.seq);
          expect(entry).toMatchObject({ seat: line.seat, action: line.action });
        }
      } finally {
        await store.close();
      }
    } finally {
      await closeRelay();
      if (!ownClosed) await own.close();
    }
  });

  it("counts a socket that fails once, by its cause (not again for the close that follows)", async () => {
    const full = await startServer({
      port: 0,
      db: join(dir, "full.db"),
      logLevel: false,
      limits: { tablesPerMinute: 0, maxConnectionsPerAddress: 0, maxConnections: 0 },
    });
    try {
      const config = {
        ...parseLoadtestArgs(["--tables", "1", "--seconds", "0.2"]),
        urls: [full.url],
      };
      const report = await loadtest(config);
      expect(report).toMatchObject({ clients: 4, errors: 4, errorsByKind: { "socket-error:http-503": 4 } });
      expect(report.processes[0]).toMatchObject({ sockets: 4, errors: 4 });
    } finally {
      await full.close();
    }
  });

  it("names the server's reason when it refuses tables (a server with its per-address limits on)", async () => {
    const limited = await startServer({
      port: 0,
      db: join(dir, "limited.db"),
      logLevel: false,
      limits: { tablesPerMinute: 1 },
    });
    try {
      const config = {
        ...parseLoadtestArgs(["--tables", "2", "--seconds", "0.2", "--speed", "20"]),
        urls: [limited.url],
      };
      const report = await loadtest(config);
      expect(report.errorsByKind["http-429-rate-limited"]).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });

  it("any game that seats 4 works (Ruhd, greedy bots)", async () => {
    expect(getGame("ruhd")?.seatCounts).toContain(4);
    const config = {
      ...parseLoadtestArgs([
        "--tables",
        "1",
        "--seconds",
        "1",
        "--game",
        "ruhd",
        "--level",
        "greedy",
        "--speed",
        "20",
      ]),
      urls: [server.url],
    };
    const report = await loadtest(config);
    expect(report).toMatchObject({ game: "ruhd", players: 4, tables: 1, clients: 4, errors: 0 });
    expect(report.actions).toBeGreaterThan(0);
  });

  it("plays Ruhd at the game's own seat counts: 2 tables of 3 and a table of 11, without errors", async () => {
    for (const [tables, players] of [
      ["2", "3"],
      ["1", "11"],
    ] as const) {
      const config = {
        ...parseLoadtestArgs([
          "--tables",
          tables,
          "--players",
          players,
          "--seconds",
          "1",
          "--game",
          "ruhd",
          "--speed",
          "20",
        ]),
        urls: [server.url],
      };
      const report = await loadtest(config);
      expect(report).toMatchObject({
        game: "ruhd",
        level: "greedy",
        players: Number(players),
        tables: Number(tables),
        clients: Number(tables) * Number(players),
        errors: 0,
        errorsByKind: {},
      });
      expect(report.actions).toBeGreaterThan(0);
    }
  });

  it("stops early when asked, and still reports", async () => {
    const stop = new AbortController();
    setTimeout(() => stop.abort("SIGINT"), 500);
    const report = await loadtest(
      { ...parseLoadtestArgs(["--tables", "1", "--seconds", "60", "--speed", "10"]), urls: [server.url] },
      { stop: stop.signal },
    );
    // It stopped before its 60 s window (a run that went on would outlast the test's timeout).
    expect(report).toMatchObject({ tables: 1, errors: 0 });
    expect(report.seconds).toBeLessThan(60);
  });

  it("fails in one line when no server answers", async () => {
    const config = { ...parseLoadtestArgs(["--tables", "1"]), urls: ["http://127.0.0.1:1"] };
    await expect(loadtest(config)).rejects.toThrow(CliError);
    await expect(loadtest({ ...config, urls: [server.url, "http://127.0.0.1:1"] })).rejects.toThrow(CliError);
  });
});
