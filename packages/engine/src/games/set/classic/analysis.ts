import { layoutOf, setsAnalysis, type SetsTable, type TableEvent } from "../analysis.js";
import { cardCode, cardId, type DeckShape } from "../cards.js";
import { findSolutions } from "./solutions.js";
import type { ClassicEventView, ClassicView } from "./view.js";

/** Values per feature of every classic SET deck. */
const VALUES = 3;

/** Between the table and the chain set aside, in a layout. */
const CHAIN_BREAK = " | ";

/** A solution found or a wrong claim, as the analysis reads it. */
function tableEvent(event: ClassicEventView): TableEvent[] {
  if (event.kind === "deal") return [];
  return [
    {
      kind: event.kind === "found" ? "set" : "wrong",
      n: event.n,
      at: event.at,
      seat: event.seat,
      cards: event.cards,
    },
  ];
}

/** The same cards whatever their order. */
function keyOf(cards: readonly string[]): string {
  return [...cards].sort().join(" ");
}

/**
 * The solutions a claim could take: the mode's (sets, ultrasets, ghostsets) among the table's cards,
 * with the chain's when chained; a puzzle's not yet found.
 */
function solutionsOn(view: ClassicView): string[][] {
  const shape: DeckShape = { features: view.features, values: VALUES };
  const ids = (codes: readonly string[]): number[] => codes.map((code) => cardId(shape, code));
  const search = view.chain.length > 0 ? { chain: ids(view.chain), reuse: view.chainReuse } : {};
  const solutions = findSolutions(view.kind, shape, ids(view.board), search).map((cards) =>
    cards.map((card) => cardCode(shape, card)),
  );
  if (view.puzzle === null) return solutions;
  const found = new Set(view.puzzle.found.map(keyOf));
  return solutions.filter((cards) => !found.has(keyOf(cards)));
}

/**
 * Classic SET's table for the analysis: the table's cards (and the chain set aside), the solutions a
 * claim could take (a "set" of the analysis is the mode's solution), and the claims.
 */
export const classicTable: SetsTable<ClassicView> = {
  layout: (view) => layoutOf(view.board) + CHAIN_BREAK + layoutOf(view.chain),
  offered: solutionsOn,
  events: (view) => view.events.flatMap(tableEvent),
};

/** Classic SET's match analysis. */
export const classicAnalysis = setsAnalysis(classicTable);
