/**
 * SET cards for any feature count F and values per feature V. A card's id is its code read as a
 * base-V number ("0121" → 0·27 + 1·9 + 2·3 + 1 = 16), so id order is code order.
 */
export interface DeckShape {
  /** Features per card (the PC game's FeatureCount). */
  readonly features: number;
  /** Values per feature, which is also the number of cards in a set (FeatureSize). */
  readonly values: number;
}

export const CLASSIC: DeckShape = { features: 4, values: 3 };

/** The largest deck the engine deals (3^8 cards). */
export const MAX_DECK_SIZE = 6561;

export function deckSize(shape: DeckShape): number {
  // An int32 on purpose: `**` may give a double, which would slow every index computed from it.
  return (shape.values ** shape.features) | 0;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/**
 * Sets in the whole deck: ((V + V!)^F − V^F) / V! (per feature, the V cards of a set show one value
 * V ways, or all values V! ways; a tuple showing one value on every feature is one card repeated).
 * 1080 for the classic deck.
 */
export function setsInDeck(shape: DeckShape): number {
  const { features: F, values: V } = shape;
  return ((V + factorial(V)) ** F - V ** F) / factorial(V);
}

/**
 * Expected number of sets among `cards` cards drawn at random from the whole deck: each set of the
 * deck is among them with probability C(N − V, cards − V) / C(N, cards). About 2.8 for the classic
 * 12-card table, 0.013 for a 3-card one.
 */
export function expectedSets(shape: DeckShape, cards: number): number {
  const N = deckSize(shape);
  const k = Math.min(cards, N);
  let p = 1;
  for (let i = 0; i < shape.values; i++) p *= Math.max(0, k - i) / (N - i);
  return setsInDeck(shape) * p;
}

function computeCode(shape: DeckShape, id: number): string {
  let code = "";
  for (let f = 0, rest = id; f < shape.features; f++, rest = Math.floor(rest / shape.values)) {
    code = String(rest % shape.values) + code;
  }
  return code;
}

/** Every card's code by id, computed once per deck shape (views read codes on every change). */
const codeTables: (readonly string[] | undefined)[][] = [];

export function cardCodes(shape: DeckShape): readonly string[] {
  const byFeatures = (codeTables[shape.values] ??= []);
  return (byFeatures[shape.features] ??= Array.from({ length: deckSize(shape) }, (_, id) =>
    computeCode(shape, id),
  ));
}

/** The card's code: one digit per feature. */
export function cardCode(shape: DeckShape, id: number): string {
  return cardCodes(shape)[id] ?? computeCode(shape, id);
}

/** The card's id, or -1 when `code` is not a card of this deck. */
export function cardId(shape: DeckShape, code: string): number {
  if (code.length !== shape.features) return -1;
  let id = 0;
  for (let f = 0; f < code.length; f++) {
    const digit = code.charCodeAt(f) - 48;
    if (digit < 0 || digit >= shape.values) return -1;
    id = id * shape.values + digit;
  }
  return id;
}

/** Every card of the deck, by id. */
export function fullDeck(shape: DeckShape): number[] {
  return Array.from({ length: deckSize(shape) }, (_, id) => id);
}

/**
 * The classic theme's words, as the page draws it: feature 0 = colour, 1 = number, 2 = shape,
 * 3 = shading; decks of up to 6 values per feature get further colours, shapes and shadings.
 */
export const CARD_COLOURS = ["red", "green", "purple", "blue", "orange", "sky"] as const;
export const CARD_SHAPES = ["diamond", "squiggle", "oval", "rectangle", "triangle", "hexagon"] as const;
export const CARD_SHADINGS = ["solid", "striped", "open", "dotted", "checked", "faint"] as const;
const NUMBER_WORDS = ["one", "two", "three", "four", "five", "six"] as const;

/** The shape a deck of fewer than three features draws (it has no shape feature). */
const DEFAULT_SHAPE = 2;

/** Features the classic theme names (colour, number, shape, shading); further ones go by number. */
const NAMED_FEATURES = 4;

/**
 * A card in words: "one green solid diamond", "two red striped ovals". Decks of other shapes read the
 * same way as far as they go (three features: no shading; fewer: ovals), and features past the fourth
 * are named by number: "one red solid diamond (feature 5: 2, feature 6: 1)". Values count from 1.
 */
export function cardWords(shape: DeckShape, id: number): string {
  const code = cardCode(shape, id);
  const value = (feature: number): number => code.charCodeAt(feature) - 48;
  const count = shape.features > 1 ? value(1) + 1 : 1;
  const words = [
    NUMBER_WORDS[count - 1] ?? String(count),
    CARD_COLOURS[value(0)] ?? `colour ${value(0) + 1}`,
  ];
  if (shape.features > 3) words.push(CARD_SHADINGS[value(3)] ?? `shading ${value(3) + 1}`);
  const figure = shape.features > 2 ? value(2) : DEFAULT_SHAPE;
  const name = CARD_SHAPES[figure] ?? `shape ${figure + 1}`;
  words.push(count === 1 ? name : `${name}s`);
  const extra = Array.from(
    { length: Math.max(0, shape.features - NAMED_FEATURES) },
    (_, i) => `feature ${NAMED_FEATURES + i + 1}: ${value(NAMED_FEATURES + i) + 1}`,
  );
  return extra.length > 0 ? `${words.join(" ")} (${extra.join(", ")})` : words.join(" ");
}
