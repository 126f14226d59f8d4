/**
 * The stock: drawing its top card. When it runs out no morto becomes the stock (`shared/rules/buraco.md`):
 * the player who must draw may still take the discard pile, else the hand ends (`turn.ts`, `draw.ts`).
 */
import type { BuracoState } from "./state.js";

/** The stock's top card and the state without it, or null when the stock is empty. */
export function drawFromStock(state: BuracoState): { state: BuracoState; card: string } | null {
  const card = state.stock[state.stock.length - 1];
  if (card === undefined) return null;
  return { state: { ...state, stock: state.stock.slice(0, -1) }, card };
}
