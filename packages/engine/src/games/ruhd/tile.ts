import { COLOURS, TILES, type Colour } from "./tiles.js";

/** Directions, clockwise from the top: the order of a tile's sides. */
export const DIRECTIONS = ["up", "right", "down", "left"] as const;
export type DirectionName = (typeof DIRECTIONS)[number];
/** 0 up, 1 right, 2 down, 3 left. */
export type Direction = 0 | 1 | 2 | 3;
export type Rotation = 0 | 1 | 2 | 3;

/** x to the right, y up. */
export const STEP: readonly { readonly dx: number; readonly dy: number }[] = [
  { dx: 0, dy: 1 },
  { dx: 1, dy: 0 },
  { dx: 0, dy: -1 },
  { dx: -1, dy: 0 },
];

export function opposite(d: Direction): Direction {
  return ((d + 2) % 4) as Direction;
}

/** One side of a tile: a colour and a number 1-4. */
export interface Side {
  readonly colour: Colour;
  readonly number: number;
}

/** The lowest and highest number on a side. */
export const MIN_NUMBER = 1;
export const MAX_NUMBER = 4;

const parsed = new Map<string, readonly Side[] | null>();

/** A tile's four sides (up, right, down, left, unrotated), or null if `code` is not a tile code. */
export function tileSides(code: string): readonly Side[] | null {
  let sides = parsed.get(code);
  if (sides !== undefined) return sides;
  sides = null;
  if (typeof code === "string" && /^([GYBR][1-4]){4}$/.test(code)) {
    sides = [0, 1, 2, 3].map((i) => ({
      colour: code[2 * i] as Colour,
      number: Number(code[2 * i + 1]),
    }));
  }
  if (parsed.size < 4096) parsed.set(code, sides);
  return sides;
}

/** One of the 48 tiles, as a code names it. */
export interface ListedTile {
  /** The tile's code as the set lists it (`TILES`). */
  readonly tile: string;
  /**
   * Quarter turns clockwise from the listed code to the code as written: `B2Y2G1G4` is G4B2Y2G1 read
   * from its right side, turns 3. Placing the written code at rotation r shows the same sides as
   * placing the listed one at rotation (r + turns) mod 4.
   */
  readonly turns: Rotation;
}

/** Every way of writing each of the 48 tiles (its code read clockwise from each side), to the tile. */
let listedByCode: ReadonlyMap<string, ListedTile> | null = null;

function codesOfTiles(): ReadonlyMap<string, ListedTile> {
  if (listedByCode) return listedByCode;
  const codes = new Map<string, ListedTile>();
  for (const tile of TILES) {
    const sides = tileSides(tile) as readonly Side[];
    for (const turns of [0, 1, 2, 3] as const) {
      const written = DIRECTIONS.map((_, d) => sideCode(sideFacing(sides, turns, d as Direction))).join("");
      codes.set(written, { tile, turns });
    }
  }
  listedByCode = codes;
  return codes;
}

/**
 * Which of the 48 tiles `code` is, read clockwise from any of its sides (`G4B2Y2G1`, `B2Y2G1G4`,
 * `Y2G1G4B2` and `G1G4B2Y2` are one tile), or null when it is none of them (`G1Y2R3B4`, or not a
 * code). The set has one of each tile and no tile reads the same from two sides.
 */
export function identifyTile(code: string): ListedTile | null {
  return (typeof code === "string" && codesOfTiles().get(code)) || null;
}

export function isRotation(r: unknown): r is Rotation {
  return r === 0 || r === 1 || r === 2 || r === 3;
}

/**
 * The side of a tile turned `rotation` quarter turns clockwise that faces `direction`: after one
 * turn the side that was up faces right.
 */
export function sideFacing(sides: readonly Side[], rotation: Rotation, direction: Direction): Side {
  return sides[(direction - rotation + 4) % 4] as Side;
}

/** "R1", as the tile data writes a side. */
export function sideCode(side: Side): string {
  return `${side.colour}${side.number}`;
}

export function colourName(colour: Colour): string {
  return COLOURS[colour];
}
