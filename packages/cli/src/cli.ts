import { benchCommand } from "./commands/bench.js";
import { ruhdScoreCommand } from "./commands/ruhd-score.js";
import { setsCommand } from "./commands/sets.js";
import { simulateCommand } from "./commands/simulate.js";
import { startCommand } from "./commands/start.js";
import { CliError, ExitCode, failure, success, UsageError, type CommandResult } from "./output.js";
import { COMMANDS, USAGE, usage } from "./usage.js";

/** What a command may read besides its arguments. */
export interface CommandInput {
  /**
   * Standard input, read whole by the binary for the commands in `STDIN_COMMANDS` only; undefined when
   * it is a terminal (the command then says how to pipe its input rather than wait for typing).
   */
  readonly stdin?: string;
}

type Handler = (args: readonly string[], input: CommandInput) => CommandResult;

const HANDLERS: Readonly<Record<string, Handler>> = {
  start: () => startCommand(),
  sets: setsCommand,
  simulate: simulateCommand,
  bench: benchCommand,
  "ruhd-score": (args, { stdin }) => ruhdScoreCommand(args, stdin),
  help: helpCommand,
};

/** The commands that read standard input. */
const STDIN_COMMANDS: ReadonlySet<string> = new Set(["ruhd-score"]);

/** Whether this command line reads standard input (the binary reads it first, unless it is a terminal). */
export function readsStdin(argv: readonly string[]): boolean {
  const [command] = argv;
  return command !== undefined && STDIN_COMMANDS.has(command);
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
    // `--help` anywhere before a `--` asks for the command's usage (a card or game is never '--help').
    const end = args.indexOf("--");
    if ((end < 0 ? args : args.slice(0, end)).some(isHelpFlag)) {
      return success(USAGE[command] ?? "");
    }
    return handler(args, input);
  } catch (error) {
    if (error instanceof CliError) return failure(error.message, error.exitCode);
    const message = error instanceof Error ? error.message : String(error);
    return failure(`internal error: ${message}`, ExitCode.failure);
  }
}
