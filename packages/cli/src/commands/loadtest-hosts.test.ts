import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { findPgBin } from "../../../server/src/testing/postgres.js";
import { noRedis } from "../../../server/src/testing/redis.js";
import { waiting } from "../../../server/src/testing/wait.js";

/**
 * A deployment across hosts (scripts/hosts.sh, docs/deploy.md): PostgreSQL, Redis, two `parlor serve`,
 * nginx and the load generator each on a network namespace of their own; a load through nginx, one
 * server killed mid-run (kill -9). Nothing acknowledged is lost, and every table goes on.
 *
 * It needs root (network namespaces), iproute2, nginx, PostgreSQL's programs and redis-server. Outside
 * CI, without one of them it is skipped saying which; under CI=true it must run (`.ci/run` installs
 * them), and a missing one fails the run.
 */

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const SCRIPT = "scripts/hosts.sh";
/** A bounded load: Ruhd tables of two through nginx, measured this long (the kill comes in its first seconds). */
const TABLES = 30;
const SECONDS = 12;
/** The whole run: the hosts made, the load, the checks and the teardown (about 25 s here). */
const RUN_TIMEOUT_MS = 180_000;

function onPath(program: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${program}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** What this machine lacks for the run, or null. Under CI=true a lack fails the run instead. */
function whyNot(): string | null {
  const missing: string[] = [];
  if (process.platform !== "linux") missing.push("Linux (network namespaces)");
  if (process.getuid?.() !== 0) missing.push("root (ip netns needs it)");
  if (!onPath("ip")) missing.push("ip (apt-get install iproute2)");
  if (!onPath("nginx")) missing.push("nginx (apt-get install nginx)");
  if (findPgBin() === null) missing.push("PostgreSQL's programs (apt-get install postgresql)");
  if (noRedis !== null) missing.push("redis-server (apt-get install redis-server)");
  if (missing.length === 0) return null;
  const why = `missing ${missing.join(", ")}`;
  if (process.env.CI === "true")
    throw new Error(`the deployment across hosts cannot run under CI=true: ${why}; .ci/run installs them`);
  return `deployment across hosts skipped: ${why}`;
}

const unavailable = whyNot();
if (unavailable) console.warn(unavailable);

/** What scripts/hosts.sh prints: its run's findings as one JSON line. */
interface Found {
  readonly tables: number;
  readonly killedAt: number;
  readonly store: {
    readonly acknowledged: number;
    readonly acknowledgedAfterKill: number;
    readonly lost: number;
    readonly changed: number;
    readonly tablesAtKill: number;
    readonly tablesTakenOver: number;
    readonly tablesStuck: readonly string[];
  };
  readonly loadtest: {
    readonly tables: number;
    readonly errors: number;
    readonly errorsByKind: Record<string, number>;
    readonly acknowledged: number;
    readonly failover: { readonly reconnects: number; readonly retries: number };
  };
}

const running = new Set<ReturnType<typeof spawn>>();
afterEach(async () => {
  // A test that timed out: the script's trap tears its hosts down on TERM.
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
  running.clear();
});

/** Runs the script to its end: its exit code and what it printed. */
function runScript(
  args: readonly string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn("bash", [SCRIPT, ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr.on("data", (chunk: Buffer) => (stderr += String(chunk)));
  const wait = waiting(() => `scripts/hosts.sh to end; it said so far:\n${stderr}`);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      wait.done();
      resolve({ code, stdout, stderr });
    });
  });
}

describe.skipIf(unavailable !== null)("a deployment across hosts (scripts/hosts.sh)", () => {
  it("nginx's configuration is docs/deploy.md's: WebSocket upgrades passed on, no sticky sessions", () => {
    const page = readFileSync(`${ROOT}docs/deploy.md`, "utf8");
    const section = page.slice(page.indexOf("## Load balancer"));
    const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
    expect(block).toContain("map $http_upgrade $connection_upgrade");
    expect(block).toContain("proxy_http_version 1.1;");
    expect(block).toContain("proxy_set_header Upgrade $http_upgrade;");
    expect(block).toContain("proxy_set_header Connection $connection_upgrade;");
    expect(block).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(block).toMatch(/server 10\.213\.0\.21:8080;\s+server 10\.213\.0\.22:8080;/);
    // Sticky sessions would be one of these: any process takes any socket.
    expect(block).not.toMatch(/\b(ip_hash|hash|sticky)\b/);
  });

  it(
    "plays through nginx, loses server a (kill -9) mid-run: every acknowledged action is stored, every table goes on",
    async () => {
      const { code, stdout, stderr } = await runScript([
        "--tables",
        String(TABLES),
        "--seconds",
        String(SECONDS),
      ]);
      expect(code, `scripts/hosts.sh failed:\n${stderr}\n${stdout}`).toBe(0);
      const found = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as Found;
      const { store, loadtest } = found;

      // Nothing acknowledged was lost: every ack the load generator got is its table's log, as sent.
      expect(store.acknowledged).toBeGreaterThan(0);
      expect(store.acknowledged).toBe(loadtest.acknowledged);
      expect(store).toMatchObject({ lost: 0, changed: 0 });
      // Every table being played at the kill went on, the killed server's among them (taken over).
      expect(store.tablesAtKill).toBeGreaterThan(0);
      expect(store.tablesStuck).toEqual([]);
      expect(store.tablesTakenOver).toBeGreaterThan(0);
      expect(store.acknowledgedAfterKill).toBeGreaterThan(0);
      // The load generator connected again the sockets it lost with server a, and had no error.
      expect(loadtest).toMatchObject({ tables: TABLES, errors: 0, errorsByKind: {} });
      expect(loadtest.failover.reconnects).toBeGreaterThan(0);

      // Everything torn down: its namespaces and its files.
      const run = /run (parlor-[0-9a-f]+): namespaces .*; files in (\S+)/.exec(stderr);
      expect(run, stderr).not.toBeNull();
      const [, prefix = "", work = ""] = run ?? [];
      expect(execFileSync("ip", ["netns", "list"], { encoding: "utf8" })).not.toContain(prefix);
      expect(existsSync(work)).toBe(false);
    },
    RUN_TIMEOUT_MS,
  );
});
