/**
 * The `beginner` level: a person who has just learnt Ruhd. Like the greedy level it lays the tile that
 * scores most now, as it counts the score, but it counts as a beginner does: it looks at a few of the
 * open cells only, turns each tile only a few ways, and often overlooks the pattern rule (the runs of
 * three it would make), counting only the sides its tile touches (`BEGINNER_MISTAKES`). Its draws come
 * from the bot's own generator; it reasons from its view alone.
 */
import type { BotLevel } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import { openCellsOfBoard } from "./board.js";
import { CellProbe, FastBoard, rotations } from "./fastboard.js";
import type { RuhdAction } from "./actions.js";
import { turnBot, type Move } from "./placing.js";
import type { Rotation } from "./tile.js";
import type { RuhdView } from "./view.js";

/** How the beginner looks at the board each turn: what it misses, and how often. */
export interface BeginnerMistakes {
  /** The chance, each turn, that it overlooks the pattern rule: it counts only the sides touched. */
  readonly overlooksPatterns: number;
  /** How many of the open cells it looks at, chosen at random (a person does not survey the board). */
  readonly cellsLookedAt: number;
  /** How many ways it turns each tile (of four), chosen at random. */
  readonly turnsTried: number;
}

/**
 * The beginner's mistakes by default: rough enough that a person can tell it from the greedy level
 * (measured on duplicate deals in `docs/games/ruhd.md`), plausible enough that it still lays tiles
 * where they score.
 */
export const BEGINNER_MISTAKES: BeginnerMistakes = {
  overlooksPatterns: 0.7,
  cellsLookedAt: 4,
  turnsTried: 2,
};

/** How long the beginner seems to think before placing, in ms (a little longer than the greedy level). */
export const BEGINNER_THINK_MS = 1_200;

/** The four rotations of a tile. */
const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

/**
 * The beginner's placement: of the cells and turns it looks at (`cellsLookedAt`, `turnsTried`, drawn
 * at random), the one that scores most as it counts (without the patterns when it overlooks them), the
 * first found among equals. `score` is the score it counted. Null without a tile or an open cell.
 */
export function chooseBeginner(
  view: RuhdView,
  rng: Rng,
  mistakes: BeginnerMistakes = BEGINNER_MISTAKES,
): Move | null {
  const hand = view.hand ?? [];
  const open = openCellsOfBoard(view.board).filter(({ x, y }) => FastBoard.inside(x, y));
  if (hand.length === 0 || open.length === 0) return null;
  const overlooks = rng.chance(mistakes.overlooksPatterns);
  const cells = rng.shuffle([...open]).slice(0, mistakes.cellsLookedAt);
  const board = new FastBoard(view.board);
  const probe = new CellProbe();
  let best: Move | null = null;
  for (const { x, y } of cells) {
    board.probe(x, y, probe);
    // The patterns the cell could make, forgotten: the probe then counts the sides alone.
    if (overlooks) probe.patterns = 0;
    for (const tile of hand) {
      const turns = rotations(tile);
      for (const rotation of rng.shuffle([...ROTATIONS]).slice(0, mistakes.turnsTried)) {
        const score = probe.total(turns[rotation] as Int8Array);
        if (best === null || score > best.score) best = { tile, x, y, rotation, score };
      }
    }
  }
  return best;
}

/** The `beginner` level: `chooseBeginner` once per turn, after `BEGINNER_THINK_MS`. */
export const beginnerBot: BotLevel<RuhdView, RuhdAction> = {
  description:
    "a beginner: looks at a few cells and turns, often overlooks the patterns, takes the best it saw",
  create: (seat, rng) => turnBot(seat, rng, BEGINNER_THINK_MS, chooseBeginner),
};
