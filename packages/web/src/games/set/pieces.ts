import type { GamePieces } from "../ui";
import { ClassicCard } from "./ClassicCard";

/** The classic SET cards (the PC Set Game, SET Super Rules). */
export const classicPieces: GamePieces = { Face: ClassicCard, noun: "card", look: "classic" };
