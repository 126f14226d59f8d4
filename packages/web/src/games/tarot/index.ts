import { lazy } from "react";
import type { GameUi } from "../ui";
import { Picture } from "./Picture";
import { TarotCard } from "./TarotCard";

/** French Tarot: the table with its phases, the cards drawn from their codes. */
export const tarotUi: GameUi = {
  Board: lazy(() => import("./TarotTable").then((m) => ({ default: m.TarotTable }))),
  pieces: { Face: TarotCard, noun: "card", look: "tarot" },
  Picture,
  rules: {
    // Its parts load with the rules page, with their cards and scoring.
    Body: lazy(() => import("./rules/TarotRules").then((m) => ({ default: m.TarotRules }))),
    contents: ["goal", "components", "setup", "contracts", "turn", "scoring", "example", "end"],
    namespace: "tarot",
    cover: "T21",
  },
  presets: [
    // Three deals, a short look at each score, a 30-second turn clock.
    { id: "quick", values: { deals: 3, dealPause: 2_000, turnTime: 30_000 } },
    // Twice as long to read each deal's score.
    { id: "relaxed", values: { dealPause: 8_000 } },
  ],
  hint: () => import("./hint").then((m) => m.hintWords),
  lesson: () => import("./lesson").then((m) => m.tarotLesson),
  pages: [
    {
      path: "/tarot/calculator",
      // A page of its own for people playing with real cards, loaded when opened.
      Page: lazy(() => import("./calculator/CalculatorPage").then((m) => ({ default: m.CalculatorPage }))),
      loading: "tarotCalculator:page.loading",
      link: {
        prompt: "tarotCalculator:link.prompt",
        label: "tarotCalculator:link.label",
        testId: "tarot-calculator-link",
      },
    },
  ],
};
