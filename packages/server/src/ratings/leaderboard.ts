import { getGame } from "@parlor/engine";
import type { PlayerRef } from "@parlor/protocol";
import type { Store } from "../store/store.js";

/** The most rows a leaderboard answers with (and its default). */
export const LEADERBOARD_LIMIT = 100;

/** One row of `GET /api/leaderboard/:game`. */
export interface LeaderboardEntry {
  readonly player: PlayerRef;
  /** The conservative ordinal (mu − 3 sigma): what the board is sorted by, best first. */
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  /** Rated matches played, and won, in this game. */
  readonly games: number;
  readonly wins: number;
}

/** A game's leaderboard, best first; null when there is no such game. */
export async function leaderboardOf(
  store: Store,
  gameId: string,
  limit: number = LEADERBOARD_LIMIT,
): Promise<LeaderboardEntry[] | null> {
  const game = getGame(gameId);
  if (!game) return null;
  const botPrefix = `bot-${game.id}-`;
  const rows = await store.leaderboard(game.id, Math.min(limit, LEADERBOARD_LIMIT));
  return rows.map((row) => ({
    player: {
      id: row.playerId,
      name: row.name,
      // A bot player says its level, for pages to name it in their language.
      ...(row.kind === "bot" && row.playerId.startsWith(botPrefix)
        ? { bot: row.playerId.slice(botPrefix.length) }
        : {}),
    },
    rating: row.rating,
    mu: row.mu,
    sigma: row.sigma,
    games: row.games,
    wins: row.wins,
  }));
}
