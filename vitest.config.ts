import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The pure tiers: the engine, the protocol, the web client's units and the command line's. */
const UNIT = [
  "packages/engine/src/**/*.test.ts",
  "packages/protocol/src/**/*.test.ts",
  "packages/web/src/**/*.test.ts",
  "packages/cli/src/**/*.test.ts",
];
/** Tests that start servers, databases, Redis or processes. */
const INTEGRATION = ["packages/server/src/**/*.test.ts"];
/** The command line's commands that serve, load a server or run the binary. */
const CLI_INTEGRATION = [
  "packages/cli/src/main.test.ts",
  "packages/cli/src/commands/serve.test.ts",
  "packages/cli/src/commands/loadtest.test.ts",
  "packages/cli/src/commands/loadtest-cluster.test.ts",
  "packages/cli/src/commands/stall.test.ts",
];
/** Chromium against a real server (packages/web/src/e2e). */
const BROWSER = ["packages/web/src/e2e/**/*.test.ts"];
/** Files run side by side in the tiers that mostly wait (on sockets, databases, a browser). */
const SIDE_BY_SIDE = 2;

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
    // Three tiers, run one after the other (`sequence.groupOrder`), each alone with
    // `npm run test:unit`, `test:integration` or `test:browser`; `npm test` runs them all.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT,
          exclude: [...BROWSER, ...CLI_INTEGRATION],
          // Pure code: the files share a worker's module cache instead of each importing afresh
          // (start-up was most of these files' time). Tests that stub a global restore it.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [...INTEGRATION, ...CLI_INTEGRATION],
          // Servers on ephemeral loopback ports, throwaway databases: files run side by side.
          maxWorkers: SIDE_BY_SIDE,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: BROWSER,
          // Each file has its own server and Chromium; their waits overlap.
          maxWorkers: SIDE_BY_SIDE,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
