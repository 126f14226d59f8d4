import { layoutOf, setsAmong, setsAnalysis, type SetsTable, type TableEvent } from "../analysis.js";
import { CLASSIC } from "../cards.js";
import type { SuperView, SuperViewEvent } from "./view.js";

/** A call, a set, a wrong call or a call window run out, as the analysis reads it. */
function tableEvent(event: SuperViewEvent): TableEvent[] {
  const { n, at } = event;
  switch (event.kind) {
    case "call":
      return [{ kind: "call", n, at, seat: event.seat }];
    case "set":
      return [{ kind: "set", n, at, seat: event.seat, cards: event.cards }];
    case "wrong":
    case "timeout":
      return [
        { kind: "wrong", n, at, seat: event.seat, cards: event.cards, unfinished: event.kind === "timeout" },
      ];
    default:
      return [];
  }
}

/**
 * SET Super Rules' table for the analysis: the grid, the sets among its cards (whoever may call
 * them: a super round's limits are left aside), and the calls. A set's times count to its call: the
 * grid cannot change while its caller points out the cards.
 */
export const superTable: SetsTable<SuperView> = {
  layout: (view) => layoutOf(view.grid),
  offered: (view) => setsAmong(CLASSIC, view.grid),
  events: (view) => view.events.flatMap(tableEvent),
};

/** SET Super Rules' match analysis. */
export const superAnalysis = setsAnalysis(superTable);
