import { getGame, type RuhdAction, type RuhdView } from "@parlor/engine";
import { START_CELLS, type PlacedTile } from "@parlor/engine/ruhd";
import { describe, expect, it } from "vitest";
import { legalCells } from "./cells.js";

const place = (tile: string, x: number, y: number, rotation: 0 | 1 | 2 | 3): RuhdAction => ({
  type: "place",
  tile,
  x,
  y,
  rotation,
});

describe("legalCells", () => {
  it("keeps the cells of the chosen tile in the chosen turn only", () => {
    const legal = [place("A", 0, 1, 0), place("A", 1, 1, 1), place("B", 2, 1, 0), place("A", 3, 1, 0)];
    expect(legalCells(legal, "A", 0)).toEqual([
      { x: 0, y: 1 },
      { x: 3, y: 1 },
    ]);
    expect(legalCells(legal, "A", 1)).toEqual([{ x: 1, y: 1 }]);
    expect(legalCells(legal, "B", 2)).toEqual([]);
    expect(legalCells(legal, null, 0)).toEqual([]);
  });

  it("gives, for a player on turn, the engine's cells; none to a player waiting", () => {
    const game = getGame("ruhd")!;
    const state = game.setup(game.options.parse({ firstPlayer: 0 }), 2, "cells");
    const mine = game.view(state, 0) as RuhdView;
    const tile = mine.hand![0]!;
    const cells = legalCells(game.legal(mine) as RuhdAction[], tile, 0);
    expect(cells.length).toBeGreaterThan(0);
    const board = mine.board as readonly PlacedTile[];
    expect(board.length).toBe(START_CELLS.length);
    for (const cell of cells) expect(board.some((t) => t.x === cell.x && t.y === cell.y)).toBe(false);
    const theirs = game.view(state, 1) as RuhdView;
    expect(legalCells(game.legal(theirs) as RuhdAction[], theirs.hand![0]!, 0)).toEqual([]);
  });
});
