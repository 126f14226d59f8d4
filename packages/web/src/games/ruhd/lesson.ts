/**
 * Ruhd's lesson (`/learn/ruhd`, issue 37): what a tile is and how it turns, where it may go, then the
 * four scoring rules one at a time, each with small exercises on boards written here by hand whose
 * answers the engine's scorer computes; then a short guided game against the beginner bot, the coach
 * telling the learner the best score their hand can make now and which rule makes it.
 */
import type { RuhdView } from "@parlor/engine";
import {
  checkPlacement,
  openCellsOf,
  PATTERN_LENGTH,
  POINTS,
  scorePlacement,
  START_CELLS,
  TILES,
  sideFacing,
  tileSides,
  type Direction,
  type PlacedTile,
  type PlacementScore,
  type Rotation,
  type Side,
} from "@parlor/engine/ruhd";
import {
  words,
  type ChoiceExercise,
  type Exercise,
  type GameLesson,
  type LessonChapter,
  type PickExercise,
  type Words,
} from "../../learn/lesson";

/** The four scoring rules, by the names of the engine's breakdown (`PlacementScore`). */
export const RULES = ["oneSide", "diffDiff", "sameSame", "pattern"] as const;
export type Rule = (typeof RULES)[number];

const UP: Direction = 0;
const LEFT: Direction = 3;

/** A tile on a board written by hand. */
function at(x: number, y: number, tile: string, rotation: Rotation = 0): PlacedTile {
  return { x, y, tile, rotation };
}

/** "G4", as tiles write their sides. */
function code(side: Side): string {
  return `${side.colour}${side.number}`;
}

function sidesOf(tile: string): readonly Side[] {
  const sides = tileSides(tile);
  if (sides === null) throw new RangeError(`${tile} is not a tile code`);
  return sides;
}

/** The side of `tile`, unturned or turned `rotation` quarter turns clockwise, that faces `direction`. */
export function facing(tile: string, direction: Direction, rotation: Rotation = 0): string {
  return code(sideFacing(sidesOf(tile), rotation, direction));
}

/**
 * Four choices of a count (`key` takes it as `count`), `step` apart from `lowest`, and so the engine's
 * answer among them wherever `below` puts it: `below` choices under it when the count allows.
 */
function counts(answer: number, below: number, key: string, step = 1): ChoiceExercise["choices"] {
  const lowest = Math.max(0, answer - below * step);
  return [0, 1, 2, 3].map((i) => {
    const n = lowest + i * step;
    return { id: String(n), words: words(key, { count: n }) };
  });
}

const CONTEXT_LABEL = words("context.board");

// --- Tiles: four sides, read clockwise from the top; a tile turns by quarter turns. ---

const QUARTER_TILE = "G4B2Y2G1";
const ANTICLOCKWISE_TILE = "Y4R2B2Y1";

/** Choices: the four sides of a tile (all different on the tiles asked about). */
function sideChoices(tile: string): ChoiceExercise["choices"] {
  return sidesOf(tile).map((side) => ({
    id: code(side),
    words: words("choices.side", { side: code(side) }),
  }));
}

const tilesQuarter: ChoiceExercise = (() => {
  const side = facing(QUARTER_TILE, LEFT, 1);
  return {
    kind: "choice",
    id: "tiles-quarter",
    question: words("exercises.tiles-quarter.question", { tile: QUARTER_TILE }),
    pieces: [QUARTER_TILE],
    choices: sideChoices(QUARTER_TILE),
    answer: side,
    explanation: words("exercises.tiles-quarter.explanation", { side }),
  };
})();

const tilesAnticlockwise: ChoiceExercise = (() => {
  const side = facing(ANTICLOCKWISE_TILE, UP, 3);
  return {
    kind: "choice",
    id: "tiles-anticlockwise",
    question: words("exercises.tiles-anticlockwise.question", { tile: ANTICLOCKWISE_TILE }),
    pieces: [ANTICLOCKWISE_TILE],
    choices: sideChoices(ANTICLOCKWISE_TILE),
    answer: side,
    explanation: words("exercises.tiles-anticlockwise.explanation", { side }),
  };
})();

// --- Placing: the starting L, its open cells; sides need not match. ---

/** A starting L, unturned: the corner, the tile to its right, the tile above it. */
export const L_BOARD: readonly PlacedTile[] = [
  at(0, 0, "G3R1Y4G3"),
  at(1, 0, "B2R3Y1B3"),
  at(0, 1, "R1Y4B4R2"),
];
/** A tile to lay on the L (any tile not on it: the one-side rule looks at neighbours only). */
const L_TILE = "Y3B2R2Y4";
/** The gap between the L's two arms: above its right-hand tile, right of its top one. */
export const L_GAP = { x: 1, y: 1 } as const;

const placingCells: ChoiceExercise = (() => {
  const cells = openCellsOf(L_BOARD).length;
  return {
    kind: "choice",
    id: "placing-cells",
    question: words("exercises.placing-cells.question"),
    pieces: L_BOARD.map((t) => t.tile),
    choices: counts(cells, 2, "choices.cells"),
    answer: String(cells),
    explanation: words("exercises.placing-cells.explanation", { count: cells }),
  };
})();

const MATCH_NEIGHBOUR = "G4B2Y2G1";
const MATCH_TILE = "Y1G4Y2R4";

const placingMatch: ChoiceExercise = (() => {
  const board = [at(0, 0, MATCH_NEIGHBOUR)];
  const allowed = checkPlacement(board, at(1, 0, MATCH_TILE)) === null;
  return {
    kind: "choice",
    id: "placing-match",
    question: words("exercises.placing-match.question", {
      tile: MATCH_TILE,
      neighbour: MATCH_NEIGHBOUR,
      mine: facing(MATCH_TILE, LEFT),
      theirs: facing(MATCH_NEIGHBOUR, 1),
    }),
    pieces: [MATCH_NEIGHBOUR, MATCH_TILE],
    choices: [
      { id: "yes", words: words("choices.yes") },
      { id: "no", words: words("choices.no") },
    ],
    answer: allowed ? "yes" : "no",
    explanation: words(`exercises.placing-match.explanation.${allowed ? "yes" : "no"}`),
  };
})();

// --- One side: +1 for touching exactly one tile. ---

const oneSideGap: ChoiceExercise = (() => {
  const score = scorePlacement(L_BOARD, at(L_GAP.x, L_GAP.y, L_TILE));
  return {
    kind: "choice",
    id: "oneSide-gap",
    question: words("exercises.oneSide-gap.question"),
    pieces: L_BOARD.map((t) => t.tile),
    choices: [0, POINTS.oneSide].map((n) => ({
      id: String(n),
      words: words("choices.points", { count: n }),
    })),
    answer: String(score.oneSide),
    explanation: words("exercises.oneSide-gap.explanation", {
      touching: score.sides.length,
      count: score.oneSide,
    }),
  };
})();

const oneSideCount: ChoiceExercise = (() => {
  const cells = openCellsOf(L_BOARD);
  const one = cells.filter((c) => scorePlacement(L_BOARD, at(c.x, c.y, L_TILE)).oneSide > 0).length;
  return {
    kind: "choice",
    id: "oneSide-count",
    question: words("exercises.oneSide-count.question", { cells: cells.length }),
    pieces: L_BOARD.map((t) => t.tile),
    choices: counts(one, 3, "choices.cells"),
    answer: String(one),
    explanation: words("exercises.oneSide-count.explanation", { count: one }),
  };
})();

// --- Different colours: + the difference of the numbers of each touching pair of different colours. ---

const DIFF_NEIGHBOUR = "G4B2Y2G1";
const DIFF_TILE = "G1R3G4Y4";

const diffDiffPoints: ChoiceExercise = (() => {
  const score = scorePlacement([at(0, 0, DIFF_NEIGHBOUR)], at(1, 0, DIFF_TILE));
  const pair = score.sides[0];
  if (!pair) throw new Error("the tile touches its neighbour");
  return {
    kind: "choice",
    id: "diffDiff-points",
    question: words("exercises.diffDiff-points.question", {
      tile: DIFF_TILE,
      neighbour: DIFF_NEIGHBOUR,
      mine: pair.mine,
      theirs: pair.theirs,
    }),
    pieces: [DIFF_NEIGHBOUR, DIFF_TILE],
    choices: counts(score.diffDiff, 2, "choices.points"),
    answer: String(score.diffDiff),
    explanation: words("exercises.diffDiff-points.explanation", {
      mine: pair.mine,
      theirs: pair.theirs,
      count: score.diffDiff,
    }),
  };
})();

const DIFF_PICK_NEIGHBOUR = "G1R4G2B4";
const DIFF_PICK_TILES = ["G3Y2B2G4", "B3R3B2Y1", "R2G3B1R3", "G2B1G3Y2"];

const diffDiffPick: PickExercise = (() => {
  const board = [at(0, 0, DIFF_PICK_NEIGHBOUR)];
  const scores = DIFF_PICK_TILES.map((tile) => ({ tile, score: scorePlacement(board, at(1, 0, tile)) }));
  const scoring = scores.filter(({ score }) => score.diffDiff > 0);
  return {
    kind: "pick",
    id: "diffDiff-pick",
    question: words("exercises.diffDiff-pick.question", {
      neighbour: DIFF_PICK_NEIGHBOUR,
      theirs: facing(DIFF_PICK_NEIGHBOUR, 1),
    }),
    pieces: DIFF_PICK_TILES,
    answer: scoring.map(({ tile }) => tile),
    explanation: words("exercises.diffDiff-pick.explanation", {
      theirs: facing(DIFF_PICK_NEIGHBOUR, 1),
      scoring: scoring.map(({ tile, score }) => `${facing(tile, LEFT)} +${score.diffDiff}`).join(", "),
    }),
    context: { label: CONTEXT_LABEL, pieces: [DIFF_PICK_NEIGHBOUR] },
  };
})();

// --- Same colour and number: + that number for each touching pair of equal sides. ---

const SAME_NEIGHBOUR = "G4B2Y2G1";
const SAME_TILE = "Y2B3G1Y3";

const sameSamePoints: ChoiceExercise = (() => {
  // The tile goes below its neighbour: its up side touches the neighbour's down side.
  const score = scorePlacement([at(0, 0, SAME_NEIGHBOUR)], at(0, -1, SAME_TILE));
  const pair = score.sides[0];
  if (!pair) throw new Error("the tile touches its neighbour");
  return {
    kind: "choice",
    id: "sameSame-points",
    question: words("exercises.sameSame-points.question", {
      tile: SAME_TILE,
      neighbour: SAME_NEIGHBOUR,
      mine: pair.mine,
      theirs: pair.theirs,
    }),
    pieces: [SAME_NEIGHBOUR, SAME_TILE],
    choices: counts(score.total, 2, "choices.points"),
    answer: String(score.total),
    explanation: words("exercises.sameSame-points.explanation", {
      mine: pair.mine,
      theirs: pair.theirs,
      same: score.sameSame,
      one: score.oneSide,
      count: score.total,
    }),
  };
})();

const SAME_PICK_NEIGHBOUR = "B3R2G2B4";
const SAME_PICK_TILES = ["Y4R2B2Y1", "R4Y2G2R1", "B2G1B3R2", "G2Y4G3B2"];
const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

/** The most a tile scores by same colour and number to the right of the neighbour, turned as best. */
function bestSameSame(tile: string): number {
  const board = [at(0, 0, SAME_PICK_NEIGHBOUR)];
  return Math.max(...ROTATIONS.map((r) => scorePlacement(board, at(1, 0, tile, r)).sameSame));
}

const sameSamePick: PickExercise = (() => {
  const theirs = facing(SAME_PICK_NEIGHBOUR, 1);
  const answer = SAME_PICK_TILES.filter((tile) => bestSameSame(tile) > 0);
  return {
    kind: "pick",
    id: "sameSame-pick",
    question: words("exercises.sameSame-pick.question", { neighbour: SAME_PICK_NEIGHBOUR, theirs }),
    pieces: SAME_PICK_TILES,
    answer,
    explanation: words("exercises.sameSame-pick.explanation", {
      theirs,
      count: Math.max(0, ...answer.map(bestSameSame)),
    }),
    context: { label: CONTEXT_LABEL, pieces: [SAME_PICK_NEIGHBOUR] },
  };
})();

// --- Patterns: +2 for each run of three created along the axis of the sides that face along it. ---

/** The sides of a row of unturned tiles facing one way, as they read from left to right. */
function rowSides(tiles: readonly string[], direction: Direction): string {
  return tiles.map((tile) => facing(tile, direction)).join(" ");
}

/** Two tiles in a row, unturned, and the third laid to their right: its score. */
function rowScore(tiles: readonly string[]): PlacementScore {
  const [a, b, c] = tiles as [string, string, string];
  return scorePlacement([at(0, 0, a), at(1, 0, b)], at(2, 0, c));
}

const ROW_TILES = ["G4B2Y2G1", "Y3B3Y2G1", "R4B1Y3R1"];

const patternRow: ChoiceExercise = (() => {
  const score = rowScore(ROW_TILES);
  const [a, b, c] = ROW_TILES as [string, string, string];
  return {
    kind: "choice",
    id: "pattern-row",
    question: words("exercises.pattern-row.question", { a, b, c }),
    pieces: ROW_TILES,
    choices: counts(score.patterns.length, 2, "choices.patterns"),
    answer: String(score.patterns.length),
    explanation: words("exercises.pattern-row.explanation", {
      left: rowSides(ROW_TILES, LEFT),
      right: rowSides(ROW_TILES, 1),
      count: score.patterns.length,
      points: score.pattern,
    }),
  };
})();

const UP_TILES = ["G4B2Y2G1", "G2Y3R1G3", "G3Y3G2R1"];

const patternUp: ChoiceExercise = (() => {
  const score = rowScore(UP_TILES);
  const [a, b, c] = UP_TILES as [string, string, string];
  return {
    kind: "choice",
    id: "pattern-up",
    question: words("exercises.pattern-up.question", { a, b, c, up: rowSides(UP_TILES, UP) }),
    pieces: UP_TILES,
    choices: counts(score.pattern, 0, "choices.points", POINTS.pattern),
    answer: String(score.pattern),
    explanation: words("exercises.pattern-up.explanation", {
      left: rowSides(UP_TILES, LEFT),
      right: rowSides(UP_TILES, 1),
      count: score.pattern,
    }),
  };
})();

// --- The chapters, with the values their texts name: the tile set's and the rules' own. ---

/** The lowest and highest number on the tiles' sides. */
const SIDE_NUMBERS = (() => {
  const numbers = TILES.flatMap((tile) => sidesOf(tile).map((side) => side.number));
  return { least: Math.min(...numbers), most: Math.max(...numbers) };
})();

/** The tile the tiles chapter reads clockwise from the top, and its sides. */
const EXAMPLE_TILE = "G4B2Y2G1";

/** Two equal sides touching: G3 up on a tile, G3 down on the tile laid above it. */
const SAME_EXAMPLE = (() => {
  const score = scorePlacement([at(0, 0, "G3R1Y4G3")], at(0, 1, "G4B1G3R1"));
  return { side: score.sides[0]?.mine, points: score.sameSame };
})();

const chapters: readonly LessonChapter[] = [
  {
    id: "tiles",
    exercises: [tilesQuarter, tilesAnticlockwise],
    values: {
      ...SIDE_NUMBERS,
      tile: EXAMPLE_TILE,
      up: facing(EXAMPLE_TILE, UP),
      right: facing(EXAMPLE_TILE, 1),
      down: facing(EXAMPLE_TILE, 2),
      left: facing(EXAMPLE_TILE, LEFT),
    },
  },
  { id: "placing", exercises: [placingCells, placingMatch], values: { start: START_CELLS.length } },
  { id: "oneSide", exercises: [oneSideGap, oneSideCount], values: { points: POINTS.oneSide } },
  { id: "diffDiff", exercises: [diffDiffPoints, diffDiffPick], values: SIDE_NUMBERS },
  { id: "sameSame", exercises: [sameSamePoints, sameSamePick], values: SAME_EXAMPLE },
  {
    id: "pattern",
    exercises: [patternRow, patternUp],
    values: { points: POINTS.pattern, length: PATTERN_LENGTH },
  },
];

// --- The guided game: the coach reads the learner's view. ---

/** The learner's seat in the guided game. */
export const YOU = 0;

/** A placement and its score. */
export interface Scored {
  readonly placed: PlacedTile;
  readonly score: PlacementScore;
}

/**
 * The best placement of any of `tiles` on `board` (every open cell, every rotation, or unturned only),
 * the first found of the best in the order tiles, cells, rotations; null without tiles.
 */
export function bestPlacement(
  board: readonly PlacedTile[],
  tiles: readonly string[],
  rotations: readonly Rotation[] = ROTATIONS,
): Scored | null {
  let best: Scored | null = null;
  const cells = openCellsOf(board);
  for (const tile of tiles) {
    for (const { x, y } of cells) {
      for (const rotation of rotations) {
        const placed = at(x, y, tile, rotation);
        const score = scorePlacement(board, placed);
        if (best === null || score.total > best.score.total) best = { placed, score };
      }
    }
  }
  return best;
}

/** The rule that gives a score most of its points (ties: patterns, then same, then different, then one side). */
export function mainRule(score: PlacementScore): Rule {
  const order: readonly Rule[] = ["pattern", "sameSame", "diffDiff", "oneSide"];
  let main: Rule = "oneSide";
  let most = -1;
  for (const rule of order) {
    if (score[rule] > most) {
      most = score[rule];
      main = rule;
    }
  }
  return main;
}

/** The coach's words for the learner's view now. */
export function ruhdTip(raw: unknown): Words | null {
  const view = raw as RuhdView;
  if (view.finished) {
    const you = view.scores[YOU] ?? 0;
    const them = Math.max(...view.scores.filter((_, seat) => seat !== YOU));
    const result = you > them ? "won" : you < them ? "lost" : "tie";
    return words(`tips.${result}`, { you, them });
  }
  const hand = view.hand ?? [];
  if (view.turn === YOU && hand.length > 0) {
    const best = bestPlacement(view.board, hand);
    if (best === null) return null;
    const count = best.score.total;
    if (!view.placedBy.includes(YOU)) return words("tips.first", { count });
    const rule = mainRule(best.score);
    const unturned = bestPlacement(view.board, hand, [0])?.score.total ?? 0;
    const values = { count, points: best.score[rule], unturned };
    return words(unturned < count ? `tips.turned.${rule}` : `tips.best.${rule}`, values);
  }
  const last = view.last;
  if (last !== null && last.seat === YOU) {
    // The board as it was: the learner's tile is the last one laid.
    const before = view.board.slice(0, -1);
    const best = bestPlacement(before, [last.placed.tile])?.score.total ?? last.score.total;
    const count = last.score.total;
    return count < best ? words("tips.couldHave", { count, best }) : words("tips.scored", { count });
  }
  return words("tips.wait");
}

/** The guided game's table options: two tiles in hand, a deck of eight, the learner first. */
export const GUIDED_OPTIONS = { handSize: 2, smallTableDeck: 8, firstPlayer: YOU } as const;
/** The prepared seed: the learner's first hand scores most once a tile is turned. */
export const GUIDED_SEED = "learn-ruhd-11";

export const ruhdLesson: GameLesson = {
  namespace: "learnRuhd",
  chapters,
  guided: {
    options: GUIDED_OPTIONS,
    seed: GUIDED_SEED,
    seats: 2,
    you: YOU,
    bot: "beginner",
    tip: ruhdTip,
  },
};

/** Every exercise, for the tests. */
export const exercises: readonly Exercise[] = chapters.flatMap((chapter) => chapter.exercises);
