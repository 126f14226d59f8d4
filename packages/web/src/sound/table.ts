/**
 * A turn-based table's sounds, for every game alike: "turn" when the turn comes to one of the page's
 * seats (it was another seat's, or nobody's), and "card" when another seat's move arrives (a card or
 * a tile played, read from the table's move frames). The real-time SET games play their own ("set",
 * "wrong"). Silent, like every sound, unless the person turned sounds on.
 */
import { useEffect, useRef } from "react";
import { play } from "./sound";

/** Whose turn a view says it is (the games' views have `turn`), or null: nobody's, or no turns. */
export function turnOf(view: unknown): number | null {
  if (view === null || typeof view !== "object" || !("turn" in view)) return null;
  const turn = (view as { turn: unknown }).turn;
  return typeof turn === "number" ? turn : null;
}

/** Whether the turn just came to one of `held` (it is now, and was a different seat's or nobody's). */
export function turnCame(before: number | null, now: number | null, held: readonly number[]): boolean {
  return now !== null && now !== before && held.includes(now);
}

/** One move frame: its number in the log and who made it. */
export interface MoveMark {
  readonly seq: number;
  readonly seat: number;
}

/** Whether moves after `seen` (a log number) include one of a seat other than `held`. */
export function othersMoved(moves: readonly MoveMark[], seen: number, held: readonly number[]): boolean {
  return moves.some((move) => move.seq > seen && !held.includes(move.seat));
}

/** The last log number among `moves` (0: none). */
export const lastSeq = (moves: readonly MoveMark[]): number =>
  moves.reduce((last, move) => Math.max(last, move.seq), 0);

/**
 * Plays a table's turn and card sounds. `rules`: the engine's game (its `pace`), null while it loads;
 * only turn-based games ("turns", the default pace) sound here. `views`: the page's latest views by
 * seat; `held`: the seats this page plays; `moves`: the move frames received.
 */
export function useTableSounds(
  rules: { readonly pace?: string } | null,
  views: ReadonlyMap<number | null, { readonly view: unknown }>,
  held: readonly number[],
  moves: readonly MoveMark[],
): void {
  const turnBased = rules !== null && (rules.pace ?? "turns") === "turns";
  const first = views.values().next();
  const turn = first.done ? null : turnOf(first.value.view);
  const turnBefore = useRef<number | null>(null);
  const seen = useRef<number | null>(null);

  useEffect(() => {
    if (!turnBased) return;
    if (turnCame(turnBefore.current, turn, held)) play("turn");
    turnBefore.current = turn;
  }, [turnBased, turn, held]);

  useEffect(() => {
    if (!turnBased) return;
    // The moves there when the game became known were made before this page came: heard from now on.
    if (seen.current !== null && othersMoved(moves, seen.current, held)) play("card");
    seen.current = Math.max(seen.current ?? 0, lastSeq(moves));
  }, [turnBased, moves, held]);
}
