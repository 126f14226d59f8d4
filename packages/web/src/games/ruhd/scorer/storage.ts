import { fromSaved, newSheet, toSaved, type Sheet } from "@parlor/engine/ruhd";

/** Where the sheet of the game in progress is kept, so that a reload does not lose it. */
export const STORAGE_KEY = "parlor.ruhd-scorer";

/** The saved sheet, or a fresh one when there is none (or it cannot be read back). */
export function loadSheet(): Sheet {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw !== null) return fromSaved(JSON.parse(raw)) ?? newSheet();
  } catch {
    // Storage refused (private mode) or the text is not JSON: start afresh.
  }
  return newSheet();
}

export function saveSheet(sheet: Sheet): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(toSaved(sheet)));
  } catch {
    // Storage full or refused: the sheet lives on in the page.
  }
}
