import type { GameUi } from "../ui";
import { PatternsCard } from "./PatternsCard";
import { PatternsTable } from "./PatternsTable";

/** Patterns: Tarot: its pool of tarot-themed SET cards. */
export const patternsUi: GameUi = {
  Board: PatternsTable,
  pieces: { Face: PatternsCard, noun: "card", look: "patterns" },
};
