import { describe, expect, it } from "vitest";
import { draggedCards, parseDragged } from "./drag.js";

describe("what a drag carries", () => {
  it("moves the whole selection when the card dragged is in it, else that card alone", () => {
    expect(draggedCards("7H.0", ["7H.0", "8H.1"])).toEqual(["7H.0", "8H.1"]);
    expect(draggedCards("KS.0", ["7H.0"])).toEqual(["KS.0"]);
  });

  it("reads back the table's own data and nothing else", () => {
    const hand = { from: "hand", card: "7H.0", cards: ["7H.0", "8H.1"] };
    expect(parseDragged(JSON.stringify(hand))).toEqual(hand);
    expect(parseDragged(JSON.stringify({ from: "pile" }))).toEqual({ from: "pile" });
    expect(parseDragged("")).toBeNull();
    expect(parseDragged("not json")).toBeNull();
    expect(parseDragged(JSON.stringify({ from: "hand", card: 7 }))).toBeNull();
    expect(parseDragged(JSON.stringify({ from: "hand", card: "7H.0", cards: ["7H.0", 3] }))).toEqual({
      from: "hand",
      card: "7H.0",
      cards: ["7H.0"],
    });
  });
});
