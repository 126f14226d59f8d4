/**
 * What a drag on the Buraco table carries (HTML drag and drop): hand cards (physical ids, the whole
 * selection when the card dragged is selected), or the discard pile's top card (taking the pile).
 */
import type { DragEvent } from "react";

/** The drag's data type: the table's own, so a drop of anything else is ignored. */
export const DRAG_TYPE = "application/x-parlor-buraco";

/** What is dragged. */
export type Dragged =
  | { readonly from: "hand"; readonly card: string; readonly cards: readonly string[] }
  | { readonly from: "pile" };

/** The cards a drag from the hand moves: the selection when `card` is in it, else `card` alone. */
export function draggedCards(card: string, chosen: readonly string[]): string[] {
  return chosen.includes(card) ? [...chosen] : [card];
}

/** Starts a drag carrying `dragged`. */
export function startDrag(event: DragEvent, dragged: Dragged): void {
  event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dragged));
  event.dataTransfer.effectAllowed = "move";
}

/** Whether a drag over an element carries the table's data (so it may be dropped there). */
export function carriesCards(event: DragEvent): boolean {
  return event.dataTransfer.types.includes(DRAG_TYPE);
}

/** What a drop carries, or null when it is not the table's own. */
export function droppedData(event: DragEvent): Dragged | null {
  return parseDragged(event.dataTransfer.getData(DRAG_TYPE));
}

/** The drag's data read back (`startDrag` wrote it), or null for anything else. */
export function parseDragged(raw: string): Dragged | null {
  if (raw === "") return null;
  try {
    const data = JSON.parse(raw) as Dragged;
    if (data.from === "pile") return { from: "pile" };
    if (data.from === "hand" && typeof data.card === "string" && Array.isArray(data.cards)) {
      return { from: "hand", card: data.card, cards: data.cards.filter((c) => typeof c === "string") };
    }
    return null;
  } catch {
    return null;
  }
}
