import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DECK, EXCUSE, familyOf, isTrump, strengthOf } from "./cards.js";
import {
  beats,
  highestTrump,
  ledFamily,
  legalLeads,
  legalPlays,
  trickWinner,
  winningPosition,
} from "./tricks.js";

/** The legal cards as a sorted list, to compare whatever the hand's order. */
const legal = (hand: string[], trick: string[]): string[] => legalPlays(hand, trick).sort();

describe("the suit a trick asks for", () => {
  it("is the first card's suit, or trumps when a trump leads", () => {
    expect(ledFamily([])).toBeNull();
    expect(ledFamily(["H3", "T4"])).toBe("H");
    expect(ledFamily(["T4", "H3"])).toBe("T");
  });

  it("is set by the card after a led Excuse", () => {
    expect(ledFamily([EXCUSE])).toBeNull();
    expect(ledFamily([EXCUSE, "C5", "T2"])).toBe("C");
  });

  it("the highest trump in it, 0 without one", () => {
    expect(highestTrump(["H3", "T4", "T12", "T7"])).toBe(12);
    expect(highestTrump(["H3", EXCUSE])).toBe(0);
  });
});

describe("legalPlays", () => {
  it("lets the leader play any card", () => {
    const hand = ["H1", "T3", "EX", "S4"];
    expect(legalPlays(hand, [])).toEqual(hand);
  });

  it("makes a player follow the suit led, the Excuse still allowed", () => {
    expect(legal(["H1", "HK", "T3", "EX", "S4"], ["H5"])).toEqual(["EX", "H1", "HK"]);
    expect(legal(["H1", "HK", "T3", "S4"], ["H5", "T10"])).toEqual(["H1", "HK"]);
  });

  it("makes a player without the suit trump", () => {
    expect(legal(["T3", "T15", "S4", "D2"], ["H5"])).toEqual(["T15", "T3"]);
  });

  it("makes a player trumping play higher than the trick's highest trump when they can (even over a partner)", () => {
    // The second card may be the player's partner's: the rule does not care.
    expect(legal(["T3", "T15", "T8", "S4"], ["H5", "T10"])).toEqual(["T15"]);
  });

  it("lets a player who cannot overtrump play any trump (undertrump)", () => {
    expect(legal(["T3", "T8", "S4"], ["H5", "T10"])).toEqual(["T3", "T8"]);
  });

  it("makes a player overtrump when a trump is led", () => {
    expect(legal(["T3", "T15", "H4", EXCUSE], ["T10"])).toEqual(["EX", "T15"]);
    expect(legal(["T3", "T8", "H4"], ["T10", "T12"])).toEqual(["T3", "T8"]);
  });

  it("lets a player with neither the suit nor a trump play any card", () => {
    expect(legal(["S4", "D2", "CK"], ["H5", "T10"])).toEqual(["CK", "D2", "S4"]);
    expect(legal(["S4", "D2"], ["T5"])).toEqual(["D2", "S4"]);
  });

  it("lets the Excuse be played at any time, even when following, trumping or overtrumping", () => {
    expect(legalPlays(["H2", EXCUSE], ["H5"])).toContain(EXCUSE);
    expect(legalPlays(["T2", EXCUSE], ["H5"])).toContain(EXCUSE);
    expect(legalPlays(["T20", EXCUSE], ["T5"])).toContain(EXCUSE);
    expect(legalPlays([EXCUSE], ["T5"])).toEqual([EXCUSE]);
  });

  it("after a led Excuse, lets the next card set the suit, which the others then follow", () => {
    expect(legalPlays(["H1", "T3", "S4"], [EXCUSE])).toEqual(["H1", "T3", "S4"]);
    expect(legal(["H1", "T3", "S4"], [EXCUSE, "S9"])).toEqual(["S4"]);
    expect(legal(["H1", "T3", "T12"], [EXCUSE, "T9"])).toEqual(["T12"]);
  });

  it("returns the cards in the hand's order", () => {
    expect(legalPlays(["HK", EXCUSE, "H1"], ["H5"])).toEqual(["HK", EXCUSE, "H1"]);
  });
});

describe("the 5-player first-trick rule (legalLeads, legalPlays' third argument)", () => {
  const rule = { calledCard: "CK", firstTrick: true };

  it("forbids leading the called suit in the first trick, except with the called card", () => {
    expect(legalLeads(["C3", "CK", "H2"], rule)).toEqual(["CK", "H2"]);
    expect(legalLeads(["C3", "CQ", "H2", EXCUSE], rule)).toEqual(["H2", EXCUSE]);
    expect(legalPlays(["C3", "CK", "H2"], [], rule)).toEqual(["CK", "H2"]);
  });

  it("applies to the card that sets the suit after a led Excuse", () => {
    expect(legalPlays(["C3", "H2"], [EXCUSE], rule)).toEqual(["H2"]);
  });

  it("does not apply after the first trick, without a called card, or to following", () => {
    expect(legalLeads(["C3", "H2"], { calledCard: "CK", firstTrick: false })).toEqual(["C3", "H2"]);
    expect(legalLeads(["C3", "H2"], { firstTrick: true })).toEqual(["C3", "H2"]);
    expect(legalPlays(["C3", "H2"], ["C9"], rule)).toEqual(["C3"]);
  });

  it("lets a hand of nothing but the called suit lead it", () => {
    expect(legalLeads(["C3", "C5"], rule)).toEqual(["C3", "C5"]);
  });

  it("keeps the two-argument call as the plain trick rules", () => {
    expect(legalPlays(["C3", "CK", "H2"], [])).toEqual(["C3", "CK", "H2"]);
  });
});

describe("who wins a trick", () => {
  it("is the highest card of the suit led when nobody trumps; another suit never wins", () => {
    expect(winningPosition(["H5", "HK", "SK", "H9"])).toBe(1);
    expect(trickWinner(["H5", "H2", "SK", "H4"])).toBe(0);
  });

  it("is the highest trump when the trick holds one", () => {
    expect(winningPosition(["H5", "HK", "T2", "H9"])).toBe(2);
    expect(winningPosition(["H5", "T12", "T2", "T21"])).toBe(3);
    expect(winningPosition(["T5", "T3", "H2"])).toBe(0);
  });

  it("is never the Excuse, even when it leads: the next card sets the suit", () => {
    expect(winningPosition(["HK", EXCUSE, "H2", "H3"])).toBe(0);
    expect(winningPosition([EXCUSE, "C2", "C9", "HK"])).toBe(2);
    expect(winningPosition([EXCUSE])).toBeNull();
    expect(winningPosition([])).toBeNull();
  });

  it("is the Excuse when it leads a last trick that wins (excuseWins), never when it follows", () => {
    expect(winningPosition([EXCUSE, "C2", "C9", "HK"], true)).toBe(0);
    expect(trickWinner([EXCUSE, "C2", "C9", "HK"], 2, true)).toBe(2);
    expect(winningPosition(["C2", "C9", "HK", "H3"], true)).toBe(1);
    expect(winningPosition(["C2", EXCUSE, "C9", "H3"], true)).toBe(2);
  });

  it("is a seat counted from the leader around the table", () => {
    // Seat 2 led; the fourth card, seat (2 + 3) % 4 = 1, wins.
    expect(trickWinner(["H5", "H2", "SK", "T1"], 2)).toBe(1);
    expect(trickWinner(["H5", "H2", "HK"], 1)).toBe(0);
    expect(trickWinner([EXCUSE], 3)).toBe(3);
  });
});

/**
 * The trick-play rules read literally, card by card: a brute-force oracle for legalPlays.
 */
function mayPlay(hand: readonly string[], trick: readonly string[], card: string): boolean {
  if (card === EXCUSE) return true;
  const first = trick.find((c) => c !== EXCUSE);
  if (first === undefined) return true;
  const led = familyOf(first);
  const has = (test: (c: string) => boolean): boolean => hand.some(test);
  if (led !== "T" && has((c) => familyOf(c) === led)) return familyOf(card) === led;
  if (!has(isTrump)) return true;
  if (!isTrump(card)) return false;
  const top = Math.max(0, ...trick.filter(isTrump).map(strengthOf));
  const canOvertrump = has((c) => isTrump(c) && strengthOf(c) > top);
  return !canOvertrump || strengthOf(card) > top;
}

/** A hand and a trick of different cards from the deck. */
const handAndTrick = fc
  .tuple(fc.shuffledSubarray([...DECK], { minLength: 1, maxLength: 24 }), fc.integer({ min: 0, max: 4 }))
  .map(([cards, trickLength]) => {
    const length = Math.min(trickLength, cards.length - 1);
    return { trick: cards.slice(0, length), hand: cards.slice(length) };
  });

describe("legalPlays, for any hand and trick", () => {
  it("is never empty, a subset of the hand, and exactly the rules read card by card", () => {
    fc.assert(
      fc.property(handAndTrick, ({ hand, trick }) => {
        const plays = legalPlays(hand, trick);
        expect(plays.length).toBeGreaterThan(0);
        for (const card of plays) expect(hand).toContain(card);
        expect(plays).toEqual(hand.filter((card) => mayPlay(hand, trick, card)));
      }),
      { numRuns: 5000 },
    );
  });

  it("with the first-trick rule, is never empty and a subset of the plain rule's cards", () => {
    fc.assert(
      fc.property(handAndTrick, fc.constantFrom("SK", "HK", "DQ", "CN"), ({ hand, trick }, calledCard) => {
        const plays = legalPlays(hand, trick, { calledCard, firstTrick: true });
        expect(plays.length).toBeGreaterThan(0);
        const plain = legalPlays(hand, trick);
        for (const card of plays) expect(plain).toContain(card);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("beats, for any trick and card", () => {
  it("says whether the card played on the trick would become its winning card", () => {
    fc.assert(
      fc.property(handAndTrick, ({ hand, trick }) => {
        const position = winningPosition(trick);
        if (position === null) return;
        const winner = trick[position] as string;
        for (const card of hand) {
          expect(beats(card, winner)).toBe(winningPosition([...trick, card]) === trick.length);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
