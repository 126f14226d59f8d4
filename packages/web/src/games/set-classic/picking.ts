/**
 * Classic SET's picking, as plain data: the cards one player has picked on their own screen before a
 * claim (never sent until it is complete). A click, a tap or a key toggles a card; once the mode's
 * claim size is picked (3, 4 or 6) the claim goes out and the picking starts over. In a chained mode
 * the previous solution's cards lie apart (the chain): a claim reuses exactly `chainReuse` of them, so
 * picking one more chain card than that lets go of the oldest chain card picked (as Set with Friends
 * does), and the claim is never held back: the engine judges a wrong count as a wrong claim.
 */

/** What the picking needs to know of the table. */
export interface PickingRules {
  /** Cards a claim names (the view's `claimSize`). */
  readonly claimSize: number;
  /** The chain's cards (the view's `chain`), set aside from the table. */
  readonly chain: readonly string[];
  /** Chain cards a claim reuses (the view's `chainReuse`; 0 when not chained). */
  readonly chainReuse: number;
}

/** A toggle's result: the picking now, and the claim to send when it just became complete. */
export interface Picked {
  readonly picked: readonly string[];
  readonly claim: readonly string[] | null;
}

/**
 * Toggles `card` in `picked` (in the order picked): a picked card is let go; a chain card beyond
 * `chainReuse` lets go of the oldest chain card picked; a complete pick becomes the claim and the
 * picking is cleared.
 */
export function toggleCard(picked: readonly string[], card: string, rules: PickingRules): Picked {
  if (picked.includes(card)) return { picked: picked.filter((c) => c !== card), claim: null };
  let next = [...picked];
  if (rules.chainReuse > 0 && rules.chain.includes(card)) {
    const chainPicked = next.filter((c) => rules.chain.includes(c));
    if (chainPicked.length >= rules.chainReuse) {
      const oldest = chainPicked[0];
      next = next.filter((c) => c !== oldest);
    }
  }
  next.push(card);
  return next.length >= rules.claimSize ? { picked: [], claim: next } : { picked: next, claim: null };
}

/**
 * The picking without the cards that are no longer there to pick (a card taken by someone else's
 * claim, a chain that moved on): `present` are the table's and the chain's cards. The same array
 * when nothing left, so that a screen draws again only when the picking changed.
 */
export function keepPresent(picked: readonly string[], present: ReadonlySet<string>): readonly string[] {
  return picked.every((c) => present.has(c)) ? picked : picked.filter((c) => present.has(c));
}
