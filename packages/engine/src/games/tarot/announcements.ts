/**
 * Announcements: the taker's chelem (after the dog; an announcer leads the first trick) and the
 * poignées, shown on one's turn just before one's first card: exactly a poignée's number of trumps,
 * the Excuse completing it only when no further trump is held.
 */
import { refuse, type RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { ok, type Result } from "../../core/result.js";
import { EXCUSE, isTrump, sortHand } from "./cards.js";
import { POIGNEE_SIZES, POIGNEES, type Players } from "./scoring.js";
import {
  nextSeat,
  type PlayedCard,
  type Poignee,
  type PoigneeSize,
  type TarotState,
  type Trick,
} from "./state.js";

/** The trumps a poignée of each size shows at a table of `seats`. */
export function poigneeSizes(seats: number): Readonly<Record<PoigneeSize, number>> {
  return POIGNEE_SIZES[seats as Players] ?? POIGNEE_SIZES[4];
}

/** The taker says whether they announce a chelem; the first trick starts (the announcer leads it). */
export function announceChelem(
  state: TarotState,
  seat: Seat,
  announce: boolean,
  at: number,
): Result<TarotState, RuleError> {
  if (state.phase !== "chelem") return refuse("not-announcing", "A chelem is announced only after the dog.");
  if (seat !== state.taker) return refuse("not-taker", "Only the taker announces a chelem.");
  const leader = announce ? seat : nextSeat(state, state.dealer);
  return ok({ ...state, phase: "play", chelem: announce, turn: leader, turnSince: at });
}

/** Whether `seat` has played a card in this deal (the finished tricks and the current one). */
export function hasPlayed(seat: Seat, tricks: readonly Trick[], trick: readonly PlayedCard[]): boolean {
  return trick.some((p) => p.seat === seat) || tricks.some((t) => t.cards.some((p) => p.seat === seat));
}

/** What decides a poignée, as the state and a view both hold it. */
export interface PoigneeTable {
  readonly phase: string;
  readonly turn: Seat | null;
  readonly tricks: readonly Trick[];
  readonly trick: readonly PlayedCard[];
  readonly poignees: readonly Poignee[];
}

/** Whether `seat` may show a poignée now: its turn in the tricks, before its first card, none shown yet. */
export function mayShowPoignee(table: PoigneeTable, seat: Seat): boolean {
  return (
    table.phase === "play" &&
    table.turn === seat &&
    !hasPlayed(seat, table.tricks, table.trick) &&
    !table.poignees.some((p) => p.seat === seat)
  );
}

/** The size a showing of `cards` from `hand` makes, or why it is none. */
export function poigneeOf(
  hand: readonly string[],
  cards: readonly string[],
  seats: number,
): Result<PoigneeSize, RuleError> {
  if (new Set(cards).size !== cards.length) return refuse("poignee-twice", "Show each trump once.");
  const missing = cards.find((card) => !hand.includes(card));
  if (missing !== undefined) return refuse("not-in-hand", `You do not hold ${missing}.`);
  if (!cards.every((card) => isTrump(card) || card === EXCUSE)) {
    return refuse("poignee-not-trump", "A poignée shows trumps (the Excuse may complete it).");
  }
  const sizes = poigneeSizes(seats);
  const size = POIGNEES.find((p) => sizes[p] === cards.length);
  if (size === undefined) {
    const counts = POIGNEES.map((p) => sizes[p]).join(", ");
    return refuse("poignee-size", `A poignée shows exactly ${counts} trumps.`);
  }
  if (cards.includes(EXCUSE) && hand.filter(isTrump).length !== cards.length - 1) {
    return refuse("poignee-excuse", "The Excuse completes a poignée only when you hold no further trump.");
  }
  return ok(size);
}

/**
 * One showing per size `hand` reaches (the space is every choice of that many trumps): the lowest
 * trumps, or every trump and the Excuse when the Excuse is needed to complete it.
 */
export function canonicalPoignees(hand: readonly string[], seats: number): string[][] {
  const trumps = sortHand(hand).filter(isTrump);
  const sizes = poigneeSizes(seats);
  const showings: string[][] = [];
  for (const p of POIGNEES) {
    const n = sizes[p];
    if (trumps.length >= n) showings.push(trumps.slice(0, n));
    else if (trumps.length === n - 1 && hand.includes(EXCUSE)) showings.push([...trumps, EXCUSE]);
  }
  return showings;
}

/** `seat` shows a poignée of `cards` (they stay in hand, shown to all). */
export function showPoignee(
  state: TarotState,
  seat: Seat,
  cards: readonly string[],
): Result<TarotState, RuleError> {
  if (!mayShowPoignee(state, seat)) {
    return refuse("no-poignee-now", "A poignée is shown once, on your turn, just before your first card.");
  }
  const size = poigneeOf(state.hands[seat] ?? [], cards, state.seats);
  if (!size.ok) return size;
  const shown = sortHand(cards);
  return ok({ ...state, poignees: [...state.poignees, { seat, size: size.value, cards: shown }] });
}
