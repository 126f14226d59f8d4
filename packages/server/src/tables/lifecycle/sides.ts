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
 * Each seat's score as the spectator's view shows it when the game's view has `scores` (one per seat,
 * or one per side), else 0 for everyone: a match ended early keeps the scores it had.
 */
export function scoresNow(
  spectatorView: unknown,
  sides: readonly (readonly Seat[])[],
  seats: number,
): number[] {
  const shown = (spectatorView as { readonly scores?: unknown } | null)?.scores;
  const numbers =
    Array.isArray(shown) && shown.every((n) => typeof n === "number") ? (shown as number[]) : null;
  if (numbers && numbers.length === seats) return [...numbers];
  const scores = Array.from({ length: seats }, () => 0);
  if (numbers && numbers.length === sides.length)
    sides.forEach((side, i) => side.forEach((seat) => (scores[seat] = numbers[i] as number)));
  return scores;
}

/**
 * The outcome of a match that ended before its end: the scores as they stand, and the winners named
 * (the side that did not resign, or the seats still playing). Teams are kept when the game has them.
 */
export function outcomeNow(
  game: AnyGame,
  spectatorView: unknown,
  seats: number,
  options: unknown,
  winners: readonly Seat[],
): Outcome {
  const sides = sidesOf(game, seats, options);
  const teams = game.teams?.(seats, options);
  return {
    scores: scoresNow(spectatorView, sides, seats),
    winners: [...winners].sort((a, b) => a - b),
    ...(teams && teams.length > 0 ? { teams } : {}),
  };
}
