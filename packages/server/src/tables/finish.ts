import type { Outcome } from "@parlor/engine";
import type { TableEnding } from "@parlor/protocol";
import type { LiveTable } from "../live-table.js";
import { practiceResultOf } from "../practice/result.js";
import { rateMatch } from "../ratings/match.js";
import { SerialQueue } from "../serial.js";
import type { Store, TableRecord } from "../store/store.js";
import { playedByEveryone } from "./lifecycle/participation.js";
import type { Logger } from "./logger.js";

/** What finishing a table needs. */
export interface FinishContext {
  readonly store: Store;
  readonly logger: Logger;
  /** Wall-clock milliseconds (Date.now). */
  readonly wallClock: () => number;
}

/**
 * Rated matches of one store are rated one after the other: each reads its players' ratings and
 * stores the new ones before the next reads (bot players sit at many tables at once; two tables
 * finishing together must not both start from the same rating and lose one of the games).
 */
const ratingQueues = new WeakMap<Store, SerialQueue>();

function ratingQueueOf(store: Store): SerialQueue {
  let queue = ratingQueues.get(store);
  if (!queue) {
    queue = new SerialQueue();
    ratingQueues.set(store, queue);
  }
  return queue;
}

/**
 * Finishes a table, inside a step of its queue: one write of the step stores the table finished
 * (its outcome, how it ended, the game time its log reached, whether everyone took part) and, for a
 * rated match that did not end abandoned and that every person played (`played`: each made the
 * game's `minimumMoves` themselves), its players' new ratings with its seats' rating changes in the
 * same transaction; then
 * the change is applied to the table in memory. A solo practice played out is then offered as its
 * player's personal best (practice/result.ts), in a write of its own after the finish; a failure
 * there is logged and leaves the finished table as it is. The caller sends the table frame after the step
 * (`table.after(() => tellTable(table))`).
 */
export function finishTable(
  context: FinishContext,
  table: LiveTable,
  outcome: Outcome,
  ending: TableEnding,
  until: number | null,
): void {
  const { store, logger, wallClock } = context;
  const actions = table.runner?.log.actions ?? [];
  table.store(async () => {
    const finishedAt = wallClock();
    const record = table.record;
    const played = playedByEveryone(table.game, record.options, record.seats, actions);
    const change: Partial<TableRecord> = { status: "finished", finishedAt, outcome, until, ending, played };
    if (record.rated && ending !== "abandoned" && played) {
      const stored = await ratingQueueOf(store).run(async () => {
        const rated = await rateMatch(store, record, outcome, finishedAt);
        if (rated.ratings.length === 0) return null;
        const rates = { ...change, seats: rated.seats };
        await store.storeRatings(rated.ratings, record.id, rates);
        return { rates, players: rated.ratings.length };
      });
      if (stored) {
        table.record = { ...table.record, ...stored.rates };
        logger.info({ table: record.id, players: stored.players }, "ratings updated");
        return;
      }
    }
    await store.updateTable(record.id, change);
    table.record = { ...table.record, ...change };
  });
  const practice = table.runner ? practiceResultOf(table.game, table.record, table.runner.log, ending) : null;
  if (practice)
    table.store(async () => {
      const best = { ...practice, finishedAt: table.record.finishedAt ?? wallClock() };
      try {
        const kept = await store.offerPersonalBest(best);
        logger.info({ table: best.tableId, mode: best.mode, timeMs: best.timeMs, kept }, "practice finished");
      } catch (error) {
        logger.error({ table: best.tableId, err: error }, "a practice's personal best could not be stored");
      }
    });
}
