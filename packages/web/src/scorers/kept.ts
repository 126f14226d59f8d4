import { useEffect, useState, type Dispatch, type SetStateAction } from "react";

const asItIs = (value: unknown): unknown => value;

function load<T>(key: string, read: (raw: unknown) => T | null, fresh: () => T): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw !== null) return read(JSON.parse(raw)) ?? fresh();
  } catch {
    // Storage refused (private mode) or the text is not JSON: start afresh.
  }
  return fresh();
}

function save(key: string, data: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(data));
  } catch {
    // Storage full or refused: the sheet lives on in the page.
  }
}

/**
 * A scorer's sheet kept in local storage under `key`, so that a reload does not lose it: read back
 * once through `read` (a fresh one when there is none or it cannot be read back), saved at each change
 * as `stored` makes it.
 */
export function useKept<T>(
  key: string,
  read: (raw: unknown) => T | null,
  fresh: () => T,
  stored: (value: T) => unknown = asItIs,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => load(key, read, fresh));
  useEffect(() => save(key, stored(value)), [key, stored, value]);
  return [value, setValue];
}
