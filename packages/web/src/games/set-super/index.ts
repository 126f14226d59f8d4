import i18next from "i18next";
import { lazy } from "react";
import { classicPieces } from "../set/pieces";
import type { GameUi } from "../ui";
import { Picture } from "./Picture";

/** SET Super Rules: the grid, the piles, calls and super rounds, with classic cards. */
export const superUi: GameUi = {
  // The board and its words load together: the board never draws before its namespace is there.
  Board: lazy(() =>
    Promise.all([import("./SuperTable"), i18next.loadNamespaces("set")]).then(([m]) => ({
      default: m.SuperTable,
    })),
  ),
  pieces: classicPieces,
  Picture,
  presets: [
    { id: "quick", values: { autoFlip: 4_000, callWindow: 4_000, superWindow: 6_000, windowGap: 1_000 } },
    { id: "relaxed", values: { autoFlip: 15_000, callWindow: 8_000, superWindow: 15_000, windowGap: 2_500 } },
  ],
};
