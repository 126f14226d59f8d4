import type { TurnBasedClock, TurnState } from "@parlor/protocol";
import { useTick } from "../clock";
import { turnWords } from "./turn";

/** How often the times shown move on. */
const TICK_MS = 1_000;

/**
 * A turn-based table's line under its header: whose turn it is and the time left for that move, then
 * the page's own time bank, counted down each second. Only whose turn it is is a live region: a screen
 * reader hears the turn change, never the seconds go by.
 */
export function TurnClock({
  turn,
  clock,
  held,
  names,
}: {
  /** The latest view frame's turn. */
  turn: TurnState;
  /** The table's time bank (its table frame's `turnBased`). */
  clock: TurnBasedClock;
  /** The seats this page plays. */
  held: readonly number[];
  names: readonly string[];
}) {
  useTick(true, TICK_MS);
  const { whose, left, bank } = turnWords(turn, clock, Date.now(), held, names);
  return (
    <p className="turn-clock" data-testid="turn-clock">
      <strong aria-live="polite" data-testid="turn-clock-whose">
        {whose}
      </strong>
      {left && <span data-testid="turn-clock-left">{left}</span>}
      {bank && <span data-testid="turn-clock-bank">{bank}</span>}
    </p>
  );
}
