import { describe, expect, it } from "vitest";
import { cardId, cardWords, CLASSIC, deckSize, type DeckShape } from "./cards.js";

const words = (shape: DeckShape, code: string): string => cardWords(shape, cardId(shape, code));

describe("cards in words", () => {
  it("name a classic card by number, colour, shading and shape, in the plural past one", () => {
    expect(words(CLASSIC, "0000")).toBe("one red solid diamond");
    expect(words(CLASSIC, "1111")).toBe("two green striped squiggles");
    expect(words(CLASSIC, "2222")).toBe("three purple open ovals");
    expect(words(CLASSIC, "1020")).toBe("one green solid oval");
  });

  it("give every card of a deck its own words", () => {
    for (const shape of [
      CLASSIC,
      { features: 3, values: 3 },
      { features: 4, values: 4 },
      { features: 6, values: 3 },
    ]) {
      const all = new Set(Array.from({ length: deckSize(shape) }, (_, id) => cardWords(shape, id)));
      expect(all.size).toBe(deckSize(shape));
    }
  });

  it("read decks of other shapes as far as they go: larger values, fewer and further features", () => {
    expect(words({ features: 4, values: 6 }, "5345")).toBe("four sky faint triangles");
    expect(words({ features: 3, values: 3 }, "210")).toBe("two purple diamonds");
    expect(words({ features: 2, values: 3 }, "12")).toBe("three green ovals");
    expect(words({ features: 1, values: 3 }, "2")).toBe("one purple oval");
    expect(words({ features: 6, values: 3 }, "000021")).toBe(
      "one red solid diamond (feature 5: 3, feature 6: 2)",
    );
  });
});
