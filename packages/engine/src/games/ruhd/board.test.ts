import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridOf, gridOfBoard, openCellsOf, openCellsOfBoard, type PlacedTile } from "./board.js";
import { ruhdGame } from "./game.js";
import { place } from "./rules.js";
import type { RuhdState } from "./state.js";
import type { Rotation } from "./tile.js";

/** A game played from `seed` with moves chosen by `choices` among the open cells and rotations. */
function playedBoards(seed: string, seats: number, choices: readonly number[]): RuhdState[] {
  let state = ruhdGame.setup(ruhdGame.options.parse({}), seats, seed);
  const states = [state];
  for (const choice of choices) {
    if (state.endedAt !== null) break;
    const hand = state.hands[state.turn] ?? [];
    // Asking for the open cells first, as a bot does, lets `place` remember the next board's too.
    const open = choice % 2 === 0 ? openCellsOfBoard(state.board) : openCellsOf(state.board);
    const cell = open[choice % open.length];
    if (!cell) break;
    const tile = hand[choice % hand.length] as string;
    const next = place(state, state.turn, { ...cell, tile, rotation: (choice % 4) as Rotation }, 0);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    states.push(state);
  }
  return states;
}

describe("the boards' grids and open cells, built once per board", () => {
  it("equal gridOf and openCellsOf on every board of random games, remembered or built", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        (seed, seats, choices) => {
          for (const state of playedBoards(seed, seats, choices)) {
            const fresh = gridOf(state.board);
            const known = gridOfBoard(state.board);
            expect(known.ok && fresh.ok).toBe(true);
            if (known.ok && fresh.ok) expect([...known.value.entries()]).toEqual([...fresh.value.entries()]);
            expect(openCellsOfBoard(state.board)).toEqual(openCellsOf(state.board));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("build a board again when its length changed, and refuse a malformed one as gridOf does", () => {
    const board: PlacedTile[] = [{ x: 0, y: 0, tile: "G4B2Y2G1", rotation: 0 }];
    expect(openCellsOfBoard(board)).toHaveLength(4);
    board.push({ x: 1, y: 0, tile: "G3R1Y4G3", rotation: 0 });
    expect(openCellsOfBoard(board)).toEqual(openCellsOf(board));
    const twice: PlacedTile[] = [...board, { x: 0, y: 0, tile: "G2Y3R1G3", rotation: 0 }];
    expect(gridOfBoard(twice)).toEqual(gridOf(twice));
    expect(openCellsOfBoard(twice)).toEqual([]);
  });
});
