import { expect } from "vitest";
import { UsageError, type CommandResult } from "../output.js";

/** A failed command: nothing on stdout, one `parlor: ` line on stderr (no stack), the exit code. */
export function expectError(result: CommandResult, exitCode: number, pattern: RegExp | string): void {
  expect(result.stdout).toBe("");
  expect(result.exitCode).toBe(exitCode);
  expect(result.stderr).toMatch(/^parlor: [^\n]+\n$/);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(result.stderr).toMatch(pattern);
}

/** A usage error: exit 2 with a one-line message matching `pattern`. */
export function expectUsageError(result: CommandResult, pattern: RegExp | string): void {
  expectError(result, 2, pattern);
}

/** The message of the `UsageError` that `fn` throws (the test fails if it throws none, or another). */
export function usageError(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error("no usage error");
}
