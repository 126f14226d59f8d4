import { err } from "./result.js";

/**
 * Why an action was refused. `code` is stable (clients and tests match on it); `message` is a
 * sentence a player understands.
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

export function ruleError(code: string, message: string): RuleError {
  return { code, message };
}

/** Shorthand for `err(ruleError(code, message))`, the usual way an `apply` refuses an action. */
export function refuse(code: string, message: string): { readonly ok: false; readonly error: RuleError } {
  return err(ruleError(code, message));
}

/** Codes the core itself produces, whatever the game. */
export const CoreErrors = {
  malformed: "malformed-action",
  badSeat: "bad-seat",
  finished: "game-over",
  timeTravel: "time-travel",
} as const;
