/**
 * Taking the discard pile, the turn's other first step: allowed only when its top card goes at once
 * into a meld (a new one with cards from the hand, or one of the side's melds with none or more from
 * the hand), and never when a black three on top locks it. The rest of the pile joins the hand.
 */
import { refuse, type RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { ok, type Result } from "../../core/result.js";
import { isBlackThree } from "./cards.js";
import { refuseOutOfTurn } from "./draw.js";
import { meldOptions, noSuchMeld, notAMeld, placeMeld, refuseNotHeld } from "./meld.js";
import { arrangeMeld, extendMeld } from "./melds.js";
import { refuseEmptying, withMeld } from "./morto.js";
import { sideOf, without, type BuracoState } from "./state.js";

/** Where the pile's top card goes: `meld`, a new meld with hand cards, or `add`, one of the side's melds. */
export interface PileUse {
  readonly meld?: { readonly cards: readonly string[] };
  readonly add?: { readonly meld: number; readonly cards: readonly string[] };
}

/** Whether the pile is locked: a black three on top. */
export function pileLocked(pile: readonly string[]): boolean {
  const top = pile[pile.length - 1];
  return top !== undefined && isBlackThree(top);
}

/** `seat` takes the whole discard pile, its top card going at once where `use` says. */
export function takePile(
  state: BuracoState,
  seat: Seat,
  use: PileUse,
  at: number,
): Result<BuracoState, RuleError> {
  const wrong = refuseOutOfTurn(state, seat, "draw");
  if (wrong !== null) return wrong;
  const top = state.pile[state.pile.length - 1];
  if (top === undefined) return refuse("pile-empty", "The discard pile is empty.");
  if (pileLocked(state.pile)) {
    return refuse("pile-locked", "A black three locks the discard pile: draw from the stock.");
  }
  if ((use.meld === undefined) === (use.add === undefined)) {
    return refuse(
      "pile-top-unused",
      "Taking the pile, say where its top card goes: a new meld with cards from your hand, or one of your side's melds.",
    );
  }
  const side = sideOf(seat);
  const hand = state.hands[seat] ?? [];
  const cards = use.meld?.cards ?? use.add?.cards ?? [];
  const held = refuseNotHeld(hand, cards);
  if (held !== null) return held;
  const index = use.add?.meld ?? (state.melds[side] ?? []).length;
  const target = use.add === undefined ? null : state.melds[side]?.[use.add.meld];
  if (target === undefined) return noSuchMeld();
  const laid =
    target === null
      ? arrangeMeld([top, ...cards], meldOptions(state))
      : extendMeld(target, [top, ...cards], meldOptions(state));
  if (laid === null) return notAMeld(state.options.groups);
  const left = [...(without(hand, cards) ?? []), ...state.pile.slice(0, -1)];
  const emptying = refuseEmptying(withMeld(state, side, index, laid.cards), side, left.length, true);
  if (emptying !== null) return emptying;
  const s: BuracoState = {
    ...state,
    pile: [],
    step: "meld-discard",
    stats: { ...state.stats, pileTakes: state.stats.pileTakes + 1 },
  };
  return ok(placeMeld(s, seat, index, laid.cards, left, at));
}
