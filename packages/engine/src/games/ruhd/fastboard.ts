import type { PlacedTile } from "./board.js";
import { PATTERN_LENGTH, POINTS } from "./score.js";
import { sideFacing, tileSides, type Direction, type Rotation } from "./tile.js";
import { TILES } from "./tiles.js";

/**
 * A dense board for bots, which score thousands of hypothetical placements a move: each cell holds
 * its four facing sides as small integers (colour · 8 + number), so a placement's total is array
 * arithmetic with no allocation. `scoreOnGrid` stays the reference; tests check they agree.
 */

/** Cells from -REACH to REACH on each axis: 48 tiles can never reach past 47 from the start. */
const REACH = 52;
const WIDTH = 2 * REACH + 1;
const EMPTY = -1;
const COLOUR_CODES = { G: 0, Y: 1, B: 2, R: 3 } as const;
/** Cell index steps for up, right, down, left (x varies fastest). */
const OFFSET = [WIDTH, 1, -WIDTH, -1] as const;

/** Encoded facing sides of a tile turned `rotation`: 4 numbers, up, right, down, left. */
export function encodeSides(tile: string, rotation: Rotation): Int8Array {
  const sides = tileSides(tile);
  if (!sides) throw new RangeError(`not a tile: ${tile}`);
  const out = new Int8Array(4);
  for (let d = 0; d < 4; d++) {
    const side = sideFacing(sides, rotation, d as Direction);
    out[d] = COLOUR_CODES[side.colour] * 8 + side.number;
  }
  return out;
}

const ENCODED = new Map<string, Int8Array[]>(
  TILES.map((tile) => [tile, [0, 1, 2, 3].map((r) => encodeSides(tile, r as Rotation))]),
);

/** The encoded sides of one of the 48 tiles (or any tile code) in each rotation. */
export function rotations(tile: string): Int8Array[] {
  let r = ENCODED.get(tile);
  if (!r) {
    r = [0, 1, 2, 3].map((q) => encodeSides(tile, q as Rotation));
    ENCODED.set(tile, r);
  }
  return r;
}

export class FastBoard {
  private readonly sides = new Int8Array(WIDTH * WIDTH * 4).fill(EMPTY);

  constructor(board: readonly PlacedTile[] = []) {
    for (const t of board) this.put(t.x, t.y, rotations(t.tile)[t.rotation] as Int8Array);
  }

  static cell(x: number, y: number): number {
    return (y + REACH) * WIDTH + (x + REACH);
  }

  static inside(x: number, y: number): boolean {
    return Math.abs(x) <= REACH - PATTERN_LENGTH && Math.abs(y) <= REACH - PATTERN_LENGTH;
  }

  has(cell: number): boolean {
    return (this.sides[cell * 4] as number) !== EMPTY;
  }

  put(x: number, y: number, encoded: Int8Array): void {
    this.sides.set(encoded, FastBoard.cell(x, y) * 4);
  }

  remove(x: number, y: number): void {
    this.sides.fill(EMPTY, FastBoard.cell(x, y) * 4, FastBoard.cell(x, y) * 4 + 4);
  }

  /** Tiles in a row from `cell` going `way` whose side facing `facing` matches `value` by `mask`. */
  private run(cell: number, way: number, facing: number, value: number, byColour: boolean): number {
    let count = 0;
    for (let c = cell + (OFFSET[way] as number); count < PATTERN_LENGTH; c += OFFSET[way] as number) {
      const side = this.sides[c * 4 + facing] as number;
      if (side === EMPTY) break;
      if (byColour ? side >> 3 !== value : (side & 7) !== value) break;
      count++;
    }
    return count;
  }

  /** The total a tile with these encoded sides would score at (x, y): the four rules, no breakdown. */
  total(x: number, y: number, mine: Int8Array): number {
    const cell = FastBoard.cell(x, y);
    let points = 0;
    let touching = 0;
    for (let d = 0; d < 4; d++) {
      const n = cell + (OFFSET[d] as number);
      if (!this.has(n)) continue;
      touching++;
      const a = mine[d] as number;
      const b = this.sides[n * 4 + ((d + 2) & 3)] as number;
      if (a >> 3 !== b >> 3) points += Math.abs((a & 7) - (b & 7));
      else if ((a & 7) === (b & 7)) points += a & 7;
    }
    if (touching === 1) points += POINTS.oneSide;
    // Axes: horizontal (before = left 3, after = right 1), vertical (before = down 2, after = up 0).
    for (let axis = 0; axis < 2; axis++) {
      const before = axis === 0 ? 3 : 2;
      const after = axis === 0 ? 1 : 0;
      if (!this.has(cell + (OFFSET[before] as number)) && !this.has(cell + (OFFSET[after] as number)))
        continue;
      for (let f = 0; f < 2; f++) {
        const facing = f === 0 ? before : after;
        const side = mine[facing] as number;
        for (let k = 0; k < 2; k++) {
          const byColour = k === 0;
          const value = byColour ? side >> 3 : side & 7;
          const a = this.run(cell, before, facing, value, byColour);
          const b = this.run(cell, after, facing, value, byColour);
          if (a + b + 1 >= PATTERN_LENGTH && a < PATTERN_LENGTH && b < PATTERN_LENGTH)
            points += POINTS.pattern;
        }
      }
    }
    return points;
  }
}
