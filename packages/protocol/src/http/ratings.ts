/** `GET /api/leaderboard/:game` (docs/protocol.md#get-apileaderboardgame): a game's ratings, best first. */
import * as z from "zod/mini";
import { playerRef } from "../server.js";

/** The most rows a leaderboard answers with (and its default). */
export const LEADERBOARD_LIMIT = 100;

/** Its query: how many rows, 1 to LEADERBOARD_LIMIT (default: all of them). */
export const leaderboardQuery = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LEADERBOARD_LIMIT))),
});

/**
 * A player's rating in one game as people see it, on a leaderboard and on the player's page: the shown
 * rating (docs/ratings.md: 1500 + about 29.5 × the conservative ordinal mu − 3 sigma, whole; a board is
 * sorted by the ordinal itself), OpenSkill's mu and sigma, whether it is still provisional (few rated
 * matches yet, or a skill still uncertain: shown "1520?"), and the rated matches played and won.
 */
export const RATING_FIGURES = {
  rating: z.number(),
  mu: z.number(),
  sigma: z.number(),
  provisional: z.boolean(),
  games: z.number().check(z.int(), z.minimum(0)),
  wins: z.number().check(z.int(), z.minimum(0)),
};

/** One row of a leaderboard. */
export const leaderboardEntry = z.strictObject({ player: playerRef, ...RATING_FIGURES });
export type LeaderboardEntry = z.output<typeof leaderboardEntry>;

export const leaderboardAnswer = z.array(leaderboardEntry);
