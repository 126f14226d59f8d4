/**
 * Red threes: never melded, laid alone in front of the side at once (at the deal, when drawn, when a
 * morto brings one) and replaced from the stock, each an event.
 */
import type { Seat } from "../../core/game.js";
import { isRedThree } from "./cards.js";
import { record, replaceAt, sideOf, type BuracoState } from "./state.js";
import { drawFromStock } from "./stock.js";

/**
 * The state with every red three of `seat`'s hand laid before its side and replaced by the stock's top
 * card (again while a replacement is a red three). With the stock empty none replaces it (the event
 * says so): the player plays on with the cards it holds (`shared/rules/buraco.md`, the stock running
 * out).
 */
export function layRedThrees(state: BuracoState, seat: Seat, at: number): BuracoState {
  let s = state;
  for (;;) {
    const hand = s.hands[seat] ?? [];
    const card = hand.find(isRedThree);
    if (card === undefined) return s;
    const side = sideOf(seat);
    s = {
      ...s,
      hands: replaceAt(
        s.hands,
        seat,
        hand.filter((c) => c !== card),
      ),
      redThrees: replaceAt(s.redThrees, side, [...(s.redThrees[side] ?? []), card]),
    };
    const drawn = drawFromStock(s);
    s = record(s, { kind: "red-three", at, seat, card, replaced: drawn !== null });
    if (drawn !== null)
      s = {
        ...s,
        stock: drawn.state.stock,
        hands: replaceAt(s.hands, seat, [...(s.hands[seat] ?? []), drawn.card]),
      };
  }
}
