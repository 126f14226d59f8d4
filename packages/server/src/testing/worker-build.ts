import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { beforeAll, expect } from "vitest";

/** The repository's root. */
const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/** How long bringing the build up to date may take (a cold `tsc -b` on a busy machine). */
const BUILD_TIMEOUT_MS = 120_000;

/**
 * For a test file whose server starts worker threads (bots', analyses', hints'): workers run the build,
 * as they cannot load TypeScript, so it is brought up to date first (quick when it is).
 */
export function buildForWorkers(): void {
  beforeAll(() => {
    const tsc = spawnSync(process.execPath, ["scripts/tsc.mjs", "-b", "packages/server"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
  }, BUILD_TIMEOUT_MS);
}
