import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fullDeck } from "../cards.js";
import { SHAPE } from "./options.js";
import { dealPool, growPool, poolCards, poolPlaces, refillPool, type Pool } from "./pool.js";

const deck = (n: number): number[] => Array.from({ length: n }, (_, i) => 100 + i);

describe("dealing the pool", () => {
  it("deals the opening cards from the top of the deck into the rows in turn", () => {
    const { pool, deck: rest, dealt } = dealPool(deck(10), 4, 2);
    expect(dealt).toEqual([109, 108, 107, 106]);
    expect(pool).toEqual([
      [109, 107],
      [108, 106],
    ]);
    expect(rest).toEqual(deck(6));
  });

  it("grows by one card at the end of each row", () => {
    const {
      pool,
      deck: rest,
      dealt,
    } = growPool(
      [
        [1, 2],
        [3, 4],
      ],
      deck(5),
    );
    expect(pool).toEqual([
      [1, 2, 104],
      [3, 4, 103],
    ]);
    expect(dealt).toEqual([104, 103]);
    expect(rest).toEqual(deck(3));
  });

  it("deals the one card left to the shortest row", () => {
    expect(
      growPool(
        [
          [1, 2],
          [3, 4],
        ],
        [7],
      ).pool,
    ).toEqual([
      [1, 2, 7],
      [3, 4],
    ]);
    expect(
      growPool(
        [
          [1, 2],
          [3, 4, 5],
        ],
        [7],
      ).pool,
    ).toEqual([
      [1, 2, 7],
      [3, 4, 5],
    ]);
    expect(
      growPool(
        [
          [1, 2, 5],
          [3, 4],
        ],
        [7],
      ).pool,
    ).toEqual([
      [1, 2, 5],
      [3, 4, 7],
    ]);
  });

  it("deals nothing from an empty deck", () => {
    const pool: Pool = [[1], [2]];
    expect(growPool(pool, [])).toEqual({ pool, deck: [], dealt: [] });
  });
});

describe("refilling the pool", () => {
  it("refills a set's places in place, in reading order", () => {
    const { pool, deck: rest } = refillPool(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      deck(5),
      [5, 1, 3],
    );
    expect(pool).toEqual([
      [104, 2, 103],
      [4, 102, 6],
    ]);
    expect(rest).toEqual(deck(2));
  });

  it("leaves places empty once the deck is out", () => {
    const { pool, deck: rest } = refillPool(
      [
        [1, 2],
        [3, 4],
      ],
      [9],
      [1, 2, 3],
    );
    expect(pool).toEqual([
      [9, null],
      [null, 4],
    ]);
    expect(rest).toEqual([]);
  });

  it("never shrinks the pool and never loses a card", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 81 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (rows, start, steps) => {
          let { pool, deck: rest } = dealPool(fullDeck(SHAPE), start, rows);
          const taken: number[] = [];
          for (const step of steps) {
            const lengths = pool.map((row) => row.length);
            const cards = poolCards(pool);
            if (step % 3 === 0 || cards.length < 3) ({ pool, deck: rest } = growPool(pool, rest));
            else {
              const three = [0, 1, 2].map((k) => cards[(step + k * 7) % cards.length] as number);
              const unique = [...new Set(three)];
              taken.push(...unique);
              ({ pool, deck: rest } = refillPool(pool, rest, unique));
            }
            pool.forEach((row, r) => expect(row.length).toBeGreaterThanOrEqual(lengths[r] ?? 0));
            expect(poolPlaces(pool)).toBeGreaterThanOrEqual(lengths.reduce((a, b) => a + b, 0));
          }
          expect([...rest, ...poolCards(pool), ...taken].sort((a, b) => a - b)).toEqual(fullDeck(SHAPE));
        },
      ),
    );
  });
});
