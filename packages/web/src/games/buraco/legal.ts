import type { BuracoAction } from "@parlor/engine/buraco";
import { cardOf } from "@parlor/engine/buraco";

/**
 * What the table lights and enables from the engine's legal moves of the seat (a canonical subset:
 * one copy of each face, melds of three, single cards added), and the cards the player selected.
 * Whether a larger selection may be melded or added is asked of the meld rules (`problems.ts`).
 */
export interface LegalParts {
  /** Faces (codes) of hand cards that take part in some legal meld, addition or pick-up. */
  readonly meldFaces: ReadonlySet<string>;
  readonly canDraw: boolean;
  /** The one selected card, when the engine lists a discard of its face; else null. */
  readonly discard: string | null;
}

/** The cards a move takes from the hand. */
function handCards(move: BuracoAction): readonly string[] {
  if (move.type === "meld" || move.type === "add") return move.cards;
  if (move.type === "take-pile") return [...(move.meld?.cards ?? []), ...(move.add?.cards ?? [])];
  return [];
}

/**
 * The parts of the legal moves the table shows: cards lit (by face, since the engine lists
 * one copy of identical cards), whether the stock may be drawn, and the card the selection `chosen`
 * (physical ids) may discard.
 */
export function legalParts(legal: readonly BuracoAction[], chosen: readonly string[]): LegalParts {
  const meldFaces = new Set(legal.flatMap(handCards).map(cardOf));
  const single = chosen.length === 1 ? (chosen[0] ?? null) : null;
  const discardable =
    single !== null && legal.some((m) => m.type === "discard" && cardOf(m.card) === cardOf(single));
  return {
    meldFaces,
    canDraw: legal.some((move) => move.type === "draw"),
    discard: discardable ? single : null,
  };
}
