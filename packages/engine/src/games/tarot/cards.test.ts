import { describe, expect, it } from "vitest";
import {
  cardFacts,
  cardIndex,
  cardPoints,
  countOudlers,
  countPoints,
  DECK,
  DECK_SIZE,
  EXCUSE,
  familyOf,
  isCard,
  isOudler,
  isTrump,
  OUDLERS,
  rankOf,
  sortHand,
  strengthOf,
  suitOf,
  TOTAL_POINTS,
  trumpNumber,
} from "./cards.js";

describe("the tarot deck", () => {
  it("has 78 different cards: 4 suits of 14, 21 trumps and the Excuse, in the canonical order", () => {
    expect(DECK_SIZE).toBe(78);
    expect(new Set(DECK).size).toBe(78);
    expect(DECK.filter((card) => suitOf(card) !== null)).toHaveLength(56);
    expect(DECK.filter(isTrump)).toHaveLength(21);
    expect(DECK.slice(0, 14)).toEqual([
      "S1",
      "S2",
      "S3",
      "S4",
      "S5",
      "S6",
      "S7",
      "S8",
      "S9",
      "S10",
      "SJ",
      "SN",
      "SQ",
      "SK",
    ]);
    expect(DECK.slice(14, 16)).toEqual(["H1", "H2"]);
    expect(DECK.slice(56, 58)).toEqual(["T1", "T2"]);
    expect(DECK.at(-2)).toBe("T21");
    expect(DECK.at(-1)).toBe(EXCUSE);
    DECK.forEach((card, i) => expect(cardIndex(card)).toBe(i));
  });

  it("knows a card code from any other string", () => {
    for (const code of ["H1", "H10", "SN", "CK", "DQ", "CJ", "T1", "T21", "EX"])
      expect(isCard(code)).toBe(true);
    for (const code of ["H0", "H11", "HC", "T0", "T22", "X1", "", "ex", "h1", "T01"]) {
      expect(isCard(code)).toBe(false);
      expect(cardIndex(code)).toBe(-1);
    }
  });

  it("gives each card's facts at once, as the helpers give them one by one", () => {
    for (const card of [...DECK, "H0", "T22", ""]) {
      expect(cardFacts(card)).toEqual({
        index: cardIndex(card),
        trump: trumpNumber(card),
        suit: suitOf(card),
        rank: rankOf(card),
        family: familyOf(card),
        strength: strengthOf(card),
        oudler: isOudler(card),
        points: cardPoints(card),
      });
    }
  });

  it("tells trumps, suits and the Excuse apart (the Excuse is neither a trump nor a suit card)", () => {
    expect(isTrump("T1")).toBe(true);
    expect(isTrump("T21")).toBe(true);
    expect(isTrump(EXCUSE)).toBe(false);
    expect(isTrump("T22")).toBe(false);
    expect(trumpNumber("T17")).toBe(17);
    expect(trumpNumber("H7")).toBeNull();
    expect(suitOf("H10")).toBe("H");
    expect(suitOf("T5")).toBeNull();
    expect(suitOf(EXCUSE)).toBeNull();
    expect(familyOf("SN")).toBe("S");
    expect(familyOf("T5")).toBe("T");
    expect(familyOf(EXCUSE)).toBeNull();
    expect(rankOf("H10")).toBe("10");
    expect(rankOf("CN")).toBe("N");
    expect(rankOf("T10")).toBeNull();
  });

  it("orders each suit 1 to 10, jack, knight, queen, king, and the trumps by number", () => {
    const ranks = ["D1", "D9", "D10", "DJ", "DN", "DQ", "DK"].map(strengthOf);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(strengthOf("T21")).toBeGreaterThan(strengthOf("T20"));
    expect(strengthOf("T2")).toBeGreaterThan(strengthOf("T1"));
    expect(strengthOf(EXCUSE)).toBe(0);
  });
});

describe("card points", () => {
  it("are oudler or king 4.5, queen 3.5, knight 2.5, jack 1.5, any other 0.5", () => {
    for (const card of ["T21", "T1", "EX", "SK", "HK", "DK", "CK"]) expect(cardPoints(card)).toBe(4.5);
    expect(cardPoints("HQ")).toBe(3.5);
    expect(cardPoints("HN")).toBe(2.5);
    expect(cardPoints("HJ")).toBe(1.5);
    for (const card of ["H1", "H10", "T2", "T20"]) expect(cardPoints(card)).toBe(0.5);
    expect(cardPoints("not a card")).toBe(0);
  });

  it("add up to 91 over the deck, to the half point over a pile", () => {
    expect(countPoints(DECK)).toBe(TOTAL_POINTS);
    expect(countPoints(["SK", "H1", "T21"])).toBe(9.5);
    expect(countPoints([])).toBe(0);
  });

  it("the oudlers are the 21, the Petit and the Excuse", () => {
    expect([...OUDLERS].sort()).toEqual(["EX", "T1", "T21"]);
    expect(isOudler("T20")).toBe(false);
    expect(countOudlers(DECK)).toBe(3);
    expect(countOudlers(["T1", "H1", "EX"])).toBe(2);
  });
});

describe("a sorted hand", () => {
  it("shows the trumps ascending, the Excuse, then spades, hearts, clubs, diamonds, each ascending", () => {
    const hand = ["D1", "HK", "T21", "EX", "C10", "S5", "T3", "HN", "SK", "CJ", "H2", "T10"];
    expect(sortHand(hand)).toEqual([
      "T3",
      "T10",
      "T21",
      "EX",
      "S5",
      "SK",
      "H2",
      "HN",
      "HK",
      "C10",
      "CJ",
      "D1",
    ]);
    expect(hand[0]).toBe("D1");
  });

  it("keeps every card of the deck, in an order where colours alternate", () => {
    const sorted = sortHand([...DECK].reverse());
    expect(sorted).toHaveLength(78);
    const suits = [...new Set(sorted.map(suitOf).filter((suit) => suit !== null))];
    expect(suits).toEqual(["S", "H", "C", "D"]);
  });
});
