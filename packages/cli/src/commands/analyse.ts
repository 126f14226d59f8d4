/**
 * `parlor analyse <table-id | log file>`: the analysis of a finished match (the engine's
 * `analyseMatch`), as text or, with `--json`, as the JSON `GET /api/matches/:id/analysis` serves. The
 * match comes from a log file (what `GET /api/tables/:id/log` serves) or, by its table's id, from the
 * server's store: the SQLite file `--db` (default the server's), or PostgreSQL when `DATABASE_URL` is set.
 */
import { existsSync, readFileSync } from "node:fs";
import {
  analyseMatch,
  getGame,
  seatLabel,
  type AnalysedDecision,
  type AnyGame,
  type MatchAnalysis,
  type MatchLog,
  type MovesAnalysis,
  type PlayerAnalysis,
  type SetsAnalysis,
} from "@parlor/engine";
import { DEFAULT_DB, matchLogOf, openStore } from "@parlor/server";
import { parseCommandArgs, positiveInteger } from "../args.js";
import { CliError, ExitCode, UsageError, type LongRunIo } from "../output.js";
import { gameClock, parseMatchLog } from "./replay.js";

const FLAGS = {
  json: { type: "boolean" },
  pretty: { type: "boolean" },
  work: { type: "string" },
  seat: { type: "string", multiple: true },
  db: { type: "string" },
} as const;

export interface AnalyseArgs {
  /** A log file's path, or a table's id. */
  readonly match: string;
  readonly json: boolean;
  readonly pretty: boolean;
  /** The work per decision; undefined: the game's default. */
  readonly work: number | undefined;
  /** The seats analysed; undefined: all. */
  readonly seats: readonly number[] | undefined;
  /** The SQLite file a table id is looked up in (when `DATABASE_URL` is not set). */
  readonly db: string;
}

/** Checks `parlor analyse`'s command line. */
export function parseAnalyseArgs(args: readonly string[]): AnalyseArgs {
  const { values, positionals } = parseCommandArgs("analyse", args, FLAGS, true);
  if (positionals.length !== 1)
    throw new UsageError("analyse: name one match: a table's id or a log file (see 'parlor help analyse')");
  const seats = values.seat?.map((text) => {
    if (!/^\d+$/.test(text))
      throw new UsageError(`analyse: --seat takes a seat number from 0, not '${text}'`);
    return Number(text);
  });
  if (values.pretty === true && values.json !== true)
    throw new UsageError("analyse: --pretty indents --json");
  return {
    match: positionals[0] as string,
    json: values.json === true,
    pretty: values.pretty === true,
    work: values.work === undefined ? undefined : positiveInteger("analyse", "work", values.work, 1),
    seats,
    db: values.db ?? DEFAULT_DB,
  };
}

/** The match's log: from the file `match` names, else from the store by table id. */
async function logOf(config: AnalyseArgs, env: LongRunIo["env"]): Promise<MatchLog> {
  if (existsSync(config.match)) return parseMatchLog(readFileSync(config.match, "utf8"));
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl === undefined && !existsSync(config.db))
    throw new CliError(
      `analyse: '${config.match}' is neither a log file nor a table of the store: there is no database '${config.db}' (--db, or DATABASE_URL)`,
    );
  const { store } = await openStore({ db: config.db, databaseUrl });
  try {
    const record = await store.getTable(config.match);
    if (record === null) throw new CliError(`analyse: there is no table '${config.match}' (nor such a file)`);
    if (record.status !== "finished")
      throw new CliError(
        `analyse: the match at table '${config.match}' is not over; a match is analysed once finished`,
      );
    return matchLogOf(record, await store.actions(config.match));
  } finally {
    await store.close();
  }
}

/** A move in a few words: its fields' values ("play H3", "bid garde", "place G4B2Y2G1 1 0 2"). */
export function actionWords(action: unknown): string {
  if (Array.isArray(action)) return action.map(actionWords).join(",");
  if (action !== null && typeof action === "object")
    return Object.values(action)
      .map(actionWords)
      .filter((words) => words !== "")
      .join(" ");
  return action === undefined ? "" : String(action);
}

/** A number of points as the report gives it: one decimal, none when whole. */
function points(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** "1 mistake", "3 mistakes". */
function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** One line per player: decisions weighed, accuracy, mean loss, the marks below good. */
function playerLine(player: PlayerAnalysis, log: MatchLog, unit: string): string {
  const name = seatLabel(log.seats[player.seat], player.seat);
  if (player.accuracy === null) return `${name}: no decision with a choice`;
  const { inaccuracy, mistake, blunder } = player.marks;
  const counts = `${counted(inaccuracy, "inaccuracy", "inaccuracies")}, ${counted(mistake, "mistake", "mistakes")}, ${counted(blunder, "blunder", "blunders")}`;
  return `${name}: ${counted(player.decisions, "decision", "decisions")}, accuracy ${Math.round(player.accuracy)} %, ${points(player.averageLoss)} ${unit} lost a decision on average; ${counts}`;
}

/** One line per decision marked an inaccuracy or worse. */
function decisionLine(decision: AnalysedDecision, log: MatchLog, unit: string): string {
  const name = seatLabel(log.seats[decision.seat], decision.seat);
  return `  ${decision.seq} ${gameClock(decision.at)} ${name}, ${decision.kind}: ${actionWords(decision.chosen)} where ${actionWords(decision.best)} was worth ${points(decision.loss)} ${unit} more: ${decision.mark}`;
}

/** The move-by-move analysis as text. */
function movesText(game: AnyGame, analysis: MovesAnalysis, log: MatchLog): string[] {
  const { inaccuracy, mistake, blunder } = analysis.thresholds;
  const marked = analysis.decisions.filter((d) => d.mark !== "best" && d.mark !== "good");
  return [
    `${game.title}: each decision weighed by the strong bot from the player's view then, ${analysis.work} ${analysis.workUnit} a decision (${analysis.covers}).`,
    `Marks by ${analysis.unit} lost against the best move: inaccuracy from ${inaccuracy}, mistake from ${mistake}, blunder from ${blunder}.`,
    "",
    ...analysis.players.map((player) => playerLine(player, log, analysis.unit)),
    "",
    marked.length === 0 ? "No inaccuracy." : "Inaccuracies, mistakes and blunders:",
    ...marked.map((decision) => decisionLine(decision, log, analysis.unit)),
  ];
}

const MS_PER_SECOND = 1000;

/** Milliseconds as seconds with one decimal ("4.2 s"); "-" for none. */
function inSeconds(ms: number | null): string {
  return ms === null ? "-" : `${(ms / MS_PER_SECOND).toFixed(1)} s`;
}

/** The SET games' analysis as text: each player's sets and pace, then each set taken. */
function setsText(game: AnyGame, analysis: SetsAnalysis, log: MatchLog): string[] {
  const name = (seat: number) => seatLabel(log.seats[seat], seat);
  return [
    `${game.title}: each set timed from when the table last changed (found in) and from when a set was there to take (waited).`,
    "",
    ...analysis.players.map(
      (player) =>
        `${name(player.seat)}: ${counted(player.sets, "set", "sets")}, found in ${inSeconds(player.meanFoundInMs)} on average (median ${inSeconds(player.medianFoundInMs)}); ${counted(player.wrongClaims, "wrong claim", "wrong claims")}; ${counted(player.missed, "set", "sets")} missed`,
    ),
    `${counted(analysis.unclaimed.length, "set", "sets")} left the table untaken.`,
    "",
    ...analysis.claims.map((claim) => {
      const pace =
        claim.ofOwnAverage === null ? "" : `, ${claim.ofOwnAverage.toFixed(1)} times their average`;
      return `  ${gameClock(claim.at)} ${name(claim.seat)}: ${claim.cards.join(" ")}, found in ${inSeconds(claim.foundInMs)}, a set waited ${inSeconds(claim.waitedMs)}${pace}`;
    }),
  ];
}

/** The analysis as text: move by move, or set by set. */
export function analysisText(game: AnyGame, analysis: MatchAnalysis, log: MatchLog): string {
  const lines = analysis.kind === "moves" ? movesText(game, analysis, log) : setsText(game, analysis, log);
  return `${lines.join("\n")}\n`;
}

/** Runs `parlor analyse`. */
export async function analyseCommand(args: readonly string[], io: LongRunIo): Promise<number> {
  const config = parseAnalyseArgs(args);
  const log = await logOf(config, io.env);
  const game = getGame(log.game);
  if (game === undefined) throw new CliError(`analyse: the log is of an unknown game '${log.game}'`);
  for (const seat of config.seats ?? [])
    if (seat >= log.seats.length)
      throw new UsageError(`analyse: --seat ${seat}: the match has seats 0 to ${log.seats.length - 1}`);
  let analysis: MatchAnalysis | null;
  try {
    analysis = analyseMatch(game, log, {
      ...(config.work !== undefined ? { work: config.work } : {}),
      ...(config.seats !== undefined ? { seats: config.seats } : {}),
    });
  } catch (error) {
    throw new CliError(`analyse: ${(error as Error).message}`);
  }
  if (analysis === null) throw new CliError(`analyse: ${game.title} has no analysis`);
  io.stdout(
    config.json
      ? `${JSON.stringify(analysis, null, config.pretty ? 2 : undefined)}\n`
      : analysisText(game, analysis, log),
  );
  return ExitCode.ok;
}
