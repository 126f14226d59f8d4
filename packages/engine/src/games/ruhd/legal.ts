import type { Seat } from "../../core/game.js";
import { checkTile, gridOf, openCells, placementRefusal } from "./board.js";
import type { RuhdAction } from "./actions.js";
import type { RuhdState } from "./state.js";
import type { Rotation } from "./tile.js";
import type { RuhdView } from "./view.js";

const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

/**
 * Every move `apply` accepts from the view's seat now: on the seat's turn, a `place` of each tile of
 * its hand (as the hand writes it) on each open cell (empty, next to a tile) in each of the four
 * rotations, in hand, cell, rotation order. Not its turn, a spectator or a finished game: none.
 */
export function ruhdLegal(view: RuhdView): RuhdAction[] {
  if (view.finished || view.seat === null || view.seat !== view.turn || view.hand === null) return [];
  const grid = gridOf(view.board);
  if (!grid.ok) return [];
  const cells = openCells(grid.value);
  const moves: RuhdAction[] = [];
  for (const tile of view.hand) {
    for (const { x, y } of cells) {
      for (const rotation of ROTATIONS) {
        const checked = checkTile({ tile, x, y, rotation });
        if (checked.ok && placementRefusal(grid.value, checked.value) === null) {
          moves.push({ type: "place", tile, x, y, rotation });
        }
      }
    }
  }
  return moves;
}

/**
 * The seat whose turn it is, while the game lasts and it holds a tile (any tile of the hand goes on
 * any open cell, and the board always has one).
 */
export function ruhdToAct(state: RuhdState): readonly Seat[] {
  if (state.endedAt !== null || (state.hands[state.turn]?.length ?? 0) === 0) return [];
  return [state.turn];
}
