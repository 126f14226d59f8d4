import { lazy } from "react";
import type { GameUi } from "../ui";
import { PatternsCard } from "./PatternsCard";

/** Patterns: Tarot: its pool of tarot-themed SET cards. */
export const patternsUi: GameUi = {
  Board: lazy(() => import("./PatternsTable").then((m) => ({ default: m.PatternsTable }))),
  pieces: { Face: PatternsCard, noun: "card", look: "patterns" },
};
