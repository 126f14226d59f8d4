import { describe, expect, it } from "vitest";
import { playWithBots } from "../../core/testkit.js";
import { buracoGame } from "./game.js";
import { buracoMetrics } from "./metrics.js";
import { DEFAULT_TARGET } from "./options.js";
import { situation } from "./situations.js";

describe("the Buraco game object", () => {
  it("seats 2 players or two pairs facing each other (0 & 2 against 1 & 3)", () => {
    expect(buracoGame.id).toBe("buraco");
    expect(buracoGame.seatCounts).toEqual([2, 4]);
    expect(buracoGame.teams?.(4, buracoGame.options.parse({}))).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(buracoGame.teams?.(2, buracoGame.options.parse({}))).toEqual([[0], [1]]);
  });

  it("has documented options with the rules' defaults, and refuses unknown ones", () => {
    expect(buracoGame.options.parse({})).toEqual({
      target: DEFAULT_TARGET,
      hands: 0,
      jokers: false,
      groups: true,
      openPile: false,
      naturalToEnd: true,
      akBonus: false,
      aaBonus: false,
    });
    expect(buracoGame.options.safeParse({ target: 0 }).success).toBe(false);
    expect(buracoGame.options.safeParse({ wilds: 3 }).success).toBe(false);
  });

  it("gives partners their side's score, the sheet per side, the winners the top side's seats", () => {
    const over = {
      ...situation({ seats: 4 }),
      phase: "over" as const,
      sheet: [
        [300, 120],
        [-50, 400],
      ],
    };
    expect(buracoGame.outcome(over)).toEqual({
      scores: [250, 520, 250, 520],
      winners: [1, 3],
      teams: [
        [0, 2],
        [1, 3],
      ],
      deals: [
        [300, 120],
        [-50, 400],
      ],
    });
    expect(buracoGame.outcome(situation({}))).toBeNull();
  });

  it("counts hands, pick-ups, locks, mortos and canastas in its metrics", () => {
    const runner = playWithBots(buracoGame, { hands: 2 }, ["random", "random"], "metrics");
    const m = buracoMetrics(runner.state as never);
    expect(m.hands).toBe(2);
    expect(m.pileTakes).toBeGreaterThan(0);
    expect(m.blackThreeLocks).toBeGreaterThan(0);
    expect(Object.keys(m).sort()).toEqual(
      [
        "hands",
        "naturalCanastas",
        "mixedCanastas",
        "mortoDirect",
        "mortoIndirect",
        "pileTakes",
        "blackThreeLocks",
        "wentOut",
        "stockRanOut",
        "canastas",
        "goingOutRate",
        "stockRanOutRate",
        "canastasPerHand",
        "naturalCanastasPerHand",
        "mixedCanastasPerHand",
        "pileTakesPerHand",
      ].sort(),
    );
  });
});
