/**
 * Muting: a person may hide another's chat lines for themselves. The list lives in this browser's
 * local storage, one list per reader (by their player id; one for a page without a session), and
 * holds each muted person's key and the name they had when muted (to unmute them by name).
 */
import type { ChatLine } from "@parlor/protocol";
import { useCallback, useEffect, useState } from "react";

/** Where the lists are kept: `parlor.chat.muted.<reader's player id>` (or `.anonymous`). */
export const MUTE_KEY_PREFIX = "parlor.chat.muted.";
/** The most people one list keeps (the oldest muted fall off first). */
export const MOST_MUTED = 200;

/** A muted person. */
export interface Muted {
  /** Their player id, or `name:<name>` for someone without a session. */
  readonly key: string;
  readonly name: string;
}

/** The part of `localStorage` this module uses (tests give a map). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Who said a line, as a mute list names them: their player id, else their name. */
export function personOf(line: Pick<ChatLine, "from">): string {
  return line.from.id !== "" ? line.from.id : `name:${line.from.name}`;
}

/** The storage key of a reader's list. */
export function muteKey(reader: string | null): string {
  return `${MUTE_KEY_PREFIX}${reader ?? "anonymous"}`;
}

function isMuted(value: unknown): value is Muted {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Muted).key === "string" &&
    typeof (value as Muted).name === "string"
  );
}

/** A reader's list as stored (an unreadable one is empty). */
export function loadMuted(storage: KeyValueStorage | null, reader: string | null): readonly Muted[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(muteKey(reader)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isMuted).slice(-MOST_MUTED) : [];
  } catch {
    return [];
  }
}

/** The list with one more person (once; the latest MOST_MUTED). */
export function withMuted(list: readonly Muted[], person: Muted): readonly Muted[] {
  return [...list.filter((m) => m.key !== person.key), person].slice(-MOST_MUTED);
}

/** The list without a person. */
export function withoutMuted(list: readonly Muted[], key: string): readonly Muted[] {
  return list.filter((m) => m.key !== key);
}

/** The lines to show and how many were hidden (said by someone on the list). */
export function visibleLines(
  lines: readonly ChatLine[],
  muted: readonly Muted[],
): { readonly shown: readonly ChatLine[]; readonly hidden: number } {
  const keys = new Set(muted.map((m) => m.key));
  const shown = lines.filter((line) => !keys.has(personOf(line)));
  return { shown, hidden: lines.length - shown.length };
}

/** The page's local storage, or null where there is none (private modes that refuse it). */
function pageStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The reader's mute list, kept in local storage, with `mute` and `unmute`. */
export function useMuted(
  reader: string | null,
  storage: KeyValueStorage | null = pageStorage(),
): {
  readonly muted: readonly Muted[];
  readonly mute: (person: Muted) => void;
  readonly unmute: (key: string) => void;
} {
  const [muted, setMuted] = useState<readonly Muted[]>(() => loadMuted(storage, reader));
  useEffect(() => setMuted(loadMuted(storage, reader)), [storage, reader]);
  const save = useCallback(
    (change: (old: readonly Muted[]) => readonly Muted[]) => {
      // From what is stored (another tab may have changed it), then stored again.
      const next = change(loadMuted(storage, reader));
      try {
        storage?.setItem(muteKey(reader), JSON.stringify(next));
      } catch {
        // A full or refused storage: the list holds for this page only.
      }
      setMuted(next);
    },
    [storage, reader],
  );
  const mute = useCallback((person: Muted) => save((old) => withMuted(old, person)), [save]);
  const unmute = useCallback((key: string) => save((old) => withoutMuted(old, key)), [save]);
  return { muted, mute, unmute };
}
