import type { PlayerRef } from "@parlor/protocol";
import type { Store } from "../store/store.js";

/**
 * The rated player of a game's bot level: one per game and level, so the leaderboard shows how
 * strong each level is. Its name stays English in the store ("Greedy bot"); pages name it by `bot`
 * in their own language.
 */
export function botPlayer(game: string, level: string): PlayerRef & { readonly bot: string } {
  return {
    id: `bot-${game}-${level}`,
    name: `${level.charAt(0).toUpperCase()}${level.slice(1)} bot`,
    bot: level,
  };
}

/** Makes the bot player in the store unless it is there already (two tables may race: both are fine). */
export async function ensureBotPlayer(
  store: Pick<Store, "getPlayer" | "createPlayer">,
  player: PlayerRef,
  now: number,
): Promise<void> {
  if (await store.getPlayer(player.id)) return;
  try {
    await store.createPlayer({
      id: player.id,
      name: player.name,
      kind: "bot",
      username: null,
      passwordHash: null,
      createdAt: now,
    });
  } catch (error) {
    // Another table's finish made it between our look and our write.
    if (!(await store.getPlayer(player.id))) throw error;
  }
}
