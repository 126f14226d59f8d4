import { describe, expect, it } from "vitest";
import { cardName, cardsNamed, faceOf } from "./cards.js";

describe("Buraco cards in words", () => {
  it("reads a physical id as its card", () => {
    expect(faceOf("10H.1")).toEqual({ kind: "suit", rank: "10", suit: "H", wild: false });
    expect(faceOf("JK.3")).toEqual({ kind: "joker" });
  });

  it("names ranks and suits, and says a 2 or a joker is wild", () => {
    expect(cardName("KS.0")).toBe("king of spades");
    expect(cardName("AD")).toBe("ace of diamonds");
    expect(cardName("7C.1")).toBe("7 of clubs");
    expect(cardName("2H.0")).toBe("2 of hearts (wild)");
    expect(cardName("JK.0")).toBe("joker (wild)");
  });

  it("lists cards with a final and", () => {
    expect(cardsNamed(["7H.0", "8H.0", "9H.1"])).toBe("7 of hearts, 8 of hearts and 9 of hearts");
    expect(cardsNamed(["QC"])).toBe("queen of clubs");
  });
});
