import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridOf, openCells, type PlacedTile } from "./board.js";
import { CellProbe, FastBoard, rotations } from "./fastboard.js";
import { scorePlacement } from "./score.js";
import type { Rotation } from "./tile.js";
import { TILES } from "./tiles.js";

describe("the bots' fast board", () => {
  it("scores every legal placement exactly as the reference scorer does, reused or probed", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...TILES], { minLength: 5, maxLength: 30 }),
        fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
        (tiles, choices) => {
          // grow a board tile by tile at random open cells, checking every option of the next tile
          const board: PlacedTile[] = [{ x: 0, y: 0, tile: tiles[0]!, rotation: 0 }];
          for (let i = 1; i < tiles.length; i++) {
            const grid = gridOf(board);
            if (!grid.ok) throw new Error(grid.error.message);
            const open = openCells(grid.value);
            const fast = new FastBoard(board);
            // A board reused for another board first (`reset`) is the same board.
            const reused = new FastBoard(board.slice(0, i >> 1)).reset(board);
            const probe = new CellProbe();
            for (const { x, y } of open) {
              fast.probe(x, y, probe);
              for (let r = 0; r < 4; r++) {
                const reference = scorePlacement(board, {
                  x,
                  y,
                  tile: tiles[i]!,
                  rotation: r as Rotation,
                }).total;
                const turned = rotations(tiles[i]!)[r]!;
                expect(fast.total(x, y, turned)).toBe(reference);
                expect(reused.total(x, y, turned)).toBe(reference);
                expect(probe.total(turned)).toBe(reference);
              }
            }
            const choice = choices[i] ?? 0;
            const cell = open[choice % open.length]!;
            board.push({ x: cell.x, y: cell.y, tile: tiles[i]!, rotation: (choice % 4) as Rotation });
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
