import type { LogEntry } from "@parlor/engine";
import type { LiveTable } from "../live-table.js";
import type { Metrics } from "../metrics.js";
import type { Store, TableRecord } from "../store/store.js";

/** Changes the table's record: stored first, then applied in memory (a write of the step). */
export function storeChange(store: Store, table: LiveTable, change: Partial<TableRecord>): void {
  table.store(async () => {
    await store.updateTable(table.record.id, change);
    table.record = { ...table.record, ...change };
  });
}

/** Appends an accepted action to the table's log, then moves its seq (a write of the step). */
export function storeAction(store: Store, metrics: Metrics | null, table: LiveTable, entry: LogEntry): void {
  table.store(async () => {
    await store.appendAction(table.record.id, entry);
    table.record = { ...table.record, seq: entry.seq };
    metrics?.actions.inc({ game: table.game.id });
  });
}
