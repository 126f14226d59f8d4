/**
 * 5 players: before the dog, the taker calls a king (a queen when they hold all four kings, a knight
 * when they hold all kings and queens, and so on down); whoever holds it is their hidden partner, known
 * only when the called card is played (the taker plays alone when it is in the dog or their own hand).
 */
import { refuse, type RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { ok, type Result } from "../../core/result.js";
import { SUITS, type Rank } from "./cards.js";
import { type TarotState } from "./state.js";

/** The ranks a taker calls, in the order they fall back to: king, queen, knight, jack. */
export const CALLED_RANKS: readonly Rank[] = ["K", "Q", "N", "J"];

/** The cards `hand` may call: the four of the highest rank of `CALLED_RANKS` it does not hold all of. */
export function callable(hand: readonly string[]): string[] {
  for (const rank of CALLED_RANKS) {
    const cards = SUITS.map((suit) => `${suit}${rank}`);
    if (!cards.every((card) => hand.includes(card))) return cards;
  }
  return [];
}

/**
 * The taker has a contract (and, at 5 players, a called card): Prise or Garde, the dog is shown to
 * all and goes into the taker's hand, who then discards; Garde sans or contre, nobody sees it and the
 * taker says whether they announce a chelem.
 */
export function afterCall(state: TarotState): TarotState {
  const taker = state.taker ?? 0;
  if (state.contract === "prise" || state.contract === "garde") {
    const hands = state.hands.map((hand, seat) => (seat === taker ? [...hand, ...state.dog] : hand));
    return { ...state, phase: "discard", hands, shownDog: state.dog, dog: [] };
  }
  return { ...state, phase: "chelem" };
}

/** The taker calls `card` (5 players). */
export function call(state: TarotState, seat: Seat, card: string, at: number): Result<TarotState, RuleError> {
  if (state.phase !== "call") return refuse("not-calling", "No card is to be called now.");
  if (seat !== state.taker) return refuse("not-taker", "Only the taker calls a card.");
  const allowed = callable(state.hands[seat] ?? []);
  if (!allowed.includes(card)) {
    return refuse(
      "bad-call",
      `Call one of ${allowed.join(", ")}: the highest rank you do not hold all four of.`,
    );
  }
  return ok(afterCall({ ...state, called: card, turnSince: at }));
}
