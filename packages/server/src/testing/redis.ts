/**
 * A real Redis for tests: Debian's `redis-server` (or `PARLOR_REDIS_SERVER`), started in a temporary
 * folder on a free loopback port, with no persistence, once per test file that asks for it, and
 * stopped (its folder deleted) after it. Outside CI, when there is none, the tests that need it are
 * skipped with a message saying how to run them; under `CI=true` that fails the run (`.ci/run`
 * installs the package).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./process.js";

const inCi = process.env.CI === "true";
const HOW_TO_RUN = "install Redis (apt-get install redis-server), then npm test";

/** The redis-server program: PARLOR_REDIS_SERVER, else the one on PATH; null if none. */
function findRedisServer(): string | null {
  const given = process.env.PARLOR_REDIS_SERVER;
  if (given) return given;
  try {
    return execFileSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

const program = findRedisServer();

/** Null when Redis tests can run here, else the reason. Throws under CI=true. */
function whyNot(): string | null {
  if (program !== null) return null;
  const why = "no redis-server found on PATH";
  if (inCi) throw new Error(`Redis tests cannot run under CI=true: ${why}; .ci/run installs redis-server`);
  return `Redis tests skipped: ${why}; ${HOW_TO_RUN}`;
}

export const noRedis: string | null = whyNot();

/** How long redis-server may take to say it is ready (ms), for the hooks that wait on it. */
export const REDIS_START_TIMEOUT_MS = 60_000;

export interface TestRedis {
  readonly url: string;
  /**
   * Kills the server (SIGKILL: a crash) and, after `downMs`, starts a new one on the same port with
   * nothing in it (as a Redis without persistence comes back); resolves once it accepts connections.
   */
  restart(downMs?: number): Promise<void>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/** A running redis-server: its process, and a promise of its exit. */
interface Running {
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
}

/** Starts redis-server on `port` in `dir` (nothing saved to disk); resolves once it accepts connections. */
async function run(program: string, port: number, dir: string): Promise<Running> {
  const child: ChildProcess = spawn(
    program,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--dir",
      dir,
      "--save",
      "",
      "--appendonly",
      "no",
      "--daemonize",
      "no",
      "--protected-mode",
      "yes",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer): void => {
      output += String(chunk);
      if (/Ready to accept connections/.test(output)) resolve();
    };
    child.stdout?.on("data", seen);
    child.stderr?.on("data", seen);
    void exited.then(() => reject(new Error(`redis-server exited before it was ready: ${output}`)));
  });
  return { child, exited };
}

/** Starts a throwaway redis-server (nothing saved to disk) and resolves once it accepts connections. */
export async function startRedis(): Promise<TestRedis> {
  const redisServer = program;
  if (redisServer === null) throw new Error(noRedis ?? "no redis-server");
  const dir = mkdtempSync(join(tmpdir(), "parlor-redis-"));
  const port = await freePort();
  let running = await run(redisServer, port, dir);
  const end = async (signal: NodeJS.Signals): Promise<void> => {
    const { child, exited } = running;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs = 0) {
      await end("SIGKILL");
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      running = await run(redisServer, port, dir);
    },
    async stop() {
      await end("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
