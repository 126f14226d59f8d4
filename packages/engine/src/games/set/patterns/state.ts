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
