import type { Subscriber } from "../live-table.js";
import { detachSubscribers } from "./frames.js";
import type { LiveTables } from "./memory.js";
import type { TableSteps } from "./steps.js";

/**
 * Several processes (and turn-based matches' moves due): brings these tables into memory if this
 * process can own them (a table being played whose owner died or handed it over goes on here, rebuilt
 * from its log). Resolves to how many came.
 */
export async function adopt(memory: LiveTables, ids: readonly string[]): Promise<number> {
  let count = 0;
  for (const id of ids) {
    if (memory.closing) break;
    if (memory.get(id)) continue;
    if (await memory.getOrWake(id)) count++;
  }
  return count;
}

/**
 * Several processes: these tables are no longer this process's (its lease was lost, or it hands
 * them over). Each leaves memory in its turn, once its steps under way are stored, writing nothing
 * more; its timers and bots stop. Resolves to the subscribers it had, detached: the caller tells them
 * the table moved once it may be taken elsewhere (subscriber.moved).
 */
export async function relinquish(
  memory: LiveTables,
  steps: TableSteps,
  ids: readonly string[],
): Promise<Subscriber[]> {
  const detached: Subscriber[] = [];
  await Promise.all(
    ids.map(async (id) => {
      const table = memory.get(id);
      if (!table) return;
      await steps
        .run(table, () => {
          if (table.gone) return;
          table.runner?.stop();
          detached.push(...detachSubscribers(table));
          memory.leaveMemory(table);
        })
        .catch(() => undefined);
    }),
  );
  return detached;
}
