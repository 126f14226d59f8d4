import { finderFor, type SetFinder } from "./finder.js";

/**
 * The string API of the set finder, for cards of the classic V = 3 family with any number of
 * features: cards are digit strings ("0121"), all of the same length.
 */

const ZERO = 48;

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

/** Reads V = 3 card codes into ids, checking each. The classic 4-feature code is read unrolled. */
function readIds(cards: readonly string[], n: number, features: number, ids: Int32Array): void {
  for (let i = 0; i < n; i++) {
    const card = cards[i];
    if (typeof card !== "string" || card.length !== features) badCard(card);
    if (features === 4) {
      const a = card.charCodeAt(0) - ZERO;
      const b = card.charCodeAt(1) - ZERO;
      const c = card.charCodeAt(2) - ZERO;
      const d = card.charCodeAt(3) - ZERO;
      if (a >>> 0 > 2 || b >>> 0 > 2 || c >>> 0 > 2 || d >>> 0 > 2) badCard(card);
      ids[i] = ((a * 3 + b) * 3 + c) * 3 + d;
    } else {
      let id = 0;
      for (let f = 0; f < features; f++) {
        const digit = card.charCodeAt(f) - ZERO;
        if (digit >>> 0 > 2) badCard(card);
        id = id * 3 + digit;
      }
      ids[i] = id;
    }
  }
}

/** Scratch buffers for `findSets` (boards beyond their size get buffers of their own). */
const IDS = new Int32Array(128);
const OUT = new Int32Array(3 * 1080);

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
  const features = typeof cards[0] === "string" ? cards[0].length : badCard(cards[0]);
  const ids = n <= IDS.length ? IDS : new Int32Array(n);
  readIds(cards, n, features, ids);
  const finder = finderForLength(features);
  let out = OUT;
  const count = finder.find(ids, n, out);
  if (3 * count > out.length) {
    out = new Int32Array(3 * count);
    finder.find(ids, n, out);
  }
  const sets = new Array<string[]>(count);
  for (let s = 0, o = 0; s < count; s++, o += 3) {
    sets[s] = [cards[out[o]!]!, cards[out[o + 1]!]!, cards[out[o + 2]!]!];
  }
  return sets;
}
