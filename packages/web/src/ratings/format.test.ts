import { describe, expect, it } from "vitest";
import { direction, formatChange, formatRating } from "./format";

describe("ratings in figures", () => {
  it("shows a rating as a whole number, ungrouped, in each language's digits, marked when provisional", () => {
    expect(formatRating(1520, "en")).toBe("1520");
    expect(formatRating(1520.4, "fr")).toBe("1520");
    expect(formatRating(2234.56, "pt-BR")).toBe("2235");
    expect(formatRating(1500, "en", true)).toBe("1500?");
    expect(formatRating(0, "en")).toBe("0");
  });

  it("signs a change, and leaves a change that rounds to nothing unsigned", () => {
    expect(formatChange(18, "en")).toBe("+18");
    expect(formatChange(-12, "fr")).toMatch(/^[-−]12$/);
    expect(formatChange(0, "en")).toBe("0");
    expect(formatChange(-0.2, "en")).toBe("0");
  });

  it("says which way a change went as it is shown", () => {
    expect(direction(18)).toBe("up");
    expect(direction(-12)).toBe("down");
    expect(direction(0)).toBe("same");
    expect(direction(0.4)).toBe("same");
  });
});
