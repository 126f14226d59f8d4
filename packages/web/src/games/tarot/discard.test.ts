import { describe, expect, it } from "vitest";
import { discardBar, toggleChoice } from "./discard.js";

describe("discardBar", () => {
  const discardable = new Set(["H5", "C10", "SQ"]);

  it("lets a card of some legal discard go", () => {
    expect(discardBar("H5", discardable)).toBeNull();
    expect(discardBar("SQ", discardable)).toBeNull();
  });

  it("says why the others may not: kings and oudlers never, trumps only when nothing else is possible", () => {
    expect(discardBar("HK", discardable)).toBe("king");
    expect(discardBar("T21", discardable)).toBe("oudler");
    expect(discardBar("T1", discardable)).toBe("oudler");
    expect(discardBar("EX", discardable)).toBe("oudler");
    expect(discardBar("T7", discardable)).toBe("trump");
    // A forced discard of trumps lists them: then a trump may go.
    expect(discardBar("T7", new Set(["T7"]))).toBeNull();
  });
});

describe("toggleChoice", () => {
  it("adds a card up to the discard's size and takes a chosen one out again", () => {
    expect(toggleChoice(["H5"], "C10", 2)).toEqual(["H5", "C10"]);
    expect(toggleChoice(["H5", "C10"], "SQ", 2)).toEqual(["H5", "C10"]);
    expect(toggleChoice(["H5", "C10"], "H5", 2)).toEqual(["C10"]);
  });
});
