import type { RuhdAction } from "@parlor/engine";
import type { Cell, Rotation } from "@parlor/engine/ruhd";

/**
 * The cells where `tile`, turned by `rotation`, may go: the engine's legal placements of that tile in
 * that turn (its `legal` of the player's view), each cell once, in the engine's order.
 */
export function legalCells(legal: readonly RuhdAction[], tile: string | null, rotation: Rotation): Cell[] {
  return legal.flatMap((move) =>
    move.type === "place" && move.tile === tile && move.rotation === rotation
      ? [{ x: move.x, y: move.y }]
      : [],
  );
}
