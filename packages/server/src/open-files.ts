import { readFileSync } from "node:fs";

/**
 * Open files the server keeps for itself besides its connections: the database (a SQLite file, its
 * WAL and shared memory, the committing worker's own connection; or PostgreSQL's pool of 10), Redis
 * (a client and a subscriber), the log (stdout), the runtime's own (its event loops, the bot worker
 * threads' loops, libuv's pipes) and the page's files being sent. An idle server holds 23.
 */
export const OPEN_FILES_HEADROOM = 128;

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

/**
 * The TCP connections (HTTP and WebSocket) the server holds at most: `wanted` (0: as many as the
 * open files allow), and never more than the open-files limit `openFiles` less OPEN_FILES_HEADROOM, so
 * that a flood of connections cannot take the files the database, Redis and the log need, nor the
 * next connection's (at least 1). 0 when neither bounds it (Node's own "no limit").
 */
export function connectionsAllowed(wanted: number, openFiles: number | null): number {
  const byFiles =
    openFiles === null || openFiles === Number.POSITIVE_INFINITY
      ? Number.POSITIVE_INFINITY
      : Math.max(1, openFiles - OPEN_FILES_HEADROOM);
  const allowed = Math.min(wanted > 0 ? wanted : Number.POSITIVE_INFINITY, byFiles);
  return allowed === Number.POSITIVE_INFINITY ? 0 : allowed;
}
