import { describe, expect, it } from "vitest";
import { signed } from "./score.js";

describe("a score line's points", () => {
  it("carries its sign, a true minus for a loss", () => {
    expect(signed(200)).toBe("+200");
    expect(signed(-100)).toBe("−100");
    expect(signed(0)).toBe("0");
  });
});
