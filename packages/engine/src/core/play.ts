import { CoreErrors, ruleError, type RuleError } from "./errors.js";
import { stateTime, type AnyGame, type Seat } from "./game.js";
import { err, ok, type Result } from "./result.js";

/**
 * The one entry point for outside input: checks the seat, parses the raw action with the game's
 * schema, refuses a time before the state's (`time-travel`), brings the state up to `at`, then
 * applies. Whatever is refused leaves the state unchanged. `wellFormed`: the action is known to be
 * one the schema accepts as it is (a move of the engine's own bots in a simulation), so it is not
 * parsed; the rules still check it.
 */
export function act<S>(
  game: AnyGame,
  state: S,
  seats: number,
  seat: Seat,
  raw: unknown,
  at: number,
  wellFormed = false,
): Result<{ state: S; action: unknown }, RuleError> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) {
    return err(ruleError(CoreErrors.badSeat, `There is no seat ${String(seat)} at this table.`));
  }
  const parsed = wellFormed ? { success: true as const, data: raw } : game.action.safeParse(raw);
  if (!parsed.success) {
    return err(ruleError(CoreErrors.malformed, `That is not a move of ${game.title}.`));
  }
  const time = stateTime(state);
  if (!(at >= time)) {
    return err(
      ruleError(CoreErrors.timeTravel, `A move at ${at} ms comes before the match's time (${time} ms).`),
    );
  }
  const current = game.advance(state, at) as S;
  if (game.outcome(current) !== null) {
    return err(ruleError(CoreErrors.finished, "The game is over."));
  }
  const result = game.apply(current, seat, parsed.data, at) as Result<S, RuleError>;
  return result.ok ? ok({ state: result.value, action: parsed.data }) : result;
}

/** Validates table options against the game's schema, filling in defaults. */
export function parseOptions<O>(game: AnyGame, input: unknown): Result<O, RuleError> {
  const parsed = game.options.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data as O);
  const first = parsed.error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join(".")}: ` : "";
  return err(
    ruleError("bad-options", `Bad table options for ${game.title}: ${where}${first?.message ?? "invalid"}.`),
  );
}
