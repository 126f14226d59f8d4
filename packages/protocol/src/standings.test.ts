import { describe, expect, it } from "vitest";
import { placings, seatPlaces, verdictOf, type SeatStanding } from "./standings.js";

const human: SeatStanding = {};
const bot: SeatStanding = {};

describe("placings", () => {
  it("puts the winners first and the others by score, higher better", () => {
    const found = placings([human, human, human, human], { scores: [3, 9, 5, 7], winners: [1] });
    expect(found.map((p) => p.rank)).toEqual([4, 1, 3, 2]);
    expect(found.map((p) => p.won)).toEqual([false, true, false, false]);
    expect(found.map((p) => p.seats)).toEqual([[0], [1], [2], [3]]);
  });

  it("shares a rank between equal scores and between winners of a draw (1, 1, 3, 3)", () => {
    const found = placings([bot, bot, bot, bot], { scores: [6, 6, 2, 2], winners: [0, 1] });
    expect(found.map((p) => p.rank)).toEqual([1, 1, 3, 3]);
    expect(found.map((p) => p.won)).toEqual([true, true, false, false]);
  });

  it("places the outcome's teams, each as one side with its members' score", () => {
    const found = placings([human, bot, human, bot], {
      scores: [1200, 800, 1200, 800],
      winners: [0, 2],
      teams: [
        [0, 2],
        [1, 3],
      ],
    });
    expect(found).toEqual([
      { seats: [0, 2], rank: 1, won: true, forfeited: false },
      { seats: [1, 3], rank: 2, won: false, forfeited: false },
    ]);
  });

  it("ranks a seat that resigned below everyone, even when it led on score", () => {
    const found = placings([{ ...human, resigned: true, standIn: "greedy" }, human, human], {
      scores: [30, 10, 20],
      winners: [0],
    });
    expect(found.map((p) => p.rank)).toEqual([3, 2, 1]);
    expect(found.map((p) => p.won)).toEqual([false, false, true]);
    expect(found[0]?.forfeited).toBe(true);
  });

  it("counts a seat whose player was away at the end (a stand-in playing) as a loss", () => {
    const found = placings([human, { ...human, standIn: "basic" }], { scores: [1, 4], winners: [1] });
    expect(found.map((p) => p.rank)).toEqual([1, 2]);
    expect(found.map((p) => p.forfeited)).toEqual([false, true]);
  });

  it("makes a whole team lose when one of its players resigned", () => {
    const found = placings([human, human, { ...human, resigned: true }, human], {
      scores: [900, 100, 900, 100],
      winners: [0, 2],
      teams: [
        [0, 2],
        [1, 3],
      ],
    });
    expect(found.map((p) => [p.rank, p.won])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it("counts a draw of every side as nobody's win; everyone resigned: placed by score, nobody won", () => {
    const draw = placings([bot, human], { scores: [11, 11], winners: [0, 1] });
    expect(draw.map((p) => [p.rank, p.won])).toEqual([
      [1, false],
      [1, false],
    ]);
    const gone = { ...human, resigned: true as const };
    const left = placings([gone, gone], { scores: [3, 5], winners: [1] });
    expect(left.map((p) => [p.rank, p.won, p.forfeited])).toEqual([
      [2, false, true],
      [1, false, true],
    ]);
  });
});

describe("verdictOf", () => {
  it("names every seat of every winning side: three Tarot defenders who won together win, not draw", () => {
    const placed = placings([human, bot, bot, bot], { scores: [-126, 42, 42, 42], winners: [1, 2, 3] });
    expect(verdictOf(placed)).toEqual({ kind: "won", winners: [1, 2, 3] });
    expect(seatPlaces(placed, 4)).toEqual([4, 1, 1, 1]);
  });

  it("a pair that won is the pair, whatever its seats", () => {
    const placed = placings([human, bot, bot, bot], {
      scores: [300, 900, 300, 900],
      winners: [1, 3],
      teams: [
        [0, 2],
        [1, 3],
      ],
    });
    expect(verdictOf(placed)).toEqual({ kind: "won", winners: [1, 3] });
    expect(seatPlaces(placed, 4)).toEqual([2, 1, 2, 1]);
  });

  it("a resigner ranks below the others, even ahead on the score sheet; the best of the others wins", () => {
    const placed = placings([{ resigned: true, standIn: "basic" }, bot, bot, bot], {
      scores: [90, 30, -60, -60],
      winners: [0],
    });
    expect(seatPlaces(placed, 4)).toEqual([4, 1, 2, 2]);
    expect(verdictOf(placed)).toEqual({ kind: "won", winners: [1] });
  });

  it("is a draw only when every side ties", () => {
    expect(verdictOf(placings([human, bot], { scores: [12, 12], winners: [0, 1] }))).toEqual({
      kind: "draw",
    });
    const someTied = placings([human, bot, bot], { scores: [5, 5, 1], winners: [0, 1] });
    expect(verdictOf(someTied)).toEqual({ kind: "won", winners: [0, 1] });
  });

  it("nobody won when every side gave the match up (an abandoned table)", () => {
    const away = { standIn: "basic" };
    expect(verdictOf(placings([away, away], { scores: [3, 1], winners: [] }))).toEqual({ kind: "none" });
  });

  it("a match played alone is its player's, unless they resigned", () => {
    expect(verdictOf(placings([human], { scores: [7], winners: [0] }))).toEqual({
      kind: "won",
      winners: [0],
    });
    expect(verdictOf(placings([{ resigned: true }], { scores: [7], winners: [0] }))).toEqual({
      kind: "none",
    });
  });
});
