import { describe, expect, it } from "vitest";
import { cardName, cornerLabel, faceOf, type Translate } from "./cards.js";

/** A `t` that shows the key and its values, so the test sees which words were asked for. */
const t: Translate = (key, options) =>
  options
    ? `${key}(${Object.entries(options)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(",")})`
    : key;

describe("French Tarot cards from their codes", () => {
  it("reads a code as a suit card, a trump or the Excuse", () => {
    expect(faceOf("H10")).toEqual({ kind: "suit", suit: "H", rank: "10" });
    expect(faceOf("T21")).toEqual({ kind: "trump", number: 21 });
    expect(faceOf("EX")).toEqual({ kind: "excuse" });
  });

  it("names a card in words of the page's language: rank and suit, trumps, the Petit, the Excuse", () => {
    expect(cardName("SK", t)).toBe("card.suit(rank=ranks.K,suit=suits.S)");
    expect(cardName("H1", t)).toBe("card.suit(rank=ranks.1,suit=suits.H)");
    expect(cardName("C7", t)).toBe("card.suit(rank=7,suit=suits.C)");
    expect(cardName("T14", t)).toBe("card.trump(number=14)");
    expect(cardName("T1", t)).toBe("card.petit");
    expect(cardName("EX", t)).toBe("card.excuse");
  });

  it("prints the court's letter of the language in the corner, numbers as they are", () => {
    expect(cornerLabel("DN", t)).toBe("courtLetters.N");
    expect(cornerLabel("D9", t)).toBe("9");
    expect(cornerLabel("T21", t)).toBe("21");
  });
});
