/**
 * Where a Ruhd cell is, in words. The board has no edges: its cells are counted from the corner of
 * the starting L, the cell (0, 0), x to the right and y up. "2 cells right and 1 cell up of the L's
 * corner" says what "(2, 1)" means. The words are common's (`replay.where`): the moves of any table
 * and replay use them, before the Ruhd board's own words have loaded.
 */
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
