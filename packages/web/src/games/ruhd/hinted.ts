import type { Cell, PlacedTile, Rotation } from "@parlor/engine/ruhd";

/**
 * What a hint marks on a Ruhd table: the hinted tile in the hand and the hinted cell on the board,
 * with the turn the hint gives the tile (drawn as a faint ghost in the cell).
 */
export interface HintMarks {
  /** The hinted tile, when it is in the hand shown: its button is marked. */
  readonly tile: string | null;
  /** The hinted cell, when it is among the cells shown: it is marked, with the ghost in it. */
  readonly cell: Cell | null;
  /** The whole hinted placement (tile, cell and turn), or null when nothing is marked. */
  readonly placed: PlacedTile | null;
}

export const NO_HINT_MARKS: HintMarks = { tile: null, cell: null, placed: null };

const isCoordinate = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n);

/**
 * The placement a hint names (`TableProps.hinted`: the strong bot's action as Ruhd's, `{ type: "place",
 * tile, x, y, rotation }`), or null when no hint is shown or the action is not a placement.
 */
export function hintedPlacement(hinted: unknown): PlacedTile | null {
  if (typeof hinted !== "object" || hinted === null) return null;
  const move = hinted as Record<string, unknown>;
  if (move.type !== "place" || typeof move.tile !== "string") return null;
  if (!isCoordinate(move.x) || !isCoordinate(move.y)) return null;
  const rotation = move.rotation;
  if (rotation !== 0 && rotation !== 1 && rotation !== 2 && rotation !== 3) return null;
  return { tile: move.tile, x: move.x, y: move.y, rotation: rotation as Rotation };
}

/**
 * Where the table marks a hint: the hinted tile if the hand shown holds it, the hinted cell if it is
 * among the cells shown (any tile goes on any open cell, in any turn: the cells of whichever tile is
 * chosen include it, so it is marked before the person picks the hinted tile). Nothing is chosen or
 * turned for the person.
 */
export function hintMarks(
  hinted: unknown,
  hand: readonly string[] | null,
  cells: readonly Cell[],
): HintMarks {
  const placed = hintedPlacement(hinted);
  if (!placed) return NO_HINT_MARKS;
  const tile = hand?.includes(placed.tile) ? placed.tile : null;
  const cell = cells.find((c) => c.x === placed.x && c.y === placed.y) ?? null;
  if (!tile && !cell) return NO_HINT_MARKS;
  return { tile, cell: cell && { x: cell.x, y: cell.y }, placed };
}

/** Whether `cell` is the one the hint marks. */
export function isHintedCell(marks: HintMarks, cell: Cell): boolean {
  return marks.cell !== null && marks.cell.x === cell.x && marks.cell.y === cell.y;
}
