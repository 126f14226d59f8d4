/**
 * The turn's first step, from the stock: its top card goes to the hand (a red three drawn is laid at
 * once and replaced); a player who finds the stock empty and does not take the pile ends the hand.
 * Also the checks every move makes of whose turn and which step it is.
 */
import { refuse, type RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { ok, type Result } from "../../core/result.js";
import { endHand } from "./handEnd.js";
import { layRedThrees } from "./redThrees.js";
import { fewestLeft } from "./morto.js";
import { replaceAt, sideOf, type BuracoState, type BuracoStep } from "./state.js";
import { drawFromStock } from "./stock.js";

/** The refusal of a move by `seat` out of its turn, or out of `step`; null when it may move. */
export function refuseOutOfTurn(
  state: BuracoState,
  seat: Seat,
  step: BuracoStep,
): { readonly ok: false; readonly error: RuleError } | null {
  if (state.phase !== "play" || state.turn !== seat) return refuse("not-your-turn", "It is not your turn.");
  if (state.step === step) return null;
  return step === "draw"
    ? refuse("already-drew", "You have already drawn this turn: meld, or discard to end it.")
    : refuse("draw-first", "Draw first: the top card of the stock, or the discard pile.");
}

/**
 * `seat` draws the stock's top card. With the stock empty (no morto ever becomes the stock) the player
 * has not taken the discard pile, so the hand ends at once (`shared/rules/buraco.md`). A red three
 * drawn as the last stock card is laid with no replacement and its player still melds and discards;
 * should it then hold a single card it may not discard (its side may not empty a hand yet), the turn
 * cannot end and the hand ends at once **(resolved**: the rules file does not say).
 */
export function draw(state: BuracoState, seat: Seat, at: number): Result<BuracoState, RuleError> {
  const wrong = refuseOutOfTurn(state, seat, "draw");
  if (wrong !== null) return wrong;
  const drawn = drawFromStock(state);
  if (drawn === null) return ok(endHand(state, null, at));
  const s = drawn.state;
  const hands = replaceAt(s.hands, seat, [...(s.hands[seat] ?? []), drawn.card]);
  const laid = layRedThrees({ ...s, hands, step: "meld-discard" }, seat, at);
  return ok(mayEndTurn(laid, seat) ? laid : endHand(laid, null, at));
}

/** Whether `seat` can still end its turn by a discard: it holds a card it may let go. */
export function mayEndTurn(state: BuracoState, seat: Seat): boolean {
  const held = (state.hands[seat] ?? []).length;
  return held > 0 && held - 1 >= fewestLeft(state, sideOf(seat), false);
}
