import { describe, expect, it } from "vitest";
import { tarotGame } from "./game.js";
import { TAROT_RATES, tarotMetrics } from "./metrics.js";
import { table } from "./situations.js";
import type { DealResult } from "./state.js";

/** A scored deal of 4 players, taker 0 in a Prise; `over` replaces what a test needs. */
function result(over: Partial<DealResult>): DealResult {
  return {
    deal: 1,
    dealer: 3,
    taker: 0,
    contract: "prise",
    called: null,
    partner: null,
    oudlers: 2,
    points: 45,
    target: 41,
    made: true,
    petitAuBout: null,
    poignees: [],
    poigneeSeats: [],
    chelem: null,
    attack: 29,
    scores: [87, -29, -29, -29],
    dog: [],
    discard: [],
    lastTrick: null,
    ...over,
  };
}

describe("French Tarot's metrics", () => {
  it("count the poignées by the side that showed them, by size, and the ones whose side won the deal", () => {
    const state = {
      ...table(4),
      results: [
        // The taker shows a single and wins; a defender a double, and loses with the defence.
        result({ poignees: ["single", "double"], poigneeSeats: [0, 2] }),
        // A defender shows a single and the defence wins; another a triple.
        result({ made: false, poignees: ["single", "triple"], poigneeSeats: [1, 3] }),
        // 5 players: the partner (seat 3) shows for the attack.
        result({ partner: 3, poignees: ["single"], poigneeSeats: [3] }),
      ],
    };
    expect(tarotMetrics(state)).toMatchObject({
      poignees: 5,
      poigneesAttack: 1 + 0 + 1,
      poigneesDefence: 1 + 2,
      poigneesAttackSingle: 2,
      poigneesAttackDouble: 0,
      poigneesDefenceSingle: 1,
      poigneesDefenceDouble: 1,
      poigneesDefenceTriple: 1,
      poigneesAttackWon: 2,
      poigneesDefenceWon: 2,
      poigneeAttackSuccess: 1,
      poigneeDefenceSuccess: 2 / 3,
    });
  });

  it("count the chelems announced, announced and made, made without announcement, and the defence's", () => {
    const state = {
      ...table(4),
      results: [
        result({ chelem: "announced-made" }),
        result({ chelem: "announced-failed", made: false }),
        result({ chelem: "made" }),
        result({ chelem: "defence", made: false }),
        result({}),
      ],
    };
    expect(tarotMetrics(state)).toMatchObject({
      chelems: 2,
      chelemsAnnounced: 2,
      chelemsAnnouncedMade: 1,
      chelemsDefence: 1,
      chelemSuccess: 0.5,
    });
  });

  it("give every rate's numerator and denominator among the metrics", () => {
    const keys = Object.keys(tarotMetrics(table(4)));
    for (const [rate, { numerator, denominator }] of Object.entries(TAROT_RATES)) {
      expect(keys, rate).toContain(numerator);
      expect(keys, rate).toContain(denominator);
      expect(keys, rate).toContain(rate);
    }
    expect(tarotGame.rates).toBe(TAROT_RATES);
  });
});
