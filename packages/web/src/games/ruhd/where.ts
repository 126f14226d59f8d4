/**
 * Where a Ruhd cell is, in words. The board has no edges: its cells are counted from the corner of
 * the starting L, the cell (0, 0), x to the right and y up. "2 cells right and 1 cell up of the L's
 * corner" says what "(2, 1)" means. The words are common's (`replay.where`): the moves of any table
 * and replay use them, before the Ruhd board's own words have loaded.
 */
import type { MovePart, MoveWords } from "@parlor/engine";
import type { TFunction } from "i18next";

/** "2 cells right and 1 cell up of the L's corner", « 2 cases à droite et 1 case vers le haut du coin du L ». */
export function whereWords(x: number, y: number, t: TFunction<string>): string {
  if (x === 0 && y === 0) return t("common:replay.where.corner");
  const parts: string[] = [];
  if (x !== 0)
    parts.push(t(x > 0 ? "common:replay.where.right" : "common:replay.where.left", { count: Math.abs(x) }));
  if (y !== 0)
    parts.push(t(y > 0 ? "common:replay.where.up" : "common:replay.where.down", { count: Math.abs(y) }));
  return t("common:replay.where.from", { offset: parts.join(t("common:replay.where.and")) });
}

/** The words between a tile and the cell it is laid at: a preposition ("at", « en », "em"). */
const PREPOSITION = /^ \p{L}+ $/u;

/**
 * A Ruhd move's words as the page says them: the engine names the tile by its code and the cell by its
 * coordinates ("placed G4B2Y2G1 at (2, -1)"). The tile laid at a cell (a tile part, one word between
 * spaces, its preposition, and the cell part) becomes one tile part "a tile 2 cells right and 1 cell down from the corner of the
 * starting L", drawn beside its words; any other tile is "a tile", any other cell its way from the
 * corner. The other parts stay as they are.
 */
export function ruhdMoveWords(words: MoveWords, t: TFunction<string>): MoveWords {
  const said: MovePart[] = [];
  for (let i = 0; i < words.length; i++) {
    const part = words[i] as MovePart;
    const between = words[i + 1];
    const cell = words[i + 2];
    const at = between?.kind === "text" && PREPOSITION.test(between.text);
    if (part.kind === "card" && at && cell?.kind === "cell") {
      const where = whereWords(cell.x, cell.y, t);
      said.push({ ...part, text: t("common:replay.tileWhere", { where }) });
      i += 2;
    } else if (part.kind === "card") said.push({ ...part, text: t("common:replay.aTile") });
    else if (part.kind === "cell") said.push({ ...part, text: whereWords(part.x, part.y, t) });
    else said.push(part);
  }
  return said;
}
