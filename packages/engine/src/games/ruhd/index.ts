/**
 * Ruhd's public helpers, exported from @parlor/engine as the `ruhd` namespace and on their own as
 * `@parlor/engine/ruhd` (pure modules, no schemas), with the Result helpers their refusals are made of,
 * and the score sheet of a game played with the physical tiles.
 *
 * @module @parlor/engine/ruhd
 */
export { ok, err, type Result } from "../../core/result.js";
export { refuse, type RuleError } from "../../core/errors.js";
export { TILES, COLOURS, type Colour } from "./tiles.js";
export {
  DIRECTIONS,
  identifyTile,
  sideFacing,
  tileSides,
  type Direction,
  type DirectionName,
  type ListedTile,
  type Rotation,
  type Side,
} from "./tile.js";
export {
  cellWords,
  checkNewTile,
  listedPlacement,
  MAX_COORDINATE,
  openCells,
  openCellsOf,
  START_CELLS,
  type Cell,
  type PlacedTile,
} from "./board.js";
/** A tile's sides in words, as it is turned ("green 1 up, green 4 right, …"). */
export { tileWords } from "./describe.js";
export { HAND_SIZE, LARGE_TABLE_DECK_PER_PLAYER, MAX_PLAYERS, MIN_PLAYERS } from "./table.js";
/** The score sheet of a game played with the physical tiles (the scorer page's model). */
export * from "./sheet.js";
export {
  checkPlacement,
  PATTERN_LENGTH,
  POINTS,
  scorePlacement,
  tryScorePlacement,
  type PatternScore,
  type PlacementScore,
  type SideScore,
} from "./score.js";
