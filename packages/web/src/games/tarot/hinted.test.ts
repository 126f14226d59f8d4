import { describe, expect, it } from "vitest";
import { hintedBid, hintedCall, hintedCards, hintedChelem, hintedMove, hintedPoignee } from "./hinted";

describe("where a hint's move is marked", () => {
  it("marks nothing without a hint, or for what is not a French Tarot move", () => {
    for (const hinted of [null, undefined, "HK", 3, {}, { type: "fly" }, { type: "play" }]) {
      expect(hintedMove(hinted)).toBeNull();
      expect(hintedCards(hinted)).toEqual([]);
      expect(hintedBid(hinted)).toBeNull();
      expect(hintedCall(hinted)).toBeNull();
      expect(hintedChelem(hinted)).toBeNull();
      expect(hintedPoignee(hinted)).toEqual([]);
    }
  });

  it("marks the card to play in the hand", () => {
    expect(hintedCards({ type: "play", card: "HK" })).toEqual(["HK"]);
    expect(hintedCards({ type: "play", card: "EX" })).toEqual(["EX"]);
    expect(hintedBid({ type: "play", card: "HK" })).toBeNull();
  });

  it("marks each card to put down in the hand", () => {
    expect(hintedCards({ type: "discard", cards: ["H2", "C5", "S7"] })).toEqual(["H2", "C5", "S7"]);
  });

  it("marks the bid, a contract or a pass, and no card", () => {
    expect(hintedBid({ type: "bid", contract: "garde" })).toBe("garde");
    expect(hintedBid({ type: "bid", contract: "pass" })).toBe("pass");
    expect(hintedBid({ type: "bid", contract: "garde-contre" })).toBe("garde-contre");
    expect(hintedCards({ type: "bid", contract: "prise" })).toEqual([]);
    expect(hintedBid({ type: "bid", contract: "double" })).toBeNull();
  });

  it("marks the called card, the chelem's answer and a poignée's trumps", () => {
    expect(hintedCall({ type: "call", card: "SK" })).toBe("SK");
    expect(hintedCards({ type: "call", card: "SK" })).toEqual([]);
    expect(hintedChelem({ type: "chelem", announce: false })).toBe(false);
    expect(hintedChelem({ type: "chelem", announce: true })).toBe(true);
    expect(hintedPoignee({ type: "poignee", cards: ["T1", "T2"] })).toEqual(["T1", "T2"]);
    expect(hintedCards({ type: "poignee", cards: ["T1", "T2"] })).toEqual([]);
  });
});
