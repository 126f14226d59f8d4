import { describe, expect, it } from "vitest";
import { seatsAround } from "./places.js";

describe("the seats around the table", () => {
  it("puts the partner across and the opponents left and right at 4 players", () => {
    expect(seatsAround(0, 4)).toEqual({ left: 1, across: 2, right: 3 });
    expect(seatsAround(3, 4)).toEqual({ left: 0, across: 1, right: 2 });
  });

  it("puts the one opponent across at 2 players", () => {
    expect(seatsAround(1, 2)).toEqual({ left: null, across: 0, right: null });
  });
});
