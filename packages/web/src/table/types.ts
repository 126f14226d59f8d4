import { useMemo } from "react";
import type { SeatSummary } from "../api";
import type { Received } from "../clock";
import type { Act } from "./useAct";

/** What every game's board gets from the table frame (the table page, or a replay). */
export interface TableProps<V> {
  readonly table: string;
  /** The latest view of each seat this page holds, or the spectator's view under null. */
  readonly views: ReadonlyMap<number | null, Received<V>>;
  /** Seats held by this page, in the order of its tokens (player A, player B). */
  readonly held: readonly number[];
  readonly seats: readonly SeatSummary[];
  /**
   * Each seat's name as the page names it everywhere (`seatName`): "You" for the page's own seat,
   * still after it resigned, a person by the name they sat down with, bots by level.
   */
  readonly names: readonly string[];
  /** The game's partnerships for this table (`teams`), when it has any: the players strip groups them. */
  readonly teams?: readonly (readonly number[])[];
  readonly act: Act;
  /**
   * The match is over at this table: it ended by its rules, or early (everyone resigned or left; the
   * view of a match ended early does not say so). The board then shows no turn, nothing playable and
   * no running clock.
   */
  readonly over: boolean;
  /**
   * The strong bot's move a hint shows now (table/HintPanel.tsx: its action, as the game's), which the
   * board marks where the person would make it: each piece or place it names gets
   * `data-hinted="true"` and a mark that is not colour alone. Absent or null: no hint is shown.
   */
  readonly hinted?: unknown;
}

/** The action of the hint shown now, for the boards (`TableProps.hinted`), or null. */
export function hintedAction(state: {
  readonly status: string;
  readonly hint?: { readonly action: unknown };
}): unknown {
  return state.status === "shown" ? (state.hint?.action ?? null) : null;
}

/** The view to draw the table from: the first held seat's, else the spectator's. */
export function mainView<V>(
  views: ReadonlyMap<number | null, Received<V>>,
  held: readonly number[],
): Received<V> | null {
  for (const seat of held) {
    const received = views.get(seat);
    if (received) return received;
  }
  return views.get(null) ?? views.values().next().value ?? null;
}

/**
 * The view as a board draws it: finished once the match is over at the table (`over`), also when it
 * ended early and the view itself, from the game's rules, still has a turn and a clock. The same
 * object while nothing changes.
 */
export function useShownView<V extends { readonly finished: boolean }>(
  view: V | null | undefined,
  over: boolean,
): V | null | undefined {
  return useMemo(() => (view && over && !view.finished ? { ...view, finished: true } : view), [view, over]);
}
