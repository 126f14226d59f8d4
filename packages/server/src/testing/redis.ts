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
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/** Starts a throwaway redis-server (nothing saved to disk) and resolves once it accepts connections. */
export async function startRedis(): Promise<TestRedis> {
  if (program === null) throw new Error(noRedis ?? "no redis-server");
  const dir = mkdtempSync(join(tmpdir(), "parlor-redis-"));
  const port = await freePort();
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
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
