import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "./output.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Whatever parseArgs returns for these options. */
export type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>
>;

/**
 * `node:util` parseArgs in strict mode, with its errors turned into one-line usage errors that name
 * the command (`parlor simulate: unknown flag '--gmaes'`).
 */
export function parseCommandArgs<O extends Options>(
  command: string,
  args: readonly string[],
  options: O,
  positionals: boolean,
): Parsed<O> {
  try {
    const parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
    if (!positionals && parsed.positionals.length > 0) {
      throw new UsageError(
        `${command}: unexpected argument '${parsed.positionals[0] ?? ""}' (see 'parlor help ${command}')`,
      );
    }
    return parsed as Parsed<O>;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${command}: ${describeParseError(error)} (see 'parlor help ${command}')`);
  }
}

function describeParseError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  // parseArgs names a flag '--games', '-n' or '-n, --games <value>': prefer the long name.
  const quoted = /'(-[^']*)'/.exec(message)?.[1] ?? "";
  const flag = /--[\w-]+/.exec(quoted)?.[0] ?? /-[^\s,]+/.exec(quoted)?.[0] ?? "";
  switch (code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `unknown flag '${flag}'`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      if (message.includes("does not take an argument")) return `flag ${flag} does not take a value`;
      if (message.includes("ambiguous"))
        return `flag ${flag} needs a value (write ${flag}=<value> for a value starting with '-')`;
      return `flag ${flag} needs a value`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return message.split(".")[0]?.toLowerCase() ?? "unexpected argument";
    default:
      return message.split("\n")[0] ?? "bad arguments";
  }
}

/** Digits only (spaces around allowed) as a safe integer, else NaN. */
function digits(value: string): number {
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) ? n : Number.NaN;
}

/** A whole number, 0 or more, given as `--name value`, or `fallback` when the flag was not given. */
export function wholeNumber(
  command: string,
  name: string,
  value: string | undefined,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  const n = digits(value);
  if (Number.isNaN(n)) {
    throw new UsageError(`${command}: --${name} must be a whole number 0 or more, not '${value}'`);
  }
  return n;
}

/** A positive whole number given as `--name value`, or `fallback` when the flag was not given. */
export function positiveInteger(
  command: string,
  name: string,
  value: string | undefined,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  const n = digits(value);
  if (!(n > 0)) {
    throw new UsageError(`${command}: --${name} must be a positive whole number, not '${value}'`);
  }
  return n;
}

/**
 * A finite number (fractions allowed) given as `--name value`, or `fallback`; refused unless
 * `accepts` it, in the words of `must` ("a positive number").
 */
function numberFlag(
  command: string,
  name: string,
  value: string | undefined,
  fallback: number,
  accepts: (n: number) => boolean,
  must: string,
): number {
  if (value === undefined) return fallback;
  const n = value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(n) || !accepts(n)) {
    throw new UsageError(`${command}: --${name} must be ${must}, not '${value}'`);
  }
  return n;
}

/** A positive finite number (fractions allowed) given as `--name value`, or `fallback`. */
export function positiveNumber(
  command: string,
  name: string,
  value: string | undefined,
  fallback: number,
): number {
  return numberFlag(command, name, value, fallback, (n) => n > 0, "a positive number");
}

/** A finite number, 0 or more (fractions allowed), given as `--name value`, or `fallback`. */
export function nonNegativeNumber(
  command: string,
  name: string,
  value: string | undefined,
  fallback: number,
): number {
  return numberFlag(command, name, value, fallback, (n) => n >= 0, "a number 0 or more");
}
