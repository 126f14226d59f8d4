import { lazy } from "react";
import type { GameUi } from "../ui";
import { TarotCard } from "./TarotCard";

/** French Tarot: the table with its phases, the cards drawn from their codes. */
export const tarotUi: GameUi = {
  Board: lazy(() => import("./TarotTable").then((m) => ({ default: m.TarotTable }))),
  pieces: { Face: TarotCard, noun: "card", look: "tarot" },
};
