import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardValue, handPenalty } from "./cards.js";
import { classifyMeld } from "./melds.js";
import { checkSide, checkSides, scoreHand, scoreTally, type Side } from "./scoring.js";

/** A side that went out with its morto and nothing else, with what the test changes. */
const side = (fields: Partial<Side> = {}): Side => ({
  melds: [],
  redThrees: 0,
  hand: [],
  wentOut: false,
  tookMorto: true,
  ...fields,
});

const NATURAL_RUN = ["4S", "5S", "6S", "7S", "8S", "9S", "10S"]; // 5*4 + 10*3 = 50
const MIXED_GROUP = ["KS", "KH", "KH", "KD", "KC", "KC", "2S"]; // 60 + 10 = 70
const SHORT_RUN = ["JH", "QH", "KH", "AH"]; // 45

describe("scoreHand", () => {
  it("counts the cards in melds: A 15, K-8 10, 7-4 5, a 2 10, a joker 20", () => {
    expect(scoreHand(side({ melds: [SHORT_RUN] })).cards).toBe(45);
    expect(scoreHand(side({ melds: [["7H", "7S", "2C"]] })).cards).toBe(20);
    expect(scoreHand(side({ melds: [["7H", "7S", "JK"]] })).cards).toBe(30);
  });

  it("a natural canasta +200, a mixed one +100", () => {
    expect(scoreHand(side({ melds: [NATURAL_RUN] })).canastas).toBe(200);
    expect(scoreHand(side({ melds: [MIXED_GROUP] })).canastas).toBe(100);
    expect(scoreHand(side({ melds: [NATURAL_RUN, MIXED_GROUP, SHORT_RUN] })).canastas).toBe(300);
    expect(scoreHand(side({ melds: [SHORT_RUN] })).canastas).toBe(0);
  });

  it("a red three +100 each with a canasta, -100 each without (a mixed canasta counts)", () => {
    expect(scoreHand(side({ melds: [NATURAL_RUN], redThrees: 2 })).redThrees).toBe(200);
    expect(scoreHand(side({ melds: [MIXED_GROUP], redThrees: 1 })).redThrees).toBe(100);
    expect(scoreHand(side({ melds: [SHORT_RUN], redThrees: 2 })).redThrees).toBe(-200);
    expect(scoreHand(side({ redThrees: 0 })).redThrees).toBe(0);
  });

  it("knocking out to end the hand +100; never taking the morto -100", () => {
    expect(scoreHand(side({ wentOut: true })).goingOut).toBe(100);
    expect(scoreHand(side()).goingOut).toBe(0);
    expect(scoreHand(side({ tookMorto: false })).morto).toBe(-100);
    expect(scoreHand(side()).morto).toBe(0);
  });

  it("cards left in hands count against: their values, a black three 5, a red three 100", () => {
    expect(scoreHand(side({ hand: ["AS", "2D", "3C", "3H", "7H.1"] })).hand).toBe(-(15 + 10 + 5 + 100 + 5));
    expect(Object.is(scoreHand(side()).hand, 0)).toBe(true);
  });

  it("sums it all: a worked hand", () => {
    const score = scoreHand({
      melds: [NATURAL_RUN, MIXED_GROUP, SHORT_RUN],
      redThrees: 1,
      hand: [],
      wentOut: true,
      tookMorto: true,
    });
    expect(score).toEqual({
      cards: 50 + 70 + 45,
      canastas: 300,
      redThrees: 100,
      goingOut: 100,
      morto: 0,
      hand: 0,
      total: 165 + 300 + 100 + 100,
    });
    expect(
      scoreHand({ melds: [SHORT_RUN], redThrees: 1, hand: ["KD"], wentOut: false, tookMorto: false }),
    ).toEqual({
      cards: 45,
      canastas: 0,
      redThrees: -100,
      goingOut: 0,
      morto: -100,
      hand: -10,
      total: 45 - 100 - 100 - 10,
    });
  });

  it("takes ids as well as codes", () => {
    const ids = side({ melds: [NATURAL_RUN.map((card) => `${card}.1`)], hand: ["3H.0"] });
    expect(scoreHand(ids)).toEqual(scoreHand(side({ melds: [NATURAL_RUN], hand: ["3H"] })));
  });

  describe("the A-K and A-A canasta variants (off by default)", () => {
    const toKing = ["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"];
    const toAce = [...toKing, "AH"];
    it("a natural run 4…K earns 500 and 4…A 1000 instead of 200 when switched on", () => {
      expect(scoreHand(side({ melds: [toKing] })).canastas).toBe(200);
      expect(scoreHand(side({ melds: [toAce] })).canastas).toBe(200);
      expect(scoreHand(side({ melds: [toKing] }), { aceToKing: true }).canastas).toBe(500);
      expect(scoreHand(side({ melds: [toAce] }), { aceToAce: true }).canastas).toBe(1000);
      expect(scoreHand(side({ melds: [toAce] }), { aceToKing: true }).canastas).toBe(200);
    });
    it("not for a mixed one, nor a shorter run", () => {
      const mixed = ["4H", "5H", "2S", "7H", "8H", "9H", "10H", "JH", "QH", "KH"];
      expect(scoreHand(side({ melds: [mixed] }), { aceToKing: true, aceToAce: true }).canastas).toBe(100);
      expect(scoreHand(side({ melds: [toKing.slice(1)] }), { aceToKing: true }).canastas).toBe(200);
    });
  });

  it("total is the sum of the fields; hand ≤ 0; morto 0 or -100", () => {
    const melds = fc.constantFrom(NATURAL_RUN, MIXED_GROUP, SHORT_RUN, ["7H", "7S", "2C"]);
    const sides = fc.record({
      melds: fc.array(melds, { maxLength: 5 }),
      redThrees: fc.integer({ min: 0, max: 4 }),
      hand: fc.array(fc.constantFrom("AS", "3H", "3C", "2D", "JK", "7H"), { maxLength: 11 }),
      wentOut: fc.boolean(),
      tookMorto: fc.boolean(),
    });
    fc.assert(
      fc.property(sides, fc.boolean(), fc.boolean(), (hand, aceToKing, aceToAce) => {
        const { total, ...fields } = scoreHand(hand, { aceToKing, aceToAce });
        expect(total).toBe(Object.values(fields).reduce((a, b) => a + b, 0));
        expect(fields.hand).toBeLessThanOrEqual(0);
        expect([0, -100]).toContain(fields.morto);
      }),
    );
  });
});

describe("scoreTally (a score pad's points and counts)", () => {
  it("scores a tallied hand part by part", () => {
    expect(
      scoreTally({
        meldPoints: 165,
        naturalCanastas: 1,
        mixedCanastas: 1,
        redThrees: 1,
        handPoints: 0,
        wentOut: true,
        tookMorto: true,
      }),
    ).toEqual({ cards: 165, canastas: 300, redThrees: 100, goingOut: 100, morto: 0, hand: 0, total: 665 });
    expect(
      scoreTally({
        meldPoints: 45,
        naturalCanastas: 0,
        mixedCanastas: 0,
        redThrees: 2,
        handPoints: 15,
        wentOut: false,
        tookMorto: false,
      }),
    ).toEqual({ cards: 45, canastas: 0, redThrees: -200, goingOut: 0, morto: -100, hand: -15, total: -270 });
  });

  it("agrees with scoreHand on any side once its cards are counted", () => {
    const melds = fc.constantFrom(NATURAL_RUN, MIXED_GROUP, SHORT_RUN, ["7H", "7S", "2C"]);
    const sides = fc.record({
      melds: fc.array(melds, { maxLength: 5 }),
      redThrees: fc.integer({ min: 0, max: 4 }),
      hand: fc.array(fc.constantFrom("AS", "3H", "3C", "2D", "7H"), { maxLength: 11 }),
      wentOut: fc.boolean(),
      tookMorto: fc.boolean(),
    });
    fc.assert(
      fc.property(sides, (hand) => {
        const kinds = hand.melds.map((meld) => classifyMeld(meld, { groups: true })?.canasta ?? null);
        const tally = {
          meldPoints: hand.melds.flat().reduce((sum, card) => sum + cardValue(card), 0),
          naturalCanastas: kinds.filter((kind) => kind === "natural").length,
          mixedCanastas: kinds.filter((kind) => kind === "mixed").length,
          redThrees: hand.redThrees,
          handPoints: hand.hand.reduce((sum, card) => sum + handPenalty(card), 0),
          wentOut: hand.wentOut,
          tookMorto: hand.tookMorto,
        };
        expect(scoreTally(tally)).toEqual(scoreHand(hand));
      }),
    );
  });
});

describe("checkSide", () => {
  it("accepts a valid side, codes or ids", () => {
    const good = side({ melds: [NATURAL_RUN, ["7H.0", "7H.1", "2C.0"]], hand: ["3H"], redThrees: 3 });
    expect(checkSide(good)).toEqual({ ok: true, value: good });
  });

  it.each([
    [[], "The side is a JSON object such as"],
    [{ ...side(), wentOut: "yes" }, "The side: wentOut must be true or false."],
    [
      { melds: [], redThrees: 0, hand: [], wentOut: true },
      "The side has no tookMorto; tookMorto must be true or false.",
    ],
    [{ ...side(), redThrees: 5 }, "The side: redThrees must be the number of red threes laid, from 0 to 4"],
    [{ ...side(), hand: [1] }, "hand must be a list of the cards"],
    [{ ...side(), morto: true }, "The side has no 'morto'"],
    [side({ hand: ["1H"] }), "The side: '1H' is not a card"],
    [side({ hand: ["JK"] }), "(jokers only with the jokers option)"],
    [
      side({ melds: [["3H", "3S", "3C"]] }),
      "The side: meld 1 (3H 3S 3C) is not a legal meld (threes never meld).",
    ],
    [side({ melds: [["4H", "5H", "7H"]] }), "meld 1 (4H 5H 7H) is not a legal meld."],
    [side({ hand: ["AS", "AS", "AS"] }), "the game holds 2 of each card (4 jokers), not 3 AS."],
    [side({ hand: ["AS.0", "AS.0"] }), "each card id appears once, not 'AS.0'."],
    [side({ redThrees: 4, hand: ["3H"] }), "the game holds 4 red threes, not 4 laid and 1 in hand."],
    [side({ wentOut: true, tookMorto: false }), "wentOut needs tookMorto"],
  ])("refuses %j, saying why", (raw, message) => {
    const checked = checkSide(raw);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error.code).toBe("bad-side");
    expect(checked.error.message).toContain(message);
  });

  it("checks melds under the options: jokers, groups", () => {
    expect(checkSide(side({ melds: [["7H", "7S", "JK"]] }), { jokers: true }).ok).toBe(true);
    expect(checkSide(side({ melds: [["7H", "7S", "7C"]] }), { groups: false }).ok).toBe(false);
  });

  it("names the side as asked", () => {
    const checked = checkSide(side({ hand: ["ZZ"] }), {}, "Side 2");
    expect(!checked.ok && checked.error.message).toMatch(/^Side 2: 'ZZ' is not a card/);
  });
});

describe("checkSides", () => {
  const a = side({ melds: [NATURAL_RUN], wentOut: true });
  const b = side({ hand: ["AS", "3H"], tookMorto: false });

  it("reads { sides: [a, b] } or [a, b]", () => {
    expect(checkSides({ sides: [a, b] })).toEqual({ ok: true, value: [a, b] });
    expect(checkSides([a, b])).toEqual({ ok: true, value: [a, b] });
  });

  it.each([
    [{ sides: [a] }, "A hand is its 2 sides"],
    [[a, b, a], "A hand is its 2 sides"],
    [{ sides: [a, b], extra: 1 }, "A hand is its 2 sides"],
    [a, "A hand is its 2 sides"],
    ["text", "A hand is its 2 sides"],
    [[a, { ...b, hand: ["ZZ"] }], "Side 2: 'ZZ' is not a card"],
    [
      [
        { ...a, wentOut: 1 },
        { ...b, hand: ["ZZ"] },
      ],
      "Side 1: wentOut must be true or false. Side 2: 'ZZ'",
    ],
    [
      [a, side({ melds: [NATURAL_RUN, NATURAL_RUN] })],
      "more than the game's 2 of each card (4 jokers): 3 4S, 3 5S",
    ],
    [
      [side({ hand: ["AS.1"] }), side({ hand: ["AS.1"] })],
      "Each card id appears once in the hand, not 'AS.1'.",
    ],
    [[side({ redThrees: 3 }), side({ redThrees: 1, hand: ["3D"] })], "The game holds 4 red threes, not 5"],
    [[a, side({ wentOut: true })], "Only one side knocks out"],
  ])("refuses %j, saying why", (raw, message) => {
    const checked = checkSides(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.message).toContain(message);
  });
});
