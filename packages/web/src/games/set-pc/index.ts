import i18next from "i18next";
import { lazy } from "react";
import { classicPieces } from "../set/pieces";
import type { GameUi } from "../ui";
import { KEY_ROWS } from "./keys";

/** The PC Set Game: its grid with tokens, two players on one keyboard (a block of keys each). */
export const pcUi: GameUi = {
  // The board and its words load together: the board never draws before its namespace is there.
  Board: lazy(() =>
    Promise.all([import("./PcTable"), i18next.loadNamespaces("set")]).then(([m]) => ({ default: m.PcTable })),
  ),
  pieces: classicPieces,
  keyboardPlayers: KEY_ROWS.length,
};
