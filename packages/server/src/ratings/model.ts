import { ordinal, rate, rating as openRating } from "openskill";
import type { RatingValue } from "@parlor/protocol";

/** A new player's mean skill: OpenSkill's default. */
export const INITIAL_MU = 25;
/** A new player's uncertainty: OpenSkill's default (mu / 3, so a newcomer's rating starts at 0). */
export const INITIAL_SIGMA = INITIAL_MU / 3;
/**
 * How many sigmas below the mean a leaderboard's rating sits (OpenSkill's ordinal, mu − z·sigma):
 * the rating a player is 99.7 % likely to be above.
 */
export const ORDINAL_SIGMAS = 3;

/** A skill estimate as OpenSkill keeps it. */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** A player who never played the game. */
export const NEWCOMER: Skill = { mu: INITIAL_MU, sigma: INITIAL_SIGMA };

/** A skill with its conservative rating (what leaderboards sort by and pages show). */
export function ratingValueOf(skill: Skill): RatingValue {
  return {
    rating: ordinal(openRating(skill), { z: ORDINAL_SIGMAS }),
    mu: skill.mu,
    sigma: skill.sigma,
  };
}

/**
 * New skills after one match: `sides` are the teams, each a list of its members' skills before the
 * match; `ranks` their places (lower is better, ties equal). The answer has the same shape.
 */
export function rateSides(sides: readonly (readonly Skill[])[], ranks: readonly number[]): Skill[][] {
  const teams = sides.map((side) => side.map((skill) => openRating({ mu: skill.mu, sigma: skill.sigma })));
  return rate(teams, { rank: [...ranks], mu: INITIAL_MU, sigma: INITIAL_SIGMA, z: ORDINAL_SIGMAS }).map(
    (team) => team.map(({ mu, sigma }) => ({ mu, sigma })),
  );
}
