import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellKey, gridOf, openCells, type PlacedTile } from "./board.js";
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

describe("the probe of a cell", () => {
  it("counts the patterns of dense boards, where runs meet from both sides, as the reference scorer does", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...TILES], { minLength: 20, maxLength: 48 }),
        fc.array(fc.nat(), { minLength: 48, maxLength: 48 }),
        (tiles, choices) => {
          // Each tile goes on the open cell with the most neighbours: rows and columns fill in.
          const board: PlacedTile[] = [{ x: 0, y: 0, tile: tiles[0]!, rotation: 0 }];
          const probe = new CellProbe();
          for (let i = 1; i < tiles.length; i++) {
            const grid = gridOf(board);
            if (!grid.ok) throw new Error(grid.error.message);
            const open = openCells(grid.value);
            const fast = new FastBoard(board);
            const neighbours = (c: { x: number; y: number }): number =>
              [
                [0, 1],
                [1, 0],
                [0, -1],
                [-1, 0],
              ].filter(([dx, dy]) => grid.value.has(cellKey(c.x + dx!, c.y + dy!))).length;
            for (const { x, y } of open) {
              fast.probe(x, y, probe);
              for (const tile of tiles.slice(i, i + 3))
                for (let r = 0; r < 4; r++) {
                  const reference = scorePlacement(board, { x, y, tile, rotation: r as Rotation }).total;
                  expect(probe.total(rotations(tile)[r]!)).toBe(reference);
                }
            }
            const most = Math.max(...open.map(neighbours));
            const best = open.filter((c) => neighbours(c) === most);
            const cell = best[(choices[i] ?? 0) % best.length]!;
            board.push({
              x: cell.x,
              y: cell.y,
              tile: tiles[i]!,
              rotation: ((choices[i] ?? 0) % 4) as Rotation,
            });
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
