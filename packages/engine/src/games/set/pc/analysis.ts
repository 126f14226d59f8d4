import { layoutOf, setsAmong, setsAnalysis, type SetsTable, type TableEvent } from "../analysis.js";
import type { PcEventView, PcView } from "./view.js";

/** A set or a wrong claim as the analysis reads it (a wrong claim's cards are those on its slots). */
function tableEvent(view: PcView, event: PcEventView): TableEvent[] {
  if (event.kind === "set")
    return [{ kind: "set", n: event.n, at: event.at, seat: event.seat, cards: event.cards }];
  if (event.kind === "reshuffle") return [];
  // A wrong claim leaves the table as it was: its slots still hold the cards claimed.
  const cards = event.slots.map((slot) => view.slots[slot] ?? "");
  return [{ kind: "wrong", n: event.n, at: event.at, seat: event.seat, cards }];
}

/**
 * The PC Set Game's table for the analysis: the slots, the sets among their cards (of the table's
 * deck: `featureSize` cards a set), and the tokens' claims. The countdown's reshuffles are deadlines.
 */
export const pcTable: SetsTable<PcView> = {
  layout: (view) => layoutOf(view.slots),
  offered: (view) => setsAmong({ features: view.featureCount, values: view.featureSize }, view.slots),
  events: (view) => view.events.flatMap((event) => tableEvent(view, event)),
};

/** The PC Set Game's match analysis. */
export const pcAnalysis = setsAnalysis(pcTable);
