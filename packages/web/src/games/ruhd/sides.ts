import {
  DIRECTIONS,
  sideFacing,
  tileSides,
  type Colour,
  type PatternScore,
  type PlacedTile,
  type Rotation,
  type Side,
  type SideScore,
} from "@parlor/engine/ruhd";
import type { TFunction } from "i18next";

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

/** "red 4", in the language of `t`. */
export function sideWords(side: Side, t: TFunction<string>): string {
  return t("ruhd:side", { colour: t(`ruhd:colours.${side.colour}`), number: side.number });
}

/** "green 4 up, blue 2 right, yellow 2 down, green 1 left", in the language of `t`. */
export function describeTile(tile: string, rotation: Rotation, t: TFunction<string>): string {
  const sides = facingSides(tile, rotation);
  if (!sides) return tile;
  return sides
    .map((side, d) =>
      t("ruhd:tileSide", { side: sideWords(side, t), towards: t(`ruhd:towards.${DIRECTIONS[d]}`) }),
    )
    .join(", ");
}

/** Cells and their coordinates ("(2, 1)"): the engine's, for the starting L's cells. */
export { cellWords, type Cell } from "@parlor/engine/ruhd";
import { whereWords } from "./where";

/** Where a cell is in words: "2 cells right from the corner of the starting L". */
export function placeWords(x: number, y: number, t: TFunction<string>): string {
  return whereWords(x, y, t);
}

/** "a tile 2 cells right from the corner of the starting L". */
export function tileAt(placed: { x: number; y: number; tile: string }, t: TFunction<string>): string {
  return t("ruhd:tileAt", { tile: placed.tile, cell: placeWords(placed.x, placed.y, t) });
}

/** "G4B2Y2G1 2 cells right from the corner of the starting L, turned 90°" (the scorer finds tiles by code). */
export function describePlacement(placed: PlacedTile, t: TFunction<string>): string {
  return t("ruhd:placement", {
    tile: placed.tile,
    cell: placeWords(placed.x, placed.y, t),
    degrees: placed.rotation * 90,
  });
}

/** "R1" → "red 1". */
export function codeWords(code: string, t: TFunction<string>): string {
  return t("ruhd:side", { colour: t(`ruhd:colours.${code[0]}`), number: code.slice(1) });
}

const RULE_KEYS: Readonly<Record<SideScore["rule"], string>> = {
  "diff-diff": "diffDiff",
  "same-same": "sameSame",
  none: "none",
};

/** What one touching pair earned, as a sentence: "left: red 1 against yellow 2, different colours: +1". */
export function describeSide(side: SideScore, t: TFunction<string>): string {
  return t("ruhd:pair", {
    direction: t(`ruhd:directions.${side.direction}`),
    mine: codeWords(side.mine, t),
    theirs: codeWords(side.theirs, t),
    why: t(`ruhd:rules.${RULE_KEYS[side.rule]}`),
    points: side.points,
  });
}

/** "red sides facing left on 3 tiles in a row: +2", "the number 1 facing left on 3 tiles in a column: +2". */
export function describePattern(pattern: PatternScore, t: TFunction<string>): string {
  const value =
    pattern.kind === "colour"
      ? t("ruhd:patternColour", {
          sides: t(`ruhd:colourSides.${pattern.value}`),
          facing: t(`ruhd:facingPlural.${pattern.facing}`),
        })
      : t("ruhd:patternNumber", { number: pattern.value, facing: t(`ruhd:facing.${pattern.facing}`) });
  const options = { value, count: pattern.cells.length, points: pattern.points };
  return pattern.axis === "horizontal" ? t("ruhd:patternRow", options) : t("ruhd:patternColumn", options);
}
