/** The leaderboards of the HTTP API (`GET /api/leaderboard/:game`, docs/protocol.md). */
import { leaderboardAnswer, type LeaderboardEntry } from "@parlor/protocol";
import { request } from "../api";

/** One row of a game's leaderboard, best first (the protocol's `leaderboardEntry`). */
export type { LeaderboardEntry };

/** A game's leaderboard (ApiError `no-game` for a game the server does not have). */
export const getLeaderboard = (game: string): Promise<LeaderboardEntry[]> =>
  request(`/api/leaderboard/${encodeURIComponent(game)}`, leaderboardAnswer);
