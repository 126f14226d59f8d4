import type { BotLevel, BotSettings } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import { beginnerBot } from "./beginner.js";
import { openCellsOfBoard } from "./board.js";
import { CellProbe, FastBoard, rotations } from "./fastboard.js";
import type { RuhdAction } from "./actions.js";
import { turnBot, type Cell, type Move } from "./placing.js";
import { STEP, type Rotation } from "./tile.js";
import { TILES } from "./tiles.js";
import type { RuhdView } from "./view.js";

/** How long a bot seems to think before placing, in ms. */
export const THINK_MS = { greedy: 800, strong: 1_500 } as const;

/** The strong bot's search: how many of its best moves it examines, against how many guesses. */
export const STRONG_SEARCH = {
  /** Candidate moves (the best by immediate score) weighed against the reply they allow. */
  candidates: 10,
  /** Hands the next player might hold, sampled from the unseen tiles (its default work budget). */
  samples: 10,
  /** Weight of the next player's expected best reply (1: a point for them is a point for me). */
  replyWeight: 1,
} as const;

/** Every placement of every tile of `hand` on every open cell in every rotation, with its score. */
function movesOf(board: FastBoard, open: readonly Cell[], hand: readonly string[]): Move[] {
  const moves: Move[] = [];
  for (const tile of hand) {
    const turns = rotations(tile);
    for (const { x, y } of open) {
      if (!FastBoard.inside(x, y)) continue;
      for (let r = 0; r < 4; r++)
        moves.push({ tile, x, y, rotation: r as Rotation, score: board.total(x, y, turns[r] as Int8Array) });
    }
  }
  return moves;
}

/** The best score any placement of `hand` would earn (no allocation but the open cells given). */
function bestScore(board: FastBoard, open: readonly Cell[], hand: readonly string[]): number {
  let best = 0;
  for (const tile of hand) {
    const turns = rotations(tile);
    for (const { x, y } of open) {
      for (let r = 0; r < 4; r++) {
        const s = board.total(x, y, turns[r] as Int8Array);
        if (s > best) best = s;
      }
    }
  }
  return best;
}

/** The open cells once a tile lies at (x, y). */
function openAfter(open: readonly Cell[], board: FastBoard, x: number, y: number): Cell[] {
  const next = open.filter((c) => c.x !== x || c.y !== y);
  for (const { dx, dy } of STEP) {
    const cx = x + dx;
    const cy = y + dy;
    if (!board.has(FastBoard.cell(cx, cy)) && !next.some((c) => c.x === cx && c.y === cy))
      next.push({ x: cx, y: cy });
  }
  return next;
}

/** Where a tile may go: `openCellsOf(view.board)`, found once per board (`openCellsOfBoard`). */
function openOf(view: RuhdView): readonly Cell[] {
  return openCellsOfBoard(view.board);
}

/** The best moves by score, ties in a random order (so equal choices vary from game to game). */
function ranked(moves: Move[], rng: Rng): Move[] {
  return rng.shuffle(moves).sort((a, b) => b.score - a.score);
}

/** The seat to play after `seat`, among those holding tiles (after `seat` plays one). */
function nextPlayer(view: RuhdView, seat: number): number | null {
  const n = view.handCounts.length;
  for (let step = 1; step < n; step++) {
    const s = (seat + step) % n;
    if ((view.handCounts[s] ?? 0) > 0) return s;
  }
  return null;
}

/** The tiles this seat has not seen: not on the board, not in its hand. */
function unseenTiles(view: RuhdView): string[] {
  const seen = new Set([...view.board.map((t) => t.tile), ...(view.hand ?? [])]);
  return TILES.filter((t) => !seen.has(t));
}

/**
 * Greedy as it was first written, kept as the reference `chooseGreedy` must equal (tests) and as the
 * baseline of `parlor bench --simulate`: every move as an object, shuffled, sorted, the first taken.
 */
export function chooseGreedyReference(view: RuhdView, rng: Rng): Move | null {
  const board = new FastBoard(view.board);
  return ranked(movesOf(board, openOf(view), view.hand ?? []), rng)[0] ?? null;
}

/** The board the bots of this process reuse (`FastBoard.reset`): deciding is synchronous, one at a time. */
const scratch = new FastBoard();
/** The cell the greedy bot is trying its tiles on. */
const probe = new CellProbe();

/** Scores of the moves of one decision, grown as needed (a move's index is its place in `movesOf`'s order). */
let scores = new Int32Array(1024);
/** A permutation of the moves' indices, shuffled as `ranked` shuffles the moves. */
let order = new Int32Array(1024);

/**
 * Greedy: the best immediate score over every tile, cell and rotation, ties broken at random. The
 * same move as `chooseGreedyReference` with the same random draws: the moves are scored in the same
 * order into an array, their indices shuffled with the same Fisher–Yates draws `Rng.shuffle` makes,
 * and the first best in that order is the one the stable sort would have put first. Only the chosen
 * move becomes an object.
 */
export function chooseGreedy(view: RuhdView, rng: Rng): Move | null {
  const board = scratch.reset(view.board);
  const open = openOf(view);
  const hand = view.hand ?? [];
  const turns = hand.map(rotations);
  let inside = 0;
  for (const { x, y } of open) if (FastBoard.inside(x, y)) inside++;
  const n = hand.length * inside * 4;
  if (n === 0) return null;
  if (n > scores.length) {
    scores = new Int32Array(n);
    order = new Int32Array(n);
  }
  // Move (tile t, c-th inside cell, rotation r) is number (t · inside + c) · 4 + r: `movesOf`'s order.
  let c = 0;
  for (const { x, y } of open) {
    if (!FastBoard.inside(x, y)) continue;
    board.probe(x, y, probe);
    for (let t = 0; t < turns.length; t++) {
      const tile = turns[t] as Int8Array[];
      const at = (t * inside + c) * 4;
      for (let r = 0; r < 4; r++) scores[at + r] = probe.total(tile[r] as Int8Array);
    }
    c++;
  }
  for (let i = 0; i < n; i++) order[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const swap = order[i] as number;
    order[i] = order[j] as number;
    order[j] = swap;
  }
  let best = order[0] as number;
  for (let i = 1; i < n; i++) {
    const m = order[i] as number;
    if ((scores[m] as number) > (scores[best] as number)) best = m;
  }
  const tile = Math.floor(best / (inside * 4));
  let cell = (best >> 2) - tile * inside;
  for (const { x, y } of open) {
    if (!FastBoard.inside(x, y)) continue;
    if (cell-- === 0)
      return {
        tile: hand[tile] as string,
        x,
        y,
        rotation: (best & 3) as Rotation,
        score: scores[best] as number,
      };
  }
  return null;
}

/**
 * Strong: weighs each of its best moves against the best reply it leaves the next player, whose hand
 * it guesses by sampling the unseen tiles (determinization: only what its view allows). `settings.work`
 * is the number of sampled hands (default STRONG_SEARCH.samples); `settings.stop` ends the search
 * early, after at least one sample, with the samples weighed so far.
 */
export function chooseStrong(view: RuhdView, rng: Rng, settings: BotSettings = {}): Move | null {
  const moves = ranked(movesOf(scratch.reset(view.board), openOf(view), view.hand ?? []), rng);
  if (moves.length === 0 || nextPlayer(view, view.seat ?? 0) === null) return moves[0] ?? null;
  const candidates = moves.slice(0, STRONG_SEARCH.candidates);
  const { values } = replyValues(view, candidates, rng, settings);
  let best: Move | null = null;
  let bestValue = -Infinity;
  candidates.forEach((move, i) => {
    const value = values[i] as number;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  });
  return best;
}

/** Every placement the view's seat may make, with its immediate score, in a fixed order. */
export function placements(view: RuhdView): Move[] {
  return movesOf(scratch.reset(view.board), openOf(view), view.hand ?? []);
}

/**
 * What the strong bot weighs each of `candidates` at: its score less `STRONG_SEARCH.replyWeight` times
 * the next player's best reply, averaged over hands sampled from the unseen tiles (the same hands for
 * every candidate); its score alone when nobody plays after it. `samples`: the hands weighed.
 */
export function replyValues(
  view: RuhdView,
  candidates: readonly Move[],
  rng: Rng,
  settings: BotSettings = {},
): { readonly values: number[]; readonly samples: number } {
  const opponent = nextPlayer(view, view.seat ?? 0);
  if (opponent === null) return { values: candidates.map((move) => move.score), samples: 0 };
  const board = scratch.reset(view.board);
  const open = openOf(view);
  const handSize = view.handCounts[opponent] ?? 0;
  const unseen = unseenTiles(view);
  const samples = settings.work ?? STRONG_SEARCH.samples;
  // Each sampled hand adds its best reply to every candidate's total; a stop keeps the samples so far.
  const replies = new Array<number>(candidates.length).fill(0);
  let weighed = 0;
  while (weighed < samples && !(weighed > 0 && settings.stop?.())) {
    const hand = rng.shuffle([...unseen]).slice(0, handSize);
    candidates.forEach((move, i) => {
      board.put(move.x, move.y, rotations(move.tile)[move.rotation] as Int8Array);
      replies[i] = (replies[i] as number) + bestScore(board, openAfter(open, board, move.x, move.y), hand);
      board.remove(move.x, move.y);
    });
    weighed++;
  }
  const values = candidates.map(
    (move, i) => move.score - (STRONG_SEARCH.replyWeight * (replies[i] as number)) / Math.max(1, weighed),
  );
  return { values, samples: weighed };
}

/**
 * The greedy level as it was first written (`chooseGreedyReference`): not one of the game's levels,
 * the baseline `parlor bench --simulate` measures the greedy level against.
 */
export const greedyReference: BotLevel<RuhdView, RuhdAction> = {
  description: "takes the best immediate score (the first version: every move an object, sorted)",
  create: (seat, rng) => turnBot(seat, rng, THINK_MS.greedy, chooseGreedyReference),
};

/** Every level by name: `beginner` (its own module), `greedy` and `strong`. */
export const ruhdBots: Record<string, BotLevel<RuhdView, RuhdAction>> = {
  beginner: beginnerBot,
  greedy: {
    description: "takes the best immediate score",
    create: (seat, rng) => turnBot(seat, rng, THINK_MS.greedy, chooseGreedy),
  },
  strong: {
    description: "weighs its score against the best reply it leaves the next player",
    create: (seat, rng, settings) =>
      turnBot(seat, rng, THINK_MS.strong, (view, r) => chooseStrong(view, r, settings)),
    budget: {
      unit: "samples",
      default: STRONG_SEARCH.samples,
      description: "hands the next player might hold, each weighed against the best candidate moves",
    },
  },
};
