import type { Seat } from "../../core/game.js";
import type { TarotAction } from "./actions.js";
import { canonicalPoignees, mayShowPoignee } from "./announcements.js";
import { biddable } from "./bidding.js";
import { callable } from "./call.js";
import { dogSize } from "./deal.js";
import { canonicalDiscards } from "./dog.js";
import { playable } from "./play.js";
import type { TarotState } from "./state.js";
import { seatToAct, type TarotView } from "./view.js";

/**
 * Every move `apply` accepts from the view's seat now, from the view alone; none for a spectator,
 * another seat's turn, or a finished match. By phase, for the seat to act:
 * - bidding: pass and every contract higher than the highest said;
 * - call (5 players): each card of the rank the taker must call;
 * - discard: the space is C(n, k) (tens of thousands), so one canonical discard per card that may be
 *   discarded (`canonicalDiscards`: that card with the first others of the hand that complete a legal
 *   discard): a page lights every card found in some listed discard;
 * - chelem: announce or not;
 * - play: each card `legalPlays` allows, and, before its first card, one canonical showing per
 *   poignée size the hand reaches (`canonicalPoignees`: the lowest trumps).
 */
export function tarotLegal(view: TarotView): TarotAction[] {
  const seat = view.seat;
  const hand = view.hand;
  if (seat === null || hand === null || view.turn !== seat) return [];
  switch (view.phase) {
    case "bidding":
      return biddable(view.bids).map((contract) => ({ type: "bid", contract }));
    case "call":
      return callable(hand).map((card) => ({ type: "call", card }));
    case "discard":
      return canonicalDiscards(hand, dogSize(view.seats)).map((cards) => ({ type: "discard", cards }));
    case "chelem":
      return [
        { type: "chelem", announce: false },
        { type: "chelem", announce: true },
      ];
    case "play": {
      const plays: TarotAction[] = playable(hand, view.trick, view.tricks.length, view.called).map(
        (card) => ({
          type: "play",
          card,
        }),
      );
      const poignees: TarotAction[] = mayShowPoignee(view, seat)
        ? canonicalPoignees(hand, view.seats).map((cards) => ({ type: "poignee", cards }))
        : [];
      return [...poignees, ...plays];
    }
    case "scored":
    case "over":
      return [];
  }
}

/** The seat to act in every phase (it always has a move); none once the match is over. */
export function tarotToAct(state: TarotState): readonly Seat[] {
  const seat = seatToAct(state);
  return seat === null ? [] : [seat];
}
