import { recordEvent, type Unnumbered } from "../../core/events.js";
import type { Seat } from "../../core/game.js";
import type { Bid, Contract } from "./actions.js";
import type { TarotOptions } from "./options.js";
import type { Chelem, Poignee as ScoredPoignee } from "./scoring.js";

/**
 * Where a deal stands: the bidding; 5 players' call of a king; the taker's discard (Prise and Garde);
 * the taker's chelem announcement; the tricks; `scored`: the deal turned over on the table until the
 * next deal (`dealPause`); `over` once the match's last deal is scored.
 */
export type TarotPhase = "bidding" | "call" | "discard" | "chelem" | "play" | "scored" | "over";

/** A poignée's size by its name (`scoring.ts`). */
export type PoigneeSize = ScoredPoignee;

/** One card played to a trick, by whom. */
export interface PlayedCard {
  readonly seat: Seat;
  readonly card: string;
}

/** A finished trick: its cards in the order played (the leader's first) and the seat that won it. */
export interface Trick {
  readonly cards: readonly PlayedCard[];
  readonly winner: Seat;
}

/** A poignée shown, with its cards (all public from then on). */
export interface Poignee {
  readonly seat: Seat;
  readonly size: PoigneeSize;
  readonly cards: readonly string[];
}

/** How a chelem went, as `scoreDeal` takes it (absent: no chelem, none announced). */
export type ChelemResult = Chelem;

/** A scored deal, as everyone sees it once it is over (the dog and the discard turned over). */
export interface DealResult {
  /** The deal's number on the score sheet, from 1. */
  readonly deal: number;
  readonly dealer: Seat;
  readonly taker: Seat;
  readonly contract: Contract;
  /** 5 players: the called card, and its holder (the taker when they played alone). */
  readonly called: string | null;
  readonly partner: Seat | null;
  readonly oudlers: number;
  /** The attack's card points, to the half point. */
  readonly points: number;
  /** The points the attack needed (by its oudlers). */
  readonly target: number;
  readonly made: boolean;
  readonly petitAuBout: "attack" | "defence" | null;
  readonly poignees: readonly PoigneeSize[];
  /** The seat that showed each of `poignees`, in the same order (the game always records them). */
  readonly poigneeSeats?: readonly Seat[];
  readonly chelem: ChelemResult | null;
  /** The attack's mark per defender, and every seat's score of the deal (summing to zero). */
  readonly attack: number;
  readonly scores: readonly number[];
  readonly dog: readonly string[];
  readonly discard: readonly string[];
  /** The deal's last trick (the next deal's table shows no trick of this one). */
  readonly lastTrick: Trick | null;
}

/** What happened between moves, for everyone: void deals and scored deals. Numbered from 1 (`n`). */
export type TarotEvent = (
  | {
      readonly kind: "void";
      readonly at: number;
      readonly dealer: Seat;
      /** A seat dealt the Petit sec (the Petit as its only trump, no Excuse), or everybody passed. */
      readonly reason: "petit-sec" | "all-passed";
      /** The seat that showed its Petit sec; null when everybody passed. */
      readonly seat: Seat | null;
    }
  | { readonly kind: "deal-scored"; readonly at: number; readonly result: DealResult }
) & { readonly n: number };

/** How many of the latest events the state (and every view) keeps, oldest first. */
export const RECENT_EVENTS = 8;

/** The Excuse played in a trick it did not win: its owner's side owes a 0.5-point card for it. */
export interface ExcusePlayed {
  readonly owner: Seat;
  /** The trick (index in `tricks`) it was played to. */
  readonly trick: number;
}

/** A whole match of French Tarot as plain data. Cards are the codes of `cards.ts`. */
export interface TarotState {
  readonly options: TarotOptions;
  readonly seats: number;
  readonly now: number;
  readonly rng: readonly number[];
  readonly phase: TarotPhase;
  /** The seat that dealt the deal in progress. */
  readonly dealer: Seat;
  /** Deals scored so far (void deals do not count). */
  readonly dealsScored: number;
  /** Each seat's hand (private). */
  readonly hands: readonly (readonly string[])[];
  /** The dog while it lies face down (empty once the taker took it in a Prise or Garde). */
  readonly dog: readonly string[];
  /** Prise or Garde: the dog as it was shown to all (kept for the deal's history); else null. */
  readonly shownDog: readonly string[] | null;
  /** The taker's discard, face down (its trumps shown: `shownDiscard`). */
  readonly discard: readonly string[];
  /** The trumps of the discard, shown to all. */
  readonly shownDiscard: readonly string[];
  /** What each seat said in the bidding (null: not spoken yet). */
  readonly bids: readonly (Bid | null)[];
  readonly taker: Seat | null;
  readonly contract: Contract | null;
  /** 5 players: the card the taker called. */
  readonly called: string | null;
  /** 5 players: the seat that played the called card, once it was played (public from then on). */
  readonly partner: Seat | null;
  /** Whether the taker announced a chelem; null until they said. */
  readonly chelem: boolean | null;
  readonly poignees: readonly Poignee[];
  /** The seat to act in the bidding and in the tricks (the taker in between). */
  readonly turn: Seat;
  /** When the seat to act began its turn (the turn clock runs from here). */
  readonly turnSince: number;
  /** The trick being played. */
  readonly trick: readonly PlayedCard[];
  /** The deal's finished tricks, in order. */
  readonly tricks: readonly Trick[];
  /** The Excuse played to a trick it did not win, exchanged at the deal's end. */
  readonly excuse: ExcusePlayed | null;
  /** `scored`: when the next dealer deals. */
  readonly nextDealAt: number | null;
  /** The score sheet: one row per scored deal, a score per seat. */
  readonly sheet: readonly (readonly number[])[];
  /** Every scored deal's result, in order. */
  readonly results: readonly DealResult[];
  /** Void deals so far, by reason (for metrics). */
  readonly voidDeals: { readonly petitSec: number; readonly allPassed: number };
  /** The latest events, oldest first (at most `RECENT_EVENTS`). */
  readonly events: readonly TarotEvent[];
}

/** The state with `event` recorded after its events. */
export function record(state: TarotState, event: Unnumbered<TarotEvent>): TarotState {
  return { ...state, events: recordEvent(state.events, event, RECENT_EVENTS) };
}

/** The seat after `seat` in the order of play (counter-clockwise at the table: seat numbers go up). */
export function nextSeat(state: { readonly seats: number }, seat: Seat): Seat {
  return (seat + 1) % state.seats;
}

/** Each seat's total on the score sheet. */
export function totals(state: TarotState): number[] {
  const sums: number[] = Array.from({ length: state.seats }, () => 0);
  for (const row of state.sheet) row.forEach((score, seat) => (sums[seat] = (sums[seat] ?? 0) + score));
  return sums;
}
