import type { HiddenGroups, Seat } from "../../core/game.js";
import { eachEventOnce } from "../../core/events.js";
import { hiddenSet, hiddenStack } from "../../core/hidden.js";
import { winnersOf } from "../../core/outcome.js";
import { cardOf, sortHand } from "./cards.js";
import { arrangeMeld, type CanastaKind, type MeldKind } from "./melds.js";
import { tableMeldOptions, type BuracoOptions } from "./options.js";
import { pileLocked } from "./pile.js";
import {
  sideOf,
  SIDES,
  teamsOf,
  totals,
  type BuracoEvent,
  type BuracoPhase,
  type BuracoState,
  type BuracoStep,
  type HandResult,
  type KnockOut,
  type MortoFate,
} from "./state.js";

/** A meld on the table as everyone sees it: its cards laid out, its kind and its canasta status. */
export interface MeldView {
  readonly cards: readonly string[];
  readonly kind: MeldKind;
  /** Null below 7 cards; else natural (no wild) or mixed. */
  readonly canasta: CanastaKind | null;
}

/** A side's morto as everyone sees it: how many cards wait face down, and who took it, how. */
export interface MortoView {
  readonly count: number;
  readonly fate: MortoFate;
  readonly how: KnockOut | null;
  /** The seat that took it (at 4 players, the partner who first emptied a hand), or null. */
  readonly takenBy: Seat | null;
  /** Taken indirectly by this seat, whose next turn has not come yet. */
  readonly pending: Seat | null;
}

/**
 * What one seat (or a spectator, `seat` null) sees of a Buraco table: its own hand sorted (physical
 * ids, `7H.1`), how many cards each seat holds, every meld of each side with its canasta status, each
 * side's red threes, the discard pile's top card and its size (all of it with `openPile`), the stock's
 * and the mortos' sizes, who took which morto, the score sheet, whose turn and which step it is. Never
 * another hand, the stock's order, a morto's cards, the pile under its top card (without `openPile`).
 */
export interface BuracoView {
  readonly game: "buraco";
  readonly seat: Seat | null;
  /** The seat's side (0 or 1), or null for a spectator. */
  readonly side: number | null;
  readonly now: number;
  readonly seats: number;
  readonly options: BuracoOptions;
  /** The partnerships: seats 0 & 2 and 1 & 3 at 4 players, each alone at 2. */
  readonly teams: readonly (readonly Seat[])[];
  readonly phase: BuracoPhase;
  readonly dealer: Seat;
  /** The hand being played, from 1 (the last one once the match is over). */
  readonly hand: number;
  /** This seat's cards, sorted (`sortHand`), by physical id; null for a spectator. */
  readonly cards: readonly string[] | null;
  /** How many cards each seat holds. */
  readonly handCounts: readonly number[];
  readonly stockCount: number;
  readonly pileCount: number;
  /** The discard pile's top card, or null when it is empty (as at the start of each hand). */
  readonly pileTop: string | null;
  /** With `openPile`, the whole pile, its top last; else null. */
  readonly pile: readonly string[] | null;
  /** Whether a black three on top locks the pile. */
  readonly pileLocked: boolean;
  /** Each side's melds, in the order laid. */
  readonly melds: readonly (readonly MeldView[])[];
  /** Each side's red threes laid. */
  readonly redThrees: readonly (readonly string[])[];
  readonly mortos: readonly MortoView[];
  /** The seat to play, null once the match is over. */
  readonly turn: Seat | null;
  readonly step: BuracoStep;
  /** The score sheet: one row per scored hand, a score per side. */
  readonly sheet: readonly (readonly number[])[];
  /** Each side's total. */
  readonly totals: readonly number[];
  readonly lastResult: HandResult | null;
  /** The latest events (red threes, mortos, hands scored), oldest first. */
  readonly events: readonly BuracoEvent[];
  readonly finished: boolean;
  /** Once over, every seat of the side(s) with the top total. */
  readonly winners: readonly Seat[] | null;
}

/** Events hold nothing hidden: the same object for every seat. */
const eventView = eachEventOnce((event: BuracoEvent): BuracoEvent => event);

/**
 * The meld views made so far, by the meld's cards (melds are immutable arrays, shared from state to
 * state while unchanged): the strong bot's playouts build thousands of views of the same melds. Each
 * with the options it was made for (its kind depends on `jokers` and `groups`).
 */
const MELD_VIEWS = new WeakMap<
  readonly string[],
  { readonly options: BuracoOptions; readonly view: MeldView }
>();

/** A meld as the table shows it. */
export function meldView(cards: readonly string[], options: BuracoOptions): MeldView {
  const known = MELD_VIEWS.get(cards);
  if (
    known !== undefined &&
    known.options.jokers === options.jokers &&
    known.options.groups === options.groups
  )
    return known.view;
  const laid = arrangeMeld(cards, tableMeldOptions(options));
  const view: MeldView = { cards, kind: laid?.kind ?? "run", canasta: laid?.canasta ?? null };
  MELD_VIEWS.set(cards, { options, view });
  return view;
}

/** Every seat of the sides with the top total. */
export function winningSeats(state: BuracoState): Seat[] {
  const best = winnersOf(totals(state));
  return Array.from({ length: state.seats }, (_, seat) => seat).filter((seat) => best.includes(sideOf(seat)));
}

export function buracoView(state: BuracoState, seat: Seat | null): BuracoView {
  const finished = state.phase === "over";
  const top = state.pile[state.pile.length - 1] ?? null;
  return {
    game: "buraco",
    seat,
    side: seat === null ? null : sideOf(seat),
    now: state.now,
    seats: state.seats,
    options: state.options,
    teams: teamsOf(state.seats),
    phase: state.phase,
    dealer: state.dealer,
    hand: finished ? state.handsScored : state.handsScored + 1,
    cards: seat === null ? null : sortHand(state.hands[seat] ?? []),
    handCounts: state.hands.map((hand) => hand.length),
    stockCount: state.stock.length,
    pileCount: state.pile.length,
    pileTop: top,
    pile: state.options.openPile ? state.pile : null,
    pileLocked: pileLocked(state.pile),
    melds: state.melds.map((melds) => melds.map((meld) => meldView(meld, state.options))),
    redThrees: state.redThrees,
    mortos: Array.from({ length: SIDES }, (_, side) => ({
      count: state.mortos[side]?.length ?? 0,
      fate: state.mortoFates[side] ?? "waiting",
      how: state.mortoHow[side] ?? null,
      takenBy: state.mortoTakers[side] ?? null,
      pending: state.mortoPending[side] ?? null,
    })),
    turn: finished ? null : state.turn,
    step: state.step,
    sheet: state.sheet,
    totals: totals(state),
    lastResult: state.results[state.results.length - 1] ?? null,
    events: state.events.map(eventView),
    finished,
    winners: finished ? winningSeats(state) : null,
  };
}

/**
 * Buraco's hidden cards, as codes: each hand, the stock (its next card first), each morto still face
 * down, and the pile under its top card (unless `openPile` shows it). Nothing once the match is over.
 */
export function buracoReveal(state: BuracoState): HiddenGroups {
  if (state.phase === "over") return [];
  const codes = (cards: readonly string[]) => cards.map(cardOf);
  return [
    ...state.hands.map((hand, seat) => hiddenSet("hand", seat, sortHand(codes(hand)))),
    hiddenStack("deck", null, codes(state.stock)),
    ...state.mortos.map((morto, side) => hiddenSet("morto", side, codes(morto))),
    ...(state.options.openPile ? [] : [hiddenStack("pile", null, codes(state.pile.slice(0, -1)))]),
  ];
}
