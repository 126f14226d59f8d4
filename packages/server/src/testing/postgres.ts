/**
 * A real PostgreSQL for tests, found in this order:
 *
 * 1. `PARLOR_TEST_DATABASE_URL`: a server you run, as a role that may `CREATE DATABASE`;
 * 2. else a throwaway cluster: `initdb` (Debian's `postgresql` package, /usr/lib/postgresql/<v>/bin,
 *    or `PARLOR_PG_BIN`) in a temporary folder, started with `pg_ctl` on a unix socket in that folder
 *    (no TCP port at all), stopped and deleted after the run: one per run of the integration tier
 *    (`postgresForTheRun`, its global setup in vitest.config.ts, which hands it to the files as
 *    `PARLOR_TEST_DATABASE_URL`), else one per test file (a file run alone by other means). As root
 *    (initdb refuses root) it runs as the `postgres` user through `runuser`.
 *
 * Each test gets a database of its own (`createDatabase`), dropped after it. Outside CI, when neither
 * is found, the PostgreSQL tests are skipped with a message saying how to run them; under `CI=true`
 * that fails the run (`.ci/run` installs the package).
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const inCi = process.env.CI === "true";
/** Where Debian puts each PostgreSQL version's programs. */
const DEBIAN_PG_ROOT = "/usr/lib/postgresql";
/** The cluster's superuser (and, as root, the operating-system user that runs it). */
const PG_USER = "postgres";
/** How long `pg_ctl` may wait for the server to start or stop (seconds). */
const PG_CTL_WAIT_S = 60;
/**
 * Connections the cluster takes: a run's files share it, several side by side, each with servers
 * whose pools hold up to DEFAULT_POOL_SIZE (PostgreSQL's own default is 100).
 */
const MAX_CONNECTIONS = 400;
/** How long making and starting a cluster may take, for the hooks that wait on it (ms). */
export const PG_START_TIMEOUT_MS = 120_000;

const HOW_TO_RUN =
  "install PostgreSQL (apt-get install postgresql) or set PARLOR_TEST_DATABASE_URL to a role that may CREATE DATABASE, then npm test";

/** The folder with initdb and pg_ctl: PARLOR_PG_BIN, else Debian's newest version; null if none. */
export function findPgBin(): string | null {
  const given = process.env.PARLOR_PG_BIN;
  if (given) return existsSync(join(given, "initdb")) ? given : null;
  if (!existsSync(DEBIAN_PG_ROOT)) return null;
  const versions = readdirSync(DEBIAN_PG_ROOT)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(DEBIAN_PG_ROOT, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(DEBIAN_PG_ROOT, versions[0], "bin");
}

const isRoot = process.getuid?.() === 0;

/** The uid and gid of the `postgres` user, or null when there is none. */
function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync("id", ["-u", PG_USER], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", PG_USER], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Why PostgreSQL tests cannot run here (null: they can). Throws under CI=true. */
function whyNot(): string | null {
  if (process.env.PARLOR_TEST_DATABASE_URL) return null;
  let why: string | null = null;
  if (findPgBin() === null) why = `no PostgreSQL found (no initdb under ${DEBIAN_PG_ROOT}/<version>/bin)`;
  else if (isRoot && postgresUser() === null)
    why = `running as root and there is no '${PG_USER}' user to run initdb as`;
  if (why === null) return null;
  if (inCi) throw new Error(`PostgreSQL tests cannot run under CI=true: ${why}; .ci/run installs postgresql`);
  return `PostgreSQL tests skipped: ${why}; ${HOW_TO_RUN}`;
}

/** Null when PostgreSQL tests can run here, else the reason. */
export const noPostgres: string | null = whyNot();

/** Runs a PostgreSQL program, as the `postgres` user when we are root. */
function run(bin: string, program: string, args: readonly string[]): Promise<void> {
  const path = join(bin, program);
  const [command, argv] = isRoot ? ["runuser", ["-u", PG_USER, "--", path, ...args]] : [path, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on("data", (chunk: Buffer) => (output += String(chunk)));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}

interface Cluster {
  /** A superuser's connection string to the `postgres` database. */
  readonly adminUrl: string;
  stop(): Promise<void>;
}

/** Makes and starts a cluster in a fresh temporary folder, listening only on a unix socket there. */
async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), "parlor-pg-"));
  const data = join(dir, "data");
  if (isRoot) {
    const user = postgresUser();
    if (user) chownSync(dir, user.uid, user.gid);
  }
  const stopNow = (): void => {
    try {
      const args = ["-D", data, "-m", "immediate", "stop"];
      if (isRoot)
        execFileSync("runuser", ["-u", PG_USER, "--", join(bin, "pg_ctl"), ...args], { stdio: "ignore" });
      else execFileSync(join(bin, "pg_ctl"), args, { stdio: "ignore" });
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that ends without its afterAll (a crash, Ctrl-C) still stops its cluster.
  process.once("exit", stopNow);
  try {
    await run(bin, "initdb", [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      PG_USER,
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    await run(bin, "pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-t",
      String(PG_CTL_WAIT_S),
      // No TCP (listen_addresses empty): the socket in our folder only.
      "-o",
      `-h '' -k ${dir} -c max_connections=${MAX_CONNECTIONS}`,
      "start",
    ]);
  } catch (error) {
    stopNow();
    process.removeListener("exit", stopNow);
    throw error;
  }
  return {
    adminUrl: `postgresql://${PG_USER}@localhost/postgres?host=${encodeURIComponent(dir)}`,
    async stop() {
      process.removeListener("exit", stopNow);
      await run(bin, "pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let cluster: Promise<Cluster> | null = null;

/** The admin connection string: PARLOR_TEST_DATABASE_URL, or this test file's own cluster (started once). */
function adminUrl(): Promise<string> {
  const given = process.env.PARLOR_TEST_DATABASE_URL;
  if (given) return Promise.resolve(given);
  if (noPostgres !== null) return Promise.reject(new Error(noPostgres));
  cluster ??= startCluster(findPgBin() as string);
  return cluster.then((c) => c.adminUrl);
}

/**
 * The global setup of a run (vitest's `globalSetup`): one throwaway cluster for every file of the run,
 * each test still in a database of its own, instead of a cluster made and started per file (initdb and
 * a server start, about a CPU-second each time). Hands it to the files' workers, started after this,
 * as `PARLOR_TEST_DATABASE_URL`; stops and deletes it at the end. Nothing when a server is given or
 * PostgreSQL is not here (the files say why they skip).
 */
export async function postgresForTheRun(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.PARLOR_TEST_DATABASE_URL || noPostgres !== null) return undefined;
  const shared = await startCluster(findPgBin() as string);
  process.env.PARLOR_TEST_DATABASE_URL = shared.adminUrl;
  return async () => {
    delete process.env.PARLOR_TEST_DATABASE_URL;
    await shared.stop();
  };
}

/** Stops this test file's cluster, if it started one (call it in afterAll). */
export async function stopPostgres(): Promise<void> {
  const started = cluster;
  cluster = null;
  if (started) await (await started).stop();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: await adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test: its connection string, and `drop` (which ends its sessions). */
export interface TestPostgres {
  readonly url: string;
  /**
   * An outage: the database takes no connection any more and its sessions are ended, as when
   * PostgreSQL is down; the returned function lets connections in again.
   */
  refuseConnections(): Promise<() => Promise<void>>;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<TestPostgres> {
  const name = `parlor_test_${randomBytes(6).toString("hex")}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(await adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async refuseConnections() {
      await admin(async (client) => {
        await client.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
        await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
          name,
        ]);
      });
      return () =>
        admin((client) => client.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`)).then(
          () => undefined,
        );
    },
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
