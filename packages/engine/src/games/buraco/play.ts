/** One move of Buraco applied by the rules of its step: the game's `apply`, and the strong bot's playouts. */
import type { RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import type { Result } from "../../core/result.js";
import type { BuracoAction } from "./actions.js";
import { discard } from "./discard.js";
import { draw } from "./draw.js";
import { addToMeld, meld } from "./meld.js";
import { takePile } from "./pile.js";
import type { BuracoState } from "./state.js";

/** Plays one action by the rules of its step (each module refuses what its step does not allow). */
export function playMove(
  state: BuracoState,
  seat: Seat,
  action: BuracoAction,
  at: number,
): Result<BuracoState, RuleError> {
  const s = { ...state, now: at };
  switch (action.type) {
    case "draw":
      return draw(s, seat, at);
    case "take-pile":
      return takePile(s, seat, action, at);
    case "meld":
      return meld(s, seat, action.cards, at);
    case "add":
      return addToMeld(s, seat, action.meld, action.cards, at);
    case "discard":
      return discard(s, seat, action.card, at);
  }
}
