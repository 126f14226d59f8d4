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

/** What a key prints, by code, where it is not the code's letter: on a US keyboard. */
const US_LABELS: Readonly<Record<string, string>> = { Semicolon: ";", Comma: ",", Period: ".", Slash: "/" };

/**
 * What the keys print on the layouts of the page's languages, where they differ from a US keyboard
 * (the `pc.layout` of the language): French AZERTY, Brazilian ABNT2. Used when the browser cannot say
 * what the keyboard in front of it prints.
 */
export const LAYOUT_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  qwerty: {},
  azerty: {
    KeyQ: "A",
    KeyW: "Z",
    KeyA: "Q",
    KeyZ: "W",
    Semicolon: "M",
    KeyM: ",",
    Comma: ";",
    Period: ":",
    Slash: "!",
  },
  abnt2: { Semicolon: "Ç", Slash: ";" },
};

/** The labels of keys by code: what the keyboard prints (the browser's layout map), or a layout's. */
export type KeyLabels = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

/**
 * The key's label: as `labels` has it (a layout's, or the keyboard's own), else as printed on a US
 * keyboard ("KeyQ" → "Q").
 */
export function keyLabel(code: string, labels: KeyLabels = {}): string {
  const own = labels instanceof Map ? labels.get(code) : (labels as Readonly<Record<string, string>>)[code];
  return (own ?? US_LABELS[code] ?? code.replace(/^Key/, "")).toUpperCase();
}

/** A player's keys, row by row on a rows x columns table: "Q W E R / A S D F / Z X C V". */
export function blockWords(player: number, columns: number, rows: number, labels: KeyLabels = {}): string {
  return (KEY_ROWS[player] ?? [])
    .slice(0, rows)
    .map((row) =>
      row
        .slice(0, columns)
        .map((code) => keyLabel(code, labels))
        .join(" "),
    )
    .join(" / ");
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
