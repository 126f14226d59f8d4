import { finderFor, type SetFinder } from "./finder.js";

/**
 * The string API of the set finder, for cards of the classic V = 3 family with any number of
 * features: cards are digit strings ("0121"), all of the same length.
 */

const ZERO = 48;
let scratchIds = new Int32Array(96);
let scratchOut = new Int32Array(3 * 256);

const byLength: (SetFinder | undefined)[] = [];

function finderForLength(features: number): SetFinder {
  return (byLength[features] ??= finderFor({ features, values: 3 }));
}

function badCard(card: unknown): never {
  throw new TypeError(`not a card: ${JSON.stringify(card)} (expected digits 0-2, all cards the same length)`);
}

/** The id of a V = 3 card code of length `features`, or throws. */
function idOf(card: string, features: number): number {
  if (typeof card !== "string" || card.length !== features) badCard(card);
  let id = 0;
  for (let f = 0; f < features; f++) {
    const d = card.charCodeAt(f) - ZERO;
    if (d < 0 || d > 2) badCard(card);
    id = id * 3 + d;
  }
  return id;
}

/** Checks that every entry is a card of the same length; returns that length. */
export function cardLength(cards: readonly string[]): number {
  const features = cards[0]?.length ?? 0;
  for (const card of cards) idOf(card, features);
  return features;
}

/**
 * True when the cards form a set: for every feature, the values are all the same or all different.
 * Works for any V (a set then has V cards); cards must be distinct.
 */
export function isSet(cards: readonly string[]): boolean {
  if (cards.length < 2) return false;
  const features = cards[0]!.length;
  for (const card of cards) if (typeof card !== "string" || card.length !== features) badCard(card);
  if (new Set(cards).size !== cards.length) return false;
  for (let f = 0; f < features; f++) {
    const values = new Set(cards.map((c) => c[f]));
    if (values.size !== 1 && values.size !== cards.length) return false;
  }
  return true;
}

/** The one card that completes two cards into a set (V = 3): per feature, c = (−a − b) mod 3. */
export function thirdCard(a: string, b: string): string {
  const features = a.length;
  idOf(a, features);
  idOf(b, features);
  let c = "";
  for (let f = 0; f < features; f++) {
    c += String((6 - (a.charCodeAt(f) - ZERO) - (b.charCodeAt(f) - ZERO)) % 3);
  }
  return c;
}

/**
 * Every set among the given cards (V = 3), each as its three cards in the order given. Sets come
 * in order of their first, then second card. A card given twice counts once. Throws a TypeError on
 * anything that is not a card.
 */
export function findSets(cards: readonly string[]): string[][] {
  const n = cards.length;
  if (n < 3) {
    if (n > 0) cardLength(cards);
    return [];
  }
  const features = cards[0]!.length;
  if (scratchIds.length < n) scratchIds = new Int32Array(2 * n);
  // The card codes are read inline: this loop is most of the string API's cost.
  for (let i = 0; i < n; i++) {
    const card = cards[i];
    if (typeof card !== "string" || card.length !== features) badCard(card);
    let id = 0;
    for (let f = 0; f < features; f++) {
      const digit = card.charCodeAt(f) - ZERO;
      if (digit >>> 0 > 2) badCard(card);
      id = id * 3 + digit;
    }
    scratchIds[i] = id;
  }
  const finder = finderForLength(features);
  let count = finder.find(scratchIds, n, scratchOut);
  if (count * 3 > scratchOut.length) {
    scratchOut = new Int32Array(3 * count);
    count = finder.find(scratchIds, n, scratchOut);
  }
  const sets: string[][] = new Array<string[]>(count);
  for (let s = 0; s < count; s++) {
    sets[s] = [cards[scratchOut[3 * s]!]!, cards[scratchOut[3 * s + 1]!]!, cards[scratchOut[3 * s + 2]!]!];
  }
  return sets;
}
