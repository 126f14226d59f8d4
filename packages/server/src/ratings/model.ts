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

/**
 * How much one player's performance varies from match to match (OpenSkill's beta, its default:
 * half a newcomer's sigma). It sets what a gap in skill means: between two settled players a gap of
 * mu d gives the stronger one a chance to win of 1 / (1 + e^(−d / (√2 · beta))) (Plackett–Luce).
 */
export const BETA = INITIAL_SIGMA / 2;

/** The rating people see of a newcomer (an ordinal of 0): the middle of the familiar chess-like scale. */
export const DISPLAY_BASE = 1500;
/**
 * Displayed rating points per unit of OpenSkill's ordinal: chosen so that a gap in displayed rating
 * means what the same gap in Elo points means, 400 points for odds of 10 to 1 between settled players
 * (Elo: 1 / (1 + 10^(−D / 400)); OpenSkill: 1 / (1 + e^(−d / (√2 · beta))); so D = d · 400 / (ln 10 ·
 * √2 · beta)), about 29.5.
 */
export const DISPLAY_POINTS = 400 / (Math.LN10 * Math.SQRT2 * BETA);
/**
 * The lowest rating shown: a rating is never negative. No real record comes near it (an ordinal
 * below −50; thirty straight losses to newcomers reach about −17, shown as about 1010).
 */
export const DISPLAY_FLOOR = 0;
/** A rating is provisional while its player has played fewer rated matches of the game than this… */
export const PROVISIONAL_GAMES = 10;
/**
 * …or while its uncertainty is above this (a newcomer's sigma is 8.33; about ten matches of even
 * results bring it under 7 in every game's table sizes, and damped repeat matches barely do).
 */
export const PROVISIONAL_SIGMA = 7;

/** A skill estimate as OpenSkill keeps it. */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** A player who never played the game. */
export const NEWCOMER: Skill = { mu: INITIAL_MU, sigma: INITIAL_SIGMA };

/** OpenSkill's conservative ordinal (mu − 3 sigma): what leaderboards sort by, 0 for a newcomer. */
export function ordinalOf(skill: Skill): number {
  return ordinal(openRating(skill), { z: ORDINAL_SIGMAS });
}

/**
 * The rating people see: the conservative ordinal on a chess-like scale, DISPLAY_BASE +
 * DISPLAY_POINTS × ordinal, rounded to a whole number, never below DISPLAY_FLOOR. A newcomer shows
 * 1500; the scale only stretches the ordinal, so it orders players as the ordinal does.
 */
export function displayedRating(skill: Skill): number {
  return Math.max(DISPLAY_FLOOR, Math.round(DISPLAY_BASE + DISPLAY_POINTS * ordinalOf(skill)));
}

/** Whether a rating is provisional: too few rated matches, or its skill still too uncertain. */
export function isProvisional(skill: Skill, games: number): boolean {
  return games < PROVISIONAL_GAMES || skill.sigma > PROVISIONAL_SIGMA;
}

/** A skill as pages show it, after `games` rated matches of the game: the displayed rating, mu, sigma. */
export function ratingValueOf(skill: Skill, games: number): RatingValue {
  return {
    rating: displayedRating(skill),
    mu: skill.mu,
    sigma: skill.sigma,
    provisional: isProvisional(skill, games),
  };
}

/**
 * A skill moved only part of the way a match moved it: `before` + `weight` × (`after` − `before`),
 * mu and sigma alike (weight 1: the whole change, 0: none).
 */
export function blend(before: Skill, after: Skill, weight: number): Skill {
  return {
    mu: before.mu + weight * (after.mu - before.mu),
    sigma: before.sigma + weight * (after.sigma - before.sigma),
  };
}

/**
 * New skills after one match: `sides` are the teams, each a list of its members' skills before the
 * match; `ranks` their places (lower is better, ties equal). The answer has the same shape.
 */
export function rateSides(sides: readonly (readonly Skill[])[], ranks: readonly number[]): Skill[][] {
  const teams = sides.map((side) => side.map((skill) => openRating({ mu: skill.mu, sigma: skill.sigma })));
  return rate(teams, {
    rank: [...ranks],
    mu: INITIAL_MU,
    sigma: INITIAL_SIGMA,
    beta: BETA,
    z: ORDINAL_SIGMAS,
  }).map((team) => team.map(({ mu, sigma }) => ({ mu, sigma })));
}
