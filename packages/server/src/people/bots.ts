/**
 * Bots are players too, one per game and level (`bot-<game>-<level>`, "Greedy bot"), so they have a
 * page, a rating and a place on the leaderboard. Their records are made in the store when first
 * needed.
 */
import { botLevel, getGame } from "@parlor/engine";
import type { PlayerRef } from "@parlor/protocol";
import type { PlayerRecord, Store } from "../store/store.js";

/** A bot player's id prefix. */
const BOT_PREFIX = "bot-";

/** The player of a game's bot level: `{ id: "bot-ruhd-greedy", name: "Greedy bot", bot: "greedy" }`. */
export function botPlayer(game: string, level: string): PlayerRef {
  const name = `${level.charAt(0).toUpperCase()}${level.slice(1)} bot`;
  return { id: `${BOT_PREFIX}${game}-${level}`, name, bot: level };
}

/** The game and level of a bot player's id, when it names a level a game has. */
export function botOfId(id: string): { game: string; level: string } | null {
  if (!id.startsWith(BOT_PREFIX)) return null;
  const rest = id.slice(BOT_PREFIX.length);
  // Game ids may hold dashes (set-pc): the level is what follows the last one.
  const cut = rest.lastIndexOf("-");
  if (cut <= 0) return null;
  const game = getGame(rest.slice(0, cut));
  const level = rest.slice(cut + 1);
  if (!game || !botLevel(game, level)) return null;
  return { game: game.id, level };
}

/** A bot player's record as the store keeps it. */
export function botRecord(game: string, level: string, createdAt: number): PlayerRecord {
  const ref = botPlayer(game, level);
  return { id: ref.id, name: ref.name, kind: "bot", username: null, passwordHash: null, createdAt };
}

/** The bot player of a game's level, made in the store the first time it is asked for. */
export async function ensureBotPlayer(
  store: Store,
  game: string,
  level: string,
  wallClock: () => number = Date.now,
): Promise<PlayerRecord> {
  const id = botPlayer(game, level).id;
  const found = await store.getPlayer(id);
  if (found) return found;
  const record = botRecord(game, level, wallClock());
  try {
    await store.createPlayer(record);
  } catch (error) {
    // Made meanwhile by another request: that one is as good.
    const again = await store.getPlayer(id);
    if (again) return again;
    throw error;
  }
  return record;
}
