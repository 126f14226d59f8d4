import { lazy } from "react";
import { classicPieces } from "../set/pieces";
import type { GameUi } from "../ui";
import { KEY_ROWS } from "./keys";

/** The PC Set Game: its grid with tokens, two players on one keyboard (a block of keys each). */
export const pcUi: GameUi = {
  Board: lazy(() => import("./PcTable").then((m) => ({ default: m.PcTable }))),
  pieces: classicPieces,
  keyboardPlayers: KEY_ROWS.length,
};
