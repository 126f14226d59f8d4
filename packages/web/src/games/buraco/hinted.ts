/** Where the board marks the move a hint shows (`TableProps.hinted`): hand cards, a meld, the stock, the pile. */

/** The places of the table a hinted move is made at. */
export interface HintedPlaces {
  /** Hand cards (physical ids, `7H.1`) the move uses: exactly the copies it names. */
  readonly cards: ReadonlySet<string>;
  /** The index of the side's meld the move adds to (cards, or the pile's top card), else null. */
  readonly meld: number | null;
  /** The move draws from the stock. */
  readonly stock: boolean;
  /** The move takes the discard pile. */
  readonly pile: boolean;
}

/** No hint shown (or one the board cannot place): nothing marked. */
export const NOTHING_HINTED: HintedPlaces = { cards: new Set(), meld: null, stock: false, pile: false };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function cardList(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((card): card is string => typeof card === "string") : [];
}

function meldIndex(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * Where the hinted move `action` (Buraco's action, or null/undefined when no hint is shown) is made:
 * a draw at the stock; taking the pile at the pile, with the hand cards it melds the top card with, or
 * the meld it goes onto and the hand cards added with it; a meld at its hand cards; an addition at its
 * hand cards and the meld; a discard at its card. With `hand` given, only cards in it are marked.
 */
export function hintedPlaces(action: unknown, hand?: readonly string[]): HintedPlaces {
  if (!isRecord(action)) return NOTHING_HINTED;
  const inHand = (cards: readonly string[]) =>
    new Set(hand === undefined ? cards : cards.filter((card) => hand.includes(card)));
  switch (action.type) {
    case "draw":
      return { ...NOTHING_HINTED, stock: true };
    case "take-pile": {
      const meld = isRecord(action.meld) ? action.meld : null;
      const add = isRecord(action.add) ? action.add : null;
      return {
        cards: inHand([...cardList(meld?.cards), ...cardList(add?.cards)]),
        meld: add === null ? null : meldIndex(add.meld),
        stock: false,
        pile: true,
      };
    }
    case "meld":
      return { ...NOTHING_HINTED, cards: inHand(cardList(action.cards)) };
    case "add":
      return { ...NOTHING_HINTED, cards: inHand(cardList(action.cards)), meld: meldIndex(action.meld) };
    case "discard":
      return {
        ...NOTHING_HINTED,
        cards: inHand(typeof action.card === "string" ? [action.card] : []),
      };
    default:
      return NOTHING_HINTED;
  }
}
