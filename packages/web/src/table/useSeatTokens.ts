/**
 * The seats this page plays at a table: the seat tokens it holds (kept in this browser, or brought by
 * an invite link), whether it watches instead, and taking a free seat, by itself or when the lobby's
 * Join opened the page.
 */
import type { SeatSummary, TableStatus } from "../api";
import { useCallback, useEffect, useMemo, useState } from "react";
import { socket } from "../socket";
import { asksForSeat, fragmentTokens, loadTokens, saveTokens, type HeldTokens } from "../tokens";
import { lifecycleError } from "./lifecycle";
import { freeSeat } from "./WaitingRoom";

export interface SeatTokens {
  /** The tokens this page holds at the table (its seats), and the invites it may hand out. */
  readonly tokens: HeldTokens;
  /** The page joins as a spectator, whatever it holds (after a refusal, "Watch instead"). */
  readonly spectate: boolean;
  /** Joins again as a spectator. */
  readonly watch: () => void;
  /** Takes the free `seat`: its new token is kept, and the page joins again with it. */
  readonly sit: (seat: number) => Promise<void>;
}

/**
 * The seat tokens of table `id`: those kept in this browser, or an invite link's (then kept in their
 * place, and the link's fragment taken off the address). A seat taken here (`sit`) is kept as an
 * invite link's would be; the page then joins with it.
 */
export function useSeatTokens(id: string): SeatTokens {
  const [sat, setSat] = useState(0);
  const tokens = useMemo(() => {
    void sat;
    const stored = loadTokens(id);
    const fromLink = fragmentTokens(location.hash);
    if (fromLink.length === 0) return stored;
    const merged = { held: fromLink, invites: stored.invites };
    saveTokens(id, merged);
    history.replaceState(null, "", location.pathname);
    return merged;
  }, [id, sat]);
  const [spectate, setSpectate] = useState(false);
  const watch = useCallback(() => setSpectate(true), []);
  // A spectator takes a free seat: its new token is this browser's, as an invite link's would be.
  const sit = useCallback(
    async (seat: number) => {
      const token = await socket.sit(id, seat);
      const stored = loadTokens(id);
      saveTokens(id, { held: [...stored.held, token], invites: stored.invites });
      setSpectate(false);
      setSat((n) => n + 1);
    },
    [id],
  );
  return { tokens, spectate, watch, sit };
}

/**
 * Join from the lobby (`joinPath`, the page opened with `#join`): the first free seat, once the table
 * (still waiting) is known, if this page holds none there; a refusal (taken meanwhile, an account
 * needed) is said (`refused`), and the page watches.
 */
export function useJoinFromLobby(
  table: {
    readonly game: string | null;
    readonly seats: readonly SeatSummary[];
    readonly status: TableStatus;
    readonly held: readonly number[];
  },
  sit: (seat: number) => Promise<void>,
  refused: (problem: string) => void,
): void {
  const [wantsSeat, setWantsSeat] = useState(() => asksForSeat(location.hash));
  const { game, seats, status } = table;
  const heldCount = table.held.length;
  useEffect(() => {
    if (!wantsSeat || game === null || seats.length === 0) return;
    setWantsSeat(false);
    history.replaceState(null, "", location.pathname);
    const free = seats.findIndex(freeSeat);
    if (status !== "waiting" || heldCount > 0 || free < 0) return;
    sit(free).catch((error: unknown) => refused(lifecycleError(error)));
  }, [game, heldCount, seats, sit, status, wantsSeat, refused]);
}
