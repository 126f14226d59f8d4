import type { BuracoAction } from "@parlor/engine/buraco";
import { cardOf, MIN_MELD } from "@parlor/engine/buraco";

/**
 * What the table lights and enables from the engine's legal moves of the seat (a canonical subset:
 * one copy of each face, melds of three, single cards added), and the cards the player selected.
 */
export interface LegalParts {
  /** Faces (codes) of hand cards that take part in some legal meld, addition or pick-up. */
  readonly meldFaces: ReadonlySet<string>;
  /** The side's melds some legal move adds to (or lays the pile's top card on). */
  readonly meldTargets: ReadonlySet<number>;
  readonly canDraw: boolean;
  /** The pile may be taken (the selection is sent as the meld for its top card, or onto a meld). */
  readonly canTakePile: boolean;
  /** The selection may be sent as a new meld: melds are possible and it holds at least `MIN_MELD` cards. */
  readonly canMeld: boolean;
  /** The selection may be added to a meld: some addition is possible and it holds a card. */
  readonly canAdd: boolean;
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
 * The parts of the legal moves the table shows: cards and melds lit (by face, since the engine lists
 * one copy of identical cards), and which buttons the selection `chosen` (physical ids) may use. The
 * engine decides the move sent; a selection beyond the listed subset is sent as it is.
 */
export function legalParts(legal: readonly BuracoAction[], chosen: readonly string[]): LegalParts {
  const meldFaces = new Set(legal.flatMap(handCards).map(cardOf));
  const meldTargets = new Set<number>();
  for (const move of legal) {
    if (move.type === "add") meldTargets.add(move.meld);
    if (move.type === "take-pile" && move.add) meldTargets.add(move.add.meld);
  }
  const has = (type: BuracoAction["type"]) => legal.some((move) => move.type === type);
  const single = chosen.length === 1 ? (chosen[0] ?? null) : null;
  const discardable =
    single !== null && legal.some((m) => m.type === "discard" && cardOf(m.card) === cardOf(single));
  return {
    meldFaces,
    meldTargets,
    canDraw: has("draw"),
    canTakePile: has("take-pile"),
    canMeld: has("meld") && chosen.length >= MIN_MELD,
    canAdd: meldTargets.size > 0 && chosen.length > 0,
    discard: discardable ? single : null,
  };
}
