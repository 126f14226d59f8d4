import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { cardOf, physicalDeck, sortHand } from "./cards.js";
import { buracoGame } from "./game.js";
import { buracoLegal, buracoToAct } from "./legal.js";
import { arrangeMeld } from "./melds.js";
import { situation } from "./situations.js";
import { buracoView } from "./view.js";

const legalOf = (s: ReturnType<typeof situation>, seat = 0) => buracoLegal(buracoView(s, seat));
const key = (a: unknown) => JSON.stringify(a);
const CANASTA = ["4H.0", "5H.0", "6H.0", "7H.0", "8H.0", "9H.0", "10H.0"];

describe("legal moves", () => {
  it("to draw: the stock, and the pile with every pair of hand cards that melds its top card, or its top added to a meld", () => {
    const s = situation({
      hands: [["7H.0", "8H.0", "9S.0", "9S.1", "KC.0"], []],
      pile: ["4D.0", "9H.1"],
      melds: [[["10H.1", "JH.0", "QH.0"]], []],
    });
    const moves = legalOf(s).map(key);
    expect(moves).toEqual(
      [
        { type: "draw" },
        { type: "take-pile", meld: { cards: ["7H.0", "8H.0"] } },
        { type: "take-pile", meld: { cards: ["9S.0", "9S.1"] } },
        { type: "take-pile", add: { meld: 0, cards: [] } },
      ].map(key),
    );
    for (const m of legalOf(s)) expect(buracoGame.apply(s, 0, m, 1).ok).toBe(true);
  });

  it("to draw with the stock empty (no morto ever becomes it): the pile's pick-ups, and a draw, which ends the hand", () => {
    const s = situation({
      hands: [["7H.0", "8H.0", "KC.0", "QD.0"], []],
      stock: [],
      pile: ["9H.1"],
      mortoFates: ["taken", "taken"],
      mortos: [[], []],
    });
    expect(legalOf(s)).toEqual([{ type: "draw" }, { type: "take-pile", meld: { cards: ["7H.0", "8H.0"] } }]);
    for (const m of legalOf(s)) expect(buracoGame.apply(s, 0, m, 1).ok).toBe(true);
  });

  it("no pick-up when a black three locks the pile; nothing out of turn or for a spectator", () => {
    const s = situation({ hands: [["3C.0", "3S.0"], ["KC.0"]], pile: ["3S.1"] });
    expect(legalOf(s)).toEqual([{ type: "draw" }]);
    expect(legalOf(s, 1)).toEqual([]);
    expect(buracoLegal(buracoView(s, null))).toEqual([]);
    expect(buracoToAct(s)).toEqual([0]);
  });

  it("after drawing: new melds of 3, single-card additions and discards, one per face, each accepted", () => {
    const s = situation({
      step: "meld-discard",
      hands: [["7H.0", "8H.0", "9H.0", "9H.1", "9S.0", "9C.0"], []],
      melds: [[["10S.0", "JS.0", "QS.0"]], []],
    });
    const moves = legalOf(s);
    expect(moves.filter((m) => m.type === "discard").map((m) => m.type === "discard" && m.card)).toEqual([
      "9S.0",
      "7H.0",
      "8H.0",
      "9H.0",
      "9C.0",
    ]);
    expect(moves).toContainEqual({ type: "meld", cards: ["9S.0", "9H.0", "9C.0"] });
    expect(moves).toContainEqual({ type: "meld", cards: ["9H.0", "9H.1", "9S.0"] });
    expect(moves).toContainEqual({ type: "meld", cards: ["7H.0", "8H.0", "9H.0"] });
    expect(moves).toContainEqual({ type: "add", meld: 0, cards: ["9S.0"] });
    for (const m of moves) {
      const r = buracoGame.apply(s, 0, m, 1);
      expect(r.ok, key(m)).toBe(true);
    }
  });

  it("leaves out what would empty a hand that may not be emptied (morto taken, no natural canasta)", () => {
    const s = situation({
      step: "meld-discard",
      mortoFates: ["taken", "waiting"],
      hands: [["JH.0", "QH.0", "KH.0"], []],
    });
    expect(legalOf(s).map((m) => m.type)).toEqual(["discard", "discard", "discard"]);
    const closing = { ...s, melds: [[CANASTA], []] };
    expect(legalOf(closing).map((m) => m.type)).toContain("meld");
  });

  it("decides an addition on the meld as it leaves it: a wild that spoils the natural canasta, a card that makes one", () => {
    const natural = ["4S.0", "5S.0", "6S.0", "7S.0", "8S.0", "9S.0", "10S.0"];
    const spoiling = situation({
      step: "meld-discard",
      mortoFates: ["taken", "waiting"],
      melds: [[natural], []],
      hands: [["2C.0", "KH.0"], []],
    });
    // A wild on the side's only natural canasta would leave one card the side may no longer discard.
    expect(legalOf(spoiling)).not.toContainEqual({ type: "add", meld: 0, cards: ["2C.0"] });
    expect(buracoGame.apply(spoiling, 0, { type: "add", meld: 0, cards: ["2C.0"] }, 1).ok).toBe(false);
    const making = situation({
      step: "meld-discard",
      mortoFates: ["taken", "waiting"],
      melds: [[natural.slice(0, 6)], []],
      hands: [["10S.0", "KH.0"], []],
    });
    // The seventh card makes the natural canasta that lets the side end the hand with its discard.
    expect(legalOf(making)).toContainEqual({ type: "add", meld: 0, cards: ["10S.0"] });
    for (const state of [spoiling, making]) {
      for (const m of legalOf(state)) expect(buracoGame.apply(state, 0, m, 1).ok, key(m)).toBe(true);
    }
  });

  it("toAct is nobody once the match is over", () => {
    expect(buracoToAct({ ...situation({}), phase: "over" })).toEqual([]);
  });
});

describe("the meld filter (mayShareMeld)", () => {
  /** Every 3-card meld of the hand, tried the slow way: every three cards at all. */
  function everyMeldOfThree(hand: readonly string[], jokers: boolean): string[] {
    const found = new Set<string>();
    for (let i = 0; i < hand.length; i++)
      for (let j = i + 1; j < hand.length; j++)
        for (let k = j + 1; k < hand.length; k++) {
          const cards = [hand[i], hand[j], hand[k]] as string[];
          if (arrangeMeld(cards, { jokers, groups: true }) !== null)
            found.add(cards.map(cardOf).sort().join(" "));
        }
    return [...found].sort();
  }

  it("keeps every pair of cards a meld may hold: the listed melds of 3 are every meld of 3 of the hand", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 5, max: 30 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (jokers, size, seed) => {
          const deck = Rng.fromSeed(String(seed)).shuffle(physicalDeck({ jokers }));
          const hand = sortHand(deck.slice(0, size));
          const s = situation({ step: "meld-discard", hands: [hand, ["KC.0"]], options: { jokers } });
          const listed = legalOf(s)
            .filter((move) => move.type === "meld")
            .map((move) => (move.type === "meld" ? move.cards.map(cardOf).sort().join(" ") : ""));
          expect([...new Set(listed)].sort()).toEqual(everyMeldOfThree(hand, jokers));
        },
      ),
      { numRuns: 60 },
    );
  });
});
