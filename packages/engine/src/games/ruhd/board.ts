import { refuse, type RuleError } from "../../core/errors.js";
import { ok, type Result } from "../../core/result.js";
import { DIRECTIONS, isRotation, STEP, tileSides, type Direction, type Rotation, type Side } from "./tile.js";

/** A tile on the board: its cell, its code (as in the tile data) and its clockwise quarter turns. */
export interface PlacedTile {
  readonly x: number;
  readonly y: number;
  readonly tile: string;
  readonly rotation: Rotation;
}

/** The starting L: three cells, the corner first. */
export const START_CELLS: readonly { readonly x: number; readonly y: number }[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
];

/** Coordinates beyond this (in either direction) are refused; the board is otherwise unbounded. */
export const MAX_COORDINATE = 1_000;

const SPAN = 2 * MAX_COORDINATE + 1;

/** A number for a cell, for maps keyed by cell. */
export function cellKey(x: number, y: number): number {
  return (x + MAX_COORDINATE) * SPAN + (y + MAX_COORDINATE);
}

/** A placed tile with its sides already read, as the scorer uses it. */
export interface BoardTile extends PlacedTile {
  readonly sides: readonly Side[];
}

/** The board as a map from cell to tile. */
export type Grid = ReadonlyMap<number, BoardTile>;

export function tileAt(grid: Grid, x: number, y: number): BoardTile | undefined {
  return grid.get(cellKey(x, y));
}

export function neighbour(grid: Grid, x: number, y: number, d: Direction): BoardTile | undefined {
  const step = STEP[d] as { dx: number; dy: number };
  return grid.get(cellKey(x + step.dx, y + step.dy));
}

function inRange(n: unknown): n is number {
  return Number.isInteger(n) && Math.abs(n as number) <= MAX_COORDINATE;
}

/** Checks one tile's shape: integer cell in range, a tile code, a rotation 0-3. */
export function checkTile(placed: PlacedTile): Result<BoardTile, RuleError> {
  if (typeof placed !== "object" || placed === null)
    return refuse("bad-tile", "A tile needs x, y, tile and rotation.");
  if (!inRange(placed.x) || !inRange(placed.y)) {
    return refuse(
      "bad-cell",
      `A cell is a pair of whole numbers between -${MAX_COORDINATE} and ${MAX_COORDINATE}.`,
    );
  }
  const sides = tileSides(placed.tile);
  if (sides === null) {
    return refuse(
      "bad-tile",
      `'${String(placed.tile)}' is not a tile: four sides like G4B2Y2G1 (colours G Y B R, numbers 1-4).`,
    );
  }
  if (!isRotation(placed.rotation)) {
    return refuse("bad-rotation", "A rotation is 0, 1, 2 or 3 quarter turns clockwise.");
  }
  return ok({ x: placed.x, y: placed.y, tile: placed.tile, rotation: placed.rotation, sides });
}

/** Builds the grid of a board, refusing malformed tiles and two tiles on one cell. */
export function gridOf(board: readonly PlacedTile[]): Result<Map<number, BoardTile>, RuleError> {
  const grid = new Map<number, BoardTile>();
  for (const placed of board) {
    const checked = checkTile(placed);
    if (!checked.ok) return checked;
    const key = cellKey(placed.x, placed.y);
    if (grid.has(key)) return refuse("occupied", `Two tiles on the cell (${placed.x}, ${placed.y}).`);
    grid.set(key, checked.value);
  }
  return ok(grid);
}

/** Why the tile may not go there (occupied cell, no neighbour), or null. */
export function placementRefusal(grid: Grid, placed: PlacedTile): RuleError | null {
  if (tileAt(grid, placed.x, placed.y)) {
    return { code: "occupied", message: `The cell (${placed.x}, ${placed.y}) already holds a tile.` };
  }
  const touches = DIRECTIONS.some(
    (_, d) => neighbour(grid, placed.x, placed.y, d as Direction) !== undefined,
  );
  if (!touches) {
    return {
      code: "no-neighbour",
      message: "A tile must go next to a tile already on the board (up, down, left or right).",
    };
  }
  return null;
}

/** Every empty cell next to at least one tile: where a tile may go. */
export function openCells(grid: Grid): { x: number; y: number }[] {
  const cells: { x: number; y: number }[] = [];
  const seen = new Set<number>();
  for (const tile of grid.values()) {
    for (const step of STEP) {
      const x = tile.x + step.dx;
      const y = tile.y + step.dy;
      const key = cellKey(x, y);
      if (seen.has(key) || grid.has(key) || !inRange(x) || !inRange(y)) continue;
      seen.add(key);
      cells.push({ x, y });
    }
  }
  return cells;
}

/** Where a tile may go on a board given as its list of tiles (none if the board is malformed). */
export function openCellsOf(board: readonly PlacedTile[]): { x: number; y: number }[] {
  const grid = gridOf(board);
  return grid.ok ? openCells(grid.value) : [];
}
