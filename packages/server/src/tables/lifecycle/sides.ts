import type { AnyGame, Outcome, Seat } from "@parlor/engine";

/** The sides of a match: the game's partnerships (Buraco's pairs), else every seat alone. */
export function sidesOf(game: AnyGame, seats: number, options: unknown): Seat[][] {
  const teams = game.teams?.(seats, options);
  if (teams && teams.length > 0) return teams.map((team) => [...team]);
  return Array.from({ length: seats }, (_, seat) => [seat]);
}

/** Whether a resignation ends the match at once: two sides (two seats, or two teams). */
export function twoSided(sides: readonly (readonly Seat[])[]): boolean {
  return sides.length === 2;
}

/**
 * The outcome of a match that ended before its end: the running score as the game keeps it (`score`:
 * a resignation or an abandonment keeps the scores it had), and the winners named (the side that did
 * not resign, or the seats still playing). Teams are kept when the game has them.
 */
export function outcomeNow(
  game: AnyGame,
  state: unknown,
  seats: number,
  options: unknown,
  winners: readonly Seat[],
): Outcome {
  const teams = game.teams?.(seats, options);
  return {
    scores: [...game.score(state)],
    winners: [...winners].sort((a, b) => a - b),
    ...(teams && teams.length > 0 ? { teams } : {}),
  };
}
