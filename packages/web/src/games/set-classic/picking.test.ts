import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keepPresent, toggleCard, type PickingRules } from "./picking";

const SET: PickingRules = { claimSize: 3, chain: [], chainReuse: 0 };
const ULTRA: PickingRules = { claimSize: 4, chain: [], chainReuse: 0 };
const GHOST: PickingRules = { claimSize: 6, chain: [], chainReuse: 0 };
/** Setchain after a first set: the set's three cards lie apart, one is reused. */
const SETCHAIN: PickingRules = { claimSize: 3, chain: ["0000", "1111", "2222"], chainReuse: 1 };
/** Ultrachain after a first ultraset: its four cards lie apart, a pair is reused. */
const ULTRACHAIN: PickingRules = { claimSize: 4, chain: ["0000", "0001", "0002", "0010"], chainReuse: 2 };

/** Toggles the cards in order from nothing; the picking and every claim sent. */
function pickAll(cards: readonly string[], rules: PickingRules) {
  let picked: readonly string[] = [];
  const claims: (readonly string[])[] = [];
  for (const card of cards) {
    const result = toggleCard(picked, card, rules);
    picked = result.picked;
    if (result.claim) claims.push(result.claim);
  }
  return { picked, claims };
}

describe("picking cards for a claim", () => {
  it("toggles a card: picked, then let go", () => {
    expect(toggleCard([], "0120", SET)).toEqual({ picked: ["0120"], claim: null });
    expect(toggleCard(["0120", "1201"], "0120", SET)).toEqual({ picked: ["1201"], claim: null });
  });

  it("sends the claim when the mode's count is picked, and starts over: 3, 4 or 6 cards", () => {
    const cards = ["0000", "1111", "2222", "0121", "1020", "2102"];
    for (const rules of [SET, ULTRA, GHOST]) {
      const { picked, claims } = pickAll(cards.slice(0, rules.claimSize), rules);
      expect(picked).toEqual([]);
      expect(claims).toEqual([cards.slice(0, rules.claimSize)]);
      // One card fewer: nothing is sent.
      expect(pickAll(cards.slice(0, rules.claimSize - 1), rules).claims).toEqual([]);
    }
  });

  it("never sends a card twice: picking a card again lets it go", () => {
    expect(pickAll(["0000", "1111", "1111", "2222"], SET)).toEqual({ picked: ["0000", "2222"], claims: [] });
  });

  it("setchain: a second chain card replaces the first one picked", () => {
    const { picked } = pickAll(["0000", "1111"], SETCHAIN);
    expect(picked).toEqual(["1111"]);
    const claim = pickAll(["0000", "0120", "2222", "1201"], SETCHAIN).claims[0];
    expect(claim).toEqual(["0120", "2222", "1201"]);
  });

  it("ultrachain: a third chain card replaces the oldest of the pair, table cards stay", () => {
    const { picked } = pickAll(["0000", "1212", "0001", "0002"], ULTRACHAIN);
    expect(picked).toEqual(["1212", "0001", "0002"]);
    expect(pickAll(["0000", "1212", "0001", "0002", "2121"], ULTRACHAIN).claims).toEqual([
      ["1212", "0001", "0002", "2121"],
    ]);
  });

  it("a chain card in a mode without chain reuse is picked like any other", () => {
    const rules: PickingRules = { ...SETCHAIN, chainReuse: 0 };
    expect(pickAll(["0000", "1111"], rules).picked).toEqual(["0000", "1111"]);
  });

  it("drops the cards that left the table, and keeps the same picking when none did", () => {
    const picked = ["0000", "1111"];
    expect(keepPresent(picked, new Set(["0000", "1111", "2222"]))).toBe(picked);
    expect(keepPresent(picked, new Set(["1111", "2222"]))).toEqual(["1111"]);
  });

  it("holds at most claimSize − 1 distinct cards, at most chainReuse of the chain, in any sequence", () => {
    const card = fc.constantFrom("0000", "0001", "0002", "0010", "1212", "2121", "0120", "1201");
    const rules = fc.constantFrom(SET, ULTRA, GHOST, SETCHAIN, ULTRACHAIN);
    fc.assert(
      fc.property(rules, fc.array(card, { maxLength: 40 }), (r, cards) => {
        let picked: readonly string[] = [];
        for (const c of cards) {
          const result = toggleCard(picked, c, r);
          picked = result.picked;
          expect(picked.length).toBeLessThan(r.claimSize);
          expect(new Set(picked).size).toBe(picked.length);
          if (r.chainReuse > 0)
            expect(picked.filter((p) => r.chain.includes(p)).length).toBeLessThanOrEqual(r.chainReuse);
          if (result.claim) {
            expect(result.claim).toHaveLength(r.claimSize);
            expect(new Set(result.claim).size).toBe(r.claimSize);
            expect(result.claim).toContain(c);
          }
        }
      }),
    );
  });
});
