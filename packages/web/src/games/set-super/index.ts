import i18next from "i18next";
import { lazy } from "react";
import { classicPieces } from "../set/pieces";
import { FindTheSetLesson } from "../set/learn";
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
  rules: {
    // Its parts load with the rules page, with their cards and scoring.
    Body: lazy(() => import("../set/rules/SetRules").then((m) => ({ default: m.SetRules }))),
    contents: ["goal", "components", "what-is-a-set", "setup", "turn", "scoring", "end"],
    namespace: "set",
    cover: "2221",
    familyLesson: FindTheSetLesson,
  },
  presets: [
    { id: "quick", values: { autoFlip: 4_000, callWindow: 4_000, superWindow: 6_000, windowGap: 1_000 } },
    { id: "relaxed", values: { autoFlip: 15_000, callWindow: 8_000, superWindow: 15_000, windowGap: 2_500 } },
  ],
};
