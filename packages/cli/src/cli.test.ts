import { describe, expect, it, vi } from "vitest";
import { run, runLong, runsLong } from "./cli.js";
import { expectError, expectUsageError } from "./testing/expect.js";
import { COMMANDS, USAGE } from "./usage.js";

describe("parlor (dispatch and help)", () => {
  it.each([[[]], [["help"]], [["--help"]], [["-h"]]])("prints the usage of every command for %j", (argv) => {
    const result = run(argv);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    for (const command of ["start", "sets", "simulate", "bench", "ruhd-score", "help"]) {
      expect(result.stdout).toContain(`parlor ${command}`);
    }
    for (const flag of [
      "--games",
      "--players",
      "--seed",
      "--bot ",
      "--bots",
      "--option",
      "--max-time",
      "--rotate-seats",
      "--pretty",
      "--boards",
      "--size",
      "--seconds",
      "--json",
    ]) {
      expect(result.stdout).toContain(flag);
    }
  });

  it.each(COMMANDS)("prints one command's usage: help %s, and with --help", (command) => {
    expect(run(["help", command])).toEqual({ stdout: `${USAGE[command]}\n`, stderr: "", exitCode: 0 });
    expect(run([command, "--help"]).stdout).toBe(`${USAGE[command]}\n`);
  });

  it("says truly which bots think in worker threads, replay's languages and what bench --simulate measures", () => {
    const words = (command: string): string => (USAGE[command] ?? "").replace(/\s+/g, " ");
    // The levels with a work budget, the ones the server sends to its bot worker threads.
    expect(words("serve")).toContain(
      "worker threads where the bot levels that search (set-pc easy/medium/hard, set-classic " +
        "easy/medium/hard, ruhd strong, tarot strong, buraco strong) think, off the event loop",
    );
    expect(words("serve")).toContain("Unused with --bot-threads 0");
    expect(words("replay")).toContain(
      "--lang L their language: en (English, the default), fr (French) or pt-BR (Brazilian Portuguese); " +
        "every game describes its moves in all three",
    );
    expect(words("replay")).not.toContain("until those are written");
    expect(words("bench")).toContain(
      "set-pc with 4 hard bots and Ruhd with 2 greedy ones, against their targets (2,000 and 3,000, reported met or not)",
    );
    // Issue numbers and the README's sections are no help to someone reading `parlor help`.
    for (const command of COMMANDS) expect(USAGE[command]).not.toMatch(/\bissue \d|README/i);
  });

  it("rejects an unknown command, naming the known ones", () => {
    expectUsageError(run(["simulat"]), /unknown command 'simulat'.*simulate/);
    expectUsageError(run(["--games"]), /unknown command '--games'/);
  });

  it("rejects help for an unknown command", () => {
    expectUsageError(run(["help", "nope"]), /help: no command 'nope'/);
    expectUsageError(run(["help", "sets", "bench"]), /help: no command/);
  });

  it("sends start, serve, loadtest, stall and analyse to runLong, but their --help to run", () => {
    for (const command of ["start", "serve", "loadtest", "stall", "analyse"]) {
      expect(runsLong([command])).toBe(true);
      expect(runsLong([command, "--help"])).toBe(false);
      expect(run([command, "--help"]).stdout).toBe(`${USAGE[command]}\n`);
    }
    for (const argv of [[], ["help", "serve"], ["sets", "0000"], ["simulate", "set-pc"], ["nope"]]) {
      expect(runsLong(argv)).toBe(false);
    }
  });

  it("checks a long-running command's arguments through run, and says it needs the binary", () => {
    expectUsageError(run(["serve", "--port", "http"]), /^parlor: serve: --port must be a port number/);
    expectUsageError(run(["start", "--verbose"]), /^parlor: start: unknown flag '--verbose'/);
    expectUsageError(run(["loadtest", "--url", "http://example.com"]), /refusing to load 'example.com'/);
    expectError(run(["serve"]), 1, /serve runs from the parlor binary/);
  });

  it("runLong reports failures in one line: 2 for bad input, 1 otherwise", async () => {
    const io = { stdout: vi.fn(), stderr: vi.fn(), env: {}, stop: new AbortController().signal };
    await expect(runLong(["serve", "--port", "99999"], io)).resolves.toBe(2);
    expect(io.stderr).toHaveBeenCalledWith(
      "parlor: serve: --port must be a port number 0-65535, not '99999'\n",
    );
    // Nothing listens on port 1 of this machine.
    await expect(runLong(["loadtest", "--url", "http://127.0.0.1:1", "--tables", "1"], io)).resolves.toBe(1);
    expect(io.stderr).toHaveBeenLastCalledWith(
      expect.stringMatching(/^parlor: loadtest: cannot reach the server at http:\/\/127\.0\.0\.1:1: /),
    );
    expect(io.stdout).not.toHaveBeenCalled();
  });
});
