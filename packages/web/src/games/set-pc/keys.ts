/**
 * The PC Set Game's shared keyboard, by physical key (KeyboardEvent.code), mirroring the 3 x 4
 * table: player A on the left block, player B on the right block.
 */
export const KEY_ROWS: readonly (readonly (readonly string[])[])[] = [
  [
    ["KeyQ", "KeyW", "KeyE", "KeyR"],
    ["KeyA", "KeyS", "KeyD", "KeyF"],
    ["KeyZ", "KeyX", "KeyC", "KeyV"],
  ],
  [
    ["KeyU", "KeyI", "KeyO", "KeyP"],
    ["KeyJ", "KeyK", "KeyL", "Semicolon"],
    ["KeyM", "Comma", "Period", "Slash"],
  ],
];

const LABELS: Readonly<Record<string, string>> = { Semicolon: ";", Comma: ",", Period: ".", Slash: "/" };

/** The key's label as printed on a US keyboard ("KeyQ" → "Q"). */
export function keyLabel(code: string): string {
  return LABELS[code] ?? code.replace(/^Key/, "");
}

/** Which player (0 = A, 1 = B) and slot a key presses on a rows x columns table, or null. */
export function slotForKey(
  code: string,
  columns: number,
  rows: number,
): { player: number; slot: number } | null {
  for (let player = 0; player < KEY_ROWS.length; player++) {
    const block = KEY_ROWS[player] ?? [];
    for (let r = 0; r < block.length && r < rows; r++) {
      const c = (block[r] ?? []).indexOf(code);
      if (c >= 0 && c < columns) return { player, slot: r * columns + c };
    }
  }
  return null;
}

/** The key of `player` for `slot`, or null when the slot has none. */
export function keyForSlot(player: number, slot: number, columns: number): string | null {
  const r = Math.floor(slot / columns);
  const c = slot % columns;
  return KEY_ROWS[player]?.[r]?.[c] ?? null;
}
