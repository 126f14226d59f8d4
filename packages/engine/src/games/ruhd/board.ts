import { refuse, type RuleError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import {
  DIRECTIONS,
  identifyTile,
  isRotation,
  STEP,
  tileSides,
  type Direction,
  type Rotation,
  type Side,
} from "./tile.js";

/** A cell of the board: x to the right, y up. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** A cell as people read it: "(2, 1)". */
export const cellWords = (x: number, y: number): string => `(${x}, ${y})`;

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
  /** Which of the 48 tiles it is: its code as the set lists it. */
  readonly listed: string;
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

/**
 * Checks one tile: integer cell in range, a tile code that is one of the 48 tiles (read clockwise
 * from any side), a rotation 0-3.
 */
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
  const listed = identifyTile(placed.tile);
  if (listed === null) {
    return refuse(
      "unknown-tile",
      `'${placed.tile}' is not one of the 48 Ruhd tiles, read clockwise from any side.`,
    );
  }
  if (!isRotation(placed.rotation)) {
    return refuse("bad-rotation", "A rotation is 0, 1, 2 or 3 quarter turns clockwise.");
  }
  return ok({
    x: placed.x,
    y: placed.y,
    tile: placed.tile,
    rotation: placed.rotation,
    sides,
    listed: listed.tile,
  });
}

/** The tile named as the set lists it, with "(written …)" when the code was read from another side. */
function tileWords(tile: BoardTile): string {
  return tile.tile === tile.listed ? tile.listed : `${tile.listed} (written ${tile.tile})`;
}

/** The refusal of a tile that is on the board already, at `cell`: the set has one of each of the 48. */
function usedTwice(tile: BoardTile, cell: { readonly x: number; readonly y: number }): RuleError {
  return {
    code: "tile-used",
    message: `${tileWords(tile)} is already on the board at (${cell.x}, ${cell.y}): there is one of each tile.`,
  };
}

/** The tile of the board that is the same tile of the set as `tile`, if any. */
function sameTile(board: Iterable<BoardTile>, tile: BoardTile): BoardTile | undefined {
  for (const other of board) if (other.listed === tile.listed) return other;
  return undefined;
}

/**
 * Builds the grid of a board, refusing malformed tiles, tiles that are not among the 48, a tile of
 * the set twice and two tiles on one cell.
 */
export function gridOf(board: readonly PlacedTile[]): Result<Map<number, BoardTile>, RuleError> {
  const grid = new Map<number, BoardTile>();
  const byTile = new Map<string, BoardTile>();
  for (const placed of board) {
    const checked = checkTile(placed);
    if (!checked.ok) return checked;
    const already = byTile.get(checked.value.listed);
    if (already) return err(usedTwice(checked.value, already));
    const key = cellKey(placed.x, placed.y);
    if (grid.has(key)) return refuse("occupied", `Two tiles on the cell (${placed.x}, ${placed.y}).`);
    grid.set(key, checked.value);
    byTile.set(checked.value.listed, checked.value);
  }
  return ok(grid);
}

/** What `gridOfBoard` knows of a board: its grid, its open cells once asked for, and its length then. */
interface KnownBoard {
  readonly length: number;
  readonly grid: Result<Grid, RuleError>;
  open: readonly Cell[] | null;
}

const known = new WeakMap<readonly PlacedTile[], KnownBoard>();

function knownBoard(board: readonly PlacedTile[]): KnownBoard {
  const entry = known.get(board);
  if (entry !== undefined && entry.length === board.length) return entry;
  const fresh: KnownBoard = { length: board.length, grid: gridOf(board), open: null };
  known.set(board, fresh);
  return fresh;
}

/**
 * `gridOf(board)`, built once per board: a state's board (and every view's, which is the same array)
 * is plain data nobody changes, and the bot that chose a move and the rules that check it read the
 * same board. A board whose length changed since is built again. The grid is shared: never change it.
 */
export function gridOfBoard(board: readonly PlacedTile[]): Result<Grid, RuleError> {
  return knownBoard(board).grid;
}

/** `openCellsOf(board)`, found once per board (see `gridOfBoard`); shared: never change it. */
export function openCellsOfBoard(board: readonly PlacedTile[]): readonly Cell[] {
  const entry = knownBoard(board);
  if (entry.open === null) entry.open = entry.grid.ok ? openCells(entry.grid.value) : [];
  return entry.open;
}

/**
 * Records the grid of `next`, `board` with one legal placement more at its end (`tile`, checked): what
 * `gridOf(next)` would build, in the same order, made by copying instead of checking every tile
 * again. When `board`'s open cells are known, so are `next`'s, in `openCells`' order: the same
 * cells without the one taken (each first reached from the same earlier tile), then the placed
 * tile's new neighbours.
 */
export function rememberGrid(
  board: readonly PlacedTile[],
  next: readonly PlacedTile[],
  grid: Grid,
  tile: BoardTile,
): void {
  const cells = new Map(grid);
  const key = cellKey(tile.x, tile.y);
  cells.set(key, tile);
  const before = known.get(board);
  let open: Cell[] | null = null;
  if (before !== undefined && before.length === board.length && before.open !== null) {
    open = before.open.filter((c) => c.x !== tile.x || c.y !== tile.y);
    for (const step of STEP) {
      const x = tile.x + step.dx;
      const y = tile.y + step.dy;
      if (cells.has(cellKey(x, y)) || !inRange(x) || !inRange(y)) continue;
      if (open.some((c) => c.x === x && c.y === y)) continue;
      open.push({ x, y });
    }
  }
  known.set(next, { length: next.length, grid: ok(cells), open });
}

/**
 * Why a tile may not join a board wherever it goes (malformed, not one of the 48, or on the board
 * already: the set has one of each), or null. The board's own tiles are not checked.
 */
export function checkNewTile(board: readonly PlacedTile[], placed: PlacedTile): RuleError | null {
  const tile = checkTile(placed);
  if (!tile.ok) return tile.error;
  const already = board.find((other) => identifyTile(other.tile)?.tile === tile.value.listed);
  return already ? usedTwice(tile.value, already) : null;
}

/**
 * The same placement written with the tile's code as the set lists it (`B2Y2G1G4` at rotation 0 is
 * `G4B2Y2G1` at rotation 3: the same sides face the same ways), or null when the code is not one of
 * the 48 tiles or the rotation is not 0-3.
 */
export function listedPlacement(placed: PlacedTile): PlacedTile | null {
  const listed = identifyTile(placed.tile);
  if (listed === null || !isRotation(placed.rotation)) return null;
  const rotation = ((placed.rotation + listed.turns) % 4) as Rotation;
  return { x: placed.x, y: placed.y, tile: listed.tile, rotation };
}

/**
 * Why the checked tile may not go there (occupied cell, the same tile of the set already on the
 * board, no neighbour), or null.
 */
export function placementRefusal(grid: Grid, placed: BoardTile): RuleError | null {
  if (tileAt(grid, placed.x, placed.y)) {
    return { code: "occupied", message: `The cell (${placed.x}, ${placed.y}) already holds a tile.` };
  }
  const already = sameTile(grid.values(), placed);
  if (already) return usedTwice(placed, already);
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
