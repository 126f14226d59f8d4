import { describe, expect, it } from "vitest";
import {
  cardOf,
  cardValue,
  copyOf,
  DECK,
  handPenalty,
  idOf,
  isBlackThree,
  isCard,
  isRedThree,
  isWild,
  JOKER,
  physicalDeck,
  rankOf,
  sortHand,
  suitOf,
} from "./cards.js";

describe("card codes", () => {
  it("are a rank and a suit: 52 of them, AS to KC", () => {
    expect(DECK).toHaveLength(52);
    expect(DECK).toContain("AS");
    expect(DECK).toContain("10H");
    expect(DECK).toContain("QD");
    expect(new Set(DECK).size).toBe(52);
  });

  it("read back their rank and suit (10H is a 10 of hearts); a joker has neither", () => {
    expect(rankOf("10H")).toBe("10");
    expect(suitOf("10H")).toBe("H");
    expect(rankOf("AS.1")).toBe("A");
    expect(rankOf(JOKER)).toBeNull();
    expect(suitOf(JOKER)).toBeNull();
    expect(rankOf("1H")).toBeNull();
  });

  it("jokers are cards only with the jokers option", () => {
    expect(isCard(JOKER)).toBe(false);
    expect(isCard(JOKER, { jokers: true })).toBe(true);
    expect(isCard("JK.3", { jokers: true })).toBe(true);
    expect(isCard("11H")).toBe(false);
    expect(isCard("ah")).toBe(false);
  });
});

describe("physical cards", () => {
  it("have ids <code>.<copy>, read back with cardOf and copyOf", () => {
    expect(idOf("AS", 1)).toBe("AS.1");
    expect(cardOf("AS.1")).toBe("AS");
    expect(copyOf("AS.1")).toBe(1);
    expect(cardOf("10H")).toBe("10H");
    expect(copyOf("10H")).toBeNull();
  });

  it("two decks make 104 distinct ids, 108 with the jokers; each code twice, each joker once", () => {
    const cards = physicalDeck();
    expect(cards).toHaveLength(104);
    expect(new Set(cards).size).toBe(104);
    for (const code of DECK) expect(cards.filter((id) => cardOf(id) === code)).toHaveLength(2);
    const withJokers = physicalDeck({ jokers: true });
    expect(withJokers).toHaveLength(108);
    expect(withJokers.filter((id) => cardOf(id) === JOKER)).toEqual(["JK.0", "JK.1", "JK.2", "JK.3"]);
    expect(new Set(withJokers).size).toBe(108);
  });
});

describe("wilds and threes", () => {
  it("every 2 and a joker are wild; nothing else", () => {
    expect(["2S", "2H", "2D.1", "2C", JOKER].every(isWild)).toBe(true);
    expect(DECK.filter(isWild)).toEqual(["2S", "2H", "2D", "2C"]);
  });

  it("the threes of hearts and diamonds are red, of spades and clubs black", () => {
    expect(DECK.filter(isRedThree)).toEqual(["3H", "3D"]);
    expect(DECK.filter(isBlackThree)).toEqual(["3S", "3C"]);
    expect(isRedThree("3D.1")).toBe(true);
  });
});

describe("card values", () => {
  it("A 15; K Q J 10 9 8: 10; 7 6 5 4: 5; 2: 10; joker 20", () => {
    const value = (rank: string): number => cardValue(`${rank}S`);
    expect(value("A")).toBe(15);
    for (const rank of ["K", "Q", "J", "10", "9", "8"]) expect(value(rank)).toBe(10);
    for (const rank of ["7", "6", "5", "4"]) expect(value(rank)).toBe(5);
    expect(value("2")).toBe(10);
    expect(cardValue(JOKER)).toBe(20);
    expect(cardValue("XX")).toBe(0);
  });

  it("left in a hand: its value, a black three 5, a red three 100", () => {
    expect(handPenalty("AS")).toBe(15);
    expect(handPenalty("3S")).toBe(5);
    expect(handPenalty("3C")).toBe(5);
    expect(handPenalty("3H")).toBe(100);
    expect(handPenalty("3D.1")).toBe(100);
  });
});

describe("sortHand", () => {
  it("shows spades, hearts, clubs, diamonds, each 3 up to the Ace, then the 2s and jokers", () => {
    expect(sortHand(["2H", "AD", JOKER, "3S", "KS", "4S", "10H", "5C", "AS"])).toEqual([
      "3S",
      "4S",
      "KS",
      "AS",
      "10H",
      "5C",
      "AD",
      "2H",
      JOKER,
    ]);
  });

  it("keeps ids, identical cards by their copy", () => {
    expect(sortHand(["7H.1", "7H.0", "4H.1"])).toEqual(["4H.1", "7H.0", "7H.1"]);
  });
});
