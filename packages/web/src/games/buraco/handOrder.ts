/**
 * The order a player keeps their hand in: the engine sends it sorted by suit and rank (`sortHand`);
 * the player may move cards (by drag, or Shift+←/→), and that order is kept on this page while cards
 * come and go. Pure functions of physical ids (`7H.1`).
 */

/**
 * The hand `hand` (sorted by the engine) in the player's `kept` order: the cards kept first, in that
 * order; each new card (drawn, or from the pile) placed just after the card it follows in the sorted
 * hand (at the front when it is first there), so it lands beside its suit. Cards no longer held drop out.
 */
export function arrangeHand(kept: readonly string[], hand: readonly string[]): string[] {
  const held = new Set(hand);
  const order = kept.filter((card) => held.has(card));
  const placed = new Set(order);
  hand.forEach((card, index) => {
    if (placed.has(card)) return;
    const before = hand
      .slice(0, index)
      .reverse()
      .find((c) => placed.has(c));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, card);
    placed.add(card);
  });
  return order;
}

/** The order with `card` moved to `to` (an index in the order without it, clamped). */
export function moveCard(order: readonly string[], card: string, to: number): string[] {
  const from = order.indexOf(card);
  if (from < 0) return [...order];
  const rest = order.filter((c) => c !== card);
  const at = Math.max(0, Math.min(rest.length, to));
  return [...rest.slice(0, at), card, ...rest.slice(at)];
}

/** The order with `card` moved one place left (`step` -1) or right (+1), if it can go. */
export function nudgeCard(order: readonly string[], card: string, step: -1 | 1): string[] {
  const from = order.indexOf(card);
  return from < 0 ? [...order] : moveCard(order, card, from + step);
}
