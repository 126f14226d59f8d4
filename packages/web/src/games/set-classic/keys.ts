/**
 * Classic SET's keys, by the keys' places on the keyboard (`KeyboardEvent.code`, so they sit the same
 * on AZERTY or ABNT2 and are labelled as the keyboard prints them): the table is laid in columns of
 * three cards, as on Set with Friends, and the keyboard's three letter rows are its three rows — the
 * first column is Q A Z, the second W S X, and so on to the right. The chain's cards, set aside above
 * the table in a chained mode, take the digits 1, 2, 3 … Escape clears the picking.
 */

/** Cards in a column of the table (its rows). */
export const COLUMN_CARDS = 3;

/** The keys of the table's rows, left to right: one column per key (10 columns, 30 cards). */
export const ROW_KEYS: readonly (readonly string[])[] = [
  ["KeyQ", "KeyW", "KeyE", "KeyR", "KeyT", "KeyY", "KeyU", "KeyI", "KeyO", "KeyP"],
  ["KeyA", "KeyS", "KeyD", "KeyF", "KeyG", "KeyH", "KeyJ", "KeyK", "KeyL", "Semicolon"],
  ["KeyZ", "KeyX", "KeyC", "KeyV", "KeyB", "KeyN", "KeyM", "Comma", "Period", "Slash"],
];

/** The chain's keys, in the chain's order. */
export const CHAIN_KEYS: readonly string[] = ["Digit1", "Digit2", "Digit3", "Digit4", "Digit5", "Digit6"];

/** The key that clears the picking. */
export const CLEAR_KEY = "Escape";

/** The key of the table's place `place` (column by column, three to a column), or null past the keys. */
export function keyForPlace(place: number): string | null {
  if (place < 0) return null;
  return ROW_KEYS[place % COLUMN_CARDS]?.[Math.floor(place / COLUMN_CARDS)] ?? null;
}

/** The table's place a key picks, or null. */
export function placeForKey(code: string): number | null {
  for (let row = 0; row < ROW_KEYS.length; row++) {
    const column = ROW_KEYS[row]?.indexOf(code) ?? -1;
    if (column >= 0) return column * COLUMN_CARDS + row;
  }
  return null;
}

/** The key of the chain's card `index`, or null. */
export const keyForChain = (index: number): string | null => CHAIN_KEYS[index] ?? null;

/** The chain card a key picks (its index in the chain), or null. */
export function chainIndexForKey(code: string): number | null {
  const index = CHAIN_KEYS.indexOf(code);
  return index >= 0 ? index : null;
}

/**
 * What a key does on a table of `places` cards with a chain of `chain` cards: pick the place's card,
 * pick a chain card, clear the picking, or nothing.
 */
export type KeyAction =
  | { readonly kind: "place"; readonly place: number }
  | { readonly kind: "chain"; readonly index: number }
  | { readonly kind: "clear" }
  | null;

export function keyAction(code: string, places: number, chain: number): KeyAction {
  if (code === CLEAR_KEY) return { kind: "clear" };
  const place = placeForKey(code);
  if (place !== null) return place < places ? { kind: "place", place } : null;
  const index = chainIndexForKey(code);
  return index !== null && index < chain ? { kind: "chain", index } : null;
}
