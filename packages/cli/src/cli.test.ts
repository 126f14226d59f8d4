import { describe, expect, it } from "vitest";
import { run } from "./cli.js";
import { expectUsageError } from "./testing/expect.js";
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

  it("rejects an unknown command, naming the known ones", () => {
    expectUsageError(run(["simulat"]), /unknown command 'simulat'.*simulate/);
    expectUsageError(run(["--games"]), /unknown command '--games'/);
  });

  it("rejects help for an unknown command", () => {
    expectUsageError(run(["help", "nope"]), /help: no command 'nope'/);
    expectUsageError(run(["help", "sets", "bench"]), /help: no command/);
  });

  it("start prints the welcome and how to use the command line", () => {
    const result = run(["start"]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/web server/i);
    for (const example of [
      "npx parlor sets",
      "npx parlor simulate",
      "npx parlor bench",
      "npx parlor ruhd-score",
    ]) {
      expect(result.stdout).toContain(example);
    }
  });
});
