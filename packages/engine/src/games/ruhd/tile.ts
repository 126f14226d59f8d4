import { COLOURS, type Colour } from "./tiles.js";

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
