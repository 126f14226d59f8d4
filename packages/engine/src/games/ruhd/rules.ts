import { refuse, type RuleError } from "../../core/errors.js";
import { Rng } from "../../core/prng.js";
import { err, ok, type Result } from "../../core/result.js";
import {
  checkTile,
  gridOfBoard,
  placementRefusal,
  rememberGrid,
  START_CELLS,
  type PlacedTile,
} from "./board.js";

export { START_CELLS };
import type { RuhdOptions } from "./options.js";
import { scoreOnGrid, type PlacementScore } from "./score.js";
import { changeState, NO_POINTS, type RuhdState, type RuleTotals } from "./state.js";
import type { Rotation } from "./tile.js";
import { TILES } from "./tiles.js";

/** Tiles in the drawing deck for this many players (2 per player at large tables, else a fixed deck). */
export function deckSizeFor(options: RuhdOptions, seats: number): number {
  return seats >= options.largeTableFrom ? options.largeTableDeckPerPlayer * seats : options.smallTableDeck;
}

/** Removes and returns up to `n` tiles from the top (the end) of a pile. */
function takeTop(pile: string[], n: number): string[] {
  const k = Math.min(n, pile.length);
  return pile.splice(pile.length - k, k);
}

/** Shuffles the tiles, lays the L, deals the hands and the deck, sets the rest aside, picks who starts. */
export function setupTable(options: RuhdOptions, seats: number, seed: string): RuhdState {
  const rng = Rng.fromSeed(seed);
  const tiles = rng.shuffle([...TILES]);
  const board: PlacedTile[] = START_CELLS.map(({ x, y }) => ({
    x,
    y,
    tile: tiles.pop() as string,
    rotation: (options.randomStartRotation ? rng.int(4) : 0) as Rotation,
  }));
  const hands = Array.from({ length: seats }, () => takeTop(tiles, options.handSize));
  const deck = takeTop(tiles, deckSizeFor(options, seats));
  const turn = options.firstPlayer === null ? rng.int(seats) : options.firstPlayer % seats;
  return {
    options,
    seats,
    now: 0,
    rng: rng.state(),
    board,
    hands,
    deck,
    setAside: tiles,
    first: turn,
    turn,
    scores: Array.from({ length: seats }, () => 0),
    byRule: Array.from({ length: seats }, () => NO_POINTS),
    last: null,
    placedBy: [],
    endedAt: null,
  };
}

function addUp(totals: RuleTotals, score: PlacementScore): RuleTotals {
  return {
    oneSide: totals.oneSide + score.oneSide,
    diffDiff: totals.diffDiff + score.diffDiff,
    sameSame: totals.sameSame + score.sameSame,
    pattern: totals.pattern + score.pattern,
    patterns: totals.patterns + score.patterns.length,
  };
}

/**
 * A turn: place a tile from your hand next to the board, in any rotation; score; draw if the deck
 * is not empty. The game ends when the deck and every hand are empty.
 */
export function place(
  state: RuhdState,
  seat: number,
  placed: PlacedTile,
  at: number,
): Result<RuhdState, RuleError> {
  if (seat !== state.turn) return refuse("not-your-turn", `It is seat ${state.turn + 1}'s turn.`);
  const hand = state.hands[seat] ?? [];
  if (!hand.includes(placed.tile))
    return refuse("not-in-hand", `The tile ${placed.tile} is not in your hand.`);
  const tile = checkTile(placed);
  if (!tile.ok) return tile;
  const grid = gridOfBoard(state.board);
  if (!grid.ok) return grid;
  const refusal = placementRefusal(grid.value, tile.value);
  if (refusal) return err(refusal);
  const score = scoreOnGrid(grid.value, tile.value);
  const deck = [...state.deck];
  const drawn = deck.length > 0 ? [deck.pop() as string] : [];
  const hands = state.hands.map((h, s) =>
    s === seat ? [...h.filter((t) => t !== placed.tile), ...drawn] : h,
  );
  const { x, y, rotation } = tile.value;
  const over = deck.length === 0 && hands.every((h) => h.length === 0);
  const board = [...state.board, { x, y, tile: placed.tile, rotation }];
  // The next placement (and the bot choosing it) reads the new board: its grid is this one plus the tile.
  rememberGrid(state.board, board, grid.value, tile.value);
  return ok(
    changeState(state, {
      now: at,
      board,
      hands,
      deck,
      turn: nextTurn(state, hands),
      scores: state.scores.map((n, s) => (s === seat ? n + score.total : n)),
      byRule: state.byRule.map((totals, s) => (s === seat ? addUp(totals, score) : totals)),
      last: { seat, placed: { x, y, tile: placed.tile, rotation }, score, at },
      placedBy: [...state.placedBy, seat],
      endedAt: over ? at : null,
    }),
  );
}

/** The next seat in order that still has a tile to play (everyone gets the same number of turns). */
function nextTurn(state: RuhdState, hands: readonly (readonly string[])[]): number {
  for (let step = 1; step <= state.seats; step++) {
    const seat = (state.turn + step) % state.seats;
    if ((hands[seat]?.length ?? 0) > 0) return seat;
  }
  return state.turn;
}
