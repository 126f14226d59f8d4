/**
 * The discard (Prise and Garde): the taker, the dog in hand, puts the dog's size of cards face down.
 * Never a king or an oudler; trumps only when nothing else is possible, and each discarded trump is
 * shown to all.
 */
import { refuse, type RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { ok, type Result } from "../../core/result.js";
import { isOudler, isTrump, rankOf, sortHand } from "./cards.js";
import { dogSize } from "./deal.js";
import type { TarotState } from "./state.js";

/** A card that may never be discarded: a king or an oudler. */
export function neverDiscarded(card: string): boolean {
  return rankOf(card) === "K" || isOudler(card);
}

/** The cards of `hand` a discard takes first: neither a king, an oudler nor a trump, in hand order. */
export function plainCards(hand: readonly string[]): string[] {
  return sortHand(hand).filter((card) => !neverDiscarded(card) && !isTrump(card));
}

/** The trumps of `hand` a forced discard may take (not the oudlers), in hand order. */
export function discardableTrumps(hand: readonly string[]): string[] {
  return sortHand(hand).filter((card) => isTrump(card) && !isOudler(card));
}

/** Why `cards` may not be the discard of `hand` (of `size` cards), or null. */
export function discardRefusal(
  hand: readonly string[],
  cards: readonly string[],
  size: number,
): RuleError | null {
  if (cards.length !== size) return { code: "discard-size", message: `Discard exactly ${size} cards.` };
  if (new Set(cards).size !== cards.length)
    return { code: "discard-twice", message: "Discard each card once." };
  const missing = cards.find((card) => !hand.includes(card));
  if (missing !== undefined) return { code: "not-in-hand", message: `You do not hold ${missing}.` };
  const kept = cards.find(neverDiscarded);
  if (kept !== undefined) {
    return { code: "discard-forbidden", message: `Kings and oudlers may never be discarded (${kept}).` };
  }
  const plain = plainCards(hand).length;
  const trumps = cards.filter(isTrump).length;
  const forced = Math.max(0, size - plain);
  if (trumps > forced) {
    return {
      code: "discard-trump",
      message: "Trumps may be discarded only when nothing else is possible.",
    };
  }
  return null;
}

/**
 * Canonical discards, one per card that may be discarded (the whole space is C(n, k), too large to
 * list): each such card with the first other cards of the hand, in hand order, that complete a legal
 * discard (the plain cards first; when trumps are forced, every plain card and the first trumps). So
 * every card that may go into a discard is in one listed discard, and each listed one is legal.
 */
export function canonicalDiscards(hand: readonly string[], size: number): string[][] {
  const plain = plainCards(hand);
  const trumps = discardableTrumps(hand);
  if (plain.length >= size) {
    return plain.map((card) => [card, ...plain.filter((c) => c !== card).slice(0, size - 1)]);
  }
  const need = size - plain.length;
  if (trumps.length < need) return [];
  return trumps.map((trump) => [...plain, trump, ...trumps.filter((t) => t !== trump).slice(0, need - 1)]);
}

/** The taker discards `cards`, their trumps shown; then they say whether they announce a chelem. */
export function discard(
  state: TarotState,
  seat: Seat,
  cards: readonly string[],
  at: number,
): Result<TarotState, RuleError> {
  if (state.phase !== "discard") return refuse("not-discarding", "No discard is to be made now.");
  if (seat !== state.taker) return refuse("not-taker", "Only the taker discards.");
  const hand = state.hands[seat] ?? [];
  const refusal = discardRefusal(hand, cards, dogSize(state.seats));
  if (refusal !== null) return refuse(refusal.code, refusal.message);
  const hands = state.hands.map((h, s) => (s === seat ? h.filter((card) => !cards.includes(card)) : h));
  return ok({
    ...state,
    phase: "chelem",
    hands,
    discard: [...cards],
    shownDiscard: sortHand(cards.filter(isTrump)),
    turnSince: at,
  });
}
