import { scoreDeal, type DealResult } from "@parlor/engine/tarot";
import { describe, expect, it } from "vitest";
import { dealOf, scoreParts } from "./score.js";

/** A Garde made with 2 oudlers and 45 points, the Petit au bout to the attack, a single poignée. */
const base = {
  deal: 1,
  dealer: 3,
  taker: 0,
  contract: "garde",
  called: null,
  partner: null,
  oudlers: 2,
  points: 45,
  target: 41,
  made: true,
  petitAuBout: "attack",
  poignees: ["single"],
  chelem: null,
  dog: [],
  discard: [],
  lastTrick: null,
} as const;

function result(players: number, overrides: Partial<DealResult> = {}): DealResult {
  const draft = { ...base, attack: 0, scores: [], ...overrides } as DealResult;
  const score = scoreDeal(dealOf(draft, players));
  return { ...draft, attack: overrides.attack ?? score.attack, scores: overrides.scores ?? score.scores };
}

describe("scoreParts", () => {
  it("explains the attack's mark part by part, the parts adding up to it", () => {
    const parts = scoreParts(result(4), 4);
    expect(parts).toMatchObject({
      target: 41,
      made: true,
      difference: 4,
      multiplier: 2,
      contract: (25 + 4) * 2,
      petitAuBout: 10 * 2,
      poignees: 20,
      chelem: 0,
      attack: 98,
    });
    expect(parts.marks).toEqual([294, -98, -98, -98]);
    expect(parts.contract + parts.petitAuBout + parts.poignees + parts.chelem).toBe(parts.attack);
  });

  it("takes the poignée's part from the table's own mark (its bonuses are an option)", () => {
    expect(scoreParts(result(4, { attack: 108, scores: [324, -108, -108, -108] }), 4).poignees).toBe(30);
  });

  it("scores a 5-player deal with the partner, or the taker alone", () => {
    expect(scoreParts(result(5, { partner: 2 }), 5).marks).toEqual([196, -98, 98, -98, -98]);
    expect(scoreParts(result(5, { partner: 0 }), 5).marks).toEqual([392, -98, -98, -98, -98]);
  });
});
