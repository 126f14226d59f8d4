import { lazy } from "react";
import type { GameUi } from "../ui";
import { Picture } from "./Picture";
import { BuracoCard } from "./BuracoCard";

/** Buraco: the table with its melds, pile, stock and mortos; the cards drawn from their codes. */
export const buracoUi: GameUi = {
  Board: lazy(() => import("./BuracoTable").then((m) => ({ default: m.BuracoTable }))),
  pieces: { Face: BuracoCard, noun: "card", look: "buraco" },
  Picture,
  rules: {
    // Its parts load with the rules page, with their cards and scoring.
    Body: lazy(() => import("./rules/BuracoRules").then((m) => ({ default: m.BuracoRules }))),
    contents: ["goal", "components", "setup", "melds", "threes", "turn", "scoring", "example", "end"],
    namespace: "buraco",
    cover: "AH",
  },
  presets: [
    // Half the target.
    { id: "quick", values: { target: 1_500 } },
    // The whole discard pile in view: nothing to remember.
    { id: "relaxed", values: { openPile: true } },
  ],
  hint: () => import("./hint").then((m) => m.hintWords),
  lesson: () => import("./lesson").then((m) => m.buracoLesson),
  // The rules' "hand" (a deal), as on the table's running sheet and the score pad.
  dealWord: "common:games.buraco.deal",
  pages: [
    {
      path: "/buraco/scorepad",
      // A page of its own for people playing with real cards, loaded when opened.
      Page: lazy(() => import("./scorepad/ScorepadPage").then((m) => ({ default: m.ScorepadPage }))),
      loading: "buracoScorepad:page.loading",
      link: {
        prompt: "buracoScorepad:link.prompt",
        label: "buracoScorepad:link.label",
        testId: "buraco-scorepad-link",
      },
    },
  ],
};
