import { describe, expect, it } from "vitest";
import { badgeAt, boardBox, facingBar } from "./Board.js";
import { numberBox, TILE } from "./Tile.js";

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** The top-left corner of a cell in SVG units (y grows up on the board, down in SVG). */
const corner = (c: { x: number; y: number }) => ({ x: c.x * TILE, y: -c.y * TILE });
/** Every number of the tile in a cell. */
const numbersOf = (c: { x: number; y: number }) =>
  ([0, 1, 2, 3] as const).map((d) => numberBox(d, corner(c).x, corner(c).y));

/** A badge's box, its stroke included (the radius and stroke are Board.tsx's and ruhd.css's). */
const BADGE_REACH = TILE * 0.12 + 3;
const NEIGHBOURS = [
  { x: 0, y: 1 },
  { x: 1, y: 0 },
  { x: 0, y: -1 },
  { x: -1, y: 0 },
];

describe("marks drawn on the board keep off the tiles' numbers", () => {
  it("a +N badge on each touching edge covers no number of either tile, nor another badge", () => {
    const placed = { x: 3, y: -2 };
    const badges = NEIGHBOURS.map((n) => {
      const neighbour = { x: placed.x + n.x, y: placed.y + n.y };
      const at = badgeAt(placed, neighbour);
      const box = {
        x: at.x - BADGE_REACH,
        y: at.y - BADGE_REACH,
        width: 2 * BADGE_REACH,
        height: 2 * BADGE_REACH,
      };
      for (const number of [...numbersOf(placed), ...numbersOf(neighbour)])
        expect(overlap(box, number)).toBe(false);
      return box;
    });
    for (const [i, a] of badges.entries())
      for (const b of badges.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });

  it("a +N badge sits on the edge the two cells share", () => {
    const at = badgeAt({ x: 0, y: 0 }, { x: 1, y: 0 });
    expect(at.x).toBe(TILE);
    expect(at.y).toBeGreaterThan(0);
    expect(at.y).toBeLessThan(TILE);
  });

  it("a pattern bar lies along its side, inside its cell, off every number", () => {
    const cell = { x: -1, y: 2 };
    const { x, y } = corner(cell);
    for (const facing of ["up", "right", "down", "left"] as const) {
      const bar = facingBar(cell, facing);
      expect(bar.x).toBeGreaterThanOrEqual(x);
      expect(bar.y).toBeGreaterThanOrEqual(y);
      expect(bar.x + bar.width).toBeLessThanOrEqual(x + TILE);
      expect(bar.y + bar.height).toBeLessThanOrEqual(y + TILE);
      for (const number of numbersOf(cell)) expect(overlap(bar, number)).toBe(false);
    }
  });
});

describe("the board fitted to its box", () => {
  it("leaves the ring of cells around the tiles and a margin beyond, with or without cells offered", () => {
    const board = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ];
    const box = boardBox(board, [], null);
    // Cells x -1..2, y -1..2, each TILE wide, with room beyond.
    expect(box.x).toBeLessThan(-1 * TILE);
    expect(box.x + box.width).toBeGreaterThan(3 * TILE);
    expect(box.y).toBeLessThan(-2 * TILE);
    expect(box.y + box.height).toBeGreaterThan(2 * TILE);
    expect(boardBox(board, [{ x: 2, y: 0 }], null)).toEqual(box);
  });

  it("takes in a preview or a cell beyond the ring", () => {
    const box = boardBox([{ x: 0, y: 0 }], [{ x: 5, y: 0 }], { x: 0, y: -4 });
    expect(box.x + box.width).toBeGreaterThan(6 * TILE);
    expect(box.y + box.height).toBeGreaterThan(5 * TILE);
  });
});
