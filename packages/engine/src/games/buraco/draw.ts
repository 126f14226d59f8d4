/**
 * The turn's first step, from the stock: its top card goes to the hand (a red three drawn is laid at
 * once and replaced). Also the checks every move makes of whose turn and which step it is.
 */
import { refuse, type RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { ok, type Result } from "../../core/result.js";
import { endHand } from "./handEnd.js";
import { layRedThrees } from "./redThrees.js";
import { replaceAt, type BuracoState, type BuracoStep } from "./state.js";
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
 * `seat` draws the stock's top card. A red three drawn when no card is left to replace it ends the
 * hand: the stock has run out **(resolved**: the player could otherwise be left with no card to
 * discard).
 */
export function draw(state: BuracoState, seat: Seat, at: number): Result<BuracoState, RuleError> {
  const wrong = refuseOutOfTurn(state, seat, "draw");
  if (wrong !== null) return wrong;
  const drawn = drawFromStock(state, at);
  if (drawn === null) return refuse("stock-empty", "The stock is empty.");
  const s = drawn.state;
  const hands = replaceAt(s.hands, seat, [...(s.hands[seat] ?? []), drawn.card]);
  const laid = layRedThrees({ ...s, hands, step: "meld-discard" }, seat, at);
  return ok(laid.unreplaced ? endHand(laid.state, null, at) : laid.state);
}
