import i18next from "i18next";
import { lazy } from "react";
import { classicPieces } from "../set/pieces";
import { FindTheSetLesson } from "../set/learn";
import type { GameUi } from "../ui";
import { Picture } from "./Picture";

/** Classic SET as Set with Friends plays it, and its variants (the `mode` option). */
export const classicUi: GameUi = {
  // The board and its words load together: the board never draws before its namespaces are there
  // (its own, and the SET cards' words).
  Board: lazy(() =>
    Promise.all([import("./ClassicTable"), i18next.loadNamespaces(["setClassic", "set"])]).then(([m]) => ({
      default: m.ClassicTable,
    })),
  ),
  pieces: classicPieces,
  Picture,
  rules: {
    // Its parts load with the rules page, with their cards and scoring.
    Body: lazy(() => import("../set/rules/SetRules").then((m) => ({ default: m.SetRules }))),
    contents: ["goal", "components", "what-is-a-set", "modes", "setup", "turn", "scoring", "end"],
    namespace: "set",
    cover: "1120",
    familyLesson: FindTheSetLesson,
  },
  // No presets beside Classic: its variants are its `mode` (the lobby's mode picker).
};
