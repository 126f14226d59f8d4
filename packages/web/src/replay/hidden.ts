/**
 * What nobody at the table could see at a moment of a match: each seat's private cards (Super Rules
 * piles, Ruhd hands) and the deck in the order it will be dealt. The log holds them all, so a replay
 * can show them; a live table never does.
 */
import type { DeckShape, PatternsState, PcState, RuhdState, SuperState } from "@parlor/engine";
import type { MoveContext } from "./moves.js";

/** How the cards of a game are drawn. */
export type CardKind = "classic" | "patterns" | "tile";

/** One group of hidden cards, in the order they will come (the next one first). */
export interface HiddenGroup {
  /** A stable key: "deck", "set-aside", or "seat-<n>". */
  readonly key: string;
  readonly title: string;
  /** The seat they belong to, or null (the deck). */
  readonly seat: number | null;
  /** Card codes (tile codes for Ruhd), the next to come first. */
  readonly cards: readonly string[];
}

export interface HiddenCards {
  readonly kind: CardKind;
  readonly groups: readonly HiddenGroup[];
}

type Reader<S> = (state: S, context: MoveContext) => HiddenCards;

/** Face-down cards are kept with their top at the end: the next to come is the last. */
const nextFirst = <T>(cards: readonly T[]): T[] => [...cards].reverse();

const readPc: Reader<PcState> = (state, { cardCode }) => {
  const shape: DeckShape = { features: state.options.featureCount, values: state.options.featureSize };
  const deck = nextFirst(state.deck).map((id) => cardCode(shape, id));
  return {
    kind: "classic",
    groups: [{ key: "deck", title: "Deck, next card first", seat: null, cards: deck }],
  };
};

const readPatterns: Reader<PatternsState> = (state, { cardCode, classic }) => ({
  kind: "patterns",
  groups: [
    {
      key: "deck",
      title: "Deck, next card first",
      seat: null,
      cards: nextFirst(state.deck).map((id) => cardCode(classic, id)),
    },
  ],
});

const readSuper: Reader<SuperState> = (state, { names, cardCode, classic }) => ({
  kind: "classic",
  groups: state.piles.map((pile, seat) => ({
    key: `seat-${seat}`,
    title: `${names[seat] ?? `Seat ${seat + 1}`}: pile, top card first`,
    seat,
    cards: nextFirst(pile).map((id) => cardCode(classic, id)),
  })),
});

const readRuhd: Reader<RuhdState> = (state, { names }) => ({
  kind: "tile",
  groups: [
    ...state.hands.map((hand, seat) => ({
      key: `seat-${seat}`,
      title: `${names[seat] ?? `Seat ${seat + 1}`}: hand`,
      seat,
      cards: hand,
    })),
    { key: "deck", title: "Deck, next tile first", seat: null, cards: nextFirst(state.deck) },
    { key: "set-aside", title: "Set aside for this game", seat: null, cards: state.setAside },
  ],
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const READERS: Readonly<Record<string, Reader<any>>> = {
  "set-pc": readPc,
  "set-patterns": readPatterns,
  "set-super": readSuper,
  ruhd: readRuhd,
};

/** The hidden cards of a state, or null for a game this page cannot read. */
export function hiddenCards(game: string, state: unknown, context: MoveContext): HiddenCards | null {
  return READERS[game]?.(state, context) ?? null;
}
