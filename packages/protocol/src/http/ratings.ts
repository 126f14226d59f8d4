/** `GET /api/leaderboard/:game` (docs/protocol.md#get-apileaderboardgame): a game's ratings, best first. */
import * as z from "zod/mini";
import { playerRef } from "../server.js";

/** The most rows a leaderboard answers with (and its default). */
export const LEADERBOARD_LIMIT = 100;

/** Its query: how many rows, 1 to LEADERBOARD_LIMIT (default: all of them). */
export const leaderboardQuery = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LEADERBOARD_LIMIT))),
});

/** One row of a leaderboard. */
export const leaderboardEntry = z.strictObject({
  player: playerRef,
  /**
   * The rating people see (docs/ratings.md: 1500 + about 29.5 × the conservative ordinal mu − 3
   * sigma, whole); the board is sorted by the ordinal itself.
   */
  rating: z.number(),
  mu: z.number(),
  sigma: z.number(),
  /** Few rated matches yet, or a skill still uncertain: shown "1520?". */
  provisional: z.boolean(),
  /** Rated matches played, and won, in this game. */
  games: z.number().check(z.int(), z.minimum(0)),
  wins: z.number().check(z.int(), z.minimum(0)),
});
export type LeaderboardEntry = z.output<typeof leaderboardEntry>;

export const leaderboardAnswer = z.array(leaderboardEntry);
