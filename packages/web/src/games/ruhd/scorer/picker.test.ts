import { TILES } from "@parlor/engine/ruhd";
import { describe, expect, it } from "vitest";
import { findTiles, queryWords, tileMatches } from "./picker.js";

describe("finding a tile by what is printed on it", () => {
  it("an empty query shows all 48 tiles", () => {
    expect(findTiles("")).toEqual(TILES);
    expect(findTiles("   ")).toHaveLength(48);
  });

  it("a full code finds its tile, read clockwise from any side", () => {
    expect(findTiles("G4B2Y2G1")).toEqual(["G4B2Y2G1"]);
    expect(tileMatches("G4B2Y2G1", "y2g1g4b2")).toBe(true);
    expect(tileMatches("G4B2Y2G1", "B2Y2")).toBe(true);
    // Read the other way round, it is another tile.
    expect(tileMatches("G4B2Y2G1", "G1Y2B2G4")).toBe(false);
  });

  it("colours and numbers, as letters or words", () => {
    expect(queryWords("Red 4, blue")).toEqual(["R4", "B"]);
    const red4 = findTiles("red 4");
    expect(red4.length).toBeGreaterThan(0);
    expect(red4.every((t) => /R4/.test(t))).toBe(true);
    expect(findTiles("R4")).toEqual(red4);
    const withFour = findTiles("4");
    expect(withFour.every((t) => /[GYBR]4/.test(t))).toBe(true);
    expect(withFour.length).toBeLessThan(48);
    // Every word must match.
    expect(findTiles("R4 B1").every((t) => t.includes("R4") && t.includes("B1"))).toBe(true);
  });

  it("nonsense matches nothing", () => {
    expect(findTiles("purple")).toEqual([]);
    expect(findTiles("G5")).toEqual([]);
    expect(findTiles("G4B2Y2G1G4")).toEqual([]);
  });
});

describe("finding a tile in the page's language", () => {
  it("reads colours in French and Portuguese too, with or without accents", () => {
    const fr = { G: "vert", Y: "jaune", B: "bleu", R: "rouge" };
    const pt = { G: "verde", Y: "amarelo", B: "azul", R: "vermelho" };
    expect(queryWords("Rouge 4, bleu", fr)).toEqual(["R4", "B"]);
    expect(findTiles("rouge 4", TILES, fr)).toEqual(findTiles("red 4"));
    expect(findTiles("vermelho 4 azul", TILES, pt)).toEqual(findTiles("R4 B"));
    expect(queryWords("Amarélo 2", pt)).toEqual(["Y2"]);
    // English words still work.
    expect(findTiles("green 1", TILES, fr)).toEqual(findTiles("G1"));
  });
});
