import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_DB, DEFAULT_PORT, PostgresStore, SqliteStore, startServer } from "@parlor/server";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createDatabase, noPostgres, stopPostgres } from "../../../server/src/testing/postgres.js";
import { CliError } from "../output.js";
import { describeStartError, parseServeArgs, serve, SERVE_DEFAULTS } from "./serve.js";
import { parseStartArgs, welcome } from "./start.js";
import { usageError } from "../testing/expect.js";

const dir = mkdtempSync(join(tmpdir(), "parlor-serve-"));
/** Where an SQLite file's header keeps its file format write version. */
const SQLITE_WRITE_VERSION_OFFSET = 18;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Starts `serve` and waits for it to listen (an event, not a guess of how long that takes): its URL and
 * the promise of its exit code. Fails if it ends before listening.
 */
async function serveListening(
  config: Parameters<typeof serve>[0],
  io: Parameters<typeof serve>[1],
): Promise<{ running: Promise<number>; url: string }> {
  let listening: (url: string) => void = () => undefined;
  const running = serve(config, io, { onListening: (u) => listening(u) });
  const url = await new Promise<string>((resolve, reject) => {
    listening = resolve;
    // Ignored once it listened.
    running.then((code) => reject(new Error(`serve ended (${code}) before it listened`)), reject);
  });
  return { running, url };
}

describe("parseServeArgs", () => {
  it("defaults to 127.0.0.1:8080, data/parlor.db, info: the server's own defaults", () => {
    expect(parseServeArgs([])).toEqual({
      port: 8080,
      host: "127.0.0.1",
      db: "data/parlor.db",
      logLevel: "info",
      maxTablesPerMinute: 30,
      maxConnections: 10_000,
      maxConnectionsPerAddress: 256,
      maxTcpConnections: 0,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 60_000,
      allowedOrigins: [],
      allowedHosts: [],
      chatLinesPerTable: 1_000,
      spectatorChatPerMinute: 30,
      anonymousChatPerMinute: 6,
    });
    expect(SERVE_DEFAULTS.port).toBe(DEFAULT_PORT);
    expect(SERVE_DEFAULTS.db).toBe(DEFAULT_DB);
  });

  it("reads PORT and LOG_LEVEL from the environment; flags win", () => {
    const env = { PORT: "9000", LOG_LEVEL: "warn" };
    expect(parseServeArgs([], env)).toMatchObject({ port: 9000, logLevel: "warn" });
    expect(parseServeArgs(["--port", "0", "--log-level", "DEBUG"], env)).toMatchObject({
      port: 0,
      logLevel: "debug",
    });
    expect(parseServeArgs([], { PORT: "", LOG_LEVEL: " " })).toMatchObject({ port: 8080, logLevel: "info" });
    expect(
      parseServeArgs(["-p", "1234", "--host", "0.0.0.0", "--db", "/tmp/x.db", "--log-level", "silent"]),
    ).toMatchObject({ port: 1234, host: "0.0.0.0", db: "/tmp/x.db", logLevel: "silent" });
  });

  it("reads the limits and the allowed origins", () => {
    expect(
      parseServeArgs([
        "--max-tables-per-minute",
        "0",
        "--max-connections",
        "500",
        "--max-connections-per-address",
        "8",
        "--allowed-origins",
        "https://play.example.org, http://localhost:5173",
      ]),
    ).toMatchObject({
      maxTablesPerMinute: 0,
      maxConnections: 500,
      maxConnectionsPerAddress: 8,
      allowedOrigins: ["https://play.example.org", "http://localhost:5173"],
    });
    expect(usageError(() => parseServeArgs(["--max-tables-per-minute=-1"]))).toBe(
      "serve: --max-tables-per-minute must be a whole number 0 or more, not '-1'",
    );
    expect(usageError(() => parseServeArgs(["--max-connections", "lots"]))).toMatch(
      /^serve: --max-connections must be a whole number/,
    );
    expect(
      parseServeArgs([
        "--max-tcp-connections",
        "900",
        "--headers-timeout",
        "5000",
        "--request-timeout",
        "0",
        "--keep-alive-timeout",
        "65000",
        "--idle-timeout",
        "30000",
      ]),
    ).toMatchObject({
      maxTcpConnections: 900,
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 0,
      keepAliveTimeoutMs: 65_000,
      idleTimeoutMs: 30_000,
    });
    expect(usageError(() => parseServeArgs(["--keep-alive-timeout", "0"]))).toBe(
      "serve: --keep-alive-timeout must be a positive whole number, not '0'",
    );
    expect(usageError(() => parseServeArgs(["--allowed-origins", "https://a.example/path"]))).toMatch(
      /^serve: --allowed-origins takes origins such as https:\/\/example.org/,
    );
    expect(usageError(() => parseServeArgs(["--allowed-origins", "*"]))).toMatch(/--allowed-origins/);
  });

  it("reads the allowed hosts and the chat's limits", () => {
    expect(
      parseServeArgs([
        "--allowed-hosts",
        "Parlor.Example.org, .example.net,10.0.0.5,[::1]",
        "--chat-lines-per-table",
        "0",
        "--spectator-chat-per-minute",
        "12",
        "--anonymous-chat-per-minute",
        "0",
      ]),
    ).toMatchObject({
      allowedHosts: ["parlor.example.org", ".example.net", "10.0.0.5", "::1"],
      chatLinesPerTable: 0,
      spectatorChatPerMinute: 12,
      anonymousChatPerMinute: 0,
    });
    expect(parseServeArgs(["--allowed-hosts", "*"]).allowedHosts).toEqual(["*"]);
    for (const bad of ["https://parlor.example.org", "parlor.example.org:8080", "a b"])
      expect(usageError(() => parseServeArgs(["--allowed-hosts", bad]))).toMatch(
        /^serve: --allowed-hosts takes host names or addresses/,
      );
    expect(usageError(() => parseServeArgs(["--anonymous-chat-per-minute", "few"]))).toMatch(
      /^serve: --anonymous-chat-per-minute must be a whole number/,
    );
  });

  it("reads the bot threads and time budget (absent: the server's defaults)", () => {
    expect(parseServeArgs(["--analysis-threads", "2", "--analysis-work", "50"])).toMatchObject({
      analysisThreads: 2,
      analysisWork: 50,
    });
    expect(usageError(() => parseServeArgs(["--analysis-threads", "0"]))).toMatch(
      /--analysis-threads must be a positive whole number/,
    );
    expect(parseServeArgs(["--bot-threads", "0", "--bot-time-budget", "250"])).toMatchObject({
      botThreads: 0,
      botTimeBudgetMs: 250,
    });
    expect(parseServeArgs([])).not.toHaveProperty("botThreads");
    expect(usageError(() => parseServeArgs(["--bot-threads", "two"]))).toMatch(
      /^serve: --bot-threads must be a whole number/,
    );
    expect(parseServeArgs(["--bot-pace", "0.05"])).toMatchObject({ botPace: 0.05 });
    expect(parseServeArgs(["--bot-pace", "0"])).toMatchObject({ botPace: 0 });
    expect(parseServeArgs([])).not.toHaveProperty("botPace");
    expect(usageError(() => parseServeArgs(["--bot-pace=-1"]))).toBe(
      "serve: --bot-pace must be a number 0 or more, not '-1'",
    );
    expect(usageError(() => parseServeArgs(["--bot-time-budget", "0"]))).toBe(
      "serve: --bot-time-budget must be a positive whole number, not '0'",
    );
  });

  it("refuses bad values in one line naming the flag or variable", () => {
    expect(usageError(() => parseServeArgs(["--port", "http"]))).toBe(
      "serve: --port must be a port number 0-65535, not 'http'",
    );
    expect(usageError(() => parseServeArgs(["--port", "65536"]))).toMatch(/--port must be a port number/);
    expect(usageError(() => parseServeArgs(["--port=-1"]))).toMatch(/--port must be a port number/);
    expect(usageError(() => parseServeArgs(["--port", "80.5"]))).toMatch(/--port must be a port number/);
    expect(usageError(() => parseServeArgs([], { PORT: "eighty" }))).toBe(
      "serve: PORT must be a port number 0-65535, not 'eighty'",
    );
    expect(usageError(() => parseServeArgs(["--log-level", "loud"]))).toBe(
      "serve: --log-level must be one of fatal, error, warn, info, debug, trace, silent, not 'loud'",
    );
    expect(usageError(() => parseServeArgs([], { LOG_LEVEL: "verbose" }))).toMatch(/^serve: LOG_LEVEL must/);
    expect(usageError(() => parseServeArgs(["--host", ""]))).toMatch(/--host must not be empty/);
    expect(usageError(() => parseServeArgs(["--db", " "]))).toMatch(/--db must name a file/);
    expect(usageError(() => parseServeArgs(["--port"]))).toMatch(/^serve: flag --port needs a value/);
    expect(usageError(() => parseServeArgs(["--verbose"]))).toMatch(/^serve: unknown flag '--verbose'/);
    expect(usageError(() => parseServeArgs(["now"]))).toMatch(/^serve: unexpected argument 'now'/);
  });

  it("reads DATABASE_URL: the store is PostgreSQL (an empty one is no URL)", () => {
    const url = "postgresql://parlor:pw@127.0.0.1:5432/parlor";
    expect(parseServeArgs([], { DATABASE_URL: url })).toMatchObject({ databaseUrl: url });
    expect(parseServeArgs([], { DATABASE_URL: ` ${url} ` }).databaseUrl).toBe(url);
    expect(parseServeArgs([], { DATABASE_URL: " " })).not.toHaveProperty("databaseUrl");
    expect(parseServeArgs([])).not.toHaveProperty("databaseUrl");
  });

  it("reads REDIS_URL (several processes), which needs DATABASE_URL, and --lease-ms, which needs REDIS_URL", () => {
    const db = "postgresql://parlor:pw@127.0.0.1:5432/parlor";
    const redis = "redis://127.0.0.1:6379/0";
    expect(parseServeArgs([], { DATABASE_URL: db, REDIS_URL: redis })).toMatchObject({ redisUrl: redis });
    expect(parseServeArgs([], { DATABASE_URL: db, REDIS_URL: " " })).not.toHaveProperty("redisUrl");
    expect(usageError(() => parseServeArgs([], { REDIS_URL: redis }))).toMatch(
      /^serve: REDIS_URL needs DATABASE_URL/,
    );
    expect(parseServeArgs(["--lease-ms", "2000"], { DATABASE_URL: db, REDIS_URL: redis }).leaseMs).toBe(2000);
    expect(usageError(() => parseServeArgs(["--lease-ms", "2000"]))).toMatch(
      /--lease-ms is for several processes/,
    );
    expect(
      usageError(() => parseServeArgs(["--lease-ms", "10"], { DATABASE_URL: db, REDIS_URL: redis })),
    ).toMatch(/--lease-ms must be at least 300/);
  });

  it("reads --trust-proxy: true, a number of hops, or addresses and CIDR ranges", () => {
    expect(parseServeArgs(["--trust-proxy", "true"]).trustProxy).toBe(true);
    expect(parseServeArgs(["--trust-proxy", "2"]).trustProxy).toBe(2);
    expect(parseServeArgs(["--trust-proxy", "10.0.0.0/8, 127.0.0.1,::1"]).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
    ]);
    expect(parseServeArgs([])).not.toHaveProperty("trustProxy");
    expect(usageError(() => parseServeArgs(["--trust-proxy", "the balancer"]))).toMatch(
      /--trust-proxy takes/,
    );
  });

  it("start takes the same flags, and names itself in errors", () => {
    expect(parseStartArgs([], { PORT: "8081" })).toMatchObject({ port: 8081, host: "127.0.0.1" });
    expect(usageError(() => parseStartArgs(["--port", "x"]))).toMatch(/^start: --port must/);
    expect(welcome("http://127.0.0.1:8080")).toContain("running at http://127.0.0.1:8080");
  });
});

describe("describeStartError", () => {
  const config = parseServeArgs(["--port", "8080"]);

  it("says a port is taken in one line, exit 1", () => {
    const error = describeStartError(
      "serve",
      config,
      Object.assign(new Error("listen"), { code: "EADDRINUSE" }),
    );
    expect(error).toBeInstanceOf(CliError);
    expect(error.exitCode).toBe(1);
    expect(error.message).toMatch(/^serve: port 8080 on 127\.0\.0\.1 is already in use/);
  });

  it("names the database a SQLite error is about", () => {
    const error = describeStartError(
      "start",
      config,
      Object.assign(new Error("unable to open database file"), { code: "SQLITE_CANTOPEN" }),
    );
    expect(error.message).toMatch(/^start: cannot open the database '.*parlor\.db': unable to open/);
  });

  it("passes on the server's one line about a PostgreSQL database it could not open", () => {
    const error = describeStartError(
      "serve",
      config,
      Object.assign(
        new Error("cannot open the PostgreSQL database postgresql://p@h/db (DATABASE_URL): refused"),
        {
          code: "DATABASE_UNAVAILABLE",
        },
      ),
    );
    expect(error.exitCode).toBe(1);
    expect(error.message).toBe(
      "serve: cannot open the PostgreSQL database postgresql://p@h/db (DATABASE_URL): refused",
    );
  });
});

describe("serve", () => {
  it("serves until stopped, then closes and resolves 0", async () => {
    const stop = new AbortController();
    const io = { stdout: vi.fn(), stderr: vi.fn(), env: {}, stop: stop.signal };
    const config = {
      ...parseServeArgs(["--port", "0", "--db", join(dir, "a.db")]),
      logLevel: "silent" as const,
    };
    const { running, url } = await serveListening(config, io);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true });
    stop.abort("SIGTERM");
    await expect(running).resolves.toBe(0);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it("answers only the hosts it may (--allowed-hosts): another is refused 403 (DNS rebinding)", async () => {
    const stop = new AbortController();
    const io = { stdout: vi.fn(), stderr: vi.fn(), env: {}, stop: stop.signal };
    const config = {
      ...parseServeArgs([
        "--port",
        "0",
        "--db",
        join(dir, "hosts.db"),
        "--allowed-hosts",
        "parlor.example.org",
      ]),
      logLevel: "silent" as const,
    };
    const { running, url } = await serveListening(config, io);
    try {
      const port = new URL(url).port;
      const status = (host: string) =>
        new Promise<number>((resolve, reject) => {
          const request = httpRequest(`${url}/api/games`, { headers: { host } }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          request.on("error", reject);
          request.end();
        });
      expect(await status(`127.0.0.1:${port}`)).toBe(200);
      expect(await status(`localhost:${port}`)).toBe(200);
      expect(await status("parlor.example.org")).toBe(200);
      expect(await status(`rebind.evil.example:${port}`)).toBe(403);
    } finally {
      stop.abort("SIGTERM");
      await running;
    }
  });

  it("exits 1 with one line, never serving, when the SQLite database cannot be written", async () => {
    const file = join(dir, "read-only.db");
    const store = new SqliteStore(file);
    await store.close();
    // A file format write version above 2 (header byte 18) makes SQLite open the file read-only,
    // whoever runs the test (root ignores file modes).
    const fd = openSync(file, "r+");
    writeSync(fd, Buffer.from([3]), 0, 1, SQLITE_WRITE_VERSION_OFFSET);
    closeSync(fd);
    const io = { stdout: vi.fn(), stderr: vi.fn(), env: {}, stop: new AbortController().signal };
    const onListening = vi.fn();
    const config = parseServeArgs(["--port", "0", "--db", file, "--log-level", "silent"]);
    const failure = await serve(config, io, { onListening }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CliError);
    expect((failure as CliError).exitCode).toBe(1);
    expect((failure as CliError).message).toBe(
      `serve: cannot write the database '${file}': attempt to write a readonly database`,
    );
    expect(onListening).not.toHaveBeenCalled();
  });

  it("exits 1 with one line when the port is taken", async () => {
    const other = await startServer({ port: 0, db: join(dir, "b.db"), logLevel: false });
    try {
      const port = Number(new URL(other.url).port);
      const io = { stdout: vi.fn(), stderr: vi.fn(), env: {}, stop: new AbortController().signal };
      const config = parseServeArgs([
        "--port",
        String(port),
        "--db",
        join(dir, "c.db"),
        "--log-level",
        "silent",
      ]);
      await expect(serve(config, io)).rejects.toThrow(
        new CliError(
          `serve: port ${port} on 127.0.0.1 is already in use (another parlor serve?); choose another with --port or PORT`,
        ),
      );
    } finally {
      await other.close();
    }
  });

  it("exits 1 with one line, without the password, when DATABASE_URL cannot be reached", async () => {
    const io = { stdout: vi.fn(), stderr: vi.fn(), env: {}, stop: new AbortController().signal };
    // A unix socket in a folder that does not exist: refused at once, nothing on the network.
    const url = `postgresql://parlor:secret-pw@localhost/parlor?host=${encodeURIComponent(join(dir, "no-such-socket-dir"))}`;
    const config = parseServeArgs(["--port", "0", "--log-level", "silent"], { DATABASE_URL: url });
    const failure = await serve(config, io).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CliError);
    expect((failure as CliError).exitCode).toBe(1);
    expect((failure as CliError).message).toMatch(
      /^serve: cannot open the PostgreSQL database postgresql:\/\/parlor:\*\*\*@/,
    );
    expect((failure as CliError).message).not.toContain("secret-pw");
  });
});

if (noPostgres !== null) console.warn(noPostgres);

describe.skipIf(noPostgres !== null)("serve with DATABASE_URL (PostgreSQL)", () => {
  afterAll(stopPostgres);

  it("exits 1 with one line, never serving, when its role may read but not write", async () => {
    const database = await createDatabase();
    const role = `parlor_reader_${process.pid}`;
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    try {
      // The schema exists (made by a role that may write); the reader may only read it.
      await (await PostgresStore.open(database.url)).close();
      await owner.query(`DROP ROLE IF EXISTS ${role}`);
      await owner.query(`CREATE ROLE ${role} LOGIN PASSWORD 'reader-pw'`);
      await owner.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
      await owner.query(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${role}`);
      const url = new URL(database.url);
      url.username = role;
      url.password = "reader-pw";
      const io = { stdout: vi.fn(), stderr: vi.fn(), env: {}, stop: new AbortController().signal };
      const onListening = vi.fn();
      const config = parseServeArgs(["--port", "0", "--log-level", "silent"], {
        DATABASE_URL: url.toString(),
      });
      const failure = await serve(config, io, { onListening }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(CliError);
      expect((failure as CliError).exitCode).toBe(1);
      expect((failure as CliError).message).toMatch(
        /^serve: cannot open the PostgreSQL database postgresql:\/\/parlor_reader_\d+:\*\*\*@.*: permission denied for (table|schema)/,
      );
      expect((failure as CliError).message).not.toContain("\n");
      expect(onListening).not.toHaveBeenCalled();
    } finally {
      await owner.query(`DROP OWNED BY ${role}`).catch(() => undefined);
      await owner.end();
      await database.drop();
      const admin = new pg.Client({
        connectionString: database.url.replace(/\/[^/?]*(\?|$)/, "/postgres$1"),
      });
      await admin.connect();
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });

  it("keeps its tables in PostgreSQL, and a second run finds them", async () => {
    const database = await createDatabase();
    try {
      const run = async (work: (url: string) => Promise<void>) => {
        const stop = new AbortController();
        const io = { stdout: vi.fn(), stderr: vi.fn(), env: {}, stop: stop.signal };
        const config = parseServeArgs(
          ["--port", "0", "--db", join(dir, "unused.db"), "--log-level", "silent"],
          {
            DATABASE_URL: database.url,
          },
        );
        const { running, url } = await serveListening(config, io);
        await work(url);
        stop.abort("SIGTERM");
        await expect(running).resolves.toBe(0);
      };
      let id = "";
      await run(async (url) => {
        const created = await fetch(`${url}/api/tables`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ game: "ruhd", seats: [{ human: true }, { human: true }] }),
        });
        expect(created.status).toBe(201);
        id = ((await created.json()) as { id: string }).id;
      });
      await run(async (url) => {
        const summary = (await (await fetch(`${url}/api/tables/${id}`)).json()) as { status: string };
        expect(summary.status).toBe("waiting");
      });
      // Nothing was written to the SQLite file named by --db.
      expect(existsSync(join(dir, "unused.db"))).toBe(false);
    } finally {
      await database.drop();
    }
  });
});
