import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChatPanel } from "../chat/ChatPanel";
import { useChatLines } from "../chat/lines";
import { gameUi } from "../games/registry";
import { EndActions, EndScreen } from "./EndScreen";
import { seatMarks } from "./lifecycle";
import { seatName } from "./players";
import { useTableSounds } from "../sound/table";
import { Ending, RematchPanel } from "./Rematch";
import { ResignBar, SeatMarks } from "./Resign";
import { WaitingRoom } from "./WaitingRoom";
import "./lifecycle.css";
import { GameRules, useGameRules } from "./rules";
import { hintedAction, type TableProps } from "./types";
import { TableBoard } from "./TableBoard";
import { TableHeader } from "./TableHeader";
import { TableHint } from "./TableHint";
import { TurnClock } from "./TurnClock";
import { useGameInfo } from "./useGameInfo";
import { useHint } from "./useHint";
import { useJoinFromLobby, useSeatTokens } from "./useSeatTokens";
import { useTableFlows } from "./useTableFlows";
import { useTableFrames } from "./useTableFrames";
import { refreshMyGames } from "../turns/myGames";

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
  const { tokens, spectate, watch, sit } = useSeatTokens(id);
  // The table's chat (chat/*): its lines come with the join and in `chat` frames.
  const chat = useChatLines(id);
  // A hint asked at a table against bots (hint.ts): dropped at each join and each later position.
  const hint = useHint(id);
  const frames = useTableFrames(
    id,
    tokens,
    spectate,
    { joined: chat.joined, said: chat.said, rejoined: hint.rejoined, viewed: hint.viewed },
    onTable,
  );
  const { game, you, held, status, seats, seatsAt, outcome, views, moves, extra, turn, problem, missing } =
    frames;
  // The match is over: ended by its rules, or early (the server said `game-over`).
  const ended = status === "finished" || frames.over;
  useJoinFromLobby(frames, sit, frames.setProblem);
  const flows = useTableFlows({ id, tokens, held, seats, turnBased: extra.turnBased, onLobby, onTable });
  const info = useGameInfo(game);
  const rules = useGameRules(game);

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
  const resignedAll = held.length > 0 && playing.length === 0 && seats.length > 0;
  const names = seats.map((_, seat) => seatName(seat, seats, held));
  const props: TableProps<never> = {
    table: id,
    views: views as never,
    held: playing,
    seats,
    names,
    teams,
    act: flows.act,
    over: ended,
    hinted: hintedAction(hint.state),
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
          <button type="button" onClick={watch} data-testid="watch-instead">
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
        start={flows.start}
        leave={flows.leave}
        sit={sit}
      />
    );
  } else if (ui) {
    body = <TableBoard Board={ui.Board} props={props} moves={moves} game={game} />;
  } else body = <p>{t("table.cannotDraw", { game: title })}</p>;

  return (
    <main className="table-page" data-testid="table-page" data-game={game ?? ""} data-status={status}>
      <TableHeader
        title={title}
        onLobby={onLobby}
        missing={missing}
        watching={held.length === 0}
        status={status}
        connection={frames.connection}
        replay={ended ? { href: replayHref, open: onReplay } : null}
      >
        {/* Who is away or resigned, and Resign, on the header's row: the board gets the height. */}
        {status === "playing" && ui && (
          <div className="table-lifecycle">
            <SeatMarks marks={seatMarks(seats, names, seatsAt)} />
            {/* The hint's button on the header's row too, its answer floating under it (hint.css). */}
            {ui.hint && (
              <TableHint
                question={hint}
                game={game}
                rated={extra.rated}
                seats={seats}
                playing={playing}
                live={!frames.over}
                views={views}
                words={ui.hint}
              />
            )}
            <ResignBar
              seats={playing}
              several={held.length > 1}
              names={names}
              resigned={resignedAll}
              resign={flows.resign}
            />
          </div>
        )}
      </TableHeader>
      {extra.turnBased && status === "playing" && !frames.over && turn && (
        <TurnClock turn={turn} clock={extra.turnBased} held={playing} names={names} />
      )}
      {/* The end of the match comes first, in the page's flow: it never covers the board's scores. */}
      {status === "finished" && outcome && (
        <EndActions.Provider value={flows.endActions}>
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
            {flows.rematchable && (
              <RematchPanel
                rematch={extra.rematch}
                seats={seats}
                held={held}
                names={names}
                answer={flows.answerRematch}
                watchNext={(next) => onTable?.(next)}
              />
            )}
          </EndScreen>
        </EndActions.Provider>
      )}
      <GameRules.Provider value={rules}>{body}</GameRules.Provider>
      {game && <ChatPanel lines={chat.lines} you={you} held={held} names={names} say={flows.say} />}
      {problem && game && (
        <p className="notice" role="alert" data-testid="table-notice">
          {problem}
        </p>
      )}
    </main>
  );
}
