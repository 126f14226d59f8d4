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
/** Possible patterns at one cell: 2 axes, 2 sides, colour and number, 2 values each at most. */
const MAX_PATTERNS = 16;
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
  /** The cells written since the board was made or last reset, so `reset` empties only those. */
  private readonly written: number[] = [];

  constructor(board: readonly PlacedTile[] = []) {
    for (const t of board) this.put(t.x, t.y, rotations(t.tile)[t.rotation] as Int8Array);
  }

  /**
   * Empties the board and lays `board` on it: the same board as `new FastBoard(board)`, without
   * allocating and filling another 44 kB array (a bot deciding once per turn reuses one board).
   */
  reset(board: readonly PlacedTile[]): this {
    const sides = this.sides;
    for (const cell of this.written) {
      const at = cell * 4;
      sides[at] = EMPTY;
      sides[at + 1] = EMPTY;
      sides[at + 2] = EMPTY;
      sides[at + 3] = EMPTY;
    }
    this.written.length = 0;
    for (const t of board) this.put(t.x, t.y, rotations(t.tile)[t.rotation] as Int8Array);
    return this;
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
    const cell = FastBoard.cell(x, y);
    const at = cell * 4;
    const sides = this.sides;
    sides[at] = encoded[0] as number;
    sides[at + 1] = encoded[1] as number;
    sides[at + 2] = encoded[2] as number;
    sides[at + 3] = encoded[3] as number;
    this.written.push(cell);
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

  /**
   * Reads what the cell (x, y) offers any tile into `probe` (see `CellProbe`): then `probe.total(sides)`
   * is `total(x, y, sides)` for every tile and rotation, at a few comparisons each.
   */
  probe(x: number, y: number, probe: CellProbe): CellProbe {
    const cell = FastBoard.cell(x, y);
    let touching = 0;
    for (let d = 0; d < 4; d++) {
      const n = cell + (OFFSET[d] as number);
      const side = this.has(n) ? (this.sides[n * 4 + ((d + 2) & 3)] as number) : EMPTY;
      probe.facing[d] = side;
      if (side !== EMPTY) touching++;
    }
    probe.touching = touching;
    probe.patterns = 0;
    for (let axis = 0; axis < 2; axis++) {
      const before = axis === 0 ? 3 : 2;
      const after = axis === 0 ? 1 : 0;
      // No neighbour along the axis: no pattern along it, whatever the tile.
      if (!this.has(cell + (OFFSET[before] as number)) && !this.has(cell + (OFFSET[after] as number)))
        continue;
      for (let f = 0; f < 2; f++) {
        const facing = f === 0 ? before : after;
        const first = this.sides[(cell + (OFFSET[before] as number)) * 4 + facing] as number;
        const second = this.sides[(cell + (OFFSET[after] as number)) * 4 + facing] as number;
        for (let k = 0; k < 2; k++) {
          const byColour = k === 0;
          // A pattern needs my side's value to continue a run on one side or both: only the values
          // the two neighbours show can make one, and each is checked as `total` would count it.
          const vi = first === EMPTY ? EMPTY : byColour ? first >> 3 : first & 7;
          const vj = second === EMPTY ? EMPTY : byColour ? second >> 3 : second & 7;
          const li = vi === EMPTY ? 0 : this.run(cell, before, facing, vi, byColour);
          const lj = vj === EMPTY ? 0 : this.run(cell, after, facing, vj, byColour);
          for (let t = 0; t < 2; t++) {
            const value = t === 0 ? vi : vj;
            if (value === EMPTY || (t === 1 && vj === vi)) continue;
            const a = value === vi ? li : 0;
            const b = value === vj ? lj : 0;
            if (a + b + 1 >= PATTERN_LENGTH && a < PATTERN_LENGTH && b < PATTERN_LENGTH) {
              const at = probe.patterns++;
              probe.patternSide[at] = facing;
              probe.patternKind[at] = k;
              probe.patternValue[at] = value;
            }
          }
        }
      }
    }
    return probe;
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

/**
 * What a cell's neighbourhood means for any tile placed there (`FastBoard.probe`), so that a bot
 * trying every tile of its hand in every rotation reads the board once per cell: the sides its
 * neighbours turn to it, and the patterns a tile could make there. A run of tiles next to the cell
 * continues only the value its first tile shows, so at most the two values the cell's neighbours
 * along an axis show can make a pattern on a given side: each that would is listed, and a tile
 * makes that pattern when its side shows that value.
 */
export class CellProbe {
  /** The side each neighbour (up, right, down, left) turns to the cell, encoded; EMPTY without one. */
  readonly facing = new Int8Array(4);
  /** How many neighbours the cell has. */
  touching = 0;
  /** How many possible patterns are listed. */
  patterns = 0;
  /** Per possible pattern: the side of the tile it is on (0 up, 1 right, 2 down, 3 left). */
  readonly patternSide = new Int8Array(MAX_PATTERNS);
  /** Per possible pattern: 0 by colour, 1 by number. */
  readonly patternKind = new Int8Array(MAX_PATTERNS);
  /** Per possible pattern: the colour code or number the tile's side must show. */
  readonly patternValue = new Int8Array(MAX_PATTERNS);

  /** `FastBoard.total` at the probed cell for a tile with these encoded sides. */
  total(mine: Int8Array): number {
    let points = 0;
    for (let d = 0; d < 4; d++) {
      const b = this.facing[d] as number;
      if (b === EMPTY) continue;
      const a = mine[d] as number;
      if (a >> 3 !== b >> 3) points += Math.abs((a & 7) - (b & 7));
      else if ((a & 7) === (b & 7)) points += a & 7;
    }
    if (this.touching === 1) points += POINTS.oneSide;
    for (let p = 0; p < this.patterns; p++) {
      const side = mine[this.patternSide[p] as number] as number;
      const value = this.patternKind[p] === 0 ? side >> 3 : side & 7;
      if (value === this.patternValue[p]) points += POINTS.pattern;
    }
    return points;
  }
}
