/**
 * The stock: drawing its top card, and what happens when it runs out (`shared/rules/buraco.md`: an
 * untaken morto becomes the stock; with none left, the hand ends, which `turn.ts` decides).
 */
import { record, replaceAt, type BuracoState } from "./state.js";

/**
 * The state with the stock renewed when it is empty: the first side's morto still waiting face down
 * (side 0's before side 1's) becomes the stock, an event; as it was when the stock has cards or no
 * morto waits.
 */
export function renewStock(state: BuracoState, at: number): BuracoState {
  if (state.stock.length > 0) return state;
  const side = state.mortoFates.findIndex((fate) => fate === "waiting");
  if (side < 0) return state;
  const s: BuracoState = {
    ...state,
    stock: state.mortos[side] ?? [],
    mortos: replaceAt(state.mortos, side, []),
    mortoFates: replaceAt(state.mortoFates, side, "stock"),
  };
  return record(s, { kind: "morto-to-stock", at, side });
}

/**
 * The stock's top card and the state without it (the stock renewed from a morto first if it is
 * empty), or null when there is no card left to draw.
 */
export function drawFromStock(state: BuracoState, at: number): { state: BuracoState; card: string } | null {
  const s = renewStock(state, at);
  const card = s.stock[s.stock.length - 1];
  if (card === undefined) return null;
  return { state: { ...s, stock: s.stock.slice(0, -1) }, card };
}
