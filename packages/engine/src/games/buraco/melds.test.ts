import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DECK, JOKER, physicalDeck } from "./cards.js";
import { arrangeMeld, CANASTA_LENGTH, classifyMeld, extendMeld, RUN_RANKS } from "./melds.js";

const run = { kind: "run", canasta: null };
const group = { kind: "group", canasta: null };

describe("the seed's five meld examples", () => {
  it("4, 5 and 6 of Clubs is a run", () => {
    expect(classifyMeld(["4C", "5C", "6C"])).toEqual(run);
  });
  it("9 of Clubs, 9 of Diamonds and 9 of Spades is a group", () => {
    expect(classifyMeld(["9C", "9D", "9S"])).toEqual(group);
  });
  it("10, Jack and Queen of Hearts is a run", () => {
    expect(classifyMeld(["10H", "JH", "QH"])).toEqual(run);
  });
  it("Queen of Diamonds, any 2, Ace of Diamonds is a run, the 2 standing for the King", () => {
    for (const two of ["2S", "2H", "2D", "2C"]) {
      expect(classifyMeld(["QD", two, "AD"])).toEqual(run);
      expect(arrangeMeld(["QD", two, "AD"])).toMatchObject({ cards: ["QD", two, "AD"], standsFor: "K" });
    }
  });
  it("7, 7, 2 is a group, the 2 standing for a 7", () => {
    expect(classifyMeld(["7H", "7S", "2C"])).toEqual(group);
    expect(arrangeMeld(["7S", "2C", "7H"])).toMatchObject({
      cards: ["7S", "7H", "2C"],
      wild: "2C",
      standsFor: "7",
      rank: "7",
    });
  });
});

describe("runs", () => {
  it("K♥ A♥ 2♠ is a run: the Ace goes after the King, the 2 stands for the Queen", () => {
    expect(classifyMeld(["KH", "AH", "2S"])).toEqual(run);
    expect(arrangeMeld(["2S", "AH", "KH"])).toMatchObject({
      cards: ["2S", "KH", "AH"],
      standsFor: "Q",
      suit: "H",
    });
  });
  it("K-A-2 never wraps around, and the Ace never comes before the 4", () => {
    expect(classifyMeld(["KH", "AH", "4H"])).toBeNull();
    expect(classifyMeld(["AH", "4H", "5H"])).toBeNull();
    expect(classifyMeld(["QH", "KH", "AH", "4H"])).toBeNull();
    // A wild cannot bridge the Ace to the 4 either.
    expect(classifyMeld(["AH", "2S", "4H"])).toBeNull();
  });
  it("runs go 4 up to the Ace: 4-5-6 and J-Q-K-A are runs", () => {
    expect(RUN_RANKS).toEqual(["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]);
    expect(classifyMeld(["JS", "QS", "KS", "AS"])).toEqual(run);
  });
  it("a run holds one suit", () => {
    expect(classifyMeld(["4C", "5C", "6D"])).toBeNull();
  });
  it("a run is consecutive; its one wild fills one gap at most", () => {
    expect(classifyMeld(["4C", "6C", "7C"])).toBeNull();
    expect(classifyMeld(["4C", "6C", "2H"])).toEqual(run);
    expect(arrangeMeld(["4C", "6C", "2H"])).toMatchObject({ cards: ["4C", "2H", "6C"], standsFor: "5" });
    expect(classifyMeld(["4C", "7C", "2H"])).toBeNull();
  });
  it("a wild extends a run upwards, or downwards from an Ace", () => {
    expect(arrangeMeld(["5H", "6H", "2S"])).toMatchObject({ cards: ["5H", "6H", "2S"], standsFor: "7" });
    expect(arrangeMeld(["KH", "AH", "2S"])).toMatchObject({ standsFor: "Q" });
  });
  it("a wild never stands for a three: 4-5 with a 2 is 4-5-6", () => {
    expect(arrangeMeld(["4H", "5H", "2S"])).toMatchObject({ cards: ["4H", "5H", "2S"], standsFor: "6" });
  });
  it("a full run 4…A has no room for a wild", () => {
    const full = RUN_RANKS.map((rank) => `${rank}S`);
    expect(classifyMeld(full)).toEqual({ kind: "run", canasta: "natural" });
    expect(classifyMeld([...full, "2S"])).toBeNull();
  });
  it("identical cards of the two decks never share a run", () => {
    expect(classifyMeld(["7H.0", "7H.1", "8H.0", "9H.0"])).toBeNull();
    expect(classifyMeld(["7H", "7H", "8H"])).toBeNull();
  });
  it("a 2 of the run's own suit is wild too (a run holds no 2)", () => {
    expect(arrangeMeld(["5H", "6H", "2H"])).toMatchObject({ wild: "2H", standsFor: "7" });
    expect(classifyMeld(["5H", "6H", "2H", "2S"])).toBeNull();
  });
});

describe("groups", () => {
  it("identical cards of the two decks may share a group: 7♥ 7♥ 7♠", () => {
    expect(classifyMeld(["7H", "7H", "7S"])).toEqual(group);
    expect(classifyMeld(["7H.0", "7H.1", "7S.0"])).toEqual(group);
  });
  it("a group holds one rank", () => {
    expect(classifyMeld(["7H", "8S", "7C"])).toBeNull();
  });
  it("2s are never a group of their own (one wild per meld)", () => {
    expect(classifyMeld(["2H", "2S", "2C"])).toBeNull();
    expect(classifyMeld(["2H", "2S", "2C", "2D"])).toBeNull();
  });
  it("groups: false leaves runs only (a variant switch)", () => {
    expect(classifyMeld(["9C", "9D", "9S"], { groups: false })).toBeNull();
    expect(classifyMeld(["4C", "5C", "6C"], { groups: false })).toEqual(run);
  });
});

describe("wilds and threes", () => {
  it("refuses two wilds in a meld", () => {
    expect(classifyMeld(["7H", "7S", "2C", "2D"])).toBeNull();
    expect(classifyMeld(["5H", "2S", "7H", "2C"])).toBeNull();
    expect(classifyMeld(["5H", "6H", "7H", "JK", "2C"], { jokers: true })).toBeNull();
  });
  it("refuses threes, even through a wild", () => {
    expect(classifyMeld(["3H", "3S", "3C"])).toBeNull();
    expect(classifyMeld(["3H", "3S", "2C"])).toBeNull();
    expect(classifyMeld(["3H", "4H", "5H"])).toBeNull();
    expect(classifyMeld(["2H", "4H", "5H", "6H"])).toEqual(run);
    expect(arrangeMeld(["2H", "4H", "5H", "6H"])).toMatchObject({ standsFor: "7" });
  });
  it("jokers are wild only with the jokers option, and count as the meld's one wild", () => {
    expect(classifyMeld(["7H", "7S", JOKER])).toBeNull();
    expect(classifyMeld(["7H", "7S", JOKER], { jokers: true })).toEqual(group);
    expect(classifyMeld(["7H", "7S", "JK.2"], { jokers: true })).toEqual(group);
  });
  it("needs at least 3 cards, all cards", () => {
    expect(classifyMeld(["7H", "7S"])).toBeNull();
    expect(classifyMeld(["4H", "5H"])).toBeNull();
    expect(classifyMeld(["7H", "7S", "7X"])).toBeNull();
    expect(classifyMeld([])).toBeNull();
  });
});

describe("canastas", () => {
  it("7 or more cards: natural without a wild, mixed with one", () => {
    expect(classifyMeld(["4S", "5S", "6S", "7S", "8S", "9S"])?.canasta).toBeNull();
    expect(classifyMeld(["4S", "5S", "6S", "7S", "8S", "9S", "10S"])).toEqual({
      kind: "run",
      canasta: "natural",
    });
    expect(classifyMeld(["4S", "5S", "6S", "2D", "8S", "9S", "10S"])).toEqual({
      kind: "run",
      canasta: "mixed",
    });
    expect(classifyMeld(["KS", "KS", "KH", "KH", "KD", "KC", "KC"])).toEqual({
      kind: "group",
      canasta: "natural",
    });
    expect(classifyMeld(["KS", "KS", "KH", "KH", "KD", "KC", "2C"])).toEqual({
      kind: "group",
      canasta: "mixed",
    });
  });
});

describe("extendMeld", () => {
  it("accepts cards that keep the meld legal, the wild moving to where it fits", () => {
    expect(extendMeld(["5H", "6H", "2S"], ["7H"])).toMatchObject({
      cards: ["5H", "6H", "7H", "2S"],
      standsFor: "8",
    });
    expect(extendMeld(["5H", "6H", "2S"], ["4H"])).toMatchObject({ cards: ["4H", "5H", "6H", "2S"] });
    expect(extendMeld(["7H", "7S", "7C"], ["7H", "2D"])).toMatchObject({ kind: "group", wild: "2D" });
  });
  it("refuses cards that would break it, and adding nothing", () => {
    expect(extendMeld(["5H", "6H", "2S"], ["2C"])).toBeNull();
    expect(extendMeld(["5H", "6H", "7H"], ["9H"])).toBeNull();
    expect(extendMeld(["5H", "6H", "7H"], ["3H"])).toBeNull();
    expect(extendMeld(["5H", "6H", "7H"], [])).toBeNull();
  });
});

describe("properties", () => {
  const deck = physicalDeck({ jokers: true });
  const someCards = fc.subarray(deck, { minLength: 0, maxLength: 12 });
  /** Legal melds, from runs and groups built on purpose (random subsets are seldom melds). */
  const legalMeld = fc.oneof(
    fc
      .record({
        suit: fc.constantFrom("S", "H", "D", "C"),
        from: fc.nat(RUN_RANKS.length - 3),
        length: fc.integer({ min: 3, max: RUN_RANKS.length }),
        wild: fc.option(fc.constantFrom("2S", "2H", JOKER), { nil: undefined }),
      })
      .map(({ suit, from, length, wild }) => {
        const ranks = RUN_RANKS.slice(from, from + length);
        const cards = ranks.map((rank) => `${rank}${suit}`);
        if (wild !== undefined && cards.length > 3) cards.splice(1, 1, wild);
        return cards;
      }),
    fc
      .record({
        rank: fc.constantFrom(...RUN_RANKS),
        suits: fc.array(fc.constantFrom("S", "H", "D", "C"), { minLength: 2, maxLength: 8 }),
        wild: fc.boolean(),
      })
      .map(({ rank, suits, wild }) => [...suits.map((suit) => `${rank}${suit}`), ...(wild ? ["2C"] : [])])
      .filter((cards) => cards.length >= 3),
  );

  it("classifyMeld is invariant under permutation of its input", () => {
    fc.assert(
      fc.property(
        fc
          .oneof(someCards, legalMeld)
          .chain((cards) =>
            fc.tuple(fc.constant(cards), fc.shuffledSubarray(cards, { minLength: cards.length })),
          ),
        ([cards, shuffled]) => {
          expect(classifyMeld(shuffled, { jokers: true })).toEqual(classifyMeld(cards, { jokers: true }));
        },
      ),
    );
  });

  it("the built melds are legal, and a canasta has at least 7 cards", () => {
    fc.assert(
      fc.property(fc.oneof(someCards, legalMeld), (cards) => {
        const meld = classifyMeld(cards, { jokers: true });
        if (meld?.canasta != null) expect(cards.length).toBeGreaterThanOrEqual(CANASTA_LENGTH);
        if (meld !== null && meld.canasta === null) expect(cards.length).toBeLessThan(CANASTA_LENGTH);
      }),
    );
    fc.assert(
      fc.property(legalMeld, (cards) => {
        expect(classifyMeld(cards, { jokers: true })).not.toBeNull();
      }),
    );
  });

  it("a layout holds the same cards, and ids are read as their codes", () => {
    fc.assert(
      fc.property(legalMeld, (cards) => {
        const laid = arrangeMeld(cards, { jokers: true });
        expect([...(laid?.cards ?? [])].sort()).toEqual([...cards].sort());
        const ids = cards.map((card, i) => `${card}.${i}`);
        expect(classifyMeld(ids, { jokers: true })).toEqual(classifyMeld(cards, { jokers: true }));
      }),
    );
  });

  it("every card of the deck is refused alone or in a pair", () => {
    for (const card of DECK) expect(classifyMeld([card, card])).toBeNull();
  });
});
