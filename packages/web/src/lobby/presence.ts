/**
 * Who is in the lobby (GET /api/lobby): the people online, and the tables that need a player (waiting
 * with a free human seat), asked every `LOBBY_REFRESH_MS` and whenever the page comes back into view.
 */
import { useEffect, useState } from "react";
import { lobbyAnswer, type LobbyAnswer } from "@parlor/protocol";
import type { TableSummary } from "../api";

/** Who is online, and the waiting tables with a person's seat free (the protocol's `lobbyAnswer`). */
export type LobbyPresence = LobbyAnswer;

/** How often the lobby asks again who is online (ms). */
export const LOBBY_REFRESH_MS = 10_000;

/** GET /api/lobby; null when the server does not answer it (an older server, the network, another shape). */
export async function fetchPresence(): Promise<LobbyPresence | null> {
  try {
    const response = await fetch("/api/lobby");
    if (!response.ok) return null;
    const parsed = lobbyAnswer.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The lobby's presence, kept fresh: every `LOBBY_REFRESH_MS`, on focus and when the tab shows again. */
export function usePresence(): LobbyPresence | null {
  const [presence, setPresence] = useState<LobbyPresence | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      void fetchPresence().then((next) => {
        if (live && next) setPresence(next);
      });
    };
    const onShow = () => {
      if (document.visibilityState === "visible") load();
    };
    load();
    const timer = setInterval(load, LOBBY_REFRESH_MS);
    window.addEventListener("focus", load);
    document.addEventListener("visibilitychange", onShow);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener("focus", load);
      document.removeEventListener("visibilitychange", onShow);
    };
  }, []);
  return presence;
}

/** The free human seats of a table. */
export function freeSeats(table: TableSummary): number {
  return table.seats.filter((seat) => !("bot" in seat) && !seat.joined).length;
}

/** The names of the people already at a table, in seat order. */
export function seatedNames(table: TableSummary): string[] {
  return table.seats.flatMap((seat) => (seat.player && !seat.player.bot ? [seat.player.name] : []));
}
