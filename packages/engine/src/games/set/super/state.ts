import { recordEvent, type Unnumbered } from "../../../core/events.js";
import type { Seat } from "../../../core/game.js";
import type { SuperOptions } from "./options.js";

/** An open call: only `caller` may point out cards until `endsAt`. Picks are card ids, in order. */
export interface CallWindow {
  readonly caller: Seat;
  readonly picks: readonly number[];
  readonly endsAt: number;
}

/**
 * A super round. Announced (and joinable) until the next flip; running from that flip for the
 * super window, during which only participants may call.
 */
export type SuperRound =
  | { readonly phase: "announced"; readonly participants: readonly Seat[]; readonly announcedAt: number }
  | {
      readonly phase: "running";
      readonly participants: readonly Seat[];
      readonly endsAt: number;
      /** The card whose flip started the round (ids, as everywhere in the state). */
      readonly flipped: number;
    };

/**
 * What just happened, for feedback. Cards are ids here; the view turns them into codes. Numbered from
 * 1 in the order they happened (`n`).
 */
export type SuperEvent = (
  | {
      readonly kind: "flip";
      readonly at: number;
      readonly seat: Seat;
      readonly card: number;
      readonly auto: boolean;
    }
  | { readonly kind: "call"; readonly at: number; readonly seat: Seat }
  | {
      readonly kind: "set";
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly number[];
      readonly gained: number;
      readonly superRound: boolean;
    }
  | {
      readonly kind: "wrong" | "timeout";
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly number[];
      readonly paid: number;
      readonly lockedOut: boolean;
      readonly superRound: boolean;
    }
  | { readonly kind: "super-announced" | "super-joined"; readonly at: number; readonly seat: Seat }
  | {
      readonly kind: "super-missed";
      readonly at: number;
      readonly participants: readonly Seat[];
      /** What each participant paid, in the order of `participants`. */
      readonly paid: readonly number[];
      /** Whether each participant fell short and is locked out, in the order of `participants`. */
      readonly lockedOut: readonly boolean[];
    }
  /** Every player was locked out at once: all lockouts were lifted (the game never ends by lockouts). */
  | { readonly kind: "lockouts-lifted"; readonly at: number }
) & { readonly n: number };

/**
 * How many of the latest events the state (and every view) keeps, oldest first. The busiest instant
 * records five (a call window running out, with its payment and a lifting of lockouts, then the super
 * window it held open, with the same two, then, with `windowGap` 0, a flip); usually one or two. So the
 * events of one moment are always all there, with a few before them: enough for a short feed.
 */
export const RECENT_EVENTS = 8;

/** Counters kept for `metrics`. */
export interface SuperStats {
  readonly flips: number;
  readonly autoFlips: number;
  readonly calls: number;
  readonly sets: number;
  readonly wrongCalls: number;
  readonly windowTimeouts: number;
  readonly lockouts: number;
  readonly unlocks: number;
  /** Times every player was locked out at once, so all lockouts were lifted. */
  readonly lockoutsLifted: number;
  readonly pointsPaid: number;
  readonly superRounds: number;
  readonly superSets: number;
  readonly superWrongCalls: number;
  readonly superMisses: number;
  readonly maxGridCards: number;
}

/** The whole match as plain data. Cards are ids (`cards.ts`); piles list their top card last. */
export interface SuperState {
  readonly options: SuperOptions;
  readonly seats: number;
  /** Each seat's face-down pile; the top card is the last one. */
  readonly piles: readonly (readonly number[])[];
  /** The grid's places, in reading order; `null` is a free place. Never ends with a free place. */
  readonly grid: readonly (number | null)[];
  /** Each seat's points pile (face up); the score is its size. */
  readonly points: readonly (readonly number[])[];
  readonly discard: readonly number[];
  /** The seat whose turn it is to flip; null once every pile is empty. */
  readonly turn: Seat | null;
  /** When the current turn began (the automatic flip is due `autoFlip` later). */
  readonly turnSince: number;
  readonly call: CallWindow | null;
  /**
   * When the latest call window or super round closed, if no card was flipped since: the next flip
   * waits for the breathing room after it (`windowGap`). Null otherwise.
   */
  readonly closedAt: number | null;
  readonly superRound: SuperRound | null;
  /** Locked-out seats may not call until another player scores a correct SET. */
  readonly locked: readonly boolean[];
  readonly now: number;
  readonly rng: number[];
  /** The latest events, oldest first (at most `RECENT_EVENTS`). */
  readonly events: readonly SuperEvent[];
  readonly finished: boolean;
  readonly endedAt: number | null;
  readonly stats: SuperStats;
}

/** All counters at zero. */
export const NO_STATS: SuperStats = {
  flips: 0,
  autoFlips: 0,
  calls: 0,
  sets: 0,
  wrongCalls: 0,
  windowTimeouts: 0,
  lockouts: 0,
  unlocks: 0,
  lockoutsLifted: 0,
  pointsPaid: 0,
  superRounds: 0,
  superSets: 0,
  superWrongCalls: 0,
  superMisses: 0,
  maxGridCards: 0,
};

/**
 * `{ ...state, ...changes }`, written out field by field in the state's own order (no field of a
 * state is ever undefined, so an absent change keeps the field): V8 copies an object made by a spread
 * of another such object an order of magnitude more slowly than it builds a literal (see set-pc's
 * `changeState`), and every flip, call and deadline makes several.
 */
export function changeState(state: SuperState, changes: Partial<SuperState>): SuperState {
  const c = changes;
  return {
    options: c.options === undefined ? state.options : c.options,
    seats: c.seats === undefined ? state.seats : c.seats,
    piles: c.piles === undefined ? state.piles : c.piles,
    grid: c.grid === undefined ? state.grid : c.grid,
    points: c.points === undefined ? state.points : c.points,
    discard: c.discard === undefined ? state.discard : c.discard,
    turn: c.turn === undefined ? state.turn : c.turn,
    turnSince: c.turnSince === undefined ? state.turnSince : c.turnSince,
    call: c.call === undefined ? state.call : c.call,
    closedAt: c.closedAt === undefined ? state.closedAt : c.closedAt,
    superRound: c.superRound === undefined ? state.superRound : c.superRound,
    locked: c.locked === undefined ? state.locked : c.locked,
    now: c.now === undefined ? state.now : c.now,
    rng: c.rng === undefined ? state.rng : c.rng,
    events: c.events === undefined ? state.events : c.events,
    finished: c.finished === undefined ? state.finished : c.finished,
    endedAt: c.endedAt === undefined ? state.endedAt : c.endedAt,
    stats: c.stats === undefined ? state.stats : c.stats,
  };
}

/** Adds to some counters. */
export function count(state: SuperState, add: Partial<SuperStats>): SuperState {
  const stats = state.stats;
  return changeState(state, {
    stats: {
      flips: stats.flips + (add.flips ?? 0),
      autoFlips: stats.autoFlips + (add.autoFlips ?? 0),
      calls: stats.calls + (add.calls ?? 0),
      sets: stats.sets + (add.sets ?? 0),
      wrongCalls: stats.wrongCalls + (add.wrongCalls ?? 0),
      windowTimeouts: stats.windowTimeouts + (add.windowTimeouts ?? 0),
      lockouts: stats.lockouts + (add.lockouts ?? 0),
      unlocks: stats.unlocks + (add.unlocks ?? 0),
      lockoutsLifted: stats.lockoutsLifted + (add.lockoutsLifted ?? 0),
      pointsPaid: stats.pointsPaid + (add.pointsPaid ?? 0),
      superRounds: stats.superRounds + (add.superRounds ?? 0),
      superSets: stats.superSets + (add.superSets ?? 0),
      superWrongCalls: stats.superWrongCalls + (add.superWrongCalls ?? 0),
      superMisses: stats.superMisses + (add.superMisses ?? 0),
      maxGridCards: stats.maxGridCards + (add.maxGridCards ?? 0),
    },
  });
}

/** The state with `event` recorded after its events (numbered, the oldest dropped beyond `RECENT_EVENTS`). */
export function record(state: SuperState, event: Unnumbered<SuperEvent>): SuperState {
  return changeState(state, { events: recordEvent(state.events, event, RECENT_EVENTS) });
}

/** A window (a call or a super round) closed at `at`: the next flip waits for the breathing room. */
export function windowClosed(state: SuperState, at: number): SuperState {
  return changeState(state, { closedAt: at });
}

/** A player's name in messages: seats count from 1 for people. */
export function playerName(seat: Seat): string {
  return `Player ${seat + 1}`;
}
