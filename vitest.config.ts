import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The pure tiers: the engine, the protocol, the web client's units, the command line's, the scripts'. */
const UNIT = [
  "packages/engine/src/**/*.test.ts",
  "packages/protocol/src/**/*.test.ts",
  "packages/web/src/**/*.test.ts",
  "packages/cli/src/**/*.test.ts",
  "scripts/**/*.test.mjs",
];
/** Tests that start servers, databases, Redis or processes. */
const INTEGRATION = ["packages/server/src/**/*.test.ts"];
/** The command line's commands that serve, load a server, open its store or run the binary. */
const CLI_INTEGRATION = [
  "packages/cli/src/commands/analyse.test.ts",
  "packages/cli/src/main.test.ts",
  "packages/cli/src/commands/serve.test.ts",
  "packages/cli/src/commands/loadtest.test.ts",
  "packages/cli/src/commands/loadtest-cluster.test.ts",
  "packages/cli/src/commands/loadtest-hosts.test.ts",
  "packages/cli/src/commands/stall.test.ts",
];
/**
 * The integration files that start Redis or several server processes on one: each runs in a worker of
 * its own (see the integration tier's second project).
 */
const REDIS = [
  "packages/server/src/cluster/*.test.ts",
  "packages/cli/src/commands/serve.test.ts",
  "packages/cli/src/commands/loadtest-cluster.test.ts",
  // PostgreSQL, Redis, two servers, nginx and the load generator on network namespaces (scripts/hosts.sh).
  "packages/cli/src/commands/loadtest-hosts.test.ts",
];
/**
 * One throwaway PostgreSQL cluster for an integration run, shared by its files (each test has a
 * database of its own), rather than one made and started per file.
 */
const POSTGRES_FOR_THE_RUN = ["packages/server/src/testing/postgres-setup.ts"];
/** The engine as npm ships it: packed, installed into an empty folder, its README's example run. */
const ENGINE_INTEGRATION = ["packages/engine/src/pack.test.ts"];
/** Chromium against a real server (packages/web/src/e2e). */
const BROWSER = ["packages/web/src/e2e/**/*.test.ts"];
/** Unit files run side by side: one per core of the CI machine's two. */
const SIDE_BY_SIDE = 2;
/**
 * Files run side by side in the integration and browser tiers, which `npm test` runs together (one
 * pool: vitest gives the projects of a group one `maxWorkers`): the integration files mostly wait (on
 * sockets, databases, processes), and take the CPU Chromium leaves. More than three made the browser
 * files slower than they gave. `test:integration` and `test:browser` set their own counts.
 */
const WAITING_SIDE_BY_SIDE = 3;

/** The integration tier's project of files that start Redis or several server processes. */
const REDIS_PROJECT = "integration-redis";

/**
 * Vitest's order within each project (failed, longest or largest files first), but the projects of
 * a group, which share one pool, interleaved in proportion to their files instead of run one after
 * the other by name: the integration files mostly wait (on sockets, databases, leases, restarts) and
 * the browser's work Chromium's CPU, so that their waits overlap the browser's work through the whole
 * run, not all at its end with idle cores.
 */
class ProjectsInterleaved extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const count = new Map<string, number>();
    for (const spec of sorted) count.set(spec.project.name, (count.get(spec.project.name) ?? 0) + 1);
    const seen = new Map<string, number>();
    // Where a file falls in its project's share of the run: the middle of its slot, 0 to 1.
    const place = new Map<TestSpecification, number>();
    for (const spec of sorted) {
      const index = seen.get(spec.project.name) ?? 0;
      seen.set(spec.project.name, index + 1);
      place.set(spec, (index + 0.5) / (count.get(spec.project.name) ?? 1));
    }
    // A stable sort: groups in their order, then by place (vitest's order among equals).
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (place.get(a) ?? 0) - (place.get(b) ?? 0),
    );
  }
}

export default defineConfig({
  resolve: {
    // Tests run against the engine's sources, not its build output.
    alias: [
      {
        find: /^@parlor\/engine$/,
        replacement: fileURLToPath(new URL("./packages/engine/src/index.ts", import.meta.url)),
      },
      {
        find: /^@parlor\/engine\/seats$/,
        replacement: fileURLToPath(new URL("./packages/engine/src/core/seats.ts", import.meta.url)),
      },
      {
        find: /^@parlor\/engine\/set$/,
        replacement: fileURLToPath(new URL("./packages/engine/src/games/set/index.ts", import.meta.url)),
      },
      {
        find: /^@parlor\/engine\/baselines$/,
        replacement: fileURLToPath(new URL("./packages/engine/src/baselines.ts", import.meta.url)),
      },
      {
        find: /^@parlor\/engine\/ruhd$/,
        replacement: fileURLToPath(new URL("./packages/engine/src/games/ruhd/index.ts", import.meta.url)),
      },
      {
        find: /^@parlor\/engine\/tarot$/,
        replacement: fileURLToPath(new URL("./packages/engine/src/games/tarot/index.ts", import.meta.url)),
      },
      {
        find: /^@parlor\/engine\/buraco$/,
        replacement: fileURLToPath(new URL("./packages/engine/src/games/buraco/index.ts", import.meta.url)),
      },
      {
        find: /^@parlor\/protocol$/,
        replacement: fileURLToPath(new URL("./packages/protocol/src/index.ts", import.meta.url)),
      },
    ],
  },
  test: {
    testTimeout: 60_000,
    // Hooks start servers, databases, Redis and Chromium: on a busy machine that takes longer than
    // vitest's 10 s, and a hook that times out fails its whole file (a failed suite, not a test).
    hookTimeout: 60_000,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache, keyed by each file's
    // content and the config; `vitest --clearCache` empties it): a second run, and CI's Node 24 pass
    // beside `npm test`, import them instead of transforming every file again.
    experimental: { fsModuleCache: true },
    sequence: { sequencer: ProjectsInterleaved },
    // Three tiers, each alone with `npm run test:unit`, `test:integration` or `test:browser`;
    // `npm test` runs them all: the unit tier first, then the integration and browser tiers side by
    // side (`sequence.groupOrder`).
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT,
          exclude: [...BROWSER, ...CLI_INTEGRATION, ...ENGINE_INTEGRATION],
          // Pure code: the files share a worker's module cache instead of each importing afresh
          // (start-up was most of these files' time). Tests that stub a global restore it.
          isolate: false,
          // Two workers on two cores: vitest's default leaves one core to itself and runs the
          // pure files one after the other.
          maxWorkers: SIDE_BY_SIDE,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [...INTEGRATION, ...CLI_INTEGRATION, ...ENGINE_INTEGRATION],
          exclude: REDIS,
          globalSetup: POSTGRES_FOR_THE_RUN,
          // Servers on ephemeral loopback ports, throwaway databases: files run side by side, one
          // more than the cores, as they mostly wait (on sockets, databases, processes). They share a
          // worker's modules (the server's, the engine's), imported once per worker, not per file.
          isolate: false,
          maxWorkers: WAITING_SIDE_BY_SIDE,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The integration tier's files that use Redis, each in a worker of its own (isolated):
        // sharing modules, a rejection a server's Redis client raised after its test's cleanup once
        // surfaced in the file after it. `--project 'integration*'` runs both halves.
        extends: true,
        test: {
          name: REDIS_PROJECT,
          include: REDIS,
          globalSetup: POSTGRES_FOR_THE_RUN,
          maxWorkers: WAITING_SIDE_BY_SIDE,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: BROWSER,
          // A page's wait gives up after a minute (harness.ts's WAIT_MS) and fails with what it
          // waited for; a flow of many steps on a busy machine may take longer than one wait, and the
          // test's own timeout must not cut a wait short with nothing but "timed out".
          testTimeout: 180_000,
          // Each file has its own server and Chromium; their waits overlap. The files share a
          // worker's modules (the server's and the engine's), imported once, not once per file.
          isolate: false,
          maxWorkers: WAITING_SIDE_BY_SIDE,
          // Beside the integration tier: Chromium leaves half a core idle while pages wait on the
          // server, and the integration files mostly wait on sockets and databases.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
