/**
 * What the lobby lists from the server: the games (asked once), and the open tables and who waits in
 * the quick-match queues (asked again every few seconds while the lobby is open).
 */
import type { QueueSummary } from "@parlor/protocol";
import { useEffect, useState } from "react";
import { listGames, listQueues, listTables, problemText, type GameInfo, type TableSummary } from "../api";

/** How often the lobby asks again for the open tables and the queues. */
const LISTS_MS = 3000;

/** The games the server offers (null until they come), or why they could not be had. */
export function useGames(): { readonly games: GameInfo[] | null; readonly loadError: string | null } {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    listGames().then(
      (all) => setGames(all),
      (error: unknown) => setLoadError(problemText(error)),
    );
  }, []);
  return { games, loadError };
}

/**
 * The open tables, and who waits in the quick-match queues, by game (shown on "Play with anyone"),
 * as the server last listed them; a failed question keeps the last lists.
 */
export function useTablesAndQueues(): {
  readonly tables: TableSummary[];
  readonly queues: readonly QueueSummary[];
} {
  const [tables, setTables] = useState<TableSummary[]>([]);
  const [queues, setQueues] = useState<readonly QueueSummary[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      Promise.all([
        listTables().then(
          (list) => live && setTables(list),
          () => undefined,
        ),
        listQueues().then(
          (list) => live && setQueues(list),
          () => undefined,
        ),
      ]);
    void load();
    const timer = setInterval(load, LISTS_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return { tables, queues };
}
