import { describe, expect, it } from "vitest";
import { gridHasSet, placeCard, removeCards, squareColumns } from "./grid.js";
import { ids, must, table, withGrid } from "./situations.js";

describe("grid", () => {
  it("puts a flipped card into the first free place, else appends a place", () => {
    expect(placeCard([5, null, 7, null], 9)).toEqual([5, 9, 7, null]);
    expect(placeCard([5, 7], 9)).toEqual([5, 7, 9]);
    expect(placeCard([], 9)).toEqual([9]);
  });

  it("a flip fills the first free place of the table's grid", () => {
    const s = withGrid(table(2), ["0000", null, "0010"]);
    const after = must(s, 0, { type: "flip" }, 0);
    expect(after.grid[1]).toBe(s.piles[0]?.at(-1));
    expect(after.grid).toHaveLength(3);
  });

  it("frees the places of removed cards; the others keep theirs and trailing free places go", () => {
    expect(removeCards([1, 2, 3, 4], [2])).toEqual([1, null, 3, 4]);
    expect(removeCards([1, 2, null, 4], [4])).toEqual([1, 2]);
  });

  it("lays places out as square as possible", () => {
    expect([0, 1, 4, 5, 9, 12, 13, 16, 17].map(squareColumns)).toEqual([1, 1, 2, 3, 3, 4, 4, 4, 5]);
  });

  it("knows whether the grid holds a set", () => {
    expect(gridHasSet(ids(["0000", "0001", "0010", "0011"]))).toBe(false);
    expect(gridHasSet([...ids(["0000", "1111"]), null, ...ids(["2222"])])).toBe(true);
  });
});
