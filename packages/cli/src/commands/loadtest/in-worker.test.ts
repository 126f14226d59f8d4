import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { CliError } from "../../output.js";
import { loadtestInWorker } from "./in-worker.js";

const dir = mkdtempSync(join(tmpdir(), "parlor-loadtest-worker-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker file with `body` (plain JavaScript). */
function entry(name: string, body: string): URL {
  const path = join(dir, name);
  writeFileSync(path, body);
  return pathToFileURL(path);
}

describe("loadtestInWorker", () => {
  it("gives the run's CliError back with its message and exit code", async () => {
    // Nothing listens on port 1 of this machine (the build's worker runs the real load test).
    const failure = await loadtestInWorker(["--url", "http://127.0.0.1:1", "--tables", "1"], undefined).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CliError);
    expect((failure as CliError).message).toMatch(
      /^loadtest: cannot reach the server at http:\/\/127\.0\.0\.1:1: /,
    );
    expect((failure as CliError).exitCode).toBe(1);
  });

  it("passes the stop on, and gives the report posted back", async () => {
    const echo = entry(
      "echo.mjs",
      `import { parentPort, workerData } from "node:worker_threads";
       parentPort.on("message", (m) => { parentPort.postMessage({ type: "report", report: { stopped: m, args: workerData.args } }); parentPort.close(); });`,
    );
    const stop = new AbortController();
    stop.abort();
    await expect(loadtestInWorker(["-n", "3"], stop.signal, echo)).resolves.toEqual({
      stopped: "stop",
      args: ["-n", "3"],
    });
  });

  it("rejects when the worker crashes or exits without a report", async () => {
    const crash = entry("crash.mjs", `throw new Error("boom");`);
    await expect(loadtestInWorker([], undefined, crash)).rejects.toThrow("boom");
    const silent = entry("silent.mjs", `process.exit(3);`);
    await expect(loadtestInWorker([], undefined, silent)).rejects.toThrow(
      /exited with code 3 before its report/,
    );
  });
});
