import type { Seat } from "../../../core/game.js";
import type { RngState } from "../../../core/prng.js";
import { MODES, SOLUTION_SIZE, type ModeRules } from "./modes.js";
import type { ClassicOptions } from "./options.js";

/**
 * One solution found: by whom, which cards (ids, in the order claimed), when, and how long it took
 * (since the table last changed: a solution taken, cards dealt; puzzle: since the table was dealt or
 * the last find).
 */
export interface FoundRecord {
  readonly seat: Seat;
  readonly cards: readonly number[];
  readonly at: number;
  readonly took: number;
}

/**
 * Something the table should be told about, numbered from 1 over the match (`n`):
 * - `found`: `seat` claimed `cards`, a solution;
 * - `wrong`: `seat` claimed `cards`, which are none (or, chained, reuse the wrong number of cards);
 * - `deal`: the dealer dealt `cards`: more cards on a table that held no solution, or a new puzzle table.
 */
export type ClassicEvent =
  | {
      readonly kind: "found";
      readonly n: number;
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly number[];
    }
  | {
      readonly kind: "wrong";
      readonly n: number;
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly number[];
    }
  | { readonly kind: "deal"; readonly n: number; readonly at: number; readonly cards: readonly number[] };

/**
 * How many of the latest events the state (and every view) keeps, oldest first. One claim records
 * at most three (a solution, the deal of the set-less table it left, the next puzzle table's deal),
 * so the events of one moment are always all there.
 */
export const RECENT_EVENTS = 4;

/** Running totals for `metrics`. */
export interface ClassicCounters {
  readonly solutions: number;
  readonly wrongClaims: number;
  /** Times `DEAL_STEP` more cards were dealt to a table that held no solution. */
  readonly deals: number;
  /** Puzzle: tables dealt (the first one included); else 1. */
  readonly tables: number;
  /** Most cards the table held at once. */
  readonly maxBoard: number;
  /** Sum of every solution's `took`, in ms. */
  readonly tookMs: number;
}

/** A match of classic SET as plain data, never mutated. Cards are ids (cards.ts). */
export interface ClassicState {
  readonly options: ClassicOptions;
  readonly seats: number;
  readonly now: number;
  readonly rng: RngState;
  /** Face down, its top (the next card dealt) at the end. */
  readonly deck: readonly number[];
  /** The table's cards in their places. */
  readonly board: readonly number[];
  /** Chained modes: the previous solution's cards, set aside off the table (empty before the first). */
  readonly chain: readonly number[];
  /** Cards out of play: solutions taken (chained: chains replaced), puzzle tables finished. */
  readonly discard: readonly number[];
  readonly scores: readonly number[];
  /** Solutions found per seat. */
  readonly found: readonly number[];
  /** Wrong claims per seat. */
  readonly wrong: readonly number[];
  /** No claims before this game time, per seat (penalty freeze); 0 when never frozen. */
  readonly frozenUntil: readonly number[];
  /** Every solution found, oldest first. */
  readonly solutions: readonly FoundRecord[];
  /** Puzzle: the solutions found on the current table, each as its cards' ids ascending; else empty. */
  readonly puzzleFound: readonly (readonly number[])[];
  /** Puzzle: how many solutions the current table holds; else 0. */
  readonly puzzleTotal: number;
  /** When the table last changed (the `took` of the next solution counts from here). */
  readonly tableSince: number;
  /** The latest events, oldest first (at most `RECENT_EVENTS`). */
  readonly events: readonly ClassicEvent[];
  readonly endedAt: number | null;
  readonly counters: ClassicCounters;
}

/** The rules of the state's mode. */
export function modeOf(state: Pick<ClassicState, "options">): ModeRules {
  return MODES[state.options.mode];
}

/** Cards a claim names in the state's mode. */
export function claimSizeOf(state: Pick<ClassicState, "options">): number {
  return SOLUTION_SIZE[modeOf(state).kind];
}

/**
 * `{ ...state, ...changes }`, written out field by field in the state's own order (no field of a
 * state is ever undefined, so an absent change keeps the field): V8 copies an object made by a spread
 * of another such object an order of magnitude more slowly than it builds a literal (see set-pc's
 * `changeState`).
 */
export function changeState(state: ClassicState, changes: Partial<ClassicState>): ClassicState {
  const c = changes;
  return {
    options: c.options === undefined ? state.options : c.options,
    seats: c.seats === undefined ? state.seats : c.seats,
    now: c.now === undefined ? state.now : c.now,
    rng: c.rng === undefined ? state.rng : c.rng,
    deck: c.deck === undefined ? state.deck : c.deck,
    board: c.board === undefined ? state.board : c.board,
    chain: c.chain === undefined ? state.chain : c.chain,
    discard: c.discard === undefined ? state.discard : c.discard,
    scores: c.scores === undefined ? state.scores : c.scores,
    found: c.found === undefined ? state.found : c.found,
    wrong: c.wrong === undefined ? state.wrong : c.wrong,
    frozenUntil: c.frozenUntil === undefined ? state.frozenUntil : c.frozenUntil,
    solutions: c.solutions === undefined ? state.solutions : c.solutions,
    puzzleFound: c.puzzleFound === undefined ? state.puzzleFound : c.puzzleFound,
    puzzleTotal: c.puzzleTotal === undefined ? state.puzzleTotal : c.puzzleTotal,
    tableSince: c.tableSince === undefined ? state.tableSince : c.tableSince,
    events: c.events === undefined ? state.events : c.events,
    endedAt: c.endedAt === undefined ? state.endedAt : c.endedAt,
    counters: c.counters === undefined ? state.counters : c.counters,
  };
}

/** `{ ...counters, ...changes }`, written out as `changeState` explains. */
export function changeCounters(
  counters: ClassicCounters,
  changes: Partial<ClassicCounters>,
): ClassicCounters {
  const c = changes;
  return {
    solutions: c.solutions === undefined ? counters.solutions : c.solutions,
    wrongClaims: c.wrongClaims === undefined ? counters.wrongClaims : c.wrongClaims,
    deals: c.deals === undefined ? counters.deals : c.deals,
    tables: c.tables === undefined ? counters.tables : c.tables,
    maxBoard: c.maxBoard === undefined ? counters.maxBoard : c.maxBoard,
    tookMs: c.tookMs === undefined ? counters.tookMs : c.tookMs,
  };
}
