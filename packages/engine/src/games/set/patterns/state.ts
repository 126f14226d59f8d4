import type { Seat } from "../../../core/game.js";
import { Rng, type RngState } from "../../../core/prng.js";
import { fullDeck } from "../cards.js";
import { SHAPE, type PatternsOptions } from "./options.js";
import { dealPool, poolCards, type Deck, type Pool } from "./pool.js";

/** Who grew the pool or ended the game: the players' unanimous vote, or the dealer (`autoGrow`). */
export type Trigger = "vote" | "auto";

/**
 * Something the table should be told about. Every event has a serial number `n` (counting from 1
 * over the match) and the game time `at` it happened.
 * - `set`: `seat` called a set and took `cards`.
 * - `wrong`: `seat` called `cards`, which are no set, and lost `lost` cards out of play.
 * - `boop`: `seat` called `cards`, which are no set, with an empty score stack ("Boop! Bad!").
 * - `grow`: the dealer grew the pool by `cards`.
 * - `end`: the deck was empty and nobody could (or would) find another set.
 */
export type PatternsEvent =
  | {
      readonly kind: "set";
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
      readonly lost: number;
    }
  | {
      readonly kind: "boop";
      readonly n: number;
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly number[];
    }
  | {
      readonly kind: "grow";
      readonly n: number;
      readonly at: number;
      readonly by: Trigger;
      readonly cards: readonly number[];
    }
  | { readonly kind: "end"; readonly n: number; readonly at: number; readonly by: Trigger };

/** Running totals for `metrics`. */
export interface PatternsCounters {
  /** Events so far (the last event's `n`). */
  readonly events: number;
  readonly sets: number;
  /** Wrong calls, boops included. */
  readonly wrongCalls: number;
  /** Wrong calls with an empty score stack. */
  readonly boops: number;
  /** Times the pool grew (by vote or by the dealer). */
  readonly grows: number;
  /** Times the dealer grew the pool by itself (`autoGrow`). */
  readonly autoGrows: number;
  /** Unanimous "no set" votes while the pool held a set (it grew, or the game ended, anyway). */
  readonly wrongAgreements: number;
  readonly noSetVotes: number;
  /** Most cards the pool held at once. */
  readonly maxPoolCards: number;
  /** Sum of pool cards × milliseconds up to `poolSince`, for the mean pool size. */
  readonly poolCardMs: number;
  /** When the pool last changed. */
  readonly poolSince: number;
}

/** A match of Patterns: Tarot. Plain data, never mutated. */
export interface PatternsState {
  readonly options: PatternsOptions;
  /** Face down, its top at the end. */
  readonly deck: Deck;
  readonly pool: Pool;
  /** Each seat's score stack: the cards of the sets it called. */
  readonly stacks: readonly (readonly number[])[];
  /** Cards lost to wrong calls. */
  readonly outOfPlay: readonly number[];
  /** Each seat's "no set" vote since the pool last changed (votes are public). */
  readonly votes: readonly boolean[];
  /** Each seat's wrong calls (public: everyone heard them). */
  readonly wrongCalls: readonly number[];
  /** What the latest action (or the deal) that had any effect beyond a vote did, in order. */
  readonly events: readonly PatternsEvent[];
  readonly counters: PatternsCounters;
  readonly finished: boolean;
  readonly endedAt: number | null;
  readonly now: number;
  readonly rng: RngState;
}

/** The shuffled deck and the opening pool, before the dealer looks at it (see `settle`). */
export function initialState(options: PatternsOptions, seats: number, seed: string): PatternsState {
  const rng = Rng.fromSeed(seed);
  const shuffled = rng.shuffle(fullDeck(SHAPE));
  const { pool, deck } = dealPool(shuffled, options.startCards, options.rows);
  return {
    options,
    deck,
    pool,
    stacks: Array.from({ length: seats }, () => []),
    outOfPlay: [],
    votes: Array.from({ length: seats }, () => false),
    wrongCalls: Array.from({ length: seats }, () => 0),
    events: [],
    counters: {
      events: 0,
      sets: 0,
      wrongCalls: 0,
      boops: 0,
      grows: 0,
      autoGrows: 0,
      wrongAgreements: 0,
      noSetVotes: 0,
      maxPoolCards: poolCards(pool).length,
      poolCardMs: 0,
      poolSince: 0,
    },
    finished: false,
    endedAt: null,
    now: 0,
    rng: rng.state(),
  };
}

/**
 * `{ ...state, ...changes }`, written out field by field in the state's own order (no field of a
 * state is ever undefined, so an absent change keeps the field): V8 copies an object made by a spread
 * of another such object an order of magnitude more slowly than it builds a literal (see set-pc's
 * `changeState`).
 */
export function changeState(state: PatternsState, changes: Partial<PatternsState>): PatternsState {
  const c = changes;
  return {
    options: c.options === undefined ? state.options : c.options,
    deck: c.deck === undefined ? state.deck : c.deck,
    pool: c.pool === undefined ? state.pool : c.pool,
    stacks: c.stacks === undefined ? state.stacks : c.stacks,
    outOfPlay: c.outOfPlay === undefined ? state.outOfPlay : c.outOfPlay,
    votes: c.votes === undefined ? state.votes : c.votes,
    wrongCalls: c.wrongCalls === undefined ? state.wrongCalls : c.wrongCalls,
    events: c.events === undefined ? state.events : c.events,
    counters: c.counters === undefined ? state.counters : c.counters,
    finished: c.finished === undefined ? state.finished : c.finished,
    endedAt: c.endedAt === undefined ? state.endedAt : c.endedAt,
    now: c.now === undefined ? state.now : c.now,
    rng: c.rng === undefined ? state.rng : c.rng,
  };
}

/** `{ ...counters, ...changes }`, written out as `changeState` explains. */
export function changeCounters(
  counters: PatternsCounters,
  changes: Partial<PatternsCounters>,
): PatternsCounters {
  const c = changes;
  return {
    events: c.events === undefined ? counters.events : c.events,
    sets: c.sets === undefined ? counters.sets : c.sets,
    wrongCalls: c.wrongCalls === undefined ? counters.wrongCalls : c.wrongCalls,
    boops: c.boops === undefined ? counters.boops : c.boops,
    grows: c.grows === undefined ? counters.grows : c.grows,
    autoGrows: c.autoGrows === undefined ? counters.autoGrows : c.autoGrows,
    wrongAgreements: c.wrongAgreements === undefined ? counters.wrongAgreements : c.wrongAgreements,
    noSetVotes: c.noSetVotes === undefined ? counters.noSetVotes : c.noSetVotes,
    maxPoolCards: c.maxPoolCards === undefined ? counters.maxPoolCards : c.maxPoolCards,
    poolCardMs: c.poolCardMs === undefined ? counters.poolCardMs : c.poolCardMs,
    poolSince: c.poolSince === undefined ? counters.poolSince : c.poolSince,
  };
}
