import {
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import type { RecentMove } from "../socket";
import { announcesItself, MoveList } from "./moves";
import type { TableProps } from "./types";

/**
 * A table's game being played: the game's board (`Board`, loaded with its code and strings) and, under
 * it, the table's latest moves, a live region unless the board says what happens by itself.
 */
export function TableBoard({
  Board,
  props,
  moves,
  game,
}: {
  Board: ComponentType<TableProps<never>>;
  props: TableProps<never>;
  moves: readonly RecentMove[];
  game: string | null;
}) {
  const { t } = useTranslation();
  // Whether the board says what happens by itself (then the moves are not a second live region).
  const board = useRef<HTMLDivElement>(null);
  const [boardAnnounces, setBoardAnnounces] = useState<boolean | null>(null);
  // Once the board is drawn: does it say what happens by itself? Asked at each drawing of the board
  // (`BoardDrawn`: once its code and strings are loaded, never on the loading line shown meanwhile)
  // until it does, then kept, so the moves turn from a live region to a list at most once (and,
  // until asked, are no live region at all).
  const boardDrawn = useCallback(() => {
    if (!board.current) return;
    const announces = announcesItself(board.current);
    setBoardAnnounces((old) => (old === true ? old : announces));
  }, []);
  return (
    <>
      <div ref={board} className="table-board">
        <Suspense fallback={<p data-testid="board-loading">{t("loading")}</p>}>
          <BoardDrawn onDrawn={boardDrawn}>
            <Board {...props} />
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
}

/** Calls `onDrawn` after each drawing of the board (its layout effects run after the board's). */
function BoardDrawn({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useLayoutEffect(onDrawn);
  return children;
}
