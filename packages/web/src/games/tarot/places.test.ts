import { describe, expect, it } from "vitest";
import { placeOf } from "./places.js";

describe("placeOf", () => {
  it("puts this page's seat at the bottom and the next player on its right (play goes counter-clockwise)", () => {
    expect([0, 1, 2, 3].map((seat) => placeOf(seat, 0, 4))).toEqual(["bottom", "right", "top", "left"]);
    expect([0, 1, 2, 3].map((seat) => placeOf(seat, 2, 4))).toEqual(["top", "left", "bottom", "right"]);
  });

  it("seats 3 and 5 players too, and a spectator from seat 0's side", () => {
    expect([0, 1, 2].map((seat) => placeOf(seat, 1, 3))).toEqual(["left", "bottom", "right"]);
    expect([0, 1, 2, 3, 4].map((seat) => placeOf(seat, 4, 5))).toEqual([
      "right",
      "top-right",
      "top-left",
      "left",
      "bottom",
    ]);
    expect(placeOf(2, null, 4)).toBe("top");
  });
});
