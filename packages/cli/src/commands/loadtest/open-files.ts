// The soft limit of open files, as the server reads it for its own connections (`ulimit -n`).
export { openFilesLimit } from "@parlor/server/open-files";

/**
 * Open files a run needs besides one per socket and one per table being made at once (its HTTP
 * connection): the runtime's own (stdio, its event loop, worker pipes), with room to spare.
 */
export const OPEN_FILES_RESERVE = 64;

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
