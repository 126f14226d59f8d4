import type { MovesAnalysis } from "@parlor/protocol";
import { describe, expect, it } from "vitest";
import {
  claimsByMove,
  decisionsByMove,
  linePath,
  lossLines,
  place,
  scale,
  steps,
  waitBars,
  wrongClaimMoves,
  type SetsAnalysis,
} from "./graph.js";

const zero = { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 };

/** A decision of `seat` at the log's action `index` that lost `loss`, marked `mark`. */
function decision(
  index: number,
  seat: number,
  loss: number,
  mark: MovesAnalysis["decisions"][number]["mark"],
) {
  return {
    index,
    seq: index + 1,
    at: index * 1000,
    seat,
    kind: "tile",
    chosen: { n: index },
    best: { n: -index },
    chosenValue: 10 - loss,
    bestValue: 10,
    loss,
    mark,
    moves: [],
    basis: "",
  };
}

const MOVES: MovesAnalysis = {
  kind: "moves",
  game: "ruhd",
  unit: "points",
  thresholds: { inaccuracy: 2, mistake: 5, blunder: 10 },
  work: 8,
  workUnit: "samples",
  covers: "",
  players: [
    { seat: 0, decisions: 2, marks: zero, averageLoss: 1.5, accuracy: 50 },
    { seat: 1, decisions: 1, marks: zero, averageLoss: 12, accuracy: 0 },
  ],
  // Seat 0 plays the log's actions 0 and 2, seat 1 action 1; action 3 (seat 1) was not weighed.
  decisions: [decision(0, 0, 0, "best"), decision(1, 1, 12, "blunder"), decision(2, 0, 3, "inaccuracy")],
};

describe("the points lost over a match", () => {
  it("add up each seat's losses at the replay's move numbers, from the deal to the last move", () => {
    const [first, second] = lossLines(MOVES, 2, 4);
    expect(first?.points).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 3, y: 3 },
      { x: 4, y: 3 },
    ]);
    expect(first?.total).toBe(3);
    expect(first?.flagged).toEqual([{ x: 3, y: 3, mark: "inaccuracy" }]);
    expect(second?.points).toEqual([
      { x: 0, y: 0 },
      { x: 2, y: 12 },
      { x: 4, y: 12 },
    ]);
    expect(second?.flagged).toEqual([{ x: 2, y: 12, mark: "blunder" }]);
  });

  it("draw a flat line at 0 for a seat with no decision weighed", () => {
    const [, , third] = lossLines(MOVES, 3, 4);
    expect(third).toEqual({
      seat: 2,
      points: [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
      ],
      flagged: [],
      total: 0,
    });
  });

  it("find each decision by the replay's move number (the log's index + 1)", () => {
    const byMove = decisionsByMove(MOVES);
    expect([...byMove.keys()]).toEqual([1, 2, 3]);
    expect(byMove.get(2)?.mark).toBe("blunder");
    expect(byMove.get(4)).toBeUndefined();
  });
});

describe("a SET match's times", () => {
  const SETS: SetsAnalysis = {
    kind: "sets",
    game: "set-pc",
    until: 60_000,
    claims: [
      {
        index: 0,
        seat: 1,
        at: 4000,
        calledAt: 4000,
        cards: [],
        foundInMs: 4000,
        waitedMs: 4000,
        ofOwnAverage: 1,
      },
      {
        index: 2,
        seat: 0,
        at: 9000,
        calledAt: 9000,
        cards: [],
        foundInMs: 2500,
        waitedMs: 5000,
        ofOwnAverage: 1,
      },
      {
        index: null,
        seat: 0,
        at: 12_000,
        calledAt: 12_000,
        cards: [],
        foundInMs: 0,
        waitedMs: 0,
        ofOwnAverage: null,
      },
    ],
    wrongClaims: [
      { index: 1, seat: 0, at: 6000, cards: [], unfinished: false },
      { index: null, seat: 1, at: 7000, cards: [], unfinished: true },
    ],
    players: [],
    unclaimed: [],
  };

  it("give one bar per claim, in seconds, at the claim's move", () => {
    expect(waitBars(SETS)).toEqual([
      { n: 1, seat: 1, move: 1, waitedS: 4, foundS: 4 },
      { n: 2, seat: 0, move: 3, waitedS: 5, foundS: 2.5 },
      { n: 3, seat: 0, move: null, waitedS: 0, foundS: 0 },
    ]);
  });

  it("find the claims and the wrong claims by move number", () => {
    expect([...claimsByMove(SETS).keys()]).toEqual([1, 3]);
    expect([...wrongClaimMoves(SETS)]).toEqual([2]);
  });
});

describe("the graph's scale", () => {
  it("runs from 0 to a round top in round steps", () => {
    expect(scale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(scale(12)).toEqual({ top: 15, ticks: [0, 5, 10, 15] });
    expect(scale(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(scale(0.3)).toEqual({ top: 0.3, ticks: [0, 0.1, 0.2, 0.3] });
    expect(scale(247, 4)).toEqual({ top: 300, ticks: [0, 100, 200, 300] });
  });

  it("still has a scale when nothing was lost", () => {
    expect(scale(0)).toEqual({ top: 1, ticks: [0, 0.5, 1] });
    expect(scale(Number.NaN).top).toBe(1);
  });

  it("always holds its max, with at most the steps asked for", () => {
    for (const max of [0.01, 0.9, 1, 3, 9.99, 10, 11, 57, 99, 1234, 98_765]) {
      for (const count of [3, 4, 6, 8]) {
        const { top, ticks } = scale(max, count);
        expect(top).toBeGreaterThanOrEqual(max);
        expect(ticks.length - 1).toBeLessThanOrEqual(count);
        expect(ticks[0]).toBe(0);
      }
    }
  });

  it("draws a running total as steps, changing only at its own points", () => {
    expect(
      steps([
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 3, y: 3 },
        { x: 4, y: 3 },
      ]),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 3, y: 0 },
      { x: 3, y: 3 },
      { x: 4, y: 3 },
    ]);
    expect(steps([])).toEqual([]);
  });

  it("places values in its frame, upwards, and draws a line through them", () => {
    const frame = { width: 200, height: 120, left: 40, right: 10, top: 10, bottom: 10 };
    const at = place(frame, 10, 5);
    expect([at.x(0), at.x(10), at.x(5)]).toEqual([40, 190, 115]);
    expect([at.y(0), at.y(5)]).toEqual([110, 10]);
    expect(
      linePath(
        [
          { x: 0, y: 0 },
          { x: 5, y: 2.5 },
          { x: 10, y: 5 },
        ],
        at,
      ),
    ).toBe("M40 110 L115 60 L190 10");
  });
});
