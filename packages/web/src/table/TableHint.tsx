import i18next from "i18next";
import { lazy, Suspense, useCallback } from "react";
import type { SeatSummary } from "../api";
import type { Received } from "../clock";
import type { HintWords } from "../games/ui";
import { hintsOffered, seatToMove } from "./hint";
import type { HintQuestion } from "./useHint";

/** The hint's button and answer (HintPanel.tsx), loaded with its strings at a table that offers hints. */
const HintPanel = lazy(() =>
  Promise.all([import("./HintPanel"), i18next.loadNamespaces("hint")]).then(([m]) => ({
    default: m.HintPanel,
  })),
);

/**
 * The hint at a table: at an unrated table against bots only, while the match goes on (`live`), the
 * Hint button on the person's turn and its answer (the server decides the rest); nothing elsewhere.
 */
export function TableHint({
  question,
  game,
  rated,
  seats,
  playing,
  live,
  views,
  words,
}: {
  question: HintQuestion;
  game: string | null;
  rated: boolean | undefined;
  seats: readonly SeatSummary[];
  /** The seats this page plays (not resigned). */
  playing: readonly number[];
  live: boolean;
  views: ReadonlyMap<number | null, Received<unknown>>;
  /** The game's moves in a hint's words (`GameUi.hint`). */
  words: () => Promise<HintWords>;
}) {
  const hinted = hintsOffered(game, rated, seats, playing) && live;
  const seat = hinted ? seatToMove(views, playing) : null;
  const { ask: askFor } = question;
  const ask = useCallback(() => {
    if (seat !== null) askFor(seat);
  }, [askFor, seat]);
  if (!hinted) return null;
  return (
    <Suspense fallback={null}>
      <HintPanel
        state={question.state}
        canAsk={seat !== null}
        ask={ask}
        close={question.close}
        view={seat === null ? null : views.get(seat)?.view}
        words={words}
      />
    </Suspense>
  );
}
