import { describe, expect, it } from "vitest";
import { translator } from "../../testing/translator";
import { buracoHintWords } from "./hint";

const NAMESPACES = ["hint", "buraco"];

const view = {
  side: 0,
  melds: [
    [
      { cards: ["7H.1", "8H.1", "9H.2"], kind: "run", canasta: null },
      { cards: ["3C.1", "4C.1", "5C.1", "6C.2"], kind: "run", canasta: null },
    ],
    [],
  ],
};

describe("Buraco's moves in a hint", () => {
  it("draw, take the pile, meld, add, discard", async () => {
    const t = await translator("en", NAMESPACES);
    expect(buracoHintWords({ type: "draw" }, view, t)).toBe("Draw from the stock");
    expect(buracoHintWords({ type: "discard", card: "KS.1" }, view, t)).toBe("Discard king of spades");
    expect(buracoHintWords({ type: "meld", cards: ["5D.1", "6D.1", "7D.2"] }, view, t)).toBe(
      "Meld 5 of diamonds, 6 of diamonds, and 7 of diamonds",
    );
    expect(buracoHintWords({ type: "add", meld: 0, cards: ["10H.1"] }, view, t)).toBe(
      "Add 10 of hearts to the meld of 7 of hearts, 8 of hearts, and 9 of hearts",
    );
    expect(buracoHintWords({ type: "add", meld: 1, cards: ["7C.1"] }, view, t)).toBe(
      "Add 7 of clubs to the meld from 3 of clubs to 6 of clubs",
    );
    expect(buracoHintWords({ type: "take-pile", meld: { cards: ["QD.1", "KD.1"] } }, view, t)).toBe(
      "Take the discard pile and meld its top card with queen of diamonds and king of diamonds",
    );
    expect(buracoHintWords({ type: "take-pile", add: { meld: 0, cards: [] } }, view, t)).toMatch(
      /^Take the discard pile and add its top card to the meld of 7 of hearts/,
    );
  });
  it("a meld it cannot see by its number", async () => {
    const t = await translator("en", NAMESPACES);
    expect(buracoHintWords({ type: "add", meld: 5, cards: ["7C.1"] }, null, t)).toBe(
      "Add 7 of clubs to meld 6",
    );
  });
  it("in Brazilian Portuguese", async () => {
    const t = await translator("pt-BR", NAMESPACES);
    expect(buracoHintWords({ type: "draw" }, view, t)).toBe("Comprar do monte");
  });
});
