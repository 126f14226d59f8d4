import { readFileSync } from "node:fs";

/**
 * Open files a run needs besides one per socket and one per table being made at once (its HTTP
 * connection): the runtime's own (stdio, its event loop, worker pipes), with room to spare.
 */
export const OPEN_FILES_RESERVE = 64;

/**
 * The open files (sockets included) this process may hold: the soft limit of `ulimit -n`, read from
 * the text of /proc/self/limits; null where it cannot be read (not Linux).
 */
export function openFilesLimit(
  limitsText: () => string = () => readFileSync("/proc/self/limits", "utf8"),
): number | null {
  let text: string;
  try {
    text = limitsText();
  } catch {
    return null;
  }
  const soft = /^Max open files\s+(\d+|unlimited)\s/m.exec(text)?.[1];
  if (soft === undefined) return null;
  return soft === "unlimited" ? Number.POSITIVE_INFINITY : Number(soft);
}

/** Open files a run of `clients` sockets and `tables` tables needs at most (all made at once). */
export function openFilesNeeded(clients: number, tables: number): number {
  return clients + tables + OPEN_FILES_RESERVE;
}

/**
 * Why this process cannot open the run's sockets (a sentence), or null when it can or the limit is
 * unknown. Without this, a run past the limit fails socket by socket (EMFILE) and measures nothing.
 */
export function openFilesShortfall(clients: number, tables: number, limit: number | null): string | null {
  const needed = openFilesNeeded(clients, tables);
  if (limit === null || limit >= needed) return null;
  return (
    `${clients} sockets and ${tables} tables need up to ${needed} open files, and this process may ` +
    `open ${limit}: raise the limit first (ulimit -n ${needed})`
  );
}
