import type { Outcome } from "@parlor/engine";
import type { TableEnding } from "@parlor/protocol";
import type { LiveTable } from "../live-table.js";
import { rateMatch } from "../ratings/match.js";
import type { Store, TableRecord } from "../store/store.js";
import type { Logger } from "./logger.js";

/** What finishing a table needs. */
export interface FinishContext {
  readonly store: Store;
  readonly logger: Logger;
  /** Wall-clock milliseconds (Date.now). */
  readonly wallClock: () => number;
}

/**
 * Finishes a table, inside a step of its queue: one write of the step stores the table finished
 * (its outcome, how it ended, the game time its log reached) and, for a rated match that did not end
 * abandoned, its players' new ratings with its seats' rating changes in the same transaction; then
 * the change is applied to the table in memory. The caller sends the table frame after the step
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
  table.store(async () => {
    const finishedAt = wallClock();
    const change: Partial<TableRecord> = { status: "finished", finishedAt, outcome, until, ending };
    const record = table.record;
    if (record.rated && ending !== "abandoned") {
      const rated = await rateMatch(store, record, outcome, finishedAt);
      if (rated.ratings.length > 0) {
        const rates = { ...change, seats: rated.seats };
        await store.storeRatings(rated.ratings, record.id, rates);
        table.record = { ...table.record, ...rates };
        logger.info({ table: record.id, players: rated.ratings.length }, "ratings updated");
        return;
      }
    }
    await store.updateTable(record.id, change);
    table.record = { ...table.record, ...change };
  });
}
