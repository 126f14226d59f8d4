import { describe, expect, it } from "vitest";
import { arrangeHand, moveCard, nudgeCard } from "./handOrder.js";

describe("the hand's order", () => {
  it("is the engine's sorted hand when the player kept no order", () => {
    expect(arrangeHand([], ["4S.0", "9S.1", "KH.0"])).toEqual(["4S.0", "9S.1", "KH.0"]);
  });

  it("keeps the player's order and drops the cards played", () => {
    expect(arrangeHand(["KH.0", "4S.0", "9S.1"], ["4S.0", "KH.0"])).toEqual(["KH.0", "4S.0"]);
  });

  it("puts a new card after the card it follows in the sorted hand, or first", () => {
    // Sorted: 4S 5S 9S KH; the player keeps KH first; 5S follows 4S, AS (first in the sorted hand) goes first.
    expect(arrangeHand(["KH.0", "4S.0", "9S.1"], ["AS.0", "4S.0", "5S.1", "9S.1", "KH.0"])).toEqual([
      "AS.0",
      "KH.0",
      "4S.0",
      "5S.1",
      "9S.1",
    ]);
  });

  it("moves a card to a place, clamped to the hand", () => {
    expect(moveCard(["a", "b", "c", "d"], "a", 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveCard(["a", "b", "c"], "c", 0)).toEqual(["c", "a", "b"]);
    expect(moveCard(["a", "b", "c"], "b", 9)).toEqual(["a", "c", "b"]);
    expect(moveCard(["a", "b"], "z", 0)).toEqual(["a", "b"]);
  });

  it("nudges a card one place, not past either end", () => {
    expect(nudgeCard(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(nudgeCard(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    expect(nudgeCard(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(nudgeCard(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
  });
});
