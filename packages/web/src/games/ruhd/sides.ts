import {
  COLOURS,
  DIRECTIONS,
  sideFacing,
  tileSides,
  type Colour,
  type DirectionName,
  type PatternScore,
  type PlacedTile,
  type Rotation,
  type Side,
  type SideScore,
} from "@parlor/engine/ruhd";

/**
 * Side colours: Okabe–Ito hues that stay apart for the common colour-vision deficiencies, each with
 * its letter printed on the side, and the text colour that reads on it.
 */
export const SIDE_FILL: Readonly<Record<Colour, string>> = {
  G: "#009E73",
  Y: "#F0E442",
  B: "#0072B2",
  R: "#D55E00",
};
export const SIDE_INK: Readonly<Record<Colour, string>> = {
  G: "#000000",
  Y: "#000000",
  B: "#ffffff",
  R: "#000000",
};

export const QUARTER_TURNS = 4;

/** The next rotation a quarter turn clockwise (or back with -1). */
export function turn(rotation: Rotation, by: 1 | -1 = 1): Rotation {
  return ((((rotation + by) % QUARTER_TURNS) + QUARTER_TURNS) % QUARTER_TURNS) as Rotation;
}

/** The four sides a tile shows turned `rotation` quarter turns: up, right, down, left. */
export function facingSides(tile: string, rotation: Rotation): Side[] | null {
  const sides = tileSides(tile);
  if (!sides) return null;
  return DIRECTIONS.map((_, d) => sideFacing(sides, rotation, d as 0 | 1 | 2 | 3));
}

export function sideWords(side: Side): string {
  return `${COLOURS[side.colour]} ${side.number}`;
}

/** "green 4 up, blue 2 right, yellow 2 down, green 1 left". */
export function describeTile(tile: string, rotation: Rotation): string {
  const sides = facingSides(tile, rotation);
  if (!sides) return tile;
  return sides.map((side, d) => `${sideWords(side)} ${DIRECTIONS[d]}`).join(", ");
}

/** Cells and how people read them ("(2, 1)"): the engine's. */
export { cellWords, type Cell } from "@parlor/engine/ruhd";
import { cellWords } from "@parlor/engine/ruhd";

export function describePlacement(placed: PlacedTile): string {
  return `${placed.tile} at ${cellWords(placed.x, placed.y)}, turned ${placed.rotation * 90}°`;
}

/** "R1" → "red 1". */
export function codeWords(code: string): string {
  const colour = code[0] as Colour;
  return `${COLOURS[colour] ?? code[0]} ${code.slice(1)}`;
}

/** What one touching pair earned, as a sentence: "left: your red 1 against yellow 2, different colours: +1". */
export function describeSide(side: SideScore): string {
  const why =
    side.rule === "diff-diff"
      ? "different colours"
      : side.rule === "same-same"
        ? "same colour and number"
        : "same colour, other number";
  return `${side.direction}: ${codeWords(side.mine)} against ${codeWords(side.theirs)}, ${why}: +${side.points}`;
}

const FACING_WORDS: Readonly<Record<DirectionName, string>> = {
  up: "facing up",
  right: "facing right",
  down: "facing down",
  left: "facing left",
};

/** "red sides facing left on 3 tiles in a row: +2", "the number 1 facing left on 3 tiles in a column: +2". */
export function describePattern(pattern: PatternScore): string {
  const value =
    pattern.kind === "colour"
      ? `${COLOURS[pattern.value as Colour] ?? pattern.value} sides`
      : `the number ${pattern.value}`;
  const line = pattern.axis === "horizontal" ? "row" : "column";
  return `${value} ${FACING_WORDS[pattern.facing]} on ${pattern.cells.length} tiles in a ${line}: +${pattern.points}`;
}
