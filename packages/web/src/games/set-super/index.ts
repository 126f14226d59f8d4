import { lazy } from "react";
import { classicPieces } from "../set/pieces";
import type { GameUi } from "../ui";

/** SET Super Rules: the grid, the piles, calls and super rounds, with classic cards. */
export const superUi: GameUi = {
  Board: lazy(() => import("./SuperTable").then((m) => ({ default: m.SuperTable }))),
  pieces: classicPieces,
};
