import { useTranslation } from "react-i18next";
import { MoveText } from "../replay/MoveText";
import { textWords } from "../replay/moves";
import type { RecentMove } from "../socket";
import { playerColour, playerMark } from "./players";
import "./moves.css";

/** How many of the latest moves the table shows (the server keeps more, for whoever joins). */
export const VISIBLE_MOVES = 8;

/**
 * The moves with one more: in seq order, each once (a move already listed, or older than the last,
 * is not listed again: the same move may come in `joined` and as a frame), the latest `keep` kept.
 */
export function withMove(
  moves: readonly RecentMove[],
  move: RecentMove,
  keep: number = VISIBLE_MOVES,
): readonly RecentMove[] {
  const last = moves[moves.length - 1];
  if (last && move.seq <= last.seq) return moves;
  return [...moves, move].slice(-keep);
}

/** The moves a join brought (oldest first), the latest `keep` kept: they replace those listed before. */
export function joinedMoves(
  moves: readonly RecentMove[],
  keep: number = VISIBLE_MOVES,
): readonly RecentMove[] {
  return moves.slice(-keep);
}

/**
 * What marks a board that says what happens by itself: a live region of its own (an event feed, an
 * announcement for screen readers), or a `Feedback` with the game's own banners (`data-announces`,
 * present even while no banner shows).
 */
const ANNOUNCING =
  '[aria-live="polite"], [aria-live="assertive"], [role="log"], [role="status"], [role="alert"], [data-announces]';

/** Whether the board says what happens by itself: the table's moves are then not a second live region. */
export function announcesItself(board: ParentNode): boolean {
  return board.querySelector(ANNOUNCING) !== null;
}

/**
 * The table's latest moves in words (the engine's `describe`, sent by the server), newest last, each
 * with its player's mark and small pictures of the cards or tiles it names (`MoveText`). `live`: a polite log that screen readers read as moves come (the table's one
 * live region for moves); otherwise, when the board already says what happens, a collapsible list
 * that is not read out a second time.
 */
export function MoveList({
  moves,
  live,
  game = null,
}: {
  moves: readonly RecentMove[];
  live: boolean;
  /** The table's game: the cards or tiles each move names are drawn beside its words. */
  game?: string | null;
}) {
  const { t } = useTranslation();
  const items = moves.map((move) => (
    <li key={move.seq} value={move.seq} data-testid="move" data-seq={move.seq}>
      <span className="player-mark" style={{ color: playerColour(move.seat) }} aria-hidden="true">
        {playerMark(move.seat)}
      </span>{" "}
      <MoveText game={game} words={move.words ?? textWords(move.text)} />
    </li>
  ));
  if (live) {
    return (
      <section className="moves" data-testid="moves" data-live="true">
        <h2 id="moves-title">{t("moves.title")}</h2>
        <ol className="move-list" role="log" aria-live="polite" aria-labelledby="moves-title">
          {items}
        </ol>
        {moves.length === 0 && <p className="moves-none">{t("moves.none")}</p>}
      </section>
    );
  }
  return (
    <details className="moves" data-testid="moves" data-live="false" open>
      <summary>{t("moves.title")}</summary>
      <ol className="move-list">{items}</ol>
      {moves.length === 0 && <p className="moves-none">{t("moves.none")}</p>}
    </details>
  );
}
