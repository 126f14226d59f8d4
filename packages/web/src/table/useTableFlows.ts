/**
 * What the page asks of a table besides its moves' frames: starting it, resigning, a chat line, the
 * rematch's answer, leaving it before the start, and playing again at a new table once it is over.
 */
import { useCallback, useMemo } from "react";
import { createTable, getMatchLog, problemText, type SeatSummary } from "../api";
import type { SayLine } from "../chat/ChatPanel";
import { socket, type TableExtra } from "../socket";
import { saveTokens, type HeldTokens } from "../tokens";
import { rematchOffered } from "./lifecycle";
import { samePace } from "./turn";
import type { Act } from "./useAct";

export interface TableFlows {
  /** Sends a seat's move (the board's `act`). */
  readonly act: Act;
  /** Starts the waiting table (its host's button). */
  readonly start: () => Promise<void>;
  /** Resigns `seat`. */
  readonly resign: (seat: number) => Promise<void>;
  /** Says a chat line at the table. */
  readonly say: SayLine;
  /** Accepts the rematch, or withdraws. */
  readonly answerRematch: (accept: boolean) => Promise<void>;
  /** Leaves the waiting table, freeing this page's seats, and goes back to the lobby. */
  readonly leave: () => void;
  /** The end screen's rematch is offered to this page (it held a seat, and the others were people). */
  readonly rematchable: boolean;
  /** The end screen's other actions: "Play again" where no rematch is offered. */
  readonly endActions: { readonly playAgain?: () => Promise<string | null> };
}

/**
 * The flows of table `id`, where this page holds `tokens` and plays `held` of `seats`; `turnBased`
 * is the table's pace (a new table is made at the same), `onLobby` goes back to the lobby and
 * `onTable` opens another table (none: no "Play again").
 */
export function useTableFlows({
  id,
  tokens,
  held,
  seats,
  turnBased,
  onLobby,
  onTable,
}: {
  id: string;
  tokens: HeldTokens;
  held: readonly number[];
  seats: readonly SeatSummary[];
  turnBased: TableExtra["turnBased"];
  onLobby: () => void;
  onTable: ((id: string) => void) | undefined;
}): TableFlows {
  const act = useCallback((seat: number, action: object) => socket.action(id, seat, action), [id]);
  const start = useCallback(() => socket.request({ type: "start", table: id }), [id]);
  const resign = useCallback((seat: number) => socket.request({ type: "resign", table: id, seat }), [id]);
  const say: SayLine = useCallback((words) => socket.request({ type: "chat", table: id, ...words }), [id]);
  const answerRematch = useCallback(
    (accept: boolean) => socket.request({ type: "rematch", table: id, accept }),
    [id],
  );
  // Leaving before the start frees this page's seats: their tokens become invites again (by seat, in
  // the order the page holds them), so the lobby no longer offers to go back to them.
  const leave = useCallback(() => {
    socket.leaveFree(id);
    const invites = [...tokens.invites];
    held.forEach((seat, i) => (invites[seat] = tokens.held[i] ?? null));
    saveTokens(id, { held: [], invites });
    onLobby();
  }, [held, id, onLobby, tokens]);

  // Play again: a new table with this match's game, options and seats (bots at the same levels); this
  // page takes the seats it held, and the other human seats get invite links in the waiting room.
  const playAgain = useCallback(async (): Promise<string | null> => {
    if (!onTable) return null;
    try {
      const log = await getMatchLog(id);
      const requests = log.seats.map((s) =>
        s.bot !== undefined ? { bot: s.bot } : { human: true as const },
      );
      // At the same pace: a turn-based match's next is turn-based, with the same time bank.
      const next = await createTable(
        log.game,
        log.options as Record<string, unknown>,
        requests,
        samePace(turnBased),
      );
      const mine = held.flatMap((seat) => (next.seatTokens[seat] ? [next.seatTokens[seat]] : []));
      const invites = next.seatTokens.map((token, seat) => (held.includes(seat) ? null : token));
      saveTokens(next.id, { held: mine, invites });
      onTable(next.id);
      return null;
    } catch (error) {
      return problemText(error);
    }
  }, [held, id, onTable, turnBased]);
  const rematchable = rematchOffered(seats, held);
  const endActions = useMemo(
    () => (onTable && held.length > 0 && !rematchable ? { playAgain } : {}),
    [held.length, onTable, playAgain, rematchable],
  );
  return { act, start, resign, say, answerRematch, leave, rematchable, endActions };
}
