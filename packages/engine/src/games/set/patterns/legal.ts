import type { Seat } from "../../../core/game.js";
import type { PatternsAction } from "./actions.js";
import { poolCards } from "./pool.js";
import type { PatternsState } from "./state.js";
import type { PatternsView } from "./view.js";

/** Cards a call names: three different cards of the pool (right or wrong, a call is a move). */
const CALL_SIZE = 3;

/**
 * Every move `apply` accepts from the view's seat now: a `call` on every three different cards of
 * the pool, each once, in the pool's reading order (a call is accepted right or wrong: a wrong one
 * costs cards; the same three in another order is the same call, not listed again), that is C(n, 3)
 * calls for a pool of n cards (455 for 15, 1330 for 21); then `no-set` when the seat has not voted
 * since the pool last changed. A spectator or a finished game: none.
 */
export function patternsLegal(view: PatternsView): PatternsAction[] {
  const seat = view.seat;
  const player = seat === null ? undefined : view.players[seat];
  if (view.finished || player === undefined) return [];
  const cards = view.pool.flatMap((row) => row.filter((code): code is string => code !== null));
  const moves: PatternsAction[] = [];
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      for (let k = j + 1; k < cards.length; k++) {
        moves.push({ type: "call", cards: [cards[i] as string, cards[j] as string, cards[k] as string] });
      }
    }
  }
  if (!player.voted) moves.push({ type: "no-set" });
  return moves;
}

/**
 * The seats with a move now: every seat while the pool holds three cards (anyone may call), else
 * the seats that have not voted "no set" since the pool last changed. None once the game is over.
 */
export function patternsToAct(state: PatternsState): readonly Seat[] {
  if (state.finished) return [];
  const canCall = poolCards(state.pool).length >= CALL_SIZE;
  const seats: Seat[] = [];
  for (let seat = 0; seat < state.stacks.length; seat++) if (canCall || !state.votes[seat]) seats.push(seat);
  return seats;
}
