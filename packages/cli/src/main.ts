#!/usr/bin/env node
/**
 * The `parlor` binary. All logic lives in `cli.ts` (`run(argv)` → `{ stdout, stderr, exitCode }`);
 * this file only loads it, prints, and sets the exit code. It never lets a stack trace out: even a
 * failure to load the engine is one `parlor: …` line.
 */

// A closed pipe (`parlor bench | head -1`) is not an error worth a stack.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  process.stderr.write(`parlor: cannot write output: ${error.message}\n`);
  process.exit(1);
});

try {
  const { run } = await import("./cli.js");
  const result = run(process.argv.slice(2));
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
} catch (error) {
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  process.stderr.write(`parlor: internal error: ${message}\n`);
  process.exitCode = 1;
}
