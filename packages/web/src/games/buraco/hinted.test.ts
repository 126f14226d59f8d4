import { describe, expect, it } from "vitest";
import { hintedPlaces, NOTHING_HINTED } from "./hinted";

/** Two copies of the 7 of hearts: a hint names exactly one. */
const HAND = ["7H.1", "7H.2", "8H.1", "9H.2", "KS.1", "3C.1"];

const cards = (action: unknown, hand?: readonly string[]) => [...hintedPlaces(action, hand).cards].sort();

describe("where a Buraco hint is marked", () => {
  it("nothing without a hint, or with one it cannot place", () => {
    expect(hintedPlaces(null)).toEqual(NOTHING_HINTED);
    expect(hintedPlaces(undefined)).toEqual(NOTHING_HINTED);
    expect(hintedPlaces("draw")).toEqual(NOTHING_HINTED);
    expect(hintedPlaces({ type: "go-out" })).toEqual(NOTHING_HINTED);
  });

  it("a draw at the stock only", () => {
    expect(hintedPlaces({ type: "draw" }, HAND)).toEqual({ ...NOTHING_HINTED, stock: true });
  });

  it("taking the pile at the pile, with the cards it melds or the meld it goes onto", () => {
    const meld = hintedPlaces({ type: "take-pile", meld: { cards: ["8H.1", "9H.2"] } }, HAND);
    expect(meld).toMatchObject({ pile: true, stock: false, meld: null });
    expect([...meld.cards].sort()).toEqual(["8H.1", "9H.2"]);
    const add = hintedPlaces({ type: "take-pile", add: { meld: 2, cards: [] } }, HAND);
    expect(add).toMatchObject({ pile: true, stock: false, meld: 2 });
    expect(add.cards.size).toBe(0);
    expect(cards({ type: "take-pile", add: { meld: 0, cards: ["KS.1"] } }, HAND)).toEqual(["KS.1"]);
  });

  it("a meld at exactly the copies it names", () => {
    expect(cards({ type: "meld", cards: ["7H.2", "8H.1", "9H.2"] }, HAND)).toEqual(["7H.2", "8H.1", "9H.2"]);
    expect(hintedPlaces({ type: "meld", cards: ["7H.2", "8H.1", "9H.2"] }, HAND).meld).toBeNull();
  });

  it("an addition at its cards and the meld", () => {
    const places = hintedPlaces({ type: "add", meld: 1, cards: ["7H.1"] }, HAND);
    expect([...places.cards]).toEqual(["7H.1"]);
    expect(places).toMatchObject({ meld: 1, stock: false, pile: false });
  });

  it("a discard at that card", () => {
    expect(hintedPlaces({ type: "discard", card: "KS.1" }, HAND)).toEqual({
      ...NOTHING_HINTED,
      cards: new Set(["KS.1"]),
    });
  });

  it("only cards the hand holds, when it is given", () => {
    expect(cards({ type: "meld", cards: ["7H.1", "8H.2", "9H.2"] }, HAND)).toEqual(["7H.1", "9H.2"]);
    expect(cards({ type: "discard", card: "QD.1" }, HAND)).toEqual([]);
    expect(cards({ type: "discard", card: "QD.1" })).toEqual(["QD.1"]);
  });
});
