import { breakdownDeal, cardPoints, isCard, scoreDeal } from "@parlor/engine/tarot";
import { describe, expect, it } from "vitest";
import { TAROT_CARDS, TAROT_EXAMPLES } from "./examples";

describe("the Tarot worked deals", () => {
  it("the cards drawn are the deck's: the three oudlers, then a Roi, a Dame, a Cavalier, a Valet and a small card", () => {
    expect([...TAROT_CARDS.oudlers, ...TAROT_CARDS.values].every(isCard)).toBe(true);
    expect(TAROT_CARDS.oudlers.map(cardPoints)).toEqual([4.5, 4.5, 4.5]);
    expect(TAROT_CARDS.values.map(cardPoints)).toEqual([4.5, 3.5, 2.5, 1.5, 0.5]);
  });

  it("a Garde made with 2 oudlers and 45.5 points, Petit au bout and a poignée: 100 per defender, 300 for the taker", () => {
    const { deal, breakdown, scores } = TAROT_EXAMPLES.made;
    expect(breakdown).toEqual(breakdownDeal(deal));
    expect(scores).toEqual(scoreDeal(deal).scores);
    // By hand from rules/tarot.md: target 41, difference ceil(4.5) = 5, (25 + 5) × 2 = 60, Petit
    // au bout 10 × 2 = 20, single poignée 20.
    expect(breakdown).toMatchObject({
      target: 41,
      made: true,
      difference: 5,
      multiplier: 2,
      contract: 60,
      petitAuBout: 20,
      poignees: 20,
      chelem: 0,
      attack: 100,
    });
    expect(scores).toEqual([300, -100, -100, -100]);
  });

  it("a Prise lost with 1 oudler and 48 points: −28 per defender's gain, −84 for the taker", () => {
    const { deal, breakdown, scores } = TAROT_EXAMPLES.lost;
    expect(breakdown).toEqual(breakdownDeal(deal));
    expect(breakdown).toMatchObject({ target: 51, made: false, difference: 3, contract: -28, attack: -28 });
    expect(scores).toEqual([-84, 28, 28, 28]);
  });
});
