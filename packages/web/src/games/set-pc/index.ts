import { classicPieces } from "../set/pieces";
import type { GameUi } from "../ui";
import { KEY_ROWS } from "./keys";
import { PcTable } from "./PcTable";

/** The PC Set Game: its grid with tokens, two players on one keyboard (a block of keys each). */
export const pcUi: GameUi = { Board: PcTable, pieces: classicPieces, keyboardPlayers: KEY_ROWS.length };
