import { historyFrom, newSheet, type History } from "./sheet";

/** Where the calculator's sheet (and its undo history) is kept, so that a reload does not lose it. */
export const STORAGE_KEY = "parlor.tarot-calculator";

/** The saved history, or a fresh sheet when there is none (or it cannot be read back). */
export function loadHistory(): History {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw !== null) return historyFrom(JSON.parse(raw)) ?? { sheet: newSheet(), past: [] };
  } catch {
    // Storage refused (private mode) or the text is not JSON: start afresh.
  }
  return { sheet: newSheet(), past: [] };
}

export function saveHistory(history: History): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Storage full or refused: the sheet lives on in the page.
  }
}
