/**
 * Melding, in the turn's second step: a new meld of hand cards, or hand cards added to one of the
 * side's melds (`arrangeMeld`, `extendMeld` of `melds.ts`: the union must still be a legal meld; a
 * meld's wild may then stand for another rank, but is never moved to another meld). Emptying the hand
 * so knocks out directly (`morto.ts`).
 */
import { refuse, type RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { ok, type Result } from "../../core/result.js";
import { refuseOutOfTurn } from "./draw.js";
import { arrangeMeld, extendMeld, type MeldOptions } from "./melds.js";
import { knockOut, refuseEmptying, withMeld } from "./morto.js";
import { replaceAt, sideOf, without, type BuracoState } from "./state.js";
import { tableMeldOptions } from "./options.js";

type Refusal = { readonly ok: false; readonly error: RuleError };

/** The meld options of the table (its jokers and whether groups are allowed): `tableMeldOptions`. */
export function meldOptions(state: Pick<BuracoState, "options">): MeldOptions {
  return tableMeldOptions(state.options);
}

/** The refusal of `cards` that are not all in `hand` (each once), or of a card named twice. */
export function refuseNotHeld(hand: readonly string[], cards: readonly string[]): Refusal | null {
  if (new Set(cards).size !== cards.length) return refuse("same-card-twice", "A card is named twice.");
  return without(hand, cards) === null ? refuse("not-in-hand", "You do not hold that card.") : null;
}

/** The refusal of a meld that is not one. */
export const notAMeld = (groups: boolean): Refusal =>
  refuse(
    "not-a-meld",
    groups
      ? "Not a meld: three or more cards of one rank, or in sequence in one suit (4 up to the Ace), with at most one wild card and no three."
      : "Not a meld: three or more cards in sequence in one suit (4 up to the Ace), with at most one wild card and no three (this table allows no groups).",
  );

/** The refusal of a meld index the side does not have. */
export const noSuchMeld = (): Refusal => refuse("no-such-meld", "Your side has no such meld.");

/**
 * The side of `seat` with `meld` laid out as its meld `index` (a new one past the end), `hand` what
 * is left in the seat's hand; an empty hand knocks out directly (checked by the caller).
 */
export function placeMeld(
  state: BuracoState,
  seat: Seat,
  index: number,
  meld: readonly string[],
  hand: readonly string[],
  at: number,
): BuracoState {
  const side = sideOf(seat);
  const melds = [...(state.melds[side] ?? [])];
  melds[index] = meld;
  const s = {
    ...state,
    hands: replaceAt(state.hands, seat, hand),
    melds: replaceAt(state.melds, side, melds),
  };
  return hand.length === 0 ? knockOut(s, seat, "direct", at) : s;
}

/** `seat` lays `cards` from its hand as a new meld. */
export function meld(
  state: BuracoState,
  seat: Seat,
  cards: readonly string[],
  at: number,
): Result<BuracoState, RuleError> {
  const index = (state.melds[sideOf(seat)] ?? []).length;
  return layFromHand(
    state,
    seat,
    cards,
    index,
    at,
    () => arrangeMeld(cards, meldOptions(state))?.cards ?? null,
  );
}

/** `seat` adds `cards` from its hand to its side's meld `index`. */
export function addToMeld(
  state: BuracoState,
  seat: Seat,
  index: number,
  cards: readonly string[],
  at: number,
): Result<BuracoState, RuleError> {
  return layFromHand(state, seat, cards, index, at, () => {
    const target = state.melds[sideOf(seat)]?.[index];
    if (target === undefined) return noSuchMeld();
    return extendMeld(target, cards, meldOptions(state))?.cards ?? null;
  });
}

/**
 * The turn's meld step, new meld or addition alike: on its turn, with the cards in hand, `seat`'s
 * side gets `laid()` (the meld's cards in order; null: not a meld; or a refusal) as its meld `index`,
 * unless that would empty a hand the side may not empty yet.
 */
function layFromHand(
  state: BuracoState,
  seat: Seat,
  cards: readonly string[],
  index: number,
  at: number,
  laid: () => readonly string[] | Refusal | null,
): Result<BuracoState, RuleError> {
  const wrong = refuseOutOfTurn(state, seat, "meld-discard");
  if (wrong !== null) return wrong;
  const hand = state.hands[seat] ?? [];
  const held = refuseNotHeld(hand, cards);
  if (held !== null) return held;
  const meldCards = laid();
  if (meldCards === null) return notAMeld(state.options.groups);
  if ("ok" in meldCards) return meldCards;
  const left = without(hand, cards) ?? [];
  const table = withMeld(state, sideOf(seat), index, meldCards);
  const emptying = refuseEmptying(table, sideOf(seat), left.length, true);
  if (emptying !== null) return emptying;
  return ok(placeMeld(state, seat, index, meldCards, left, at));
}
