/** Ruhd's moves as a hint names them: the tile, the cell and the turn, and the tile drawn so turned. */
import type { RuhdAction } from "@parlor/engine";
import type { Rotation } from "@parlor/engine/ruhd";
import type { TFunction } from "i18next";
import type { HintTranslate, HintWords } from "../ui";
import { describeTile, placeWords } from "./sides";
import { TileImage } from "./Tile";

/** "Lay G1R3G4Y4 2 cells right of the L's corner, turned 90° (green 1 up, …)". */
export function ruhdHintWords(action: unknown, t: HintTranslate, brief = false): string {
  const move = action as RuhdAction;
  const words = t as unknown as TFunction<string>;
  return t(brief ? "hint:ruhd.placeBrief" : "hint:ruhd.place", {
    tile: move.tile,
    cell: placeWords(move.x, move.y, words),
    degrees: move.rotation * 90,
    sides: describeTile(move.tile, move.rotation as Rotation, words),
  });
}

/** The tile as it would lie, small. */
function Picture({ action }: { action: unknown }) {
  const move = action as RuhdAction;
  return <TileImage tile={move.tile} rotation={move.rotation as Rotation} size="2.75rem" />;
}

export const hintWords: HintWords = {
  namespaces: ["ruhd"],
  words: (action, _view, t, brief) => ruhdHintWords(action, t, brief),
  Picture,
};
