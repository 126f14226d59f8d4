import { START_CELLS } from "./board.js";
import { TILES } from "./tiles.js";

/*
 * The rulebook's table sizes, used once here by the game (its option defaults and seat counts) and by
 * the physical-tiles score sheet.
 */

/** Tiles dealt to each player at the start (the `handSize` option's default). */
export const HAND_SIZE = 2;
/** Tiles in the drawing deck per player at large tables (the `largeTableDeckPerPlayer` default). */
export const LARGE_TABLE_DECK_PER_PLAYER = 2;
export const MIN_PLAYERS = 2;
/** The most players the 48 tiles serve: the L, then a hand and a deck's share each (11). */
export const MAX_PLAYERS = Math.floor(
  (TILES.length - START_CELLS.length) / (HAND_SIZE + LARGE_TABLE_DECK_PER_PLAYER),
);
