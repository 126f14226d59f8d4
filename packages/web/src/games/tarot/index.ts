import type { GameUi } from "../ui";
import { TarotCard } from "./TarotCard";
import { TarotTable } from "./TarotTable";

/** French Tarot: the table with its phases, the cards drawn from their codes. */
export const tarotUi: GameUi = {
  Board: TarotTable,
  pieces: { Face: TarotCard, noun: "card", look: "tarot" },
};
