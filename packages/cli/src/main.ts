#!/usr/bin/env node
/**
 * The `parlor` binary. All logic lives in `cli.ts` (`run(argv, { stdin })` → `{ stdout, stderr,
 * exitCode }`); this file only loads it, reads standard input for the commands that take it, prints,
 * and sets the exit code. It imports the modules `parlor simulate --bot-module` names before the
 * command runs (`botModuleFiles`). The long-running commands (`start`, `serve`, `loadtest`, `stall`)
 * go through `runLong(argv, io)` instead: they write as they go, and the first SIGTERM or SIGINT asks
 * them to wind down (a second one exits at once). It never lets a stack trace out: even a failure to
 * load the engine is one `parlor: …` line.
 */
import { constants } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { runLong as RunLong } from "./cli.js";

// A closed pipe (`parlor bench | head -1`) is not an error worth a stack.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  process.stderr.write(`parlor: cannot write output: ${error.message}\n`);
  process.exit(1);
});

/** All of standard input, as UTF-8 text. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Runs a long-running command: the first SIGTERM or SIGINT aborts `stop` (the command drains and
 * returns its exit code), a second one exits at once with 128 + the signal's number. The process then
 * exits with the command's code, whatever timers a library left behind.
 */
async function runLongCommand(runLong: typeof RunLong, argv: readonly string[]): Promise<never> {
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) {
      process.stderr.write(`parlor: ${signal} again: exiting at once\n`);
      process.exit(128 + constants.signals[signal]);
    }
    controller.abort(signal);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  const code = await runLong(argv, {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    stop: controller.signal,
  });
  process.exit(code);
}

let failing = "internal error";
/** The exit code of a failure: 1, or 2 (bad input) for a bot module that cannot be imported. */
let failingCode = 1;
try {
  const { botModuleFiles, readsStdin, run, runLong, runsLong } = await import("./cli.js");
  const argv = process.argv.slice(2);
  if (runsLong(argv)) await runLongCommand(runLong, argv);
  // Never from a terminal: the command then prints how to pipe its input instead of waiting for typing.
  failing = "cannot read standard input";
  const stdin = readsStdin(argv) && !process.stdin.isTTY ? await readStdin() : undefined;
  const botModules = new Map<string, unknown>();
  for (const file of botModuleFiles(argv)) {
    failing = `simulate: cannot import the bot module ${file}`;
    failingCode = 2;
    botModules.set(file, await import(pathToFileURL(resolve(file)).href));
  }
  failing = "internal error";
  failingCode = 1;
  const result = run(argv, { stdin, botModules });
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
} catch (error) {
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  process.stderr.write(`parlor: ${failing}: ${message}\n`);
  process.exitCode = failingCode;
}
