/**
 * The scorer's sheet in the page's language: players' names (a blank name is "Player 2", « Joueur 2 »)
 * and the engine's refusals said again in words (the engine says them in English, with a stable code).
 */
import { START_CELLS, type PlacedTile, type RuleError, type Sheet } from "@parlor/engine/ruhd";
import type { TFunction } from "i18next";
import { cellWords, placeWords } from "../sides";

/** A player's name as written on the sheet, or "Player n" in the page's language when left blank. */
export function nameOf(sheet: Sheet, player: number, t: TFunction<string>): string {
  return sheet.players[player]?.trim() || defaultNameOf(player, t);
}

/** The name of a player left blank: "Player 3", « Joueur 3 », "Jogador 3". */
export function defaultNameOf(player: number, t: TFunction<string>): string {
  return t("ruhd:scorer.defaultName", { n: player + 1 });
}

/** Why a tile may not be laid, in words: from the refusal's code, about the tile the scorer tried. */
export function refusalWords(error: RuleError, placed: PlacedTile, t: TFunction<string>): string {
  const cell = placeWords(placed.x, placed.y, t);
  switch (error.code) {
    case "tile-used":
      return t("ruhd:refusals.tile-used", { tile: placed.tile });
    case "occupied":
      return t("ruhd:refusals.occupied", { cell });
    case "no-neighbour":
      return t("ruhd:refusals.no-neighbour");
    case "not-the-l":
      return t("ruhd:refusals.not-the-l", {
        cells: START_CELLS.map((c) => cellWords(c.x, c.y)).join(", "),
        cell: cellWords(placed.x, placed.y),
      });
    case "unknown-tile":
      return t("ruhd:refusals.unknown-tile", { tile: placed.tile });
    default:
      return t("ruhd:refusals.other");
  }
}
