/**
 * The SET tables' card motion, as plain data: which cards were just dealt (and in what order they
 * deal in), and how far a freeze has run. The hooks and the flight of a found set are in
 * CardMotion.tsx; the classes and keyframes in motion.css.
 */

/** Where a card lies on a table: its slot (or grid place) and its code, as one key. */
export const cardPlace = (slot: number, card: string): string => `${slot}:${card}`;

/**
 * The deal order of every card on the table: cards already there keep the order they were dealt in
 * (`seen`), and each card that is new in its slot (dealt since the last view, or all of them on the
 * first) takes the next place, in slot order from 0. Keyed by `cardPlace`.
 */
export function nextDealOrder(
  seen: ReadonlyMap<string, number>,
  cards: readonly (string | null | undefined)[],
): Map<string, number> {
  const next = new Map<string, number>();
  let order = 0;
  cards.forEach((card, slot) => {
    if (!card) return;
    const place = cardPlace(slot, card);
    const old = seen.get(place);
    next.set(place, old ?? order++);
  });
  // Cards that stayed keep their order; only the new ones were numbered from 0.
  return next;
}

/** The longest pause between two cards dealt in a row: the deal stays short whatever the options. */
export const MAX_DEAL_STAGGER_MS = 120;

/** The pause between two cards dealt in a row: the table's own deal delay, kept short. */
export function dealStagger(tableDelayMs: number): number {
  return Math.max(0, Math.min(tableDelayMs, MAX_DEAL_STAGGER_MS));
}

/**
 * How much of a freeze is left, from 1 (just frozen) to 0 (free): for the countdown ring. `since` is
 * when the freeze began (null: not known, then it counts as just begun when it has time left).
 */
export function freezeLeft(frozenUntil: number, since: number | null, now: number): number {
  if (now >= frozenUntil) return 0;
  if (since === null || since >= frozenUntil) return 1;
  return Math.min(1, (frozenUntil - now) / (frozenUntil - since));
}
