import { layoutOf, setsAmong, setsAnalysis, type SetsTable, type TableEvent } from "../analysis.js";
import { SHAPE } from "./options.js";
import type { PatternsEventView, PatternsView } from "./view.js";

/** Rows of the pool in a layout. */
const ROW_BREAK = " / ";

/** A set called, or a wrong call (a "Boop! Bad!" too), as the analysis reads it. */
function tableEvent(event: PatternsEventView): TableEvent[] {
  if (event.kind === "set")
    return [{ kind: "set", n: event.n, at: event.at, seat: event.seat, cards: event.cards }];
  if (event.kind === "wrong" || event.kind === "boop")
    return [{ kind: "wrong", n: event.n, at: event.at, seat: event.seat, cards: event.cards }];
  return [];
}

/**
 * Patterns' table for the analysis: the pool row by row, the sets among its cards, the calls. The
 * pool grows by vote, so a set the players agreed was not there stays on the table, still waiting.
 */
export const patternsTable: SetsTable<PatternsView> = {
  layout: (view) => view.pool.map(layoutOf).join(ROW_BREAK),
  offered: (view) => setsAmong(SHAPE, view.pool.flat()),
  events: (view) => view.events.flatMap(tableEvent),
};

/** Patterns' match analysis. */
export const patternsAnalysis = setsAnalysis(patternsTable);
