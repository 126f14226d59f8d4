import type { HiddenGroups, Seat } from "../../../core/game.js";
import { hiddenStack } from "../../../core/hidden.js";
import { cardCodes, type DeckShape } from "../cards.js";
import { MODES, SOLUTION_SIZE, type ClassicMode, type SolutionKind } from "./modes.js";
import type { Penalty } from "./options.js";
import { outcome } from "./rules.js";
import type { ClassicEvent, ClassicState, FoundRecord } from "./state.js";

/** One solution found: by whom, which cards (codes, as claimed), when, and how long it took. */
export interface FoundView {
  readonly seat: Seat;
  readonly cards: readonly string[];
  /** Game time of the claim (ms since the match started). */
  readonly at: number;
  /** Since the table last changed (a solution taken or cards dealt; puzzle: since the table was dealt or the last find), in ms. */
  readonly took: number;
}

/** What everyone knows of one seat. */
export interface ClassicPlayerView {
  readonly score: number;
  /** Solutions found. */
  readonly found: number;
  readonly wrong: number;
  /** No claims before this game time (penalty freeze); 0 when never frozen. */
  readonly frozenUntil: number;
}

/** What just happened, for the page's animation and sound; `n` tells a new event from an old one. */
export type ClassicEventView =
  | {
      readonly kind: "found";
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
    }
  | { readonly kind: "deal"; readonly n: number; readonly at: number; readonly cards: readonly string[] };

/**
 * One seat's (or a spectator's, seat null) view. Everything is public except the deck, of which only
 * the size shows; a player's picking before a claim stays in their client.
 */
export interface ClassicView {
  readonly seat: Seat | null;
  readonly mode: ClassicMode;
  readonly kind: SolutionKind;
  /** Cards a claim names (3, 4 or 6). */
  readonly claimSize: number;
  /** Features per card (4; junior 3). */
  readonly features: number;
  readonly penalty: Penalty;
  /** The table's cards (codes) in their places; a replaced card takes the place of the one it replaces. */
  readonly board: readonly string[];
  /**
   * Chained modes once a solution was found: the previous solution's cards, set aside (not on the
   * board); a claim takes exactly `chainReuse` of them. Else empty.
   */
  readonly chain: readonly string[];
  readonly chainReuse: number;
  /** Cards left in the deck. */
  readonly deck: number;
  readonly players: readonly ClassicPlayerView[];
  /** Every solution found, oldest first: the last one is the "last solution" the table shows. */
  readonly found: readonly FoundView[];
  /** Puzzle: how many solutions the board holds, and those found on it so far; else null. */
  readonly puzzle: { readonly total: number; readonly found: readonly (readonly string[])[] } | null;
  /** The latest events, oldest first (a few). */
  readonly events: readonly ClassicEventView[];
  readonly finished: boolean;
  /** Seats with the best score once the game is over, else null. */
  readonly winners: readonly Seat[] | null;
  readonly endGamePause: number;
  readonly now: number;
}

/** A solution, an event or a card as the table sees it: cards as codes. */
const codesOf = (shape: DeckShape, cards: readonly number[]): string[] => {
  const codes = cardCodes(shape);
  return cards.map((card) => codes[card] as string);
};

/** Each found solution's view, made once (records are immutable and shared by every later state). */
const foundViews = new WeakMap<FoundRecord, FoundView>();
const eventViews = new WeakMap<ClassicEvent, ClassicEventView>();

function foundView(shape: DeckShape, record: FoundRecord): FoundView {
  let v = foundViews.get(record);
  if (v === undefined) {
    v = { seat: record.seat, cards: codesOf(shape, record.cards), at: record.at, took: record.took };
    foundViews.set(record, v);
  }
  return v;
}

function eventView(shape: DeckShape, event: ClassicEvent): ClassicEventView {
  let v = eventViews.get(event);
  if (v === undefined) {
    // Object.assign, not a spread: V8 spreads objects of changing shapes slowly.
    v = Object.assign({}, event, { cards: codesOf(shape, event.cards) }) as ClassicEventView;
    eventViews.set(event, v);
  }
  return v;
}

/** Classic SET's hidden cards: the deck, the next card to be dealt first. */
export function classicReveal(s: ClassicState): HiddenGroups {
  return [hiddenStack("deck", null, codesOf(MODES[s.options.mode].shape, s.deck))];
}

/**
 * The view of `seat` (null: a spectator), built afresh: everything is public but the deck, of which
 * only the size shows. Every seat's view is the spectator's with its own `seat`.
 */
export function classicViewReference(s: ClassicState, seat: Seat | null): ClassicView {
  const mode = MODES[s.options.mode];
  const { shape } = mode;
  const result = outcome(s);
  return {
    seat,
    mode: s.options.mode,
    kind: mode.kind,
    claimSize: SOLUTION_SIZE[mode.kind],
    features: shape.features,
    penalty: s.options.penalty,
    board: codesOf(shape, s.board),
    chain: codesOf(shape, s.chain),
    chainReuse: mode.chain,
    deck: s.deck.length,
    players: s.scores.map((score, i) => ({
      score,
      found: s.found[i] ?? 0,
      wrong: s.wrong[i] ?? 0,
      frozenUntil: s.frozenUntil[i] ?? 0,
    })),
    found: s.solutions.map((record) => foundView(shape, record)),
    puzzle: mode.puzzle
      ? { total: s.puzzleTotal, found: s.puzzleFound.map((cards) => codesOf(shape, cards)) }
      : null,
    events: s.events.map((event) => eventView(shape, event)),
    finished: s.endedAt !== null,
    winners: result === null ? null : result.winners,
    endGamePause: s.options.endGamePause,
    now: s.now,
  };
}

/**
 * The spectator's view of the last state asked about: every seat's view is the same but for its
 * `seat`, and one is asked for after every change by every bot and connection, so the parts are
 * shared (views are plain data nobody changes).
 */
let lastView: { readonly state: ClassicState; readonly view: ClassicView } | null = null;

/** The view of `seat` (null: a spectator): `classicViewReference`, its parts shared between seats. */
export function classicView(s: ClassicState, seat: Seat | null): ClassicView {
  if (lastView === null || lastView.state !== s) lastView = { state: s, view: classicViewReference(s, null) };
  const v = lastView.view;
  if (seat === null) return v;
  return {
    seat,
    mode: v.mode,
    kind: v.kind,
    claimSize: v.claimSize,
    features: v.features,
    penalty: v.penalty,
    board: v.board,
    chain: v.chain,
    chainReuse: v.chainReuse,
    deck: v.deck,
    players: v.players,
    found: v.found,
    puzzle: v.puzzle,
    events: v.events,
    finished: v.finished,
    winners: v.winners,
    endGamePause: v.endGamePause,
    now: v.now,
  };
}
