import { botRecord } from "../people/bots.js";
import type { Store } from "../store/store.js";

/**
 * Makes a game's bot-level player (people/bots.ts: `bot-<game>-<level>`, "Greedy bot") in the store
 * unless it is there already: the first rated match of a level makes it. Two tables may race to make
 * it; the loser finds it made.
 */
export async function ensureBotPlayer(
  store: Pick<Store, "getPlayer" | "createPlayer">,
  game: string,
  level: string,
  now: number,
): Promise<void> {
  const record = botRecord(game, level, now);
  if (await store.getPlayer(record.id)) return;
  try {
    await store.createPlayer(record);
  } catch (error) {
    if (!(await store.getPlayer(record.id))) throw error;
  }
}
