/**
 * Ruhd's rules page's worked example, computed with the engine's own rules: the rulebook's placement
 * (`scorePlacement`). examples.test.ts checks it against the rules file by hand.
 */
import { scorePlacement, type PlacedTile, type PlacementScore } from "@parlor/engine/ruhd";

const at = (x: number, y: number, tile: string): PlacedTile => ({ x, y, tile, rotation: 0 });

/**
 * The rulebook's worked example (rules/ruhd.md): a tile laid against a left and a bottom neighbour
 * scores 0 + 1 + 3 + three patterns = 10, with the real tiles of the set.
 */
export const RUHD_EXAMPLE: {
  readonly board: readonly PlacedTile[];
  readonly placed: PlacedTile;
  readonly score: PlacementScore;
} = (() => {
  const board = [at(0, 2, "G3Y3G2R1"), at(1, 2, "R4Y2G2R1"), at(2, 1, "G3Y2B2G4"), at(2, 0, "G1B4R4G2")];
  const placed = at(2, 2, "G4B1G3R1");
  return { board, placed, score: scorePlacement(board, placed) };
})();
