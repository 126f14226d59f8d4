import { EXCUSE, faceOf, isOudler } from "./cards.js";

/** Why a card may not go into the discard: the rules' reason, as the `discard.why.*` keys name it. */
export type DiscardBar = "king" | "oudler" | "trump";

const KING = "K";

/**
 * Why `card` may not be discarded now, from the engine's legal discards (`discardable`: every card
 * found in some legal discard), or null when it may. Kings and oudlers never; a trump only when the
 * hand has too few other cards (so, when it is not discardable, because something else must go first).
 */
export function discardBar(card: string, discardable: ReadonlySet<string>): DiscardBar | null {
  if (discardable.has(card)) return null;
  if (isOudler(card) || card === EXCUSE) return "oudler";
  const face = faceOf(card);
  if (face.kind === "suit") return face.rank === KING ? "king" : null;
  return "trump";
}

/** The chosen cards with `card` added (up to `size`) or taken out again. */
export function toggleChoice(chosen: readonly string[], card: string, size: number): readonly string[] {
  if (chosen.includes(card)) return chosen.filter((c) => c !== card);
  return chosen.length < size ? [...chosen, card] : chosen;
}
