/** The leaderboards of the HTTP API (`GET /api/leaderboard/:game`, docs/protocol.md). */
import type { PlayerRef } from "@parlor/protocol";
import { request } from "../api";

/** One row of a game's leaderboard, best first. */
export interface LeaderboardEntry {
  readonly player: PlayerRef;
  /**
   * The rating people see (docs/ratings.md: 1500 + about 29.5 × the conservative ordinal mu − 3
   * sigma, whole); the board is sorted by the ordinal.
   */
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  /** Few rated matches yet, or an uncertain skill: shown "1520?" (absent from older servers). */
  readonly provisional?: boolean;
  /** Rated matches played, and won, in this game. */
  readonly games: number;
  readonly wins: number;
}

/** A game's leaderboard (ApiError `no-game` for a game the server does not have). */
export const getLeaderboard = (game: string): Promise<LeaderboardEntry[]> =>
  request(`/api/leaderboard/${encodeURIComponent(game)}`);
