import { describe, expect, it } from "vitest";
import { replaySteps } from "../../core/log.js";
import { playWithBots } from "../../core/testkit.js";
import type { BuracoAction } from "./actions.js";
import { isBlackThree } from "./cards.js";
import { buracoGame } from "./game.js";
import { BURACO_RATES, buracoMetrics } from "./metrics.js";
import { situation } from "./situations.js";
import type { BuracoState, KnockOut } from "./state.js";

describe("Buraco's metrics", () => {
  it("count pick-ups, black-three locks, mortos taken direct and indirect, hands gone out and hands the stock ended as the match's log shows them", () => {
    for (const seats of [2, 4]) {
      const runner = playWithBots(
        buracoGame,
        { hands: 3 },
        Array<string>(seats).fill("basic"),
        `metrics ${seats}`,
      );
      const log = runner.log;
      const counted = { pileTakes: 0, blackThreeLocks: 0, mortoDirect: 0, mortoIndirect: 0 };
      let before: BuracoState | null = null;
      let index = -1;
      for (const state of replaySteps<BuracoState>(buracoGame, log)) {
        const action = index >= 0 ? (log.actions[index]?.action as BuracoAction) : null;
        if (action?.type === "take-pile") counted.pileTakes++;
        if (action?.type === "discard" && isBlackThree(action.card)) counted.blackThreeLocks++;
        if (before !== null && state.handsScored === before.handsScored) {
          state.mortoHow.forEach((how: KnockOut | null, side) => {
            if (how !== null && before?.mortoHow[side] === null) {
              if (how === "direct") counted.mortoDirect++;
              else counted.mortoIndirect++;
            }
          });
        }
        before = state;
        index++;
      }
      const state = runner.state as BuracoState;
      const metrics = buracoMetrics(state);
      expect(metrics).toMatchObject({ hands: 3, ...counted });
      const wentOut = state.results.filter((result) => result.wentOut !== null).length;
      expect(metrics.wentOut).toBe(wentOut);
      expect(metrics.stockRanOut).toBe(3 - wentOut);
      expect(metrics.goingOutRate).toBeCloseTo(wentOut / 3);
      expect(metrics.stockRanOutRate).toBeCloseTo(1 - wentOut / 3);
      expect(metrics.pileTakesPerHand).toBeCloseTo(counted.pileTakes / 3);
      expect(counted.pileTakes + counted.blackThreeLocks).toBeGreaterThan(0);
    }
  });

  it("count each side's natural and mixed canastas on the table when a hand ends", () => {
    const natural = ["4H.0", "5H.0", "6H.0", "7H.0", "8H.0", "9H.0", "10H.0"];
    const mixed = ["9S.0", "9D.0", "9C.0", "9S.1", "9D.1", "9C.1", "2C.0"];
    const state = situation({
      hands: [["KC.0"], ["4D.0"]],
      melds: [[natural, mixed], [natural.map((card) => card.replace(".0", ".1"))]],
      mortos: [[], ["KS.0", "KS.1", "QS.0"]],
      mortoFates: ["taken", "waiting"],
      mortoHow: ["direct", null],
      options: { hands: 1 },
      step: "meld-discard",
    });
    const result = buracoGame.apply(state, 0, { type: "discard", card: "KC.0" }, 0);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(buracoMetrics(result.value)).toMatchObject({
      hands: 1,
      naturalCanastas: 2,
      mixedCanastas: 1,
      canastas: 3,
      canastasPerHand: 3,
      naturalCanastasPerHand: 2,
      mixedCanastasPerHand: 1,
      wentOut: 1,
      stockRanOut: 0,
      goingOutRate: 1,
    });
  });

  it("name, for parlor simulate's rates over all hands, metrics it counts, each over the hands", () => {
    const keys = Object.keys(buracoMetrics(situation({})));
    for (const [name, { numerator, denominator }] of Object.entries(BURACO_RATES)) {
      expect(keys, name).toContain(numerator);
      expect(denominator, name).toBe("hands");
      // The match's own figure has the rate's name: the rate over its hands.
      expect(keys, name).toContain(name);
    }
    expect(Object.keys(BURACO_RATES)).toEqual(
      expect.arrayContaining(["goingOutRate", "stockRanOutRate", "canastasPerHand", "pileTakesPerHand"]),
    );
  });

  it("give a going-out rate of 0 before any hand is scored", () => {
    expect(buracoMetrics(situation({})).goingOutRate).toBe(0);
  });
});
