/**
 * The person's settings on this device: theme, the SET deck's palette, sounds, motion and the PC Set
 * Game's keys for two players (the language is i18n's own, kept under `parlor.lang`). Plain data, kept
 * in local storage under `parlor.settings`, read and changed through this module (and `useSettings`),
 * so every page and every tab sees one value. A stored value that is not one of the choices is ignored
 * (its default is used), so an old or hand-edited entry never breaks the page.
 */

/** Light, dark, or whatever the system says (the default). */
export const THEMES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEMES)[number];

/** Motion as the system asks (the default), always reduced, or always full. */
export const MOTIONS = ["system", "reduced", "full"] as const;
export type MotionChoice = (typeof MOTIONS)[number];

/**
 * The SET deck's palette: `parlor` (Okabe–Ito, safe for colour-blind eyes, the default), `printed`
 * (the colours of the printed deck) or `contrast` (deep colours with heavy outlines). Every style keeps
 * the colour's letter on the card as a second cue.
 */
export const DECKS = ["parlor", "printed", "contrast"] as const;
export type DeckStyle = (typeof DECKS)[number];

/**
 * The PC Set Game's shared keyboard: per player, rows of physical keys (KeyboardEvent.code) mirroring
 * the table's slots. Null: the default blocks (set-pc/keys.ts `KEY_ROWS`).
 */
export type KeyMap = readonly (readonly (readonly string[])[])[];

export interface Settings {
  readonly theme: ThemeChoice;
  readonly deck: DeckStyle;
  /** Sounds on. Off on a first visit (the page never makes a sound nobody asked for). */
  readonly sound: boolean;
  readonly motion: MotionChoice;
  readonly pcKeys: KeyMap | null;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: "system",
  deck: "parlor",
  sound: false,
  motion: "system",
  pcKeys: null,
};

/** Where the settings are kept. */
export const SETTINGS_KEY = "parlor.settings";

/** The part of Storage this module uses (a test passes its own). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const isKeyMap = (value: unknown): value is KeyMap =>
  Array.isArray(value) &&
  value.every(
    (player) =>
      Array.isArray(player) &&
      player.every(
        (row) => Array.isArray(row) && row.every((code) => typeof code === "string" && code !== ""),
      ),
  );

const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

/** Settings from stored JSON: each field kept when it is one of its choices, else its default. */
export function parseSettings(raw: string | null): Settings {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed))
      data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the defaults.
  }
  return {
    theme: oneOf(THEMES, data.theme, DEFAULT_SETTINGS.theme),
    deck: oneOf(DECKS, data.deck, DEFAULT_SETTINGS.deck),
    sound: typeof data.sound === "boolean" ? data.sound : DEFAULT_SETTINGS.sound,
    motion: oneOf(MOTIONS, data.motion, DEFAULT_SETTINGS.motion),
    pcKeys: isKeyMap(data.pcKeys) ? data.pcKeys : DEFAULT_SETTINGS.pcKeys,
  };
}

function pageStore(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

type Listener = (settings: Settings) => void;
const listeners = new Set<Listener>();
let current: Settings | null = null;

/** The settings now (read from storage once, then kept). */
export function getSettings(store: KeyValueStore | null = pageStore()): Settings {
  if (current === null) current = parseSettings(store?.getItem(SETTINGS_KEY) ?? null);
  return current;
}

/** Changes some settings, keeps them, and tells every listener. */
export function updateSettings(
  change: Partial<Settings>,
  store: KeyValueStore | null = pageStore(),
): Settings {
  const next: Settings = { ...getSettings(store), ...change };
  current = next;
  try {
    store?.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // A full or refused storage: the settings hold for this page only.
  }
  for (const listener of listeners) listener(next);
  return next;
}

/** Calls `listener` after every change (here or, through the storage event, in another tab). */
export function subscribeSettings(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab changed the settings: read them again. */
export function reloadSettings(raw: string | null): void {
  current = parseSettings(raw);
  for (const listener of listeners) listener(current);
}

/** Forgets the kept value (tests). */
export function resetSettingsForTests(): void {
  current = null;
  listeners.clear();
}
