// The bid study's auction and weighing (scripts/tarot-bids.mjs) on estimates made by hand.
import { describe, expect, it } from "vitest";
import { auction, pointsOf, weigh } from "./tarot-bids.mjs";

const meanAlone = (pass) => ({
  passValue: { 3: pass, 4: pass, 5: pass },
  riskTolerance: Number.POSITIVE_INFINITY,
});
/** A seat's estimates: a Prise's mean and variance, the Garde's twice and four times those. */
const hand = (mean, variance = 400) => ({
  prise: { mean, variance },
  garde: { mean: 2 * mean, variance: 4 * variance },
  "garde-sans": { mean: 4 * mean - 20, variance: 16 * variance },
  "garde-contre": { mean: 6 * mean - 40, variance: 36 * variance },
});

describe("the Tarot bid study", () => {
  it("runs the auction as the bots bid: the contract worth most over a pass, above the highest bid only", () => {
    const alone = (estimates, choice) =>
      auction([estimates, hand(-30), hand(-30), hand(-30)], [choice, ...Array(3).fill(meanAlone(0))]);
    expect(alone(hand(10), meanAlone(0))).toMatchObject({ taker: 0, contract: "garde" });
    expect(alone(hand(-5), meanAlone(0))).toBeNull();
    expect(alone(hand(-5), meanAlone(-10))).toMatchObject({ taker: 0, contract: "prise", mark: -5 });
    // A risk tolerance of 150: the Garde's variance outweighs its doubled mean.
    expect(alone(hand(10, 1600), { ...meanAlone(0), riskTolerance: 150 })).toMatchObject({
      contract: "prise",
    });
    const seats = [hand(5), hand(8), hand(-30), hand(-30)];
    // The first takes a Garde (10); the second may only bid above it: a Garde sans (12).
    expect(
      auction(
        seats,
        seats.map(() => meanAlone(0)),
      ),
    ).toEqual({ taker: 1, contract: "garde-sans", mark: 12 });
    expect(auction([hand(-1), hand(-2), hand(-3), hand(-4)], Array(4).fill(meanAlone(0)))).toBeNull();
  });

  it("scores the taker's mark per defender, at 5 players the taker's side unknown before the call", () => {
    const taken = { taker: 2, contract: "prise", mark: -6 };
    expect([0, 1, 2, 3].map((k) => pointsOf(taken, k, 4))).toEqual([6, 6, -18, 6]);
    expect([0, 1, 2].map((k) => pointsOf(taken, k, 3))).toEqual([6, 6, -12]);
    expect([0, 1, 2, 3, 4].map((k) => pointsOf(taken, k, 5))).toEqual([3, 3, -12, 3, 3]);
    expect(pointsOf(null, 0, 4)).toBe(0);
  });

  it("weighs a lower pass value: fewer deals passed, the Prises it takes below even cost it their mark", () => {
    // Deal one: only the first seat's hand is near even (a Prise at -5). Deal two: nobody's is.
    const deals = [
      [hand(-5), hand(-30), hand(-20), hand(-40)],
      [hand(-25), hand(-30), hand(-20), hand(-40)],
    ];
    const same = weigh(deals, meanAlone(0), meanAlone(0));
    expect(same).toMatchObject({ deals: 2, passShare: 1, priseShare: 0, difference: 0, interval: 0 });
    const lower = weigh(deals, meanAlone(-10), meanAlone(0));
    expect(lower.passShare).toBe(0.5);
    expect(lower.priseShare).toBe(1);
    // In deal one the seat by the choice takes only when it sits first: -15 points, the others +5
    // each, so -20 against their mean, over four rotations: -5; deal two, 0. The mean of the deals: -2.5.
    expect(lower.difference).toBeCloseTo(-2.5, 9);
    expect(lower.interval).toBeGreaterThan(0);
  });
});
