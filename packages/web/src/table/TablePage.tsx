import type { Outcome } from "@parlor/engine";
import type { TurnState } from "@parlor/protocol";
import i18next from "i18next";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import {
  createTable,
  gamesOnce,
  errorText,
  problemText,
  getMatchLog,
  type GameInfo,
  type SeatSummary,
  type TableStatus,
} from "../api";
import type { Received } from "../clock";
import { ChatPanel, type SayLine } from "../chat/ChatPanel";
import { useChatLines } from "../chat/lines";
import { gameUi } from "../games/registry";
import { useMe } from "../people/me";
import { socket, type ConnectionState, type PlayerRef, type RecentMove, type TableExtra } from "../socket";
import { asksForSeat, fragmentTokens, loadTokens, saveTokens } from "../tokens";
import { EndActions, EndScreen } from "./EndScreen";
import { lifecycleError, rematchOffered, seatMarks } from "./lifecycle";
import { announcesItself, joinedMoves, MoveList, withMove } from "./moves";
import { seatName } from "./players";
import { useTableSounds } from "../sound/table";
import { Ending, RematchPanel } from "./Rematch";
import { ResignBar, SeatMarks } from "./Resign";
import { freeSeat, WaitingRoom } from "./WaitingRoom";
import "./lifecycle.css";
import { GameRules, useGameRules } from "./rules";
import {
  afterView,
  answered,
  asked,
  hintsOffered,
  NO_HINT,
  refused,
  seatToMove,
  type HintState,
} from "./hint";
import { hintedAction, type TableProps } from "./types";
import { TurnClock } from "./TurnClock";
import { samePace } from "./turn";
import { refreshMyGames } from "../turns/myGames";

/** The hint's button and answer (HintPanel.tsx), loaded with its strings at a table that offers hints. */
const HintPanel = lazy(() =>
  Promise.all([import("./HintPanel"), i18next.loadNamespaces("hint")]).then(([m]) => ({
    default: m.HintPanel,
  })),
);

/** The game as /api/games describes it (its title, score unit, default options), once it comes. */
function useGameInfo(game: string | null): GameInfo | null {
  const [info, setInfo] = useState<GameInfo | null>(null);
  useEffect(() => {
    if (game === null) return;
    let live = true;
    gamesOnce().then(
      (all) => live && setInfo(all.find((g) => g.id === game) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game]);
  return info;
}

/**
 * One table: takes this browser's seats (or watches), and draws the frame every game shares (the
 * header, the waiting room, problems, the end screen with the outcome) around the game's board
 * (`GAME_UIS`), giving it the engine's definition for its legal moves.
 */
export function TablePage({
  id,
  onLobby,
  onReplay,
  onTable,
}: {
  id: string;
  onLobby: () => void;
  /** Opens the replay of this table's match (/replay/:id) once it is over. */
  onReplay?: () => void;
  /** Opens another table (a new one, to play again). */
  onTable?: (id: string) => void;
}) {
  // The table's life (waiting room, resigning, rematch) speaks the lifecycle namespace, its chat and
  // end screen the chat and ratings ones: all loaded with the page. (One loaded later, when the chat
  // or the end appears, suspended the whole page for a moment: hidden, it lost the focus the end
  // screen had just given its title.)
  const { t } = useTranslation(["common", "lifecycle", "chat", "ratings"]);
  // A seat taken here (`sit`) is kept as an invite link's would be; the page then joins with it.
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
  const [game, setGame] = useState<string | null>(null);
  const info = useGameInfo(game);
  const rules = useGameRules(game);
  const [held, setHeld] = useState<readonly number[]>([]);
  const [status, setStatus] = useState<TableStatus>("waiting");
  const [seats, setSeats] = useState<readonly SeatSummary[]>([]);
  // When the latest table frame arrived (local time): the away seats' countdowns run from it.
  const [seatsAt, setSeatsAt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [views, setViews] = useState<ReadonlyMap<number | null, Received<unknown>>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  // The server knows no table of this id (`no-table`): nothing to watch either.
  const [missing, setMissing] = useState(false);
  // Opened by the lobby's Join (`joinPath`): a free seat is taken as soon as the table says which.
  const [wantsSeat, setWantsSeat] = useState(() => asksForSeat(location.hash));
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [spectate, setSpectate] = useState(false);
  const [over, setOver] = useState(false);
  const [moves, setMoves] = useState<readonly RecentMove[]>([]);
  // Who this page is (its session's player), and the table's host, rating, ending and rematch.
  const [you, setYou] = useState<PlayerRef | null>(null);
  const [extra, setExtra] = useState<TableExtra>({});
  // A turn-based table's latest turn (whose it is, everyone's clock), from the latest view frame.
  const [turn, setTurn] = useState<TurnState | null>(null);
  // A hint asked at a table against bots (hint.ts), and the log length of the latest view: an answer
  // for an earlier position is dropped.
  const [hint, setHint] = useState<HintState>(NO_HINT);
  const latestSeq = useRef(0);
  // The rematch's new table is opened through the latest `onTable` (not a reason to join again).
  const openTable = useRef(onTable);
  openTable.current = onTable;
  // Whether the board says what happens by itself (then the moves are not a second live region).
  const board = useRef<HTMLDivElement>(null);
  const [boardAnnounces, setBoardAnnounces] = useState<boolean | null>(null);
  // The table's chat (chat/*): its lines come with the join and in `chat` frames.
  const { lines: chatLines, joined: chatJoined, said: chatSaid } = useChatLines(id);
  const say: SayLine = useCallback((words) => socket.request({ type: "chat", table: id, ...words }), [id]);

  useEffect(() => {
    setHint(NO_HINT);
    latestSeq.current = 0;
    const joinTokens = spectate ? [] : tokens.held;
    return socket.join(id, joinTokens, {
      joined(g, s, st, recent, joined) {
        chatJoined(joined);
        setGame(g);
        setYou(joined.you ?? null);
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
        latestSeq.current = seq;
        setHint((old) => afterView(old, seq));
        setStatus(st);
        setViews((old) => new Map(old).set(seat, { view, at: performance.now() }));
        if (turnState) setTurn(turnState);
      },
      chat: chatSaid,
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
  }, [id, tokens, spectate, chatJoined, chatSaid]);

  // A person who gives their name here (the waiting room's prompt) sits down as that person: the
  // server knows a connection's person from when it opens, so the page connects again, once a person.
  const me = useMe();
  const satDownAs = useRef<string | null>(null);
  useEffect(() => {
    if (!me || game === null || you !== null || satDownAs.current === me.id) return;
    satDownAs.current = me.id;
    socket.reconnect();
  }, [game, me, you]);

  const act = useCallback((seat: number, action: object) => socket.action(id, seat, action), [id]);
  const start = useCallback(() => socket.request({ type: "start", table: id }), [id]);
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
  // Join from the lobby: the first free seat, once the table (still waiting) is known, if this page
  // holds none there; a refusal (taken meanwhile, an account needed) is said, and the page watches.
  useEffect(() => {
    if (!wantsSeat || game === null || seats.length === 0) return;
    setWantsSeat(false);
    history.replaceState(null, "", location.pathname);
    const free = seats.findIndex(freeSeat);
    if (status !== "waiting" || held.length > 0 || free < 0) return;
    sit(free).catch((error: unknown) => setProblem(lifecycleError(error)));
  }, [game, held.length, seats, sit, status, wantsSeat]);

  // Keyboard and screen-reader users land on the table, not on the page's body: its heading takes
  // the focus when the page opens (the board, the end screen take it later when they need it).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id]);

  const resign = useCallback((seat: number) => socket.request({ type: "resign", table: id, seat }), [id]);
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
        samePace(extra.turnBased),
      );
      const mine = held.flatMap((seat) => (next.seatTokens[seat] ? [next.seatTokens[seat]] : []));
      const invites = next.seatTokens.map((token, seat) => (held.includes(seat) ? null : token));
      saveTokens(next.id, { held: mine, invites });
      onTable(next.id);
      return null;
    } catch (error) {
      return problemText(error);
    }
  }, [held, id, onTable, extra.turnBased]);
  const rematchable = rematchOffered(seats, held);
  const endActions = useMemo(
    () => (onTable && held.length > 0 && !rematchable ? { playAgain } : {}),
    [held.length, onTable, playAgain, rematchable],
  );

  // Once the board is drawn: does it say what happens by itself? Asked at each drawing of the board
  // (`BoardDrawn`: once its code and strings are loaded, never on the loading line shown meanwhile)
  // until it does, then kept, so the moves turn from a live region to a list at most once (and,
  // until asked, are no live region at all).
  const boardDrawn = useCallback(() => {
    if (!board.current) return;
    const announces = announcesItself(board.current);
    setBoardAnnounces((old) => (old === true ? old : announces));
  }, []);

  const title = game ? t(`games.${game}.title`) : t("table.title");
  const ui = gameUi(game);
  // Partnerships for this seat count, from the engine (none of today's games has options that change them).
  const teams = useMemo(
    () => outcome?.teams ?? rules?.teams?.(seats.length, info?.defaults ?? {}),
    [info, outcome, rules, seats.length],
  );
  // Seats this page resigned are watched, as a spectator would, while the match goes on.
  const playing = held.filter((seat) => !seats[seat]?.resigned);
  // The header's count of tables waiting for the person's move is asked again as soon as this table's
  // turn comes to the page or leaves it (not at each frame).
  const turnBased = turn !== null;
  const yourTurn = turn !== null && playing.some((seat) => turn.toAct.includes(seat));
  useEffect(() => {
    if (turnBased) void refreshMyGames();
  }, [turnBased, yourTurn]);
  // "Your turn" and "card played" sounds of a turn-based game (off unless the person turned sounds on).
  useTableSounds(rules, views, playing, moves);
  // Hints: at an unrated table against bots only, on the person's turn (the server decides the rest).
  const hinted = hintsOffered(game, extra.rated, seats, playing) && status === "playing" && !over;
  const hintSeat = hinted ? seatToMove(views, playing) : null;
  const askHint = useCallback(() => {
    if (hintSeat === null) return;
    setHint(asked(hintSeat, latestSeq.current));
    socket.hint(id, hintSeat).then(
      (frame) => setHint((old) => answered(old, frame, latestSeq.current)),
      (error: unknown) => setHint((old) => refused(old, (error as { code?: string }).code ?? "other")),
    );
  }, [hintSeat, id]);
  const closeHint = useCallback(() => setHint(NO_HINT), []);
  const resignedAll = held.length > 0 && playing.length === 0 && seats.length > 0;
  const names = seats.map((_, seat) => seatName(seat, seats, held));
  const props: TableProps<never> = {
    table: id,
    views: views as never,
    held: playing,
    seats,
    names,
    teams,
    act,
    over: status === "finished" || over,
    hinted: hintedAction(hint),
  };
  const replayHref = `/replay/${encodeURIComponent(id)}`;
  let body;
  if (missing && !game) {
    body = (
      <div className="notice" role="alert" data-testid="table-missing">
        <p>{t("table.missing")}</p>
        <button type="button" onClick={onLobby} data-testid="missing-lobby">
          {t("end.backToLobby")}
        </button>
      </div>
    );
  } else if (problem && !game) {
    body = (
      <div className="notice" role="alert" data-testid="table-problem">
        <p>{problem}</p>
        {!spectate && (
          <button type="button" onClick={() => setSpectate(true)} data-testid="watch-instead">
            {t("table.watchInstead")}
          </button>
        )}
      </div>
    );
  } else if (status === "waiting" || views.size === 0) {
    body = (
      <WaitingRoom
        id={id}
        seats={seats}
        held={held}
        invites={tokens.invites}
        status={status}
        host={extra.host}
        you={you}
        start={start}
        leave={leave}
        sit={sit}
      />
    );
  } else if (ui) {
    body = (
      <>
        <div ref={board} className="table-board">
          <Suspense fallback={<p data-testid="board-loading">{t("loading")}</p>}>
            <BoardDrawn onDrawn={boardDrawn}>
              <ui.Board {...props} />
            </BoardDrawn>
          </Suspense>
        </div>
        {/* Its pictures of cards may ask for the game's strings before the board has them: that
            wait is the list's alone, never the page's (hidden a moment, the page lost its focus). */}
        <Suspense fallback={null}>
          <MoveList moves={moves} live={boardAnnounces === false} game={game} />
        </Suspense>
      </>
    );
  } else body = <p>{t("table.cannotDraw", { game: title })}</p>;

  return (
    <main className="table-page" data-testid="table-page" data-game={game ?? ""} data-status={status}>
      <header className="table-header">
        <button type="button" className="link table-back" onClick={onLobby} data-testid="lobby-link">
          {/* The arrow alone on a phone (the word is still read out): the header keeps to one row. */}
          <span aria-hidden="true">←</span>{" "}
          <span className="table-back-word phone-visually-hidden">{t("table.back")}</span>
        </button>
        <h1 ref={heading} tabIndex={-1} data-testid="table-title">
          {title}
        </h1>
        {/* A table that does not exist has nobody watching it either. */}
        {!missing && (
          <span
            className="badge"
            data-testid="table-status"
            data-status={held.length === 0 ? "watching" : status}
          >
            {t(`status.${held.length === 0 ? "watching" : status}`)}
            {connection !== "open" ? t("table.reconnecting") : ""}
          </span>
        )}
        {(status === "finished" || over) && (
          <a
            href={replayHref}
            data-testid="replay-link"
            onClick={(e) => {
              if (!onReplay) return;
              e.preventDefault();
              onReplay();
            }}
          >
            {t("table.watchReplay")}
          </a>
        )}
        {/* Who is away or resigned, and Resign, on the header's row: the board gets the height. */}
        {status === "playing" && ui && (
          <div className="table-lifecycle">
            <SeatMarks marks={seatMarks(seats, names, seatsAt)} />
            {/* The hint's button on the header's row too, its answer floating under it (hint.css). */}
            {hinted && ui.hint && (
              <Suspense fallback={null}>
                <HintPanel
                  state={hint}
                  canAsk={hintSeat !== null}
                  ask={askHint}
                  close={closeHint}
                  view={hintSeat === null ? null : views.get(hintSeat)?.view}
                  words={ui.hint}
                />
              </Suspense>
            )}
            <ResignBar
              seats={playing}
              several={held.length > 1}
              names={names}
              resigned={resignedAll}
              resign={resign}
            />
          </div>
        )}
      </header>
      {extra.turnBased && status === "playing" && !over && turn && (
        <TurnClock turn={turn} clock={extra.turnBased} held={playing} names={names} />
      )}
      {/* The end of the match comes first, in the page's flow: it never covers the board's scores. */}
      {status === "finished" && outcome && (
        <EndActions.Provider value={endActions}>
          <EndScreen
            outcome={outcome}
            names={names}
            unit={info?.scoreUnit ?? ""}
            onLobby={onLobby}
            replay={{ href: replayHref, open: onReplay }}
            ratings={{ seats, rated: extra.rated, played: extra.played }}
            seats={seats}
            dealWord={ui?.dealWord && t(ui.dealWord)}
            ending={<Ending ending={extra.ending} seats={seats} names={names} />}
          >
            {rematchable && (
              <RematchPanel
                rematch={extra.rematch}
                seats={seats}
                held={held}
                names={names}
                answer={answerRematch}
                watchNext={(next) => onTable?.(next)}
              />
            )}
          </EndScreen>
        </EndActions.Provider>
      )}
      <GameRules.Provider value={rules}>{body}</GameRules.Provider>
      {game && <ChatPanel lines={chatLines} you={you} held={held} names={names} say={say} />}
      {problem && game && (
        <p className="notice" role="alert" data-testid="table-notice">
          {problem}
        </p>
      )}
    </main>
  );
}

/** Calls `onDrawn` after each drawing of the board (its layout effects run after the board's). */
function BoardDrawn({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useLayoutEffect(onDrawn);
  return children;
}
