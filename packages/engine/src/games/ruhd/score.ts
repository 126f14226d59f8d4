import type { RuleError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import {
  checkTile,
  gridOf,
  neighbour,
  placementRefusal,
  tileAt,
  type BoardTile,
  type Grid,
  type PlacedTile,
} from "./board.js";
import {
  DIRECTIONS,
  opposite,
  sideCode,
  sideFacing,
  STEP,
  type Direction,
  type DirectionName,
} from "./tile.js";

/** The points of each scoring rule (the rulebook's values, as documented constants). */
export const POINTS = {
  /** One-side rule: the tile touches exactly one tile. */
  oneSide: 1,
  /** Pattern rule: each pattern created. */
  pattern: 2,
} as const;

/** Tiles in a run that make a pattern. */
export const PATTERN_LENGTH = 3;

/** How one touching pair of sides scored. */
export interface SideScore {
  readonly direction: DirectionName;
  /** The neighbour's cell. */
  readonly x: number;
  readonly y: number;
  /** The placed tile's side, e.g. "R1", and the neighbour's side it touches. */
  readonly mine: string;
  readonly theirs: string;
  /** diff-diff (different colours), same-same (same colour and number) or none (same colour, other number). */
  readonly rule: "diff-diff" | "same-same" | "none";
  readonly points: number;
}

/** A pattern the placement created. */
export interface PatternScore {
  readonly axis: "horizontal" | "vertical";
  /** Which sides of the run's tiles make it. */
  readonly facing: DirectionName;
  readonly kind: "colour" | "number";
  /** The shared colour letter or number. */
  readonly value: string;
  /** The run's cells, placed tile included, in axis order. */
  readonly cells: readonly { readonly x: number; readonly y: number }[];
  readonly points: number;
}

/** A placement's score, rule by rule, with the detail a player can check. */
export interface PlacementScore {
  readonly oneSide: number;
  readonly diffDiff: number;
  readonly sameSame: number;
  readonly pattern: number;
  readonly total: number;
  readonly sides: readonly SideScore[];
  readonly patterns: readonly PatternScore[];
}

/** An axis: the two directions along it, "before" first (left / down), and the facing sides that count. */
const AXES = [
  { name: "horizontal", before: 3, after: 1 },
  { name: "vertical", before: 2, after: 0 },
] as const satisfies readonly { name: string; before: Direction; after: Direction }[];

type Attribute = "colour" | "number";

function valueOf(tile: BoardTile, facing: Direction, kind: Attribute): string | number {
  const side = sideFacing(tile.sides, tile.rotation, facing);
  return kind === "colour" ? side.colour : side.number;
}

/**
 * The run of tiles next to `from` going `way` whose side facing `facing` has `value`; stops at a gap,
 * a different value or `PATTERN_LENGTH` tiles (enough to know a pattern already exists).
 */
function run(
  grid: Grid,
  from: BoardTile,
  way: Direction,
  facing: Direction,
  kind: Attribute,
  value: string | number,
): BoardTile[] {
  const tiles: BoardTile[] = [];
  let x = from.x;
  let y = from.y;
  const step = STEP[way] as { dx: number; dy: number };
  while (tiles.length < PATTERN_LENGTH) {
    x += step.dx;
    y += step.dy;
    const tile = tileAt(grid, x, y);
    if (!tile || valueOf(tile, facing, kind) !== value) break;
    tiles.push(tile);
  }
  return tiles;
}

/** Scores a legal placement on a grid (the grid does not hold it yet). */
export function scoreOnGrid(grid: Grid, placed: BoardTile): PlacementScore {
  const sides: SideScore[] = [];
  let diffDiff = 0;
  let sameSame = 0;
  for (let d = 0 as Direction; d < 4; d = (d + 1) as Direction) {
    const other = neighbour(grid, placed.x, placed.y, d);
    if (!other) continue;
    const mine = sideFacing(placed.sides, placed.rotation, d);
    const theirs = sideFacing(other.sides, other.rotation, opposite(d));
    let rule: SideScore["rule"] = "none";
    let points = 0;
    if (mine.colour !== theirs.colour) {
      rule = "diff-diff";
      points = Math.abs(mine.number - theirs.number);
      diffDiff += points;
    } else if (mine.number === theirs.number) {
      rule = "same-same";
      points = mine.number;
      sameSame += points;
    }
    sides.push({
      direction: DIRECTIONS[d],
      x: other.x,
      y: other.y,
      mine: sideCode(mine),
      theirs: sideCode(theirs),
      rule,
      points,
    });
  }
  const patterns: PatternScore[] = [];
  for (const axis of AXES) {
    const touches =
      neighbour(grid, placed.x, placed.y, axis.before) || neighbour(grid, placed.x, placed.y, axis.after);
    if (!touches) continue;
    for (const facing of [axis.before, axis.after] as Direction[]) {
      for (const kind of ["colour", "number"] as const) {
        const value = valueOf(placed, facing, kind);
        const before = run(grid, placed, axis.before, facing, kind, value);
        const after = run(grid, placed, axis.after, facing, kind, value);
        const a = before.length;
        const b = after.length;
        if (a + b + 1 >= PATTERN_LENGTH && a < PATTERN_LENGTH && b < PATTERN_LENGTH) {
          const cells = [...before.reverse(), placed, ...after].map(({ x, y }) => ({ x, y }));
          patterns.push({
            axis: axis.name,
            facing: DIRECTIONS[facing],
            kind,
            value: String(value),
            cells,
            points: POINTS.pattern,
          });
        }
      }
    }
  }
  const oneSide = sides.length === 1 ? POINTS.oneSide : 0;
  const pattern = patterns.length * POINTS.pattern;
  return {
    oneSide,
    diffDiff,
    sameSame,
    pattern,
    total: oneSide + diffDiff + sameSame + pattern,
    sides,
    patterns,
  };
}

/** The board's grid and the checked tile, or why the placement is not legal. */
function prepare(
  board: readonly PlacedTile[],
  placed: PlacedTile,
): Result<{ grid: Grid; tile: BoardTile }, RuleError> {
  const grid = gridOf(board);
  if (!grid.ok) return grid;
  const tile = checkTile(placed);
  if (!tile.ok) return tile;
  const refusal = placementRefusal(grid.value, tile.value);
  return refusal ? err(refusal) : ok({ grid: grid.value, tile: tile.value });
}

/**
 * Why a placement on this board is not legal (a malformed board or tile, a tile that is not one of the
 * 48 or is on the board twice, an occupied cell, no neighbour), or null.
 */
export function checkPlacement(board: readonly PlacedTile[], placed: PlacedTile): RuleError | null {
  const prepared = prepare(board, placed);
  return prepared.ok ? null : prepared.error;
}

/** Scores a placement, or says why it is not legal. */
export function tryScorePlacement(
  board: readonly PlacedTile[],
  placed: PlacedTile,
): Result<PlacementScore, RuleError> {
  const prepared = prepare(board, placed);
  return prepared.ok ? ok(scoreOnGrid(prepared.value.grid, prepared.value.tile)) : prepared;
}

/**
 * The points a tile earns placed on a board: `{ oneSide, diffDiff, sameSame, pattern, total }` plus the
 * breakdown by side and by pattern. Tiles are codes of the 48 tiles (as the tile data lists them, or
 * read clockwise from another side), each at most once; rotations are clockwise quarter turns. Throws a RangeError with a player-readable message when the placement is not legal
 * (`tryScorePlacement` returns it as a value instead).
 */
export function scorePlacement(board: readonly PlacedTile[], placed: PlacedTile): PlacementScore {
  const result = tryScorePlacement(board, placed);
  if (!result.ok) throw new RangeError(result.error.message);
  return result.value;
}
