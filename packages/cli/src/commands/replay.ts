import {
  getGame,
  LANGS,
  moveSentence,
  replaySteps,
  seatLabel,
  type AnyGame,
  type Lang,
  type MatchLog,
} from "@parlor/engine";
import { parseCommandArgs } from "../args.js";
import { CliError, success, UsageError, type CommandResult } from "../output.js";
import { describeJsonError } from "./ruhd-score.js";

const FLAGS = {
  at: { type: "string" },
  seat: { type: "string" },
  state: { type: "boolean" },
  pretty: { type: "boolean" },
  moves: { type: "boolean" },
  lang: { type: "string" },
} as const;

/** `--seat` for the view nobody holds a seat in. */
const SPECTATOR = "spectator";

export interface ReplayArgs {
  /** Actions to replay; undefined: the whole match, advanced to its end. */
  readonly at: number | undefined;
  /** Print this seat's view (null: the spectator's); undefined: no view. */
  readonly seat: number | null | undefined;
  readonly state: boolean;
  readonly pretty: boolean;
  /** Print the moves in words, one line each, instead of the JSON report. */
  readonly moves: boolean;
  /** The language of the moves (`--lang`, English by default). */
  readonly lang: Lang;
}

const isLang = (text: string): text is Lang => (LANGS as readonly string[]).includes(text);

/**
 * Checks the command line of `parlor replay` (`--at N`, `--seat S|spectator`, `--state`, `--pretty`,
 * `--moves`, `--lang L`). `--moves` prints text, so the flags of the JSON report do not go with it.
 */
export function parseReplayArgs(args: readonly string[]): ReplayArgs {
  const { values } = parseCommandArgs("replay", args, FLAGS, false);
  const whole = (flag: string, text: string | undefined): number | undefined => {
    if (text === undefined) return undefined;
    if (!/^\d+$/.test(text)) throw new UsageError(`replay: --${flag} takes a whole number, not '${text}'`);
    return Number(text);
  };
  const lang = values.lang ?? LANGS[0];
  if (!isLang(lang)) throw new UsageError(`replay: --lang takes ${LANGS.join(", ")}, not '${lang}'`);
  const moves = values.moves === true;
  const reportFlag = (["seat", "state", "pretty"] as const).find((flag) => values[flag] !== undefined);
  if (moves && reportFlag !== undefined)
    throw new UsageError(
      `replay: --moves prints the moves as text; --${reportFlag} belongs to the JSON report`,
    );
  if (!moves && values.lang !== undefined) throw new UsageError("replay: --lang is the language of --moves");
  return {
    at: whole("at", values.at),
    seat: values.seat === SPECTATOR ? null : whole("seat", values.seat),
    state: values.state === true,
    pretty: values.pretty === true,
    moves,
    lang,
  };
}

/** Reads a match log (the server's `GET /api/tables/:id/log`): JSON with a game, a seed, seats and actions. */
export function parseMatchLog(text: string): MatchLog {
  const json = text.replace(/^\uFEFF/, "");
  if (json.trim() === "") throw new UsageError("replay: the input is empty; it should be a match log");
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new UsageError(`replay: the input is not JSON: ${describeJsonError(json, error)}`);
  }
  const log = value as Partial<MatchLog> | null;
  if (typeof log !== "object" || log === null || Array.isArray(log))
    throw new UsageError("replay: the input must be a match log { game, options, seed, seats, actions }");
  if (typeof log.game !== "string") throw new UsageError('replay: the log has no "game"');
  if (typeof log.seed !== "string") throw new UsageError('replay: the log has no "seed"');
  if (!Array.isArray(log.seats)) throw new UsageError('replay: the log has no "seats" array');
  if (!Array.isArray(log.actions)) throw new UsageError('replay: the log has no "actions" array');
  if (log.until !== undefined && typeof log.until !== "number")
    throw new UsageError('replay: the log\'s "until" must be a number');
  return log as MatchLog;
}

/**
 * The states of the match from the deal to after `at` actions (or the whole log), one by one; a log
 * the rules refuse is a failure naming the action.
 */
function statesUpTo(game: AnyGame, log: MatchLog, at: number | undefined): unknown[] {
  const states: unknown[] = [];
  try {
    for (const step of replaySteps(game, log)) {
      states.push(step);
      if (at !== undefined && states.length > at) break;
    }
  } catch (error) {
    throw new CliError(`replay: ${(error as Error).message.replace(/^replay: /, "")}`);
  }
  return states;
}

/** The state after `at` actions (after the whole match, advanced to its end, when `at` is undefined). */
function stateAt(game: AnyGame, log: MatchLog, at: number | undefined): unknown {
  const state = statesUpTo(game, log, at).at(-1);
  return at === undefined && log.until !== undefined ? game.advance(state, log.until) : state;
}

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
/** Digits of a game clock's seconds and of their milliseconds ("1:05.250"). */
const SECOND_DIGITS = 2;
const MILLISECOND_DIGITS = 3;

/** A game time as a clock reads it: minutes, seconds and milliseconds ("1:05.250"). */
export function gameClock(ms: number): string {
  const seconds = Math.floor(ms / MS_PER_SECOND);
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  const second = String(seconds % SECONDS_PER_MINUTE).padStart(SECOND_DIGITS, "0");
  return `${minutes}:${second}.${String(ms % MS_PER_SECOND).padStart(MILLISECOND_DIGITS, "0")}`;
}

/**
 * The first `at` moves of the log (all of them when undefined) in words, one line each: its number,
 * its game time, and the game's `describe` with the seat named as a replay names it ("Bot 1 (greedy)").
 */
export function movesInWords(game: AnyGame, log: MatchLog, at: number | undefined, lang: Lang): string[] {
  const states = statesUpTo(game, log, at);
  const names = log.seats.map((info, seat) => seatLabel(info, seat, lang));
  return log.actions.slice(0, states.length - 1).map((entry, i) => {
    const { seq, seat, action, at: time } = entry;
    const moved = { seat, action, at: time, name: names[seat], names };
    return `${seq} ${gameClock(time)}: ${moveSentence(game.describe(states[i], moved, states[i + 1], lang))}`;
  });
}

/**
 * `parlor replay`: replays a match log read from standard input with the engine and prints where it
 * stands (after `--at N` actions, or at its end): the outcome, the game's statistics, and on request
 * a seat's view (`--seat`) or the whole state with every hidden card (`--state`); or, with `--moves`,
 * each move in words. A log the rules refuse exits 1, naming the action.
 */
export function replayCommand(args: readonly string[], input: string | undefined): CommandResult {
  const options = parseReplayArgs(args);
  if (input === undefined) {
    throw new UsageError(
      "replay: pipe a match log to standard input, e.g. " +
        "'curl -s http://127.0.0.1:8080/api/tables/<id>/log | parlor replay' (see 'parlor help replay')",
    );
  }
  const log = parseMatchLog(input);
  const game = getGame(log.game);
  if (!game) throw new UsageError(`replay: no game '${log.game}'`);
  if (options.at !== undefined && options.at > log.actions.length) {
    throw new UsageError(`replay: --at ${options.at} is past the log's ${log.actions.length} actions`);
  }
  if (options.seat !== undefined && options.seat !== null && options.seat >= log.seats.length) {
    throw new UsageError(`replay: --seat ${options.seat}: the match has seats 0 to ${log.seats.length - 1}`);
  }
  if (options.moves) return success(movesInWords(game, log, options.at, options.lang).join("\n"));
  const state = stateAt(game, log, options.at);
  const report = {
    game: game.id,
    seats: log.seats,
    actions: log.actions.length,
    at: options.at ?? log.actions.length,
    time:
      options.at === undefined
        ? (log.until ?? log.actions.at(-1)?.at ?? 0)
        : (log.actions[options.at - 1]?.at ?? 0),
    outcome: game.outcome(state),
    metrics: game.metrics(state),
    ...(options.seat !== undefined ? { view: game.view(state, options.seat) } : {}),
    ...(options.state ? { state } : {}),
  };
  return success(options.pretty ? JSON.stringify(report, null, 2) : JSON.stringify(report));
}
