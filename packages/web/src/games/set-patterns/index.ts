import i18next from "i18next";
import { lazy } from "react";
import { FindTheSetLesson } from "../set/learn";
import type { GameUi } from "../ui";
import { Picture } from "./Picture";
import { PatternsCard } from "./PatternsCard";

/** Patterns: Tarot: its pool of tarot-themed SET cards. */
export const patternsUi: GameUi = {
  // The board and its words load together: the board never draws before its namespace is there.
  Board: lazy(() =>
    Promise.all([import("./PatternsTable"), i18next.loadNamespaces("set")]).then(([m]) => ({
      default: m.PatternsTable,
    })),
  ),
  pieces: { Face: PatternsCard, noun: "card", look: "patterns" },
  Picture,
  rules: {
    // Its parts load with the rules page, with their cards and scoring.
    Body: lazy(() => import("../set/rules/SetRules").then((m) => ({ default: m.SetRules }))),
    contents: ["goal", "components", "what-is-a-set", "setup", "turn", "scoring", "end"],
    namespace: "set",
    cover: "1211",
    familyLesson: FindTheSetLesson,
  },
  presets: [
    // More cards at the start, and the pool grows by itself when it holds no set.
    { id: "quick", values: { startCards: 8, autoGrow: true } },
    // A wrong call costs nothing.
    { id: "relaxed", values: { wrongCallCost: 0 } },
  ],
};
