import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Tests run against the engine's sources, not its build output.
    alias: { "@parlor/engine": fileURLToPath(new URL("./packages/engine/src/index.ts", import.meta.url)) },
  },
  test: {
    include: ["packages/*/src/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
