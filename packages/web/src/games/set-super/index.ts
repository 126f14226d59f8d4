import { classicPieces } from "../set/pieces";
import type { GameUi } from "../ui";
import { SuperTable } from "./SuperTable";

/** SET Super Rules: the grid, the piles, calls and super rounds, with classic cards. */
export const superUi: GameUi = { Board: SuperTable, pieces: classicPieces };
