import type { PatternsAction } from "@parlor/engine/set";

/**
 * The cards of the pool that some legal call of the seat names (null: not known yet), and whether
 * it may vote "no set" now.
 */
export function legalParts(legal: readonly PatternsAction[] | null): {
  callable: Set<string> | null;
  mayVote: boolean;
} {
  if (legal === null) return { callable: null, mayVote: true };
  const callable = new Set<string>();
  let mayVote = false;
  for (const move of legal) {
    if (move.type === "call") for (const card of move.cards) callable.add(card);
    else if (move.type === "no-set") mayVote = true;
  }
  return { callable, mayVote };
}
