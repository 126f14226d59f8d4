import { describe, expect, it } from "vitest";
import { direction, formatChange, formatRating } from "./format";

describe("ratings in figures", () => {
  it("shows a rating with one decimal in each language's way", () => {
    expect(formatRating(12.345, "en")).toBe("12.3");
    expect(formatRating(12.345, "fr")).toBe("12,3");
    expect(formatRating(1234.56, "pt-BR")).toBe("1.234,6");
    expect(formatRating(0, "en")).toBe("0.0");
    expect(formatRating(-3.25, "en")).toBe("-3.3");
  });

  it("signs a change, and leaves a change that rounds to nothing unsigned", () => {
    expect(formatChange(1.84, "en")).toBe("+1.8");
    expect(formatChange(-0.44, "fr")).toMatch(/^[-−]0,4$/);
    expect(formatChange(0.01, "en")).toBe("0.0");
    expect(formatChange(-0.01, "en")).toBe("0.0");
  });

  it("says which way a change went as it is shown", () => {
    expect(direction(1.84)).toBe("up");
    expect(direction(-0.44)).toBe("down");
    expect(direction(0.04)).toBe("same");
    expect(direction(-0.04)).toBe("same");
  });
});
