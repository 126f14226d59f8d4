import type { ClassicView, FoundView } from "@parlor/engine/set";
import { describe, expect, it } from "vitest";
import { speedStats, standings } from "./stats";

const found = (seat: number, took: number, at: number): FoundView => ({
  seat,
  cards: ["0000", "1111", "2222"],
  at,
  took,
});

const player = (score: number, n: number, wrong: number) => ({ score, found: n, wrong, frozenUntil: 0 });

const VIEW: Pick<ClassicView, "players" | "found" | "winners"> = {
  players: [player(2, 3, 1), player(2, 2, 0), player(0, 0, 0)],
  found: [
    found(0, 4_000, 4_000),
    found(1, 2_500, 7_000),
    found(0, 9_000, 16_000),
    found(1, 6_500, 30_000),
    found(0, 2_000, 33_000),
  ],
  winners: [0, 1],
};

describe("the end's speed statistics", () => {
  it("counts each player's solutions and wrong claims, the mean and the fastest time of their own finds", () => {
    const [a, b, c] = speedStats(VIEW);
    expect(a).toEqual({ seat: 0, score: 2, found: 3, wrong: 1, mean: 5_000, fastest: 2_000, winner: true });
    expect(b).toEqual({ seat: 1, score: 2, found: 2, wrong: 0, mean: 4_500, fastest: 2_500, winner: true });
    expect(c).toEqual({ seat: 2, score: 0, found: 0, wrong: 0, mean: null, fastest: null, winner: false });
  });

  it("has no winner before the end", () => {
    expect(speedStats({ ...VIEW, winners: null }).some((s) => s.winner)).toBe(false);
  });

  it("orders the standings by score, then solutions found, then speed", () => {
    expect(standings(speedStats(VIEW)).map((s) => s.seat)).toEqual([0, 1, 2]);
    const tied = speedStats({ ...VIEW, players: [player(2, 2, 0), player(2, 2, 0), player(0, 0, 0)] });
    // Same score and count: the faster mean (seat 1's 4.5 s against seat 0's 5 s) first.
    expect(standings(tied).map((s) => s.seat)).toEqual([1, 0, 2]);
  });
});
