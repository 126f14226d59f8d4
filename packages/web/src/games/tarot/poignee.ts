import { POIGNEE_SIZES, POIGNEES, type Players, type Poignee } from "@parlor/engine/tarot";
import { EXCUSE, faceOf } from "./cards.js";

/** The trumps a poignée of each size shows at a table of `seats` (4 players' when unknown). */
export function poigneeSizes(seats: number): Readonly<Record<Poignee, number>> {
  return POIGNEE_SIZES[seats as Players] ?? POIGNEE_SIZES[4];
}

/** The cards of a hand a poignée may show: its trumps and the Excuse. */
export function showable(hand: readonly string[]): string[] {
  return hand.filter((card) => card === EXCUSE || faceOf(card).kind === "trump");
}

/** What a choice of cards to show makes: a poignée of a size, or what keeps it from being one. */
export type PoigneeChoice =
  { readonly ok: true; readonly size: Poignee } | { readonly ok: false; readonly why: "size" | "excuse" };

/**
 * Whether `chosen` (trumps and the Excuse of `hand`) is a poignée at a table of `seats`: exactly a
 * poignée's number of cards, the Excuse only when it completes every trump the hand holds (the rule
 * the engine checks; the page says which part is missing before the move is sent).
 */
export function poigneeChoice(
  hand: readonly string[],
  chosen: readonly string[],
  seats: number,
): PoigneeChoice {
  const sizes = poigneeSizes(seats);
  const size = POIGNEES.find((p) => sizes[p] === chosen.length);
  if (size === undefined) return { ok: false, why: "size" };
  const trumps = showable(hand).filter((card) => card !== EXCUSE).length;
  if (chosen.includes(EXCUSE) && trumps !== chosen.length - 1) return { ok: false, why: "excuse" };
  return { ok: true, size };
}
