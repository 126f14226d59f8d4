/**
 * A table as this page hears it: joins it (with the seats it holds, or as a spectator) and keeps what
 * its frames say (the game, the seats and their states, the views, the moves, the outcome, the turn,
 * the connection, the server's refusals), as long as the page is open.
 */
import type { Outcome } from "@parlor/engine";
import type { TurnState } from "@parlor/protocol";
import { useEffect, useRef, useState } from "react";
import { errorText, type SeatSummary, type TableStatus } from "../api";
import type { Received } from "../clock";
import { useMe } from "../people/me";
import {
  socket,
  type ChatLine,
  type ConnectionState,
  type JoinedExtra,
  type PlayerRef,
  type RecentMove,
  type TableExtra,
} from "../socket";
import { saveTokens, type HeldTokens } from "../tokens";
import { joinedMoves, withMove } from "./moves";

export interface TableFrames {
  /** The table's game, once joined. */
  readonly game: string | null;
  /** Who this page is (its session's player), once joined. */
  readonly you: PlayerRef | null;
  /** The seats this page plays, in the order of its tokens: the first is player A. */
  readonly held: readonly number[];
  readonly status: TableStatus;
  readonly seats: readonly SeatSummary[];
  /** When the latest table frame arrived (local time): the away seats' countdowns run from it. */
  readonly seatsAt: number;
  readonly outcome: Outcome | null;
  /** Each seat's latest view (null: a spectator's), with when it arrived. */
  readonly views: ReadonlyMap<number | null, Received<unknown>>;
  /** The table's latest moves in words, oldest first. */
  readonly moves: readonly RecentMove[];
  /** The table's host, rating, ending and rematch, from the latest table frame. */
  readonly extra: TableExtra;
  /** A turn-based table's latest turn (whose it is, everyone's clock), from the latest view frame. */
  readonly turn: TurnState | null;
  /** The server's latest refusal or error, in words (null once joined). */
  readonly problem: string | null;
  /** Says a problem of the page's own (a seat it could not take). */
  readonly setProblem: (problem: string | null) => void;
  /** The server knows no table of this id (`no-table`): nothing to watch either. */
  readonly missing: boolean;
  /** The server said the match is over (`game-over`) before its frames did. */
  readonly over: boolean;
  readonly connection: ConnectionState;
}

/** What the table's frames tell others than the page: the chat, the hint, the rematch's new table. */
export interface FrameListeners {
  /** The join's answer (its chat's latest lines). */
  readonly joined: (extra: JoinedExtra) => void;
  /** A chat line said at the table. */
  readonly said: (line: ChatLine) => void;
  /** The page joins the table (again), before the join's answer. */
  readonly rejoined: () => void;
  /** A view of the position `seq` arrived. */
  readonly viewed: (seq: number) => void;
}

/**
 * Table `id`'s frames, joined with `tokens` (none when `spectate`) and joined again when they change.
 * Everyone accepting a rematch opens its new table through the latest `onTable`, this page's seats
 * kept there as a created table's are.
 */
export function useTableFrames(
  id: string,
  tokens: HeldTokens,
  spectate: boolean,
  listeners: FrameListeners,
  onTable: ((id: string) => void) | undefined,
): TableFrames {
  const [game, setGame] = useState<string | null>(null);
  const [held, setHeld] = useState<readonly number[]>([]);
  const [status, setStatus] = useState<TableStatus>("waiting");
  const [seats, setSeats] = useState<readonly SeatSummary[]>([]);
  const [seatsAt, setSeatsAt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [views, setViews] = useState<ReadonlyMap<number | null, Received<unknown>>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [over, setOver] = useState(false);
  const [moves, setMoves] = useState<readonly RecentMove[]>([]);
  const [you, setYou] = useState<PlayerRef | null>(null);
  const [extra, setExtra] = useState<TableExtra>({});
  const [turn, setTurn] = useState<TurnState | null>(null);
  // The rematch's new table is opened through the latest `onTable` (not a reason to join again).
  const openTable = useRef(onTable);
  openTable.current = onTable;
  const { joined: onJoined, said: onSaid, rejoined: onRejoin, viewed: onView } = listeners;

  useEffect(() => {
    onRejoin();
    const joinTokens = spectate ? [] : tokens.held;
    return socket.join(id, joinTokens, {
      joined(g, s, st, recent, joinedExtra) {
        onJoined(joinedExtra);
        setGame(g);
        setYou(joinedExtra.you ?? null);
        setMoves(joinedMoves(recent));
        // Seats in the order of the tokens: the first is player A.
        setHeld([...s].sort((a, b) => a - b));
        setStatus(st);
        setProblem(null);
      },
      table(st, s, outcome, frame) {
        setStatus(st);
        setSeats(s);
        setSeatsAt(performance.now());
        setOutcome(outcome);
        setExtra(frame);
      },
      rematch(next, _seats, nextTokens) {
        // Everyone accepted: the new table's seats are this page's, as a created table's are.
        saveTokens(next, { held: nextTokens, invites: [] });
        openTable.current?.(next);
      },
      view(seat, view, seq, st, turnState) {
        onView(seq);
        setStatus(st);
        setViews((old) => new Map(old).set(seat, { view, at: performance.now() }));
        if (turnState) setTurn(turnState);
      },
      chat: onSaid,
      move(move) {
        setMoves((old) => withMove(old, move));
      },
      error(code, message) {
        if (code === "game-over") setOver(true);
        if (code === "no-table") setMissing(true);
        // The protocol's own codes in the language in use (bad-token, server-error …); a rule's
        // refusal in the server's words.
        setProblem(errorText(code, message));
      },
      connection: setConnection,
    });
  }, [id, tokens, spectate, onJoined, onSaid, onRejoin, onView]);

  // A person who gives their name here (the waiting room's prompt) sits down as that person: the
  // server knows a connection's person from when it opens, so the page connects again, once a person.
  const me = useMe();
  const satDownAs = useRef<string | null>(null);
  useEffect(() => {
    if (!me || game === null || you !== null || satDownAs.current === me.id) return;
    satDownAs.current = me.id;
    socket.reconnect();
  }, [game, me, you]);

  return {
    game,
    you,
    held,
    status,
    seats,
    seatsAt,
    outcome,
    views,
    moves,
    extra,
    turn,
    problem,
    setProblem,
    missing,
    over,
    connection,
  };
}
