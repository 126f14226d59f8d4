import type { HiddenGroups, Seat } from "../../../core/game.js";
import { hiddenStack } from "../../../core/hidden.js";
import { cardCodes } from "../cards.js";
import { SHAPE } from "./options.js";
import { outcome } from "./rules.js";
import type { PatternsEvent, PatternsState, Trigger } from "./state.js";

/** An event as the table sees it: cards as codes. */
export type PatternsEventView =
  | {
      readonly kind: "set";
      readonly n: number;
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly string[];
    }
  | {
      readonly kind: "wrong";
      readonly n: number;
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly string[];
      readonly lost: number;
    }
  | {
      readonly kind: "boop";
      readonly n: number;
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly string[];
    }
  | {
      readonly kind: "grow";
      readonly n: number;
      readonly at: number;
      readonly by: Trigger;
      readonly cards: readonly string[];
    }
  | { readonly kind: "end"; readonly n: number; readonly at: number; readonly by: Trigger };

/** What everyone knows about one seat. */
export interface PlayerView {
  /** Cards in the score stack. */
  readonly score: number;
  /** Has voted "no set" since the pool last changed. */
  readonly voted: boolean;
  readonly wrongCalls: number;
}

/**
 * One seat's (or a spectator's) view: everything in Patterns is public except the deck, of which
 * only the size shows. A seat's selection before calling stays in its client.
 */
export interface PatternsView {
  /** Whose view this is (null: a spectator). */
  readonly seat: Seat | null;
  /** The pool, row by row: card codes, null for a place the deck could no longer fill. */
  readonly pool: readonly (readonly (string | null)[])[];
  /** Cards left in the deck. */
  readonly deck: number;
  readonly players: readonly PlayerView[];
  /** Cards lost to wrong calls. */
  readonly outOfPlay: number;
  /** What the latest action did (e.g. a "boop": show "Boop! Bad!"); `n` tells new events from old. */
  readonly events: readonly PatternsEventView[];
  readonly autoGrow: boolean;
  readonly finished: boolean;
  /** Seats with the most cards once the game is over, else null. */
  readonly winners: readonly Seat[] | null;
  readonly now: number;
}

const CODES = cardCodes(SHAPE);
const code = (card: number): string => CODES[card] as string;

function eventView(event: PatternsEvent): PatternsEventView {
  // Object.assign, not a spread: V8 spreads objects of changing shapes slowly (about 0.5 µs each).
  return event.kind === "end" ? event : Object.assign({}, event, { cards: event.cards.map(code) });
}

/** Patterns' hidden cards: the deck, the next card to be dealt first. */
export function reveal(s: PatternsState): HiddenGroups {
  const codes = cardCodes(SHAPE);
  return [
    hiddenStack(
      "deck",
      null,
      s.deck.map((card) => codes[card] as string),
    ),
  ];
}

/**
 * The view of `seat` as it was first written, built afresh for each call: the reference `view` must
 * equal (tests).
 */
export function viewReference(s: PatternsState, seat: Seat | null): PatternsView {
  return {
    seat,
    pool: s.pool.map((row) => row.map((place) => (place === null ? null : code(place)))),
    deck: s.deck.length,
    players: s.stacks.map((stack, i) => ({
      score: stack.length,
      voted: s.votes[i] ?? false,
      wrongCalls: s.wrongCalls[i] ?? 0,
    })),
    outOfPlay: s.outOfPlay.length,
    events: s.events.map(eventView),
    autoGrow: s.options.autoGrow,
    finished: s.finished,
    winners: outcome(s)?.winners ?? null,
    now: s.now,
  };
}

/**
 * The spectator's view of the last state asked about, and the last pool shown: every seat's view
 * is the same but for its `seat`, and one is asked for after every change by every bot and
 * connection. Views are plain data nobody changes, so their parts are shared (the pool's codes too,
 * while the state's pool is the same array).
 */
let lastView: { readonly state: PatternsState; readonly view: PatternsView } | null = null;
let lastPool: { readonly pool: PatternsState["pool"]; readonly codes: PatternsView["pool"] } | null = null;

/** The view of `seat` (the same for every seat but for `seat`). */
export function view(s: PatternsState, seat: Seat | null): PatternsView {
  if (lastView === null || lastView.state !== s) {
    if (lastPool === null || lastPool.pool !== s.pool)
      lastPool = {
        pool: s.pool,
        codes: s.pool.map((row) => row.map((place) => (place === null ? null : code(place)))),
      };
    const spectator = viewReference(s, null);
    lastView = { state: s, view: { ...spectator, pool: lastPool.codes } };
  }
  const v = lastView.view;
  if (seat === null) return v;
  return {
    seat,
    pool: v.pool,
    deck: v.deck,
    players: v.players,
    outOfPlay: v.outOfPlay,
    events: v.events,
    autoGrow: v.autoGrow,
    finished: v.finished,
    winners: v.winners,
    now: v.now,
  };
}
