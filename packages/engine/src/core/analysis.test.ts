import { describe, expect, it } from "vitest";
import { appraisal, markOf, playerSummary, type AnalysedDecision } from "./analysis.js";

const THRESHOLDS = { inaccuracy: 10, mistake: 30, blunder: 60 };

describe("marks", () => {
  it("marks a decision by the points it lost, each threshold included in its mark", () => {
    expect(markOf(0, THRESHOLDS)).toBe("best");
    expect(markOf(1e-12, THRESHOLDS)).toBe("best");
    expect(markOf(9.9, THRESHOLDS)).toBe("good");
    expect(markOf(10, THRESHOLDS)).toBe("inaccuracy");
    expect(markOf(30, THRESHOLDS)).toBe("mistake");
    expect(markOf(59, THRESHOLDS)).toBe("mistake");
    expect(markOf(60, THRESHOLDS)).toBe("blunder");
  });
});

describe("appraisal", () => {
  const weighed = [
    { action: "a", value: 1 },
    { action: "b", value: 5 },
    { action: "c", value: 5 },
    { action: "d", value: -3 },
  ];

  it("orders the moves best first, equals in the order given, and finds the chosen one", () => {
    const found = appraisal("card", weighed, (action) => action === "d", "basis");
    expect(found?.moves.map((move) => move.action)).toEqual(["b", "c", "a", "d"]);
    expect(found?.chosen).toBe(3);
    expect(found?.moves[found.chosen]?.action).toBe("d");
  });

  it("leaves a decision without a choice, or whose move was not weighed", () => {
    expect(appraisal("card", [{ action: "a", value: 1 }], () => true, "basis")).toBeNull();
    expect(appraisal("card", weighed, (action) => action === "z", "basis")).toBeNull();
  });
});

describe("a player's summary", () => {
  const decision = (seat: number, loss: number, mark: AnalysedDecision["mark"]): AnalysedDecision => ({
    index: 0,
    seq: 1,
    at: 0,
    seat,
    kind: "card",
    chosen: "x",
    best: "y",
    chosenValue: -loss,
    bestValue: 0,
    loss,
    mark,
    moves: [],
    basis: "",
  });

  it("counts its own decisions' marks, mean loss and accuracy (the share below an inaccuracy)", () => {
    const decisions = [
      decision(0, 0, "best"),
      decision(0, 4, "good"),
      decision(0, 40, "mistake"),
      decision(0, 100, "blunder"),
      decision(1, 70, "blunder"),
    ];
    const summary = playerSummary(0, decisions, { name: "Ada" });
    expect(summary).toMatchObject({ seat: 0, name: "Ada", decisions: 4, averageLoss: 36, accuracy: 50 });
    expect(summary.marks).toEqual({ best: 1, good: 1, inaccuracy: 0, mistake: 1, blunder: 1 });
    expect(playerSummary(2, decisions)).toMatchObject({ decisions: 0, averageLoss: 0, accuracy: null });
  });
});
