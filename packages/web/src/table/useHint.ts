/**
 * The hint's question at a table against bots (hint.ts), as the page keeps it: asked for a seat,
 * answered or refused, and dropped when a view of a later position arrives (an answer for an earlier
 * one is never shown).
 */
import { useCallback, useRef, useState } from "react";
import { socket } from "../socket";
import { afterView, answered, asked, NO_HINT, refused, type HintState } from "./hint";

export interface HintQuestion {
  /** None asked, asked, answered or refused. */
  readonly state: HintState;
  /** Asks the server what the strong bot would do in `seat` at the latest view's position. */
  readonly ask: (seat: number) => void;
  /** Closes the answer (or forgets the question). */
  readonly close: () => void;
  /** The page joins the table (again): no question, and no view seen yet. */
  readonly rejoined: () => void;
  /** A view of the position `seq` arrived: a question about an earlier one is dropped. */
  readonly viewed: (seq: number) => void;
}

/** The hint's question at table `id`; `rejoined` and `viewed` are told by the table's frames. */
export function useHint(id: string): HintQuestion {
  const [state, setState] = useState<HintState>(NO_HINT);
  // The log length of the latest view: an answer for an earlier position is dropped.
  const latestSeq = useRef(0);
  const rejoined = useCallback(() => {
    setState(NO_HINT);
    latestSeq.current = 0;
  }, []);
  const viewed = useCallback((seq: number) => {
    latestSeq.current = seq;
    setState((old) => afterView(old, seq));
  }, []);
  const ask = useCallback(
    (seat: number) => {
      setState(asked(seat, latestSeq.current));
      socket.hint(id, seat).then(
        (frame) => setState((old) => answered(old, frame, latestSeq.current)),
        (error: unknown) => setState((old) => refused(old, (error as { code?: string }).code ?? "other")),
      );
    },
    [id],
  );
  const close = useCallback(() => setState(NO_HINT), []);
  return { state, ask, close, rejoined, viewed };
}
