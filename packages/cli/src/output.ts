/** What a command produced: the text for each stream and the process's exit code. */
export interface CommandResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/** Exit codes of the `parlor` binary. */
export const ExitCode = {
  ok: 0,
  /** The command ran and failed (a benchmark whose contenders disagree, a match that crashed). */
  failure: 1,
  /** Bad input: unknown command or flag, a value out of range. */
  usage: 2,
} as const;

/**
 * A failure to report as one line on stderr (`parlor: <message>`), never with a stack. Usage errors
 * (exit 2) name what was wrong with the input and, where it helps, what would be right.
 */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number = ExitCode.failure) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
  }
}

/** Bad input from the command line: exit 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, ExitCode.usage);
    this.name = "UsageError";
  }
}

/** A successful result printing `text` (a trailing newline is added when missing). */
export function success(text: string): CommandResult {
  return {
    stdout: text === "" || text.endsWith("\n") ? text : `${text}\n`,
    stderr: "",
    exitCode: ExitCode.ok,
  };
}

/** The result of a failed command: one `parlor: ` line on stderr. */
export function failure(message: string, exitCode: number): CommandResult {
  const line = message.replace(/\s*\n\s*/g, " ").trim();
  return { stdout: "", stderr: `parlor: ${line}\n`, exitCode };
}

/**
 * What a long-running command (`serve`, `start`, `loadtest`) gets from the binary: streams to write to
 * as it goes, the environment, and a signal aborted by the first SIGTERM or SIGINT (the command then
 * winds down and returns its exit code).
 */
export interface LongRunIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stop: AbortSignal;
}
