import { describe, expect, it } from "vitest";
import { cardPart, cellPart, joinWords, moveSentence, say, seatPart, wordsOf } from "./moveWords.js";

describe("a move's words as parts", () => {
  it("keep what a template interpolates as parts, its literal strings as words", () => {
    const words = say`${seatPart(1, "Ann")} plays ${cardPart("KH", "the king of hearts")} for ${3} points`;
    expect(words).toEqual([
      { kind: "seat", seat: 1, text: "Ann" },
      { kind: "text", text: " plays " },
      { kind: "card", code: "KH", text: "the king of hearts" },
      { kind: "text", text: " for " },
      { kind: "number", value: 3, text: "3" },
      { kind: "text", text: " points" },
    ]);
    expect(moveSentence(words)).toBe("Ann plays the king of hearts for 3 points");
  });

  it("merge words side by side, drop empty words and flatten words already made", () => {
    const inner = say`${"the"} ${cellPart(2, -1, "(2, -1)")}`;
    expect(say`${""}at ${inner}${""}.`).toEqual([
      { kind: "text", text: "at the " },
      { kind: "cell", x: 2, y: -1, text: "(2, -1)" },
      { kind: "text", text: "." },
    ]);
    expect(wordsOf("a", { kind: "text", text: "b" }, [])).toEqual([{ kind: "text", text: "ab" }]);
  });

  it("join clauses with a separator", () => {
    expect(moveSentence(joinWords([say`${1} left`, "the game is over"], "; "))).toBe(
      "1 left; the game is over",
    );
    expect(joinWords([], "; ")).toEqual([]);
  });
});
