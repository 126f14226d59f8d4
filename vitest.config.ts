import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    include: ["packages/*/src/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
