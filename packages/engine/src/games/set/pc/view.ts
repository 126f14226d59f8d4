import { cardCodes, type DeckShape } from "../cards.js";
import { timerMode } from "./options.js";
import type { PcEvent, PcState } from "./state.js";
import { setsOnTable } from "./table.js";
import { eachEventOnce } from "../../../core/events.js";
import type { HiddenGroups } from "../../../core/game.js";
import { hiddenStack } from "../../../core/hidden.js";
import { winnersOf } from "../../../core/outcome.js";

export interface PcPlayerView {
  readonly score: number;
  /** Slots holding this player's tokens (tokens are on the table for everyone to see). */
  readonly tokens: readonly number[];
  readonly frozenUntil: number;
}

/** The reshuffle timer as the players see it. */
export type PcTimerView =
  | { readonly mode: "countdown"; readonly reshuffleAt: number; readonly warningAt: number }
  | { readonly mode: "elapsed"; readonly since: number }
  | { readonly mode: "hidden" };

/** An event as the players see it: cards as codes; numbered from 1 in the order they happened (`n`). */
export type PcEventView = (
  | {
      readonly kind: "set";
      readonly seat: number;
      readonly slots: readonly number[];
      readonly cards: readonly string[];
      readonly at: number;
    }
  | { readonly kind: "wrong"; readonly seat: number; readonly slots: readonly number[]; readonly at: number }
  | { readonly kind: "reshuffle"; readonly reason: "timeout" | "no-set"; readonly at: number }
) & { readonly n: number };

/** What one seat sees of the PC Set Game table. Never the deck's cards or their order. */
export interface PcView {
  readonly game: "set-pc";
  readonly seat: number | null;
  readonly now: number;
  readonly featureCount: number;
  readonly featureSize: number;
  readonly rows: number;
  readonly columns: number;
  /** Card codes by slot, row by row; null for an empty slot. */
  readonly slots: readonly (string | null)[];
  readonly deckCount: number;
  readonly players: readonly PcPlayerView[];
  readonly timer: PcTimerView;
  readonly hints: boolean;
  /**
   * The slots of one set, when this seat asked for a hint since the table last changed (empty when
   * the table holds none); null when it has not asked.
   */
  readonly hint: readonly number[] | null;
  readonly tableDelay: number;
  readonly endGamePause: number;
  /**
   * The latest events, oldest first: everything that happened in the latest moment (a set and the
   * reshuffle it triggered), and a few moments before (see `RECENT_EVENTS`).
   */
  readonly events: readonly PcEventView[];
  readonly finished: boolean;
  readonly endedAt: number | null;
  readonly winners: readonly number[] | null;
}

/** An event as the players see it: a set's cards as codes (`codes`: the deck's codes by card id). */
function eventAsSeen(codes: readonly string[], event: PcEvent): PcEventView {
  return event.kind === "set"
    ? Object.assign({}, event, { cards: event.cards.map((card) => codes[card] as string) })
    : event;
}

/** Events with their cards as codes, made once per event (by deck shape: "<features>x<values>"). */
const eventViews = new Map<string, (event: PcEvent) => PcEventView>();

function eventView(shape: DeckShape): (event: PcEvent) => PcEventView {
  const key = `${shape.features}x${shape.values}`;
  let view = eventViews.get(key);
  if (!view) {
    const codes = cardCodes(shape);
    view = eachEventOnce((event: PcEvent): PcEventView => eventAsSeen(codes, event));
    eventViews.set(key, view);
  }
  return view;
}

/** The PC game's hidden cards: the deck, the next card to be dealt first. */
export function pcReveal(state: PcState): HiddenGroups {
  const codes = cardCodes({ features: state.options.featureCount, values: state.options.featureSize });
  return [
    hiddenStack(
      "deck",
      null,
      state.deck.map((card) => codes[card] as string),
    ),
  ];
}

/** What every seat's view of one state shares: made once per state, whoever asks first. */
interface SharedView {
  readonly slots: readonly (string | null)[];
  readonly players: readonly PcPlayerView[];
  readonly timer: PcTimerView;
  readonly events: readonly PcEventView[];
  readonly winners: readonly number[] | null;
  /** The hint's slots (`setsOnTable(state, 1)[0] ?? []`), found when a seat that asked for one first looks. */
  hint: readonly number[] | undefined;
}

/**
 * The shared parts of the views of the last state asked about. A view is asked for after every
 * change, by every bot and every seat's connection, one state after another, and most of it is the
 * same for all seats: it is built once per state, and its card codes and events once per table and
 * per list of events (which states share while they do not change). Views are plain data that
 * nobody changes, so sharing them is safe. The caches hold the last one only (no WeakMap: its
 * entries cost the garbage collector more than they save).
 */
let lastShared: { readonly state: PcState; readonly view: SharedView } | null = null;
/** The last slots shown as codes, by the state's slots array (one deck shape per array: a table's). */
let lastSlots: {
  readonly slots: readonly (number | null)[];
  readonly codes: readonly (string | null)[];
} | null = null;
/** The last list of events as the players see them, by the state's list. */
let lastEvents: { readonly events: readonly PcEvent[]; readonly views: readonly PcEventView[] } | null = null;

function sharedView(state: PcState): SharedView {
  if (lastShared !== null && lastShared.state === state) return lastShared.view;
  const { options } = state;
  const shape: DeckShape = { features: options.featureCount, values: options.featureSize };
  if (lastSlots === null || lastSlots.slots !== state.slots) {
    const codes = cardCodes(shape);
    lastSlots = {
      slots: state.slots,
      codes: state.slots.map((card) => (card === null ? null : (codes[card] as string))),
    };
  }
  if (lastEvents === null || lastEvents.events !== state.events) {
    // A new list mostly holds the last list's events: their views are found there, by position.
    const before = lastEvents;
    const codes = cardCodes(shape);
    const views = state.events.map((event) => {
      const i = before === null ? -1 : before.events.indexOf(event);
      return i < 0 ? eventAsSeen(codes, event) : (before?.views[i] as PcEventView);
    });
    lastEvents = { events: state.events, views };
  }
  const timer = timerView(state);
  const shared: SharedView = {
    slots: lastSlots.codes,
    players: playersOf(state, lastShared?.view.players),
    timer,
    events: lastEvents.views,
    winners: state.endedAt !== null ? winnersOf(state.scores) : null,
    hint: undefined,
  };
  lastShared = { state, view: shared };
  return shared;
}

/** The table's timer as the views show it (its mode from the options). */
function timerView(state: PcState): PcTimerView {
  const { options } = state;
  const mode = timerMode(options);
  if (mode === "countdown") {
    const reshuffleAt = state.reshuffleAt ?? state.now;
    return { mode, reshuffleAt, warningAt: reshuffleAt - options.turnTimeoutWarning };
  }
  return mode === "elapsed" ? { mode, since: state.lastResetAt } : { mode };
}

/**
 * The players as the views show them; each player's view, and the list, are the last state's when
 * nothing of theirs changed (most moves change one player's tokens).
 */
function playersOf(state: PcState, last: readonly PcPlayerView[] | undefined): readonly PcPlayerView[] {
  let same = last !== undefined && last.length === state.scores.length;
  const players = state.scores.map((score, s) => {
    const tokens = state.tokens[s] ?? [];
    const frozenUntil = state.frozenUntil[s] ?? 0;
    const before = last?.[s];
    if (
      before !== undefined &&
      before.score === score &&
      before.tokens === tokens &&
      before.frozenUntil === frozenUntil
    )
      return before;
    same = false;
    return { score, tokens, frozenUntil };
  });
  return same ? (last as readonly PcPlayerView[]) : players;
}

/** The slots of one set on the table for a seat that asked for a hint (empty when there is none). */
function hintOf(state: PcState, shared: SharedView): readonly number[] {
  if (shared.hint === undefined) shared.hint = setsOnTable(state, 1)[0] ?? [];
  return shared.hint;
}

/**
 * The whole view as it was first written, built afresh for each call: the reference `pcView` must
 * equal (tests), and the baseline of `parlor bench --simulate`.
 */
export function pcViewReference(state: PcState, seat: number | null): PcView {
  const { options } = state;
  const shape: DeckShape = { features: options.featureCount, values: options.featureSize };
  const codes = cardCodes(shape);
  const code = (card: number): string => codes[card] as string;
  const timer = timerView(state);
  return {
    game: "set-pc",
    seat,
    now: state.now,
    featureCount: options.featureCount,
    featureSize: options.featureSize,
    rows: options.rows,
    columns: options.columns,
    slots: state.slots.map((card) => (card === null ? null : code(card))),
    deckCount: state.deck.length,
    players: state.scores.map((score, s) => ({
      score,
      tokens: state.tokens[s] ?? [],
      frozenUntil: state.frozenUntil[s] ?? 0,
    })),
    timer,
    hints: options.hints,
    hint: seat !== null && state.hinted[seat] ? (setsOnTable(state, 1)[0] ?? []) : null,
    tableDelay: options.tableDelay,
    endGamePause: options.endGamePause,
    events: state.events.map(eventView(shape)),
    finished: state.endedAt !== null,
    endedAt: state.endedAt,
    winners: state.endedAt !== null ? winnersOf(state.scores) : null,
  };
}

/** What one seat sees: `pcViewReference`'s view, its seat-free parts shared with the other seats' views. */
export function pcView(state: PcState, seat: number | null): PcView {
  const { options } = state;
  const shared = sharedView(state);
  return {
    game: "set-pc",
    seat,
    now: state.now,
    featureCount: options.featureCount,
    featureSize: options.featureSize,
    rows: options.rows,
    columns: options.columns,
    slots: shared.slots,
    deckCount: state.deck.length,
    players: shared.players,
    timer: shared.timer,
    hints: options.hints,
    hint: seat !== null && state.hinted[seat] ? hintOf(state, shared) : null,
    tableDelay: options.tableDelay,
    endGamePause: options.endGamePause,
    events: shared.events,
    finished: state.endedAt !== null,
    endedAt: state.endedAt,
    winners: shared.winners,
  };
}
