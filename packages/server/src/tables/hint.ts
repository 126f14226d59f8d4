/**
 * Hints (issue 37): at an unrated table where every other seat is a bot, a person may ask what the
 * game's strong bot would do in their seat now (the engine's `hintFor`, from their seat's view only,
 * computed off the event loop). Never where another person plays: a hint would be help from outside.
 */
import { HintErrors, ProtocolErrors } from "@parlor/protocol";
import { err, ok, ruleError, type MatchLog, type Result, type RuleError } from "@parlor/engine";
import type { LiveTable } from "../live-table.js";

/** Computes a hint off the event loop: the engine's `Hint` as JSON text, or null (AnalysisWorkers.hint). */
export type Hinter = (log: MatchLog, seat: number, at: number) => Promise<string | null>;

/** Where a hint is asked from: the match so far, the game time now, the moves played. */
export interface HintPosition {
  readonly log: MatchLog;
  readonly at: number;
  readonly seq: number;
}

/** The position a hint for `seat` is computed from, or why the table gives none. */
export function hintPosition(table: LiveTable | undefined, seat: number): Result<HintPosition, RuleError> {
  if (table === undefined) return err(ruleError(ProtocolErrors.noTable, "That table is not here."));
  const { record, runner } = table;
  if (runner === null || record.status !== "playing" || runner.finished)
    return err(ruleError(ProtocolErrors.notStarted, "Hints are for a match being played."));
  if (record.rated) return err(ruleError(HintErrors.noHint, "There are no hints at a rated table."));
  const person = record.seats.findIndex((other, index) => index !== seat && other.bot === undefined);
  if (person >= 0)
    return err(ruleError(HintErrors.noHint, "Hints are for tables where you play against bots only."));
  const log = runner.log;
  return ok({ log, at: runner.time, seq: log.actions.length });
}
