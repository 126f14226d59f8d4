import { getSettings, type KeyMap } from "../../settings/settings";

/**
 * The PC Set Game's shared keyboard, by physical key (KeyboardEvent.code), mirroring the 3 x 4
 * table: player A on the left block, player B on the right block. These are the defaults: the person
 * may remap any key on the Settings page (`settings.pcKeys`, read by `keyRows`).
 */
export const KEY_ROWS: KeyMap = [
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

/** What a key prints, by code, where it is not the code's letter or digit: on a US keyboard. */
const US_LABELS: Readonly<Record<string, string>> = {
  Semicolon: ";",
  Comma: ",",
  Period: ".",
  Slash: "/",
  Quote: "'",
  Backquote: "`",
  BracketLeft: "[",
  BracketRight: "]",
  Backslash: "\\",
  IntlBackslash: "\\",
  Minus: "-",
  Equal: "=",
  NumpadAdd: "Num +",
  NumpadSubtract: "Num -",
  NumpadMultiply: "Num *",
  NumpadDivide: "Num /",
  NumpadDecimal: "Num .",
};

/**
 * The keys a player may be given: those that print something (letters, digits, punctuation, the
 * number pad). Others are refused: Escape, Tab, Enter and Space work the page, modifiers make
 * shortcuts, and a function key belongs to the browser.
 */
const PLAYABLE_KEY =
  /^(Key[A-Z]|Digit\d|Numpad(\d|Add|Subtract|Multiply|Divide|Decimal)|Semicolon|Comma|Period|Slash|Quote|Backquote|BracketLeft|BracketRight|Backslash|IntlBackslash|IntlRo|IntlYen|Minus|Equal)$/;

/** Whether `code` may be one of a player's keys. */
export const playableKey = (code: string): boolean => PLAYABLE_KEY.test(code);

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
  return (
    own ??
    US_LABELS[code] ??
    code.replace(/^(Key|Digit)/, "").replace(/^Numpad/, "Num ")
  ).toUpperCase();
}

/** Whether `map` has the shape of the default blocks (players, rows, columns) and no key twice. */
export function validKeyMap(map: KeyMap): boolean {
  const codes = map.flat(2);
  return (
    map.length === KEY_ROWS.length &&
    map.every(
      (block, player) =>
        block.length === KEY_ROWS[player]?.length &&
        block.every((row, r) => row.length === KEY_ROWS[player]?.[r]?.length),
    ) &&
    codes.every(playableKey) &&
    new Set(codes).size === codes.length
  );
}

/** The keys in use: the person's (Settings) when they are a valid map, else the defaults. */
export function keyRows(): KeyMap {
  const own = getSettings().pcKeys;
  return own && validKeyMap(own) ? own : KEY_ROWS;
}

/** A place in the blocks: a player's key for one slot of the 3 x 4 grid. */
export interface KeyPlace {
  readonly player: number;
  readonly row: number;
  readonly column: number;
}

/** Where `code` is in `map`, or null. */
export function placeOfKey(map: KeyMap, code: string): KeyPlace | null {
  for (let player = 0; player < map.length; player++) {
    const block = map[player] ?? [];
    for (let row = 0; row < block.length; row++) {
      const column = (block[row] ?? []).indexOf(code);
      if (column >= 0) return { player, row, column };
    }
  }
  return null;
}

/**
 * Gives the key `code` to a place of the blocks: the new map, or why not — `not-playable` (Escape,
 * Tab, a modifier …), `same-block` (the player already has it for another slot) or `other-block`
 * (the other player has it), with where it is taken. Giving a place its own key again changes nothing.
 */
export function assignKey(
  map: KeyMap,
  place: KeyPlace,
  code: string,
):
  | { readonly ok: true; readonly map: KeyMap }
  | { readonly ok: false; readonly reason: "not-playable" }
  | { readonly ok: false; readonly reason: "same-block" | "other-block"; readonly taken: KeyPlace } {
  if (!playableKey(code)) return { ok: false, reason: "not-playable" };
  const taken = placeOfKey(map, code);
  const same =
    taken !== null &&
    taken.player === place.player &&
    taken.row === place.row &&
    taken.column === place.column;
  if (taken && !same)
    return { ok: false, reason: taken.player === place.player ? "same-block" : "other-block", taken };
  return {
    ok: true,
    map: map.map((block, player) =>
      block.map((row, r) =>
        row.map((old, c) => (player === place.player && r === place.row && c === place.column ? code : old)),
      ),
    ),
  };
}

/** A player's keys, row by row on a rows x columns table: "Q W E R / A S D F / Z X C V". */
export function blockWords(player: number, columns: number, rows: number, labels: KeyLabels = {}): string {
  return (keyRows()[player] ?? [])
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
  const rowsOfKeys = keyRows();
  for (let player = 0; player < rowsOfKeys.length; player++) {
    const block = rowsOfKeys[player] ?? [];
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
  return keyRows()[player]?.[r]?.[c] ?? null;
}
