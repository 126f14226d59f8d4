/**
 * Red threes: never melded, laid alone in front of the side at once (at the deal, when drawn, when a
 * morto or the discard pile brings one) and replaced from the stock, each an event.
 */
import type { Seat } from "../../core/game.js";
import { isRedThree } from "./cards.js";
import { record, replaceAt, sideOf, type BuracoState } from "./state.js";
import { drawFromStock } from "./stock.js";

/**
 * The state with every red three of `seat`'s hand laid before its side and replaced by the stock's top
 * card (again while a replacement is a red three); without a card left to draw, none replaces it
 * (`unreplaced` says so: the stock has run out, and the caller ends the hand).
 */
export function layRedThrees(
  state: BuracoState,
  seat: Seat,
  at: number,
): { readonly state: BuracoState; readonly unreplaced: boolean } {
  let s = state;
  let unreplaced = false;
  for (;;) {
    const hand = s.hands[seat] ?? [];
    const card = hand.find(isRedThree);
    if (card === undefined) return { state: s, unreplaced };
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
    s = record(s, { kind: "red-three", at, seat, card });
    const drawn = drawFromStock(s, at);
    if (drawn === null) unreplaced = true;
    else
      s = {
        ...drawn.state,
        hands: replaceAt(drawn.state.hands, seat, [...(drawn.state.hands[seat] ?? []), drawn.card]),
      };
  }
}
