import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { CompletionFinder, findSetsBruteForce, findSetsHashSet } from "./baselines.js";
import { cardCode, cardId, CLASSIC, fullDeck, type DeckShape } from "./cards.js";
import { finderFor, MAX_VALUE_BITS, SetFinder } from "./finder.js";
import { findSets, isSet, thirdCard } from "./sets.js";

const DECK = fullDeck(CLASSIC).map((id) => cardCode(CLASSIC, id));

/** A largest set-free collection of the 81 cards (a maximal cap of AG(4, 3)): 20 cards. */
const CAP_20 =
  "0000 0001 0010 0011 0100 0101 0110 0111 1000 1001 1012 1022 1102 1202 2012 2102 2110 2111 2122 2212".split(
    " ",
  );

const board = (min: number, max: number) =>
  fc
    .shuffledSubarray(DECK, { minLength: min, maxLength: max })
    .chain((cards) => fc.shuffledSubarray(cards, { minLength: cards.length, maxLength: cards.length }));

describe("the card model", () => {
  it("codes and ids are inverse, and id order is code order", () => {
    for (const shape of [CLASSIC, { features: 3, values: 4 }, { features: 6, values: 3 }] as DeckShape[]) {
      const codes = fullDeck(shape).map((id) => cardCode(shape, id));
      expect(codes.map((c) => cardId(shape, c))).toEqual(fullDeck(shape));
      expect([...codes].sort()).toEqual(codes);
    }
    expect(cardId(CLASSIC, "0121")).toBe(16);
    expect(cardId(CLASSIC, "0131")).toBe(-1);
    expect(cardId(CLASSIC, "012")).toBe(-1);
  });
});

describe("isSet and thirdCard", () => {
  it("checks every feature for all-same or all-different", () => {
    expect(isSet(["0000", "1111", "2222"])).toBe(true);
    expect(isSet(["0120", "1200", "2010"])).toBe(true);
    expect(isSet(["0000", "0001", "0010"])).toBe(false);
    expect(isSet(["0000", "0000", "0000"])).toBe(false);
    // the rulebook's counter-example: one feature shows one value twice
    expect(isSet(["1021", "1102", "1211"])).toBe(false);
    expect(isSet(["1021", "1102", "1210"])).toBe(true);
  });

  it("completes any two distinct cards into the one set they belong to", () => {
    expect(thirdCard("0000", "1111")).toBe("2222");
    expect(thirdCard("0121", "0121")).toBe("0121");
    for (const a of DECK.slice(0, 20))
      for (const b of DECK.slice(40, 60)) {
        const c = thirdCard(a, b);
        expect(isSet([a, b, c])).toBe(true);
        expect(DECK.filter((x) => x !== a && x !== b && isSet([a, b, x]))).toEqual([c]);
      }
  });

  it("refuses things that are not cards", () => {
    expect(() => findSets(["0000", "1113", "2222"])).toThrow(TypeError);
    expect(() => findSets(["0000", "111", "2222"])).toThrow(TypeError);
    expect(() => thirdCard("00a0", "1111")).toThrow(TypeError);
  });
});

describe("findSets", () => {
  it("agrees with brute force on many random boards of 3 to 21 cards", () => {
    fc.assert(
      fc.property(board(3, 21), (cards) => {
        const expected = findSetsBruteForce(cards).map((s) => s.join());
        expect(findSets(cards).map((s) => s.join())).toEqual(expected);
        expect(findSetsHashSet(cards).map((s) => s.join())).toEqual(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it("returns each set once, its cards in the order given, and ignores repeated cards", () => {
    expect(findSets(["2222", "0000", "1111", "0000"])).toEqual([["2222", "0000", "1111"]]);
    expect(findSets([])).toEqual([]);
    expect(findSets(["0000", "1111"])).toEqual([]);
  });

  it("finds the 1080 sets of the 81-card deck", () => {
    expect(findSets(DECK)).toHaveLength(1080);
    expect(finderFor(CLASSIC).find(fullDeck(CLASSIC))).toBe(1080);
  });

  it("finds no set in a known 20-card set-free collection, and one as soon as any 21st card joins", () => {
    expect(findSetsBruteForce(CAP_20)).toEqual([]);
    expect(findSets(CAP_20)).toEqual([]);
    for (const card of DECK.filter((c) => !CAP_20.includes(c))) {
      expect(findSets([...CAP_20, card]).length).toBeGreaterThan(0);
    }
  });

  it("any 21 cards hold a set", () => {
    fc.assert(
      fc.property(board(21, 21), (cards) => {
        expect(findSets(cards).length).toBeGreaterThan(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it("4 cards hold no set with probability exactly 75/79 (all 1 663 740 hands)", () => {
    const finder = finderFor(CLASSIC);
    const hand = new Int32Array(4);
    let none = 0;
    let all = 0;
    for (let a = 0; a < 81; a++)
      for (let b = a + 1; b < 81; b++)
        for (let c = b + 1; c < 81; c++)
          for (let d = c + 1; d < 81; d++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            all++;
            if (!finder.any(hand)) none++;
          }
    expect(all).toBe(1_663_740);
    expect(none * 79).toBe(all * 75);
  });

  it("12 random cards hold no set about 3.2 % of the time", () => {
    const rng = Rng.fromSeed("twelve");
    const finder = finderFor(CLASSIC);
    const trials = 40_000;
    let none = 0;
    for (let t = 0; t < trials; t++) {
      const cards = rng.shuffle(fullDeck(CLASSIC)).slice(0, 12);
      if (!finder.any(cards)) none++;
    }
    expect(none / trials).toBeGreaterThan(0.027);
    expect(none / trials).toBeLessThan(0.037);
  });
});

describe("the numeric finder", () => {
  it("writes board positions without allocating, and counts past its buffer", () => {
    const finder = new SetFinder(CLASSIC);
    const cards = ["0000", "1111", "2222", "0001", "0002"].map((c) => cardId(CLASSIC, c));
    const out = new Int32Array(3);
    expect(finder.find(cards, cards.length, out)).toBe(2);
    expect(Array.from(out)).toEqual([0, 1, 2]);
    expect(finder.find(cards, 3)).toBe(1);
  });

  it("works without its third-card table for large decks", () => {
    const shape = { features: 7, values: 3 };
    const finder = finderFor(shape);
    const rng = Rng.fromSeed("f7");
    for (let t = 0; t < 50; t++) {
      const ids = rng.shuffle(fullDeck(shape)).slice(0, 30);
      const codes = ids.map((id) => cardCode(shape, id));
      expect(finder.find(ids)).toBe(findSetsBruteForce(codes).length);
    }
  });

  it("finds sets of V cards for V = 4 and 5, as brute force does", () => {
    for (const shape of [
      { features: 3, values: 4 },
      { features: 2, values: 5 },
    ]) {
      const finder = finderFor(shape);
      const rng = Rng.fromSeed(`v${shape.values}`);
      for (let t = 0; t < 100; t++) {
        const ids = rng.shuffle(fullDeck(shape)).slice(0, 12);
        let brute = 0;
        const combos = (start: number, picked: number[]): void => {
          if (picked.length === shape.values) {
            if (finder.isSet(picked)) brute++;
            return;
          }
          for (let i = start; i < ids.length; i++) combos(i + 1, [...picked, ids[i] as number]);
        };
        combos(0, []);
        expect(finder.find(ids)).toBe(brute);
      }
    }
  });
});

/** Every set of `finder` on the board, as V board positions each, in the finder's order. */
function setsOf(
  finder: { find(b: ArrayLike<number>, n?: number, out?: Int32Array): number },
  V: number,
  board: number[],
): number[] {
  const out = new Int32Array(V * 20_000);
  const count = finder.find(board, board.length, out);
  expect(count).toBeLessThanOrEqual(20_000);
  return Array.from(out.subarray(0, count * V));
}

describe("the depth-first finder (V > 3)", () => {
  /** Every deck shape the PC game deals with V = 3 to 6, from 1 feature to the largest deck. */
  const SHAPES: DeckShape[] = [];
  for (const values of [3, 4, 5, 6])
    for (let features = 1; values ** features <= 6561; features++) SHAPES.push({ features, values });

  it("finds exactly the sets the former completion finder finds, in the same order, V = 3 to 6", () => {
    const shapeAndBoard = fc.constantFrom(...SHAPES).chain((shape) =>
      fc.tuple(
        fc.constant(shape),
        fc.uniqueArray(fc.integer({ min: 0, max: shape.values ** shape.features - 1 }), {
          minLength: 0,
          maxLength: Math.min(shape.values === 6 ? 24 : 40, shape.values ** shape.features),
        }),
      ),
    );
    fc.assert(
      fc.property(shapeAndBoard, ([shape, board]) => {
        const expected = setsOf(new CompletionFinder(shape), shape.values, board);
        expect(setsOf(finderFor(shape), shape.values, board)).toEqual(expected);
      }),
      { numRuns: 1_500 },
    );
  });

  it("agrees with the completion finder on full 64-card tables, repeated cards counted once", () => {
    const rng = Rng.fromSeed("deep");
    for (const shape of SHAPES.filter((s) => s.values > 3 && s.values ** s.features >= 64)) {
      const old = new CompletionFinder(shape);
      const finder = finderFor(shape);
      for (let t = 0; t < (shape.values === 6 ? 1 : 4); t++) {
        const board = rng.shuffle(fullDeck(shape)).slice(0, 64);
        board[63] = board[5] as number;
        expect(setsOf(finder, shape.values, board), JSON.stringify(shape)).toEqual(
          setsOf(old, shape.values, board),
        );
      }
    }
  });

  it("counts the sets of whole decks: ((V + V!)^F − V^F) / V!", () => {
    const factorial = (v: number): number => (v <= 1 ? 1 : v * factorial(v - 1));
    for (const shape of [
      { features: 2, values: 4 },
      { features: 3, values: 4 },
      { features: 2, values: 5 },
      { features: 2, values: 6 },
      { features: 3, values: 5 },
    ]) {
      const { features: F, values: V } = shape;
      const expected = ((V + factorial(V)) ** F - V ** F) / factorial(V);
      expect(finderFor(shape).find(fullDeck(shape)), JSON.stringify(shape)).toBe(expected);
    }
  });

  it("stops at its work limit with the sets found so far, and says so", () => {
    const shape = { features: 4, values: 6 };
    const finder = finderFor(shape);
    const board = Rng.fromSeed("cut").shuffle(fullDeck(shape)).slice(0, 64);
    const all = finder.find(board);
    expect(finder.outOfWork).toBe(false);
    const full = finder.worked;
    expect(full).toBeGreaterThan(1000);
    const some = finder.find(board, 64, undefined, Infinity, full / 2);
    expect(finder.outOfWork).toBe(true);
    expect(finder.worked).toBeLessThanOrEqual(full / 2 + 1);
    expect(some).toBeLessThanOrEqual(all);
    expect(finder.find(board, 64, undefined, Infinity, full)).toBe(all);
    expect(finder.outOfWork).toBe(false);
    // V = 3 counts its work in pairs, a row at a time.
    const classic = finderFor(CLASSIC);
    const cards = fullDeck(CLASSIC);
    expect(classic.find(cards, 81, undefined, Infinity, 100)).toBeLessThan(1080);
    expect(classic.outOfWork).toBe(true);
    expect(classic.find(cards)).toBe(1080);
    expect(classic.worked).toBe((79 * 80) / 2);
  });

  it("refuses decks whose cards do not fit its masks", () => {
    expect(() => new SetFinder({ features: 4, values: 8 })).toThrow(RangeError);
    expect(4 * 6).toBeLessThanOrEqual(MAX_VALUE_BITS);
  });
});
