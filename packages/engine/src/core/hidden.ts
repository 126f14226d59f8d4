import type { HiddenGroup, Seat } from "./game.js";

/**
 * A hidden place of a state: its cards as codes, the next to come first. Face-down stacks are kept
 * with their top at the end (the next card is popped), so they are read from the end.
 */
export function hiddenStack(place: string, seat: Seat | null, stack: readonly string[]): HiddenGroup {
  return { place, seat, cards: [...stack].reverse() };
}

/** A hidden place whose cards have no order to come in (a hand, what was set aside). */
export function hiddenSet(place: string, seat: Seat | null, cards: readonly string[]): HiddenGroup {
  return { place, seat, cards: [...cards] };
}
