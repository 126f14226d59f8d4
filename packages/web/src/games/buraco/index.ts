import { lazy } from "react";
import type { GameUi } from "../ui";
import { BuracoCard } from "./BuracoCard";

/** Buraco: the table with its melds, pile, stock and mortos; the cards drawn from their codes. */
export const buracoUi: GameUi = {
  Board: lazy(() => import("./BuracoTable").then((m) => ({ default: m.BuracoTable }))),
  pieces: { Face: BuracoCard, noun: "card", look: "buraco" },
};
