/**
 * Discarding one card ends the turn; a black three discarded locks the pile for the next player. The
 * last card discarded knocks out indirectly (`morto.ts`): the morto is taken and played next turn, or,
 * with the morto taken, the hand ends.
 */
import type { RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { ok, type Result } from "../../core/result.js";
import { isBlackThree } from "./cards.js";
import { refuseOutOfTurn } from "./draw.js";
import { refuseNotHeld } from "./meld.js";
import { knockOut, refuseEmptying } from "./morto.js";
import { nextSeat, replaceAt, sideOf, without, type BuracoState } from "./state.js";
import { beginTurn } from "./turn.js";

/** `seat` discards `card`, ending its turn. */
export function discard(
  state: BuracoState,
  seat: Seat,
  card: string,
  at: number,
): Result<BuracoState, RuleError> {
  const wrong = refuseOutOfTurn(state, seat, "meld-discard");
  if (wrong !== null) return wrong;
  const hand = state.hands[seat] ?? [];
  const held = refuseNotHeld(hand, [card]);
  if (held !== null) return held;
  const left = without(hand, [card]) ?? [];
  const emptying = refuseEmptying(state, sideOf(seat), left.length, false);
  if (emptying !== null) return emptying;
  let s: BuracoState = {
    ...state,
    hands: replaceAt(state.hands, seat, left),
    pile: [...state.pile, card],
    stats: { ...state.stats, locks: state.stats.locks + (isBlackThree(card) ? 1 : 0) },
  };
  if (left.length === 0) {
    const handsBefore = s.handsScored;
    s = knockOut(s, seat, "indirect", at);
    if (s.handsScored !== handsBefore || s.phase === "over") return ok(s);
  }
  return ok(beginTurn(s, nextSeat(s, seat), at));
}
