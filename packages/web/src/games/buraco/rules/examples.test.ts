import { scoreHand } from "@parlor/engine/buraco";
import { describe, expect, it } from "vitest";
import { BURACO_HAND, BURACO_MELDS } from "./examples";

describe("the Buraco examples", () => {
  it("the melds are what the engine says: runs, groups, one wild at most, never threes", () => {
    expect(BURACO_MELDS.run.meld).toEqual({ kind: "run", canasta: null });
    expect(BURACO_MELDS.group.meld).toEqual({ kind: "group", canasta: null });
    expect(BURACO_MELDS.wildRun.meld).toEqual({ kind: "run", canasta: null });
    expect(BURACO_MELDS.natural.meld).toEqual({ kind: "run", canasta: "natural" });
    expect(BURACO_MELDS.mixed.meld).toEqual({ kind: "group", canasta: "mixed" });
    expect(BURACO_MELDS.twoWilds.meld).toBeNull();
    expect(BURACO_MELDS.threes.meld).toBeNull();
  });

  it("the worked hand: 650 for the side that knocks out, −180 for the other", () => {
    const { us, them } = BURACO_HAND;
    expect(us.score).toEqual(scoreHand(us.side));
    expect(them.score).toEqual(scoreHand(them.side));
    // By hand from rules/buraco.md: 4-10♥ = 4×5 + 3×10 = 50, six kings and a 2 = 70, 9-10-J♣ = 30;
    // +200 natural, +100 mixed, +100 a red three with a canasta, +100 knocking out.
    expect(us.score).toEqual({
      cards: 150,
      canastas: 300,
      redThrees: 100,
      goingOut: 100,
      morto: 0,
      hand: 0,
      total: 650,
    });
    // 7♦7♠7♣ = 15, Q♦K♦A♦ = 35; a red three without a canasta −100; no morto −100; A♠ 3♣ 8♥ = 15+5+10.
    expect(them.score).toEqual({
      cards: 50,
      canastas: 0,
      redThrees: -100,
      goingOut: 0,
      morto: -100,
      hand: -30,
      total: -180,
    });
  });
});
