import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { urlsOf, type Urls } from "./server.js";
import { NO_DEADLINE, waiting } from "./wait.js";

const LAUNCHER = fileURLToPath(new URL("./launcher.mjs", import.meta.url));
const BUILT = fileURLToPath(new URL("../../dist/index.js", import.meta.url));

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The server running in a child process. */
export interface ServerProcess extends Urls {
  readonly child: ChildProcess;
  /** Resolves once the process has exited, with the signal that ended it (if any). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote on stderr. */
  stderr(): string;
}

/**
 * How long a child server may take to print its ready line: as long as the test may run (a busy
 * machine starts processes slowly; the test's timeout is the only deadline).
 */
export const READY_TIMEOUT_MS = NO_DEADLINE;

/**
 * Starts `launcher.mjs` (the built @parlor/server: run `tsc -b` first) on `port` with the database
 * `serve` names (a SQLite file, or PostgreSQL when `databaseUrl` is set), and waits for its ready line.
 */
export async function spawnServer(
  serve: {
    readonly db: string;
    readonly databaseUrl?: string;
    /** Several processes: Redis's URL (REDIS_URL), and a lease length (ms) other than the default. */
    readonly redisUrl?: string;
    readonly leaseMs?: number;
  },
  port: number,
  timeout = READY_TIMEOUT_MS,
): Promise<ServerProcess> {
  if (!existsSync(BUILT)) throw new Error(`${BUILT} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [LAUNCHER], {
    env: {
      ...process.env,
      PORT: String(port),
      DB: serve.db,
      DATABASE_URL: serve.databaseUrl ?? "",
      REDIS_URL: serve.redisUrl ?? "",
      LEASE_MS: serve.leaseMs === undefined ? "" : String(serve.leaseMs),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let ready = false;
  const wait = waiting(() => `the server process's ready line; its stderr:\n${stderr}`);
  // A test that ends first (its timeout) takes the process down with it.
  void wait.ended.then(() => {
    if (!ready) child.kill("SIGKILL");
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer =
      timeout === NO_DEADLINE
        ? undefined
        : setTimeout(() => {
            child.kill("SIGKILL");
            reject(new Error(`the server process was not ready in ${timeout} ms: ${stderr}`));
          }, timeout);
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += String(chunk);
      const line = /^ready (\S+)$/m.exec(stdout);
      if (line) {
        ready = true;
        clearTimeout(timer);
        resolve(line[1] as string);
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server process exited (${code ?? signal}) before it was ready: ${stderr}`));
    });
  }).finally(() => wait.done());
  return { ...urlsOf(url), child, exited, stderr: () => stderr };
}
