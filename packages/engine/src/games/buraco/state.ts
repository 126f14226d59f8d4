import { recordEvent, type Unnumbered } from "../../core/events.js";
import type { Seat } from "../../core/game.js";
import type { BuracoOptions } from "./options.js";
import type { HandScore } from "./scoring.js";

/**
 * Where a turn stands: `draw` (take the stock's top card or the discard pile) or `meld-discard` (meld
 * any number of cards, then discard one). The match is `over` once a hand ends with a side at the
 * target (or the hands cap reached).
 */
export type BuracoStep = "draw" | "meld-discard";

/** Whether the match is being played or over. */
export type BuracoPhase = "play" | "over";

/**
 * A side's morto: `waiting` face down, or `taken` by the side (a player knocked out). A morto never
 * becomes the stock: when the stock runs out, an untaken one stays face down (`shared/rules/buraco.md`).
 */
export type MortoFate = "waiting" | "taken";

/** How a morto was taken: by emptying the hand by melding (direct) or by discarding (indirect). */
export type KnockOut = "direct" | "indirect";

/** A scored hand, as everyone sees it once it is over. */
export interface HandResult {
  /** The hand's number on the score sheet, from 1. */
  readonly hand: number;
  readonly dealer: Seat;
  /** The side that ended the hand by going out, or null when the stock ran out. */
  readonly wentOut: number | null;
  /** Each side's score, item by item (`scoreHand`). */
  readonly sides: readonly HandScore[];
  /** The cards left in each side's hands (faces), counted against it. */
  readonly left: readonly (readonly string[])[];
}

/**
 * What happened, for everyone: red threes laid (`replaced`: a card was drawn for it; not when the stock
 * was empty), mortos taken, hands scored.
 */
export type BuracoEvent = (
  | {
      readonly kind: "red-three";
      readonly at: number;
      readonly seat: Seat;
      readonly card: string;
      readonly replaced: boolean;
    }
  | { readonly kind: "morto"; readonly at: number; readonly seat: Seat; readonly how: KnockOut }
  | { readonly kind: "hand-scored"; readonly at: number; readonly result: HandResult }
) & { readonly n: number };

/** How many of the latest events the state (and every view) keeps, oldest first. */
export const RECENT_EVENTS = 12;

/** Counts for `metrics`, over the whole match. */
export interface BuracoStats {
  readonly pileTakes: number;
  readonly locks: number;
  readonly direct: number;
  readonly indirect: number;
  readonly wentOut: number;
  readonly naturalCanastas: number;
  readonly mixedCanastas: number;
}

/** The counts of a match before its first move. */
export const NO_STATS: BuracoStats = {
  pileTakes: 0,
  locks: 0,
  direct: 0,
  indirect: 0,
  wentOut: 0,
  naturalCanastas: 0,
  mixedCanastas: 0,
};

/**
 * A whole match of Buraco as plain data. Cards are physical ids (`7H.2`: code and copy, `cards.ts`);
 * stacks (stock, pile) keep their top at the end. Sides are numbered 0 and 1: a seat's side is the
 * seat itself with 2 players, and the pair (seats 0 and 2, seats 1 and 3) with 4 (`sideOf`).
 */
export interface BuracoState {
  readonly options: BuracoOptions;
  readonly seats: number;
  readonly now: number;
  readonly rng: readonly number[];
  readonly phase: BuracoPhase;
  /** The seat that dealt the hand in progress. */
  readonly dealer: Seat;
  /** Hands scored so far. */
  readonly handsScored: number;
  /** Each seat's hand (private). */
  readonly hands: readonly (readonly string[])[];
  /** The stock, face down, its top at the end. */
  readonly stock: readonly string[];
  /** The discard pile, its top at the end. */
  readonly pile: readonly string[];
  /** Each side's morto while it waits face down (empty once taken). */
  readonly mortos: readonly (readonly string[])[];
  readonly mortoFates: readonly MortoFate[];
  /** Each side's morto taken indirectly by this seat, not played yet (its next turn has not come). */
  readonly mortoPending: readonly (Seat | null)[];
  /** How each side took its morto, or null. */
  readonly mortoHow: readonly (KnockOut | null)[];
  /** The seat that took each side's morto (its first player to empty a hand), or null. */
  readonly mortoTakers: readonly (Seat | null)[];
  /** Each side's melds on the table, in the order laid. */
  readonly melds: readonly (readonly (readonly string[])[])[];
  /** Each side's red threes laid. */
  readonly redThrees: readonly (readonly string[])[];
  readonly turn: Seat;
  readonly step: BuracoStep;
  /** The score sheet: one row per scored hand, a score per side. */
  readonly sheet: readonly (readonly number[])[];
  /** Every scored hand's result, in order. */
  readonly results: readonly HandResult[];
  readonly stats: BuracoStats;
  /** The latest events, oldest first (at most `RECENT_EVENTS`). */
  readonly events: readonly BuracoEvent[];
}

/** The two sides: a player each with 2 players, a pair each with 4. */
export const SIDES = 2;

/** The side a seat plays for: itself with 2 players, its pair (0 & 2, 1 & 3) with 4. */
export function sideOf(seat: Seat): number {
  return seat % SIDES;
}

/** The seats of a side. */
export function seatsOf(state: { readonly seats: number }, side: number): Seat[] {
  return Array.from({ length: state.seats }, (_, seat) => seat).filter((seat) => sideOf(seat) === side);
}

/** The partnerships: seats 0 & 2 and 1 & 3 with 4 players, each player alone with 2. */
export function teamsOf(seats: number): Seat[][] {
  return Array.from({ length: SIDES }, (_, side) => seatsOf({ seats }, side));
}

/** The seat after `seat` in the order of play. */
export function nextSeat(state: { readonly seats: number }, seat: Seat): Seat {
  return (seat + 1) % state.seats;
}

/** The state with `event` recorded after its events. */
export function record(state: BuracoState, event: Unnumbered<BuracoEvent>): BuracoState {
  return { ...state, events: recordEvent(state.events, event, RECENT_EVENTS) };
}

/** `list` with `index` replaced by `value`. */
export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}

/** Each side's total on the score sheet. */
export function totals(state: BuracoState): number[] {
  const sums: number[] = Array.from({ length: SIDES }, () => 0);
  for (const row of state.sheet) row.forEach((score, side) => (sums[side] = (sums[side] ?? 0) + score));
  return sums;
}

/** `hand` without the cards `taken` (each once), or null when one of them is not in it. */
export function without(hand: readonly string[], taken: readonly string[]): string[] | null {
  const left = [...hand];
  for (const card of taken) {
    const at = left.indexOf(card);
    if (at < 0) return null;
    left.splice(at, 1);
  }
  return left;
}
