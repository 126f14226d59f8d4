import { getGame, type RuhdAction, type RuhdView } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { legalCells } from "./cells.js";
import { hintedPlacement, hintMarks, isHintedCell, NO_HINT_MARKS } from "./hinted.js";

const place = { type: "place", tile: "G1R3G4Y4", x: 2, y: 1, rotation: 1 };

describe("hintedPlacement", () => {
  it("reads the hint's placement: tile, cell and turn", () => {
    expect(hintedPlacement(place)).toEqual({ tile: "G1R3G4Y4", x: 2, y: 1, rotation: 1 });
    expect(hintedPlacement({ ...place, x: -3, rotation: 0 })).toEqual({
      tile: "G1R3G4Y4",
      x: -3,
      y: 1,
      rotation: 0,
    });
  });

  it("nothing without a hint, or from what is not a placement", () => {
    expect(hintedPlacement(null)).toBeNull();
    expect(hintedPlacement(undefined)).toBeNull();
    expect(hintedPlacement("place")).toBeNull();
    expect(hintedPlacement({ ...place, type: "pass" })).toBeNull();
    expect(hintedPlacement({ ...place, tile: 3 })).toBeNull();
    expect(hintedPlacement({ ...place, x: 1.5 })).toBeNull();
    expect(hintedPlacement({ ...place, y: "1" })).toBeNull();
    expect(hintedPlacement({ ...place, rotation: 4 })).toBeNull();
  });
});

describe("hintMarks", () => {
  const cells = [
    { x: 0, y: 1 },
    { x: 2, y: 1 },
  ];

  it("marks the hinted tile in the hand and the hinted cell among the cells shown", () => {
    const marks = hintMarks(place, ["B1B2B3B4", "G1R3G4Y4"], cells);
    expect(marks).toEqual({
      tile: "G1R3G4Y4",
      cell: { x: 2, y: 1 },
      placed: { tile: "G1R3G4Y4", x: 2, y: 1, rotation: 1 },
    });
    expect(isHintedCell(marks, { x: 2, y: 1 })).toBe(true);
    expect(isHintedCell(marks, { x: 0, y: 1 })).toBe(false);
  });

  it("marks only what is shown: no tile outside the hand, no cell not offered", () => {
    expect(hintMarks(place, ["B1B2B3B4"], cells)).toMatchObject({ tile: null, cell: { x: 2, y: 1 } });
    expect(hintMarks(place, null, cells)).toMatchObject({ tile: null, cell: { x: 2, y: 1 } });
    expect(hintMarks(place, ["G1R3G4Y4"], [])).toMatchObject({ tile: "G1R3G4Y4", cell: null });
    expect(hintMarks(place, null, [])).toBe(NO_HINT_MARKS);
    expect(hintMarks(null, ["G1R3G4Y4"], cells)).toBe(NO_HINT_MARKS);
    expect(isHintedCell(NO_HINT_MARKS, { x: 2, y: 1 })).toBe(false);
  });

  it("with the engine's moves, the hinted cell is shown whichever tile is chosen, in whichever turn", () => {
    const game = getGame("ruhd")!;
    const state = game.setup(game.options.parse({ firstPlayer: 0 }), 2, "hinted");
    const view = game.view(state, 0) as RuhdView;
    const legal = game.legal(view) as RuhdAction[];
    const hinted = legal[legal.length - 1]!;
    for (const tile of view.hand!) {
      for (const rotation of [0, 1, 2, 3] as const) {
        const marks = hintMarks(hinted, view.hand, legalCells(legal, tile, rotation));
        expect(marks.tile).toBe(hinted.tile);
        expect(marks.cell).toEqual({ x: hinted.x, y: hinted.y });
        expect(marks.placed).toEqual({
          tile: hinted.tile,
          x: hinted.x,
          y: hinted.y,
          rotation: hinted.rotation,
        });
      }
    }
  });
});
