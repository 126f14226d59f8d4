/**
 * Hand-built positions of SET Super Rules, for tests and tutorials: a fresh table, then cards moved
 * where a situation needs them (every card stays somewhere, so the deck is conserved).
 */
import { act } from "../../../core/play.js";
import type { RuleError } from "../../../core/errors.js";
import type { Seat } from "../../../core/game.js";
import type { Result } from "../../../core/result.js";
import { cardId, CLASSIC } from "../cards.js";
import { setSuper } from "./game.js";
import type { SuperOptions } from "./options.js";
import type { SuperState } from "./state.js";

/** Card ids of card codes. */
export function ids(codes: readonly string[]): number[] {
  return codes.map((c) => cardId(CLASSIC, c));
}

/** A fresh table of `seats` seats with these options (the rest default). */
export function table(seats = 2, options: Partial<SuperOptions> = {}, seed = "situation"): SuperState {
  const parsed = setSuper.options.parse(options);
  return setSuper.setup(parsed, seats, seed);
}

function without(state: SuperState, cards: readonly number[]): SuperState {
  const keep = (c: number) => !cards.includes(c);
  return {
    ...state,
    piles: state.piles.map((p) => p.filter(keep)),
    grid: state.grid.map((c) => (c !== null && cards.includes(c) ? null : c)),
    points: state.points.map((p) => p.filter(keep)),
    discard: state.discard.filter(keep),
  };
}

/** The grid set to these places (codes, null for a free place); the other grid cards go to the discard. */
export function withGrid(state: SuperState, places: readonly (string | null)[]): SuperState {
  const cards = places.map((c) => (c === null ? null : cardId(CLASSIC, c)));
  const placed = cards.filter((c): c is number => c !== null);
  const old = state.grid.filter((c): c is number => c !== null && !placed.includes(c));
  const s = without(state, placed);
  return { ...s, grid: cards, discard: [...s.discard, ...old] };
}

/** A seat's points pile holding `count` cards, taken from the face-down piles, else the discard pile. */
export function withPoints(state: SuperState, seat: Seat, count: number): SuperState {
  const all = [...state.discard, ...state.piles.flat()];
  const taken = all.slice(all.length - count);
  const s = without(state, taken);
  return { ...s, points: s.points.map((p, i) => (i === seat ? [...taken] : p)) };
}

/** Every face-down pile emptied into the discard pile (the turn ends: nothing is left to flip). */
export function withoutPiles(state: SuperState): SuperState {
  const cards = state.piles.flat();
  return { ...state, piles: state.piles.map(() => []), discard: [...state.discard, ...cards], turn: null };
}

/** Plays one move the way a table does (`act`: parse, advance to `at`, apply). */
export function play(
  state: SuperState,
  seat: Seat,
  action: unknown,
  at: number,
): Result<SuperState, RuleError> {
  const result = act(setSuper, state, state.seats, seat, action, at);
  return result.ok ? { ok: true, value: result.value.state as SuperState } : result;
}

/** Plays one move that must be accepted, or throws with the refusal. */
export function must(state: SuperState, seat: Seat, action: unknown, at: number): SuperState {
  const result = play(state, seat, action, at);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.code}`);
  return result.value;
}

/** Plays a whole call: the three picks at `at`. */
export function callSet(state: SuperState, seat: Seat, codes: readonly string[], at: number): SuperState {
  return codes.reduce((s, card) => must(s, seat, { type: "pick", card }, at), state);
}

/** This card (a code) put on top of a seat's face-down pile, so that it is flipped next. */
export function withTop(state: SuperState, seat: Seat, code: string): SuperState {
  const card = cardId(CLASSIC, code);
  const s = without(state, [card]);
  return { ...s, piles: s.piles.map((p, i) => (i === seat ? [...p, card] : p)) };
}
