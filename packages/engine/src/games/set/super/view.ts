import type { HiddenGroups, Seat } from "../../../core/game.js";
import { hiddenStack } from "../../../core/hidden.js";
import { cardCodes, CLASSIC } from "../cards.js";
import { squareColumns } from "./grid.js";
import type { SuperOptions } from "./options.js";
import { scores, topSeats } from "./points.js";
import type { SuperEvent, SuperState } from "./state.js";
import { handFlipFrom } from "./flips.js";
import { flipDue } from "./timeline.js";
import { eachEventOnce } from "../../../core/events.js";

/** Replaces card ids by card codes in an event's `card` and `cards` fields. */
type WithCodes<E> = E extends unknown
  ? { readonly [K in keyof E]: K extends "card" ? string : K extends "cards" ? readonly string[] : E[K] }
  : never;

/** What just happened, with card codes. */
export type SuperViewEvent = WithCodes<SuperEvent>;

/** The super round as players see it. */
export type SuperRoundView =
  | { readonly phase: "announced"; readonly participants: readonly Seat[]; readonly announcedAt: number }
  | {
      readonly phase: "running";
      readonly participants: readonly Seat[];
      readonly endsAt: number;
      /** The card whose flip started the round. */
      readonly flipped: string;
    };

/**
 * What a seat (or a spectator) sees: everything on the table, face-down piles as counts only.
 * Times are absolute game times in ms.
 */
export interface SuperView {
  readonly seat: Seat | null;
  readonly seats: number;
  readonly options: SuperOptions;
  /** The grid's places in reading order (card codes; null is a free place). */
  readonly grid: readonly (string | null)[];
  /** Columns that lay the grid out as square as possible. */
  readonly columns: number;
  /** Cards left in each seat's face-down pile. */
  readonly piles: readonly number[];
  /** Each seat's points (the size of its face-up points pile). */
  readonly points: readonly number[];
  /** Each seat's points pile, face up. */
  readonly pointCards: readonly (readonly string[])[];
  /** Cards in the discard pile. */
  readonly discard: number;
  /** The seat whose turn it is to flip, or null when every pile is empty. */
  readonly turn: Seat | null;
  readonly turnSince: number;
  /**
   * When the card is flipped automatically (it waits while a window is open, and for the breathing
   * room after one closed), or null.
   */
  readonly flipDue: number | null;
  /** When the next flip by hand may come (`windowGap` after a window closed); in the past: now. */
  readonly flipFrom: number;
  readonly call: { readonly caller: Seat; readonly picks: readonly string[]; readonly endsAt: number } | null;
  readonly superRound: SuperRoundView | null;
  readonly locked: readonly boolean[];
  /**
   * The latest events, oldest first: everything that happened in the latest moment (a missed super
   * round's payments and the lifted lockouts after them), and a few moments before (`RECENT_EVENTS`).
   */
  readonly events: readonly SuperViewEvent[];
  readonly scores: readonly number[];
  readonly finished: boolean;
  /** Every seat with the top score once the game is over (a tie is a shared win), else null. */
  readonly winners: readonly Seat[] | null;
  readonly now: number;
}

const CODES = cardCodes(CLASSIC);
const code = (id: number): string => CODES[id] as string;

// Object.assign, not spreads: V8 spreads objects of changing shapes slowly (about 0.5 µs each).
function eventAsSeen(event: SuperEvent): SuperViewEvent {
  switch (event.kind) {
    case "flip":
      return Object.assign({}, event, { card: code(event.card) });
    case "set":
    case "wrong":
    case "timeout":
      return Object.assign({}, event, { cards: event.cards.map(code) });
    default:
      return event;
  }
}

/** Each event as the players see it, made once per event (`eachEventOnce`). */
const eventView = eachEventOnce(eventAsSeen);

function superRoundView(state: SuperState): SuperRoundView | null {
  const round = state.superRound;
  if (round === null || round.phase === "announced") return round;
  return Object.assign({}, round, { flipped: code(round.flipped) });
}

/** Super Rules' hidden cards: each seat's face-down pile, its top card first. */
export function superReveal(state: SuperState): HiddenGroups {
  return state.piles.map((pile, seat) => hiddenStack("pile", seat, pile.map(code)));
}

/**
 * The view of `seat` as it was first written, built afresh for each call: the reference `superView`
 * must equal (tests).
 */
export function superViewReference(state: SuperState, seat: Seat | null): SuperView {
  const points = scores(state);
  return {
    seat,
    seats: state.seats,
    options: state.options,
    grid: state.grid.map((c) => (c === null ? null : code(c))),
    columns: squareColumns(state.grid.length),
    piles: state.piles.map((p) => p.length),
    points,
    pointCards: state.points.map((p) => p.map(code)),
    discard: state.discard.length,
    turn: state.turn,
    turnSince: state.turnSince,
    flipDue: flipDue(state),
    flipFrom: handFlipFrom(state),
    call: state.call === null ? null : Object.assign({}, state.call, { picks: state.call.picks.map(code) }),
    superRound: superRoundView(state),
    locked: state.locked,
    events: state.events.map(eventView),
    scores: points,
    finished: state.finished,
    winners: state.finished ? topSeats(points) : null,
    now: state.now,
  };
}

/**
 * The spectator's view of the last state asked about: every seat's view is the same but for its
 * `seat` (nothing in SET Super Rules is private), and a view is asked for after every change by
 * every bot and connection, one state after another. Views are plain data nobody changes, so their
 * parts are shared.
 */
let lastView: { readonly state: SuperState; readonly view: SuperView } | null = null;
/** The last grid as codes, by the state's grid array (which states share until a card comes or goes). */
let lastGrid: { readonly grid: SuperState["grid"]; readonly codes: SuperView["grid"] } | null = null;
/** The last points piles as codes, by the state's array of them. */
let lastPoints: { readonly points: SuperState["points"]; readonly codes: SuperView["pointCards"] } | null =
  null;
/** The last list of events as the players see them, by the state's list. */
let lastEvents: { readonly events: SuperState["events"]; readonly views: SuperView["events"] } | null = null;

/** `superViewReference(state, null)`, its grid, points piles and events shown once per change of them. */
function spectatorView(state: SuperState): SuperView {
  if (lastGrid === null || lastGrid.grid !== state.grid)
    lastGrid = { grid: state.grid, codes: state.grid.map((c) => (c === null ? null : code(c))) };
  if (lastPoints === null || lastPoints.points !== state.points)
    lastPoints = { points: state.points, codes: state.points.map((p) => p.map(code)) };
  if (lastEvents === null || lastEvents.events !== state.events) {
    // A new list mostly holds the last list's events: their views are found there, by position.
    const before = lastEvents;
    const views = state.events.map((event) => {
      const i = before === null ? -1 : before.events.indexOf(event);
      return i < 0 ? eventAsSeen(event) : (before?.views[i] as SuperViewEvent);
    });
    lastEvents = { events: state.events, views };
  }
  const points = scores(state);
  return {
    seat: null,
    seats: state.seats,
    options: state.options,
    grid: lastGrid.codes,
    columns: squareColumns(state.grid.length),
    piles: state.piles.map((p) => p.length),
    points,
    pointCards: lastPoints.codes,
    discard: state.discard.length,
    turn: state.turn,
    turnSince: state.turnSince,
    flipDue: flipDue(state),
    flipFrom: handFlipFrom(state),
    call: state.call === null ? null : Object.assign({}, state.call, { picks: state.call.picks.map(code) }),
    superRound: superRoundView(state),
    locked: state.locked,
    events: lastEvents.views,
    scores: points,
    finished: state.finished,
    winners: state.finished ? topSeats(points) : null,
    now: state.now,
  };
}

/** The view of `seat` (everyone sees the same table: nothing in SET Super Rules is private). */
export function superView(state: SuperState, seat: Seat | null): SuperView {
  if (lastView === null || lastView.state !== state) lastView = { state, view: spectatorView(state) };
  const v = lastView.view;
  if (seat === null) return v;
  return {
    seat,
    seats: v.seats,
    options: v.options,
    grid: v.grid,
    columns: v.columns,
    piles: v.piles,
    points: v.points,
    pointCards: v.pointCards,
    discard: v.discard,
    turn: v.turn,
    turnSince: v.turnSince,
    flipDue: v.flipDue,
    flipFrom: v.flipFrom,
    call: v.call,
    superRound: v.superRound,
    locked: v.locked,
    events: v.events,
    scores: v.scores,
    finished: v.finished,
    winners: v.winners,
    now: v.now,
  };
}
