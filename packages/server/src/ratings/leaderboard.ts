import { getGame } from "@parlor/engine";
import { LEADERBOARD_LIMIT, type DeepReadonly, type LeaderboardEntry as Entry } from "@parlor/protocol";
import type { LeaderboardQualification, Store } from "../store/store.js";
import { isProvisional, displayedRating } from "./model.js";

/** The most rows a leaderboard answers with (and its default): the protocol's. */
export { LEADERBOARD_LIMIT };
/** A leaderboard lists a player once they have played at least this many rated matches of the game… */
export const LEADERBOARD_MIN_GAMES = 5;
/** …against at least this many distinct players (on other sides; each bot level is one player). */
export const LEADERBOARD_MIN_OPPONENTS = 3;

/** Who the leaderboards list (docs/ratings.md). */
export const LEADERBOARD_QUALIFICATION: LeaderboardQualification = {
  games: LEADERBOARD_MIN_GAMES,
  opponents: LEADERBOARD_MIN_OPPONENTS,
};

/** One row of `GET /api/leaderboard/:game` (the protocol's `leaderboardEntry`). */
export type LeaderboardEntry = DeepReadonly<Entry>;

/**
 * A game's leaderboard, best first: the players who qualify (`qualification`: at least 5 rated
 * matches against at least 3 distinct opponents); null when there is no such game.
 */
export async function leaderboardOf(
  store: Store,
  gameId: string,
  limit: number = LEADERBOARD_LIMIT,
  qualification: LeaderboardQualification = LEADERBOARD_QUALIFICATION,
): Promise<LeaderboardEntry[] | null> {
  const game = getGame(gameId);
  if (!game) return null;
  const botPrefix = `bot-${game.id}-`;
  const rows = await store.leaderboard(game.id, Math.min(limit, LEADERBOARD_LIMIT), qualification);
  return rows.map((row) => ({
    player: {
      id: row.playerId,
      name: row.name,
      // A bot player says its level, for pages to name it in their language.
      ...(row.kind === "bot" && row.playerId.startsWith(botPrefix)
        ? { bot: row.playerId.slice(botPrefix.length) }
        : {}),
    },
    rating: displayedRating(row),
    mu: row.mu,
    sigma: row.sigma,
    provisional: isProvisional(row, row.games),
    games: row.games,
    wins: row.wins,
  }));
}
