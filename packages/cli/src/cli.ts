import { parseStallArgs, stallCommand } from "./commands/stall.js";
import { benchCommand } from "./commands/bench.js";
import { buracoScoreCommand } from "./commands/buraco-score.js";
import { loadtestCommand, parseLoadtestArgs } from "./commands/loadtest.js";
import { replayCommand } from "./commands/replay.js";
import { analyseCommand, parseAnalyseArgs } from "./commands/analyse.js";
import { ruhdScoreCommand } from "./commands/ruhd-score.js";
import { parseServeArgs, serveCommand } from "./commands/serve.js";
import { setsCommand } from "./commands/sets.js";
import { botModuleSpec, simulateCommand } from "./commands/simulate.js";
import { tarotScoreCommand } from "./commands/tarot-score.js";
import { parseStartArgs, startCommand } from "./commands/start.js";
import {
  CliError,
  ExitCode,
  failure,
  success,
  UsageError,
  type CommandResult,
  type LongRunIo,
} from "./output.js";
import { COMMANDS, USAGE, usage } from "./usage.js";

/** What a command may read besides its arguments. */
export interface CommandInput {
  /**
   * Standard input, read whole by the binary for the commands in `STDIN_COMMANDS` only; undefined when
   * it is a terminal (the command then says how to pipe its input rather than wait for typing).
   */
  readonly stdin?: string;
  /**
   * The modules named by `parlor simulate --bot-module NAME=FILE`, imported by the binary before the
   * command runs (`botModuleFiles`), by FILE as given.
   */
  readonly botModules?: ReadonlyMap<string, unknown>;
}

type Handler = (args: readonly string[], input: CommandInput) => CommandResult;

/** A command that runs until stopped or done, writing as it goes; resolves to the exit code. */
type LongHandler = (args: readonly string[], io: LongRunIo) => Promise<number>;

/** The long-running commands, which the binary runs with `runLong`, and their argument checks. */
const LONG_HANDLERS: Readonly<
  Record<string, { run: LongHandler; check: (args: readonly string[]) => void }>
> = {
  start: { run: startCommand, check: (args) => parseStartArgs(args) },
  serve: { run: serveCommand, check: (args) => parseServeArgs(args) },
  loadtest: { run: loadtestCommand, check: (args) => parseLoadtestArgs(args) },
  stall: { run: stallCommand, check: (args) => parseStallArgs(args) },
  analyse: { run: analyseCommand, check: (args) => parseAnalyseArgs(args) },
};

/**
 * Through `run`, a long-running command only checks its arguments (a usage error as for any command);
 * running it needs the binary's streams and signals (`runLong`).
 */
function longCommandThroughRun(command: string): Handler {
  return (args) => {
    LONG_HANDLERS[command]?.check(args);
    throw new CliError(`${command} runs from the parlor binary (runLong), not through run()`);
  };
}

const HANDLERS: Readonly<Record<string, Handler>> = {
  start: longCommandThroughRun("start"),
  serve: longCommandThroughRun("serve"),
  loadtest: longCommandThroughRun("loadtest"),
  stall: longCommandThroughRun("stall"),
  analyse: longCommandThroughRun("analyse"),
  sets: setsCommand,
  simulate: (args, { botModules }) => simulateCommand(args, botModules),
  bench: benchCommand,
  "ruhd-score": (args, { stdin }) => ruhdScoreCommand(args, stdin),
  "tarot-score": (args, { stdin }) => tarotScoreCommand(args, stdin),
  "buraco-score": (args, { stdin }) => buracoScoreCommand(args, stdin),
  replay: (args, { stdin }) => replayCommand(args, stdin),
  help: helpCommand,
};

/** The commands that read standard input. */
const STDIN_COMMANDS: ReadonlySet<string> = new Set(["ruhd-score", "tarot-score", "buraco-score", "replay"]);

/** Whether this command line reads standard input (the binary reads it first, unless it is a terminal). */
export function readsStdin(argv: readonly string[]): boolean {
  const [command] = argv;
  return command !== undefined && STDIN_COMMANDS.has(command);
}

/**
 * The files this command line's `--bot-module NAME=FILE` flags name (`parlor simulate` only), for the
 * binary to import before it runs the command; malformed flags are left to the command's own checks.
 */
export function botModuleFiles(argv: readonly string[]): string[] {
  const [command, ...args] = argv;
  if (command !== "simulate" || asksHelp(args)) return [];
  const end = args.indexOf("--");
  const flags = end < 0 ? args : args.slice(0, end);
  const files: string[] = [];
  flags.forEach((arg, i) => {
    const value =
      arg === "--bot-module" ? flags[i + 1] : arg.startsWith("--bot-module=") ? arg.slice(13) : undefined;
    const file = value === undefined ? undefined : botModuleSpec(value)?.file;
    if (file !== undefined) files.push(file);
  });
  return files;
}

function helpCommand(args: readonly string[]): CommandResult {
  if (args.length === 0) return success(usage());
  const [command] = args;
  if (args.length > 1 || command === undefined || !Object.hasOwn(USAGE, command)) {
    throw new UsageError(`help: no command '${args.join(" ")}'; commands: ${COMMANDS.join(", ")}`);
  }
  return success(USAGE[command] ?? "");
}

function isHelpFlag(arg: string): boolean {
  return arg === "--help" || arg === "-h";
}

/** `--help` anywhere before a `--` asks for the command's usage (a card or game is never '--help'). */
function asksHelp(args: readonly string[]): boolean {
  const end = args.indexOf("--");
  return (end < 0 ? args : args.slice(0, end)).some(isHelpFlag);
}

/**
 * Whether this command line runs a long-running command (`start`, `serve`, `loadtest`, `stall`): the
 * binary then awaits `runLong` instead of calling `run`. Their `--help` goes through `run`.
 */
export function runsLong(argv: readonly string[]): boolean {
  const [command, ...args] = argv;
  return command !== undefined && Object.hasOwn(LONG_HANDLERS, command) && !asksHelp(args);
}

/**
 * Runs a long-running command (see `runsLong`) until it is done or `io.stop` is aborted and it has
 * wound down; resolves to the exit code. Never rejects: a failure is one `parlor: …` line on
 * `io.stderr`, with exit 2 for bad input and 1 otherwise.
 */
export async function runLong(argv: readonly string[], io: LongRunIo): Promise<number> {
  try {
    const [command = "", ...args] = argv;
    const handler = Object.hasOwn(LONG_HANDLERS, command) ? LONG_HANDLERS[command] : undefined;
    if (!handler) throw new CliError(`runLong: '${command}' is not a long-running command`);
    return await handler.run(args, io);
  } catch (error) {
    const result =
      error instanceof CliError
        ? failure(error.message, error.exitCode)
        : failure(
            `internal error: ${error instanceof Error ? error.message : String(error)}`,
            ExitCode.failure,
          );
    io.stderr(result.stderr);
    return result.exitCode;
  }
}

/**
 * Runs one command line (the arguments after `parlor`) and returns what to print and the exit code.
 * `input.stdin` is standard input's text, for the commands that read it (see `readsStdin`).
 * Never throws: bad input becomes one `parlor: …` line on stderr with exit 2, any other failure one
 * line with exit 1.
 */
export function run(argv: readonly string[], input: CommandInput = {}): CommandResult {
  try {
    const [command, ...args] = argv;
    if (command === undefined || isHelpFlag(command)) return success(usage());
    const handler = Object.hasOwn(HANDLERS, command) ? HANDLERS[command] : undefined;
    if (!handler) {
      throw new UsageError(
        `unknown command '${command}'; commands: ${COMMANDS.join(", ")} (see 'parlor help')`,
      );
    }
    if (asksHelp(args)) return success(USAGE[command] ?? "");
    return handler(args, input);
  } catch (error) {
    if (error instanceof CliError) return failure(error.message, error.exitCode);
    const message = error instanceof Error ? error.message : String(error);
    return failure(`internal error: ${message}`, ExitCode.failure);
  }
}
