/**
 * A turn-based table's clock in words (the view frame's `turn` and the table frame's `turnBased`,
 * docs/protocol.md#turn-based-tables): whose turn it is ("Your turn", "Bea to play"), the time left
 * for that move, and what is left of the page's own time bank, both counted down from the wall clock
 * (the server's deadlines are wall-clock times, as `Date.now()`).
 */
import type { TurnBasedClock, TurnState } from "@parlor/protocol";
import i18next from "i18next";
import type { TableSettings } from "../api";
import { bankAt, HOUR_MS, timeLeft } from "../turns/time";
import { inWords } from "../words";

/** The set-up of a new table at the same pace and with the same time bank (Play again). */
export function samePace(clock: TurnBasedClock | undefined): TableSettings {
  if (!clock) return {};
  return {
    pace: "turn-based",
    turnBased: {
      moveHours: Math.round(clock.moveMs / HOUR_MS),
      bankHours: Math.round(clock.bankMs / HOUR_MS),
      onTimeout: clock.onTimeout,
    },
  };
}

export interface TurnWords {
  /** Whose turn it is (changes only when the turn does: the line's live part); null while nobody is to move. */
  readonly whose: string | null;
  /** The time left for the move at hand ("23 h 10 min left"), or null without a deadline. */
  readonly left: string | null;
  /** What is left of the page's own time bank, or null for a spectator. */
  readonly bank: string | null;
}

/**
 * What is left of a seat's bank at `now`: the frame's figure leaves the move at hand out, which began
 * when its deadline says (a move is due `moveMs` after it began, or sooner when the bank is shorter)
 * and takes from the bank until it is played, never past its deadline.
 */
export function bankNow(turn: TurnState, clock: TurnBasedClock, seat: number, now: number): number | null {
  const left = turn.bankLeftMs[seat];
  if (left === undefined) return null;
  const deadline = turn.deadlines[seat];
  return turn.toAct.includes(seat) ? bankAt(left, deadline ?? null, clock.moveMs, now) : left;
}

/**
 * The clock's words at wall-clock time `now` for a page holding `held` (seats named by `names`, the
 * page's own "You"): its own turn first when one of its seats is to move.
 */
export function turnWords(
  turn: TurnState,
  clock: TurnBasedClock,
  now: number,
  held: readonly number[],
  names: readonly string[],
): TurnWords {
  const { toAct, deadlines } = turn;
  const mine = held.find((seat) => toAct.includes(seat));
  const acting = mine === undefined ? toAct : [mine];
  const due = acting.flatMap((seat) => {
    const deadline = deadlines[seat];
    return deadline === null || deadline === undefined ? [] : [deadline];
  });
  const whose =
    toAct.length === 0
      ? null
      : mine !== undefined
        ? i18next.t("lifecycle:clock.yourTurn")
        : i18next.t("lifecycle:clock.theirTurn", { names: inWords(toAct.map((seat) => names[seat] ?? "")) });
  const left =
    due.length === 0 ? null : i18next.t("lifecycle:clock.left", { time: timeLeft(Math.min(...due) - now) });
  const own = mine ?? held[0];
  const banked = own === undefined ? null : bankNow(turn, clock, own, now);
  const bank = banked === null ? null : i18next.t("lifecycle:clock.bank", { time: timeLeft(banked) });
  return { whose, left, bank };
}
