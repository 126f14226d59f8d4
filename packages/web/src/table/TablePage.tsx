import type { Outcome } from "@parlor/engine";
import {
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
import { gameUi } from "../games/registry";
import { CopyLink } from "../lobby/CopyLink";
import { socket, type ConnectionState, type RecentMove } from "../socket";
import { fragmentTokens, inviteLink, loadTokens, saveTokens, watchLink } from "../tokens";
import { EndActions, EndScreen } from "./EndScreen";
import { announcesItself, joinedMoves, MoveList, withMove } from "./moves";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { botLevel, seatName } from "./players";
import { GameRules, useGameRules } from "./rules";
import type { TableProps } from "./types";

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
  const { t } = useTranslation();
  const tokens = useMemo(() => {
    const stored = loadTokens(id);
    const fromLink = fragmentTokens(location.hash);
    if (fromLink.length === 0) return stored;
    const merged = { held: fromLink, invites: stored.invites };
    saveTokens(id, merged);
    history.replaceState(null, "", location.pathname);
    return merged;
  }, [id]);
  const [game, setGame] = useState<string | null>(null);
  const info = useGameInfo(game);
  const rules = useGameRules(game);
  const [held, setHeld] = useState<readonly number[]>([]);
  const [status, setStatus] = useState<TableStatus>("waiting");
  const [seats, setSeats] = useState<readonly SeatSummary[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [views, setViews] = useState<ReadonlyMap<number | null, Received<unknown>>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [spectate, setSpectate] = useState(false);
  const [over, setOver] = useState(false);
  const [moves, setMoves] = useState<readonly RecentMove[]>([]);
  // Whether the board says what happens by itself (then the moves are not a second live region).
  const board = useRef<HTMLDivElement>(null);
  const [boardAnnounces, setBoardAnnounces] = useState<boolean | null>(null);

  useEffect(() => {
    const joinTokens = spectate ? [] : tokens.held;
    return socket.join(id, joinTokens, {
      joined(g, s, st, recent) {
        setGame(g);
        setMoves(joinedMoves(recent));
        // Seats in the order of the tokens: the first is player A.
        setHeld([...s].sort((a, b) => a - b));
        setStatus(st);
        setProblem(null);
      },
      table(st, s, outcome) {
        setStatus(st);
        setSeats(s);
        setOutcome(outcome);
      },
      view(seat, view, _seq, st) {
        setStatus(st);
        setViews((old) => new Map(old).set(seat, { view, at: performance.now() }));
      },
      move(move) {
        setMoves((old) => withMove(old, move));
      },
      error(code, message) {
        if (code === "game-over") setOver(true);
        // The protocol's own codes in the language in use (bad-token, server-error …); a rule's
        // refusal in the server's words.
        setProblem(errorText(code, message));
      },
      connection: setConnection,
    });
  }, [id, tokens, spectate]);

  const act = useCallback((seat: number, action: object) => socket.action(id, seat, action), [id]);

  // Play again: a new table with this match's game, options and seats (bots at the same levels); this
  // page takes the seats it held, and the other human seats get invite links in the waiting room.
  const playAgain = useCallback(async (): Promise<string | null> => {
    if (!onTable) return null;
    try {
      const log = await getMatchLog(id);
      const requests = log.seats.map((s) =>
        s.bot !== undefined ? { bot: s.bot } : { human: true as const },
      );
      const next = await createTable(log.game, log.options as Record<string, unknown>, requests);
      const mine = held.flatMap((seat) => (next.seatTokens[seat] ? [next.seatTokens[seat]] : []));
      const invites = next.seatTokens.map((token, seat) => (held.includes(seat) ? null : token));
      saveTokens(next.id, { held: mine, invites });
      onTable(next.id);
      return null;
    } catch (error) {
      return problemText(error);
    }
  }, [held, id, onTable]);
  const endActions = useMemo(
    () => (onTable && held.length > 0 ? { playAgain } : {}),
    [held.length, onTable, playAgain],
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
  const props: TableProps<never> = { table: id, views: views as never, held, seats, teams, act };
  const names = seats.map((_, seat) => seatName(seat, seats, held));
  const replayHref = `/replay/${encodeURIComponent(id)}`;
  let body;
  if (problem && !game) {
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
    body = <WaitingRoom id={id} seats={seats} held={held} invites={tokens.invites} status={status} />;
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
        <MoveList moves={moves} live={boardAnnounces === false} />
      </>
    );
  } else body = <p>{t("table.cannotDraw", { game: title })}</p>;

  return (
    <main className="table-page" data-testid="table-page" data-game={game ?? ""} data-status={status}>
      <header className="table-header">
        <button type="button" className="link" onClick={onLobby} data-testid="lobby-link">
          {t("table.lobby")}
        </button>
        <h1>{title}</h1>
        <span
          className="badge"
          data-testid="table-status"
          data-status={held.length === 0 ? "watching" : status}
        >
          {t(`status.${held.length === 0 ? "watching" : status}`)}
          {connection !== "open" ? t("table.reconnecting") : ""}
        </span>
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
        <LanguageSwitcher />
      </header>
      <GameRules.Provider value={rules}>{body}</GameRules.Provider>
      {status === "finished" && outcome && (
        <EndActions.Provider value={endActions}>
          <EndScreen
            outcome={outcome}
            names={names}
            unit={info?.scoreUnit ?? ""}
            onLobby={onLobby}
            replay={{ href: replayHref, open: onReplay }}
          />
        </EndActions.Provider>
      )}
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

function WaitingRoom({
  id,
  seats,
  held,
  invites,
  status,
}: {
  id: string;
  seats: readonly SeatSummary[];
  held: readonly number[];
  invites: readonly (string | null)[];
  status: TableStatus;
}) {
  const { t } = useTranslation();
  return (
    <section className="waiting" data-testid="waiting-room">
      <h2>{status === "waiting" ? t("waiting.waiting") : t("waiting.dealing")}</h2>
      <p>{t("waiting.intro")}</p>
      <ul className="seat-list">
        {seats.map((seat, i) => {
          const token = invites[i];
          return (
            <li key={i} data-testid={`seat-${i}`}>
              <strong>{t("waiting.seat", { n: i + 1 })}</strong>
              {t("colon")}
              {"bot" in seat
                ? t("waiting.bot", { level: botLevel(seat.bot) })
                : held.includes(i)
                  ? t("waiting.you")
                  : seat.joined
                    ? t("waiting.joined")
                    : t("waiting.free")}
              {token && !seat.joined && (
                <CopyLink
                  url={inviteLink(id, token)}
                  label={t("waiting.copyInvite", { n: i + 1 })}
                  testId={`copy-link-${i}`}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p>
        {t("waiting.spectators")} <code data-testid="watch-link">{watchLink(id)}</code>{" "}
        <CopyLink url={watchLink(id)} label={t("waiting.copyWatch")} testId="copy-watch-link" />
      </p>
    </section>
  );
}
