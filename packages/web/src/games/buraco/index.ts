import type { GameUi } from "../ui";
import { BuracoCard } from "./BuracoCard";
import { BuracoTable } from "./BuracoTable";

/** Buraco: the table with its melds, pile, stock and mortos; the cards drawn from their codes. */
export const buracoUi: GameUi = {
  Board: BuracoTable,
  pieces: { Face: BuracoCard, noun: "card", look: "buraco" },
};
