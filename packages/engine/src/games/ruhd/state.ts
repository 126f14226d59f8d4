import type { PlacedTile } from "./board.js";
import type { RuhdOptions } from "./options.js";
import type { PlacementScore } from "./score.js";

/** The points of one placement, rule by rule (as in a PlacementScore, without the detail). */
export interface RuleTotals {
  readonly oneSide: number;
  readonly diffDiff: number;
  readonly sameSame: number;
  readonly pattern: number;
  /** Patterns created. */
  readonly patterns: number;
}

export const NO_POINTS: RuleTotals = { oneSide: 0, diffDiff: 0, sameSame: 0, pattern: 0, patterns: 0 };

export interface Placement {
  readonly seat: number;
  readonly placed: PlacedTile;
  readonly score: PlacementScore;
  readonly at: number;
}

/** A Ruhd table as plain data. Tiles are their codes (each of the 48 is unique). */
export interface RuhdState {
  readonly options: RuhdOptions;
  readonly seats: number;
  readonly now: number;
  readonly rng: readonly number[];
  /** Every tile on the board, in the order it came: the starting L first. */
  readonly board: readonly PlacedTile[];
  /** Each player's private hand. */
  readonly hands: readonly (readonly string[])[];
  /** The drawing deck; the top is the end of the array. */
  readonly deck: readonly string[];
  /** Tiles set aside unseen for this game. */
  readonly setAside: readonly string[];
  /** The seat that played first. */
  readonly first: number;
  /** The seat to play. */
  readonly turn: number;
  readonly scores: readonly number[];
  /** Each seat's points split by rule. */
  readonly byRule: readonly RuleTotals[];
  readonly last: Placement | null;
  /** The seat that laid each tile after the starting L, in board order (public, like the board). */
  readonly placedBy: readonly number[];
  readonly endedAt: number | null;
}

/**
 * `{ ...state, ...changes }`, written out field by field in the state's own order (no field of a
 * state is ever undefined, so an absent change keeps the field): V8 copies an object made by a spread
 * of another such object an order of magnitude more slowly than it builds a literal (see set-pc's
 * `changeState`).
 */
export function changeState(state: RuhdState, changes: Partial<RuhdState>): RuhdState {
  const c = changes;
  return {
    options: c.options === undefined ? state.options : c.options,
    seats: c.seats === undefined ? state.seats : c.seats,
    now: c.now === undefined ? state.now : c.now,
    rng: c.rng === undefined ? state.rng : c.rng,
    board: c.board === undefined ? state.board : c.board,
    hands: c.hands === undefined ? state.hands : c.hands,
    deck: c.deck === undefined ? state.deck : c.deck,
    setAside: c.setAside === undefined ? state.setAside : c.setAside,
    first: c.first === undefined ? state.first : c.first,
    turn: c.turn === undefined ? state.turn : c.turn,
    scores: c.scores === undefined ? state.scores : c.scores,
    byRule: c.byRule === undefined ? state.byRule : c.byRule,
    last: c.last === undefined ? state.last : c.last,
    placedBy: c.placedBy === undefined ? state.placedBy : c.placedBy,
    endedAt: c.endedAt === undefined ? state.endedAt : c.endedAt,
  };
}
