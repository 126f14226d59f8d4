// The engine as npm ships it: `npm pack`, installed from the tarball into an empty folder, and the
// example of its README run there. The example is read from the README itself (its ```js runnable
// block, and the ```text output block after it says what it prints), so the two cannot drift apart.
// An integration test (vitest.config.ts): it builds, packs and installs with npm.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ENGINE = fileURLToPath(new URL("..", import.meta.url));
const ROOT = join(ENGINE, "..", "..");
const README = join(ENGINE, "README.md");
/** TypeScript 7's compiler (scripts/tsc.mjs says why by its path). */
const TSC = join(ROOT, "scripts", "tsc.mjs");
const NPM = process.platform === "win32" ? "npm.cmd" : "npm";
/** The README's example and what it prints. */
const EXAMPLE = /^```js runnable\n([\s\S]*?)^```$[\s\S]*?^```text output\n([\s\S]*?)^```$/m;
/** The longest a build, a pack, an install or the example may take (an install may fetch from the registry). */
const STEP_TIMEOUT_MS = 180_000;
/** The install and the example, one after the other. */
const INSTALL_AND_RUN_TIMEOUT_MS = 2 * STEP_TIMEOUT_MS;

interface Ran {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command to its exit (killed after STEP_TIMEOUT_MS); its output as text. */
function run(command: string, args: readonly string[], cwd: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      timeout: STEP_TIMEOUT_MS,
      killSignal: "SIGKILL",
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** Runs a command that must succeed; a failure says which and what it printed. */
async function must(command: string, args: readonly string[], cwd: string): Promise<string> {
  const ran = await run(command, args, cwd);
  if (ran.status !== 0) {
    const line = [command, ...args].join(" ");
    throw new Error(`'${line}' failed (exit ${ran.status ?? "killed"}):\n${ran.stderr || ran.stdout}`);
  }
  return ran.stdout;
}

/** Text as the README shows it: no trailing spaces or blank lines. */
function normalize(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join("\n")
    .trimEnd();
}

interface Packed {
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

describe("the packed @parlor/engine", () => {
  let folder = "";
  let packed: Packed;

  beforeAll(async () => {
    // The tarball holds dist/: bring the build up to date first (nothing to do after `npm ci`).
    await must(process.execPath, [TSC, "-b", ENGINE], ROOT);
    folder = mkdtempSync(join(tmpdir(), "parlor-engine-pack-"));
    const json = await must(
      NPM,
      ["pack", "-w", "@parlor/engine", "--pack-destination", folder, "--json"],
      ROOT,
    );
    [packed] = JSON.parse(json) as [Packed];
  }, STEP_TIMEOUT_MS);

  afterAll(() => {
    if (folder !== "") rmSync(folder, { recursive: true, force: true });
  });

  it("ships the build of every export, its README and no sources or tests", () => {
    const files = packed.files.map((file) => file.path);
    const manifest = JSON.parse(readFileSync(join(ENGINE, "package.json"), "utf8")) as {
      exports: Record<string, { types: string; import: string }>;
    };
    const targets = Object.values(manifest.exports).flatMap((entry) => [entry.types, entry.import]);
    expect(files).toEqual(expect.arrayContaining(["package.json", "README.md"]));
    expect(files).toEqual(expect.arrayContaining(targets.map((target) => target.replace(/^\.\//, ""))));
    expect(files.filter((file) => file.startsWith("src/") || /\.test\./.test(file))).toEqual([]);
  });

  it(
    "installs from the tarball into an empty folder, where the README's example prints what it says",
    async () => {
      const example = EXAMPLE.exec(readFileSync(README, "utf8"));
      if (example === null) {
        throw new Error(
          "packages/engine/README.md has no ```js runnable block with a ```text output block after it",
        );
      }
      const [, code = "", output = ""] = example;
      const app = join(folder, "app");
      mkdirSync(app);
      const tarball = join(folder, packed.filename);
      await must(
        NPM,
        ["install", "--prefix", app, tarball, "--no-audit", "--no-fund", "--prefer-offline"],
        app,
      );
      writeFileSync(join(app, "example.mjs"), code);
      const printed = await must(process.execPath, ["example.mjs"], app);
      expect(normalize(printed)).toBe(normalize(output));
    },
    INSTALL_AND_RUN_TIMEOUT_MS,
  );
});
