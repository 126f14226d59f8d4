import { historyFrom, newPad, type History } from "./pad";

/** Where the score pad (and its undo history) is kept, so that a reload does not lose it. */
export const STORAGE_KEY = "parlor.buraco-scorepad";

/** The saved history, or a fresh pad when there is none (or it cannot be read back). */
export function loadHistory(): History {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw !== null) return historyFrom(JSON.parse(raw)) ?? { pad: newPad(), past: [] };
  } catch {
    // Storage refused (private mode) or the text is not JSON: start afresh.
  }
  return { pad: newPad(), past: [] };
}

export function saveHistory(history: History): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Storage full or refused: the pad lives on in the page.
  }
}
