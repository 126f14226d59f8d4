/**
 * Ruhd's lesson: every exercise's answer is the one the rules give (worked out again here, the
 * touching sides by hand and the rest with the engine), and every word the lesson and its coach use
 * exists in the three languages, over whole guided games played by the engine's runner.
 */
import { ruhdGame, TableRunner, VirtualClock, type RuhdView } from "@parlor/engine";
import {
  checkPlacement,
  openCellsOf,
  POINTS,
  scorePlacement,
  tileSides,
  type PlacedTile,
  type Rotation,
} from "@parlor/engine/ruhd";
import { describe, expect, it } from "vitest";
import {
  checkChoice,
  checkPick,
  exercisesOf,
  type ChoiceExercise,
  type Exercise,
  type PickExercise,
  type Words,
} from "../../learn/lesson";
import { exerciseWords, playGuided, saidTips } from "../../testing/lessons";
import { localeStrings, translator } from "../../testing/translator";
import { ruhdLesson } from "./lesson";

const LANGUAGES = ["en", "fr", "pt-BR"] as const;
const NAMESPACE = "learnRuhd";
const exercises = exercisesOf(ruhdLesson);

/** A tile's side facing up, right, down or left (0-3) once turned `rotation` quarter turns clockwise. */
function side(
  tile: string,
  direction: number,
  rotation = 0,
): { colour: string; number: number; code: string } {
  const at = ((direction - rotation + 4) % 4) * 2;
  return { colour: tile[at] as string, number: Number(tile[at + 1]), code: tile.slice(at, at + 2) };
}

/** What two touching sides score by the rules on sides: different colours, same colour and number. */
function pairPoints(
  mine: { colour: string; number: number },
  theirs: { colour: string; number: number },
): { diffDiff: number; sameSame: number } {
  if (mine.colour !== theirs.colour) return { diffDiff: Math.abs(mine.number - theirs.number), sameSame: 0 };
  return { diffDiff: 0, sameSame: mine.number === theirs.number ? mine.number : 0 };
}

const RIGHT = 1;
const DOWN = 2;
const LEFT = 3;

const place = (x: number, y: number, tile: string, rotation: Rotation = 0): PlacedTile => ({
  x,
  y,
  tile,
  rotation,
});

/** The pieces of an exercise, as the learner sees them. */
function piecesOf(exercise: Exercise): readonly string[] {
  return exercise.pieces ?? [];
}

function contextOf(exercise: Exercise): string {
  const context = exercise.kind === "pick" ? exercise.context?.pieces[0] : undefined;
  if (context === undefined) throw new Error(`${exercise.id} shows no tile on the board`);
  return context;
}

/** The starting L of the exercises that show one: the corner, the tile to its right, the tile above. */
function lOf(exercise: Exercise): PlacedTile[] {
  const [corner, right, above] = piecesOf(exercise) as [string, string, string];
  return [place(0, 0, corner), place(1, 0, right), place(0, 1, above)];
}

/**
 * Each exercise's answer worked out again from what the learner is shown and told: the question's
 * geometry written here, the touching sides scored by hand, the rest by the engine.
 */
const EXPECTED: Readonly<Record<string, (exercise: Exercise) => string | readonly string[]>> = {
  "tiles-quarter": (e) => side(piecesOf(e)[0] as string, LEFT, 1).code,
  "tiles-anticlockwise": (e) => side(piecesOf(e)[0] as string, 0, 3).code,
  "placing-cells": (e) => String(openCellsOf(lOf(e)).length),
  "placing-match": (e) => {
    const [neighbour, tile] = piecesOf(e) as [string, string];
    return checkPlacement([place(0, 0, neighbour)], place(1, 0, tile)) === null ? "yes" : "no";
  },
  "oneSide-gap": (e) => {
    const board = lOf(e);
    // Above the corner's right-hand tile, right of the tile above the corner: two neighbours.
    const neighbours = board.filter((t) => (t.x === 1 && t.y === 0) || (t.x === 0 && t.y === 1)).length;
    return String(neighbours === 1 ? POINTS.oneSide : 0);
  },
  "oneSide-count": (e) => {
    const board = lOf(e);
    const touching = (x: number, y: number) =>
      board.filter((t) => Math.abs(t.x - x) + Math.abs(t.y - y) === 1).length;
    return String(openCellsOf(board).filter((c) => touching(c.x, c.y) === 1).length);
  },
  "diffDiff-points": (e) => {
    const [neighbour, tile] = piecesOf(e) as [string, string];
    return String(pairPoints(side(tile, LEFT), side(neighbour, RIGHT)).diffDiff);
  },
  "diffDiff-pick": (e) => {
    const theirs = side(contextOf(e), RIGHT);
    return piecesOf(e).filter((tile) => pairPoints(side(tile, LEFT), theirs).diffDiff > 0);
  },
  "sameSame-points": (e) => {
    const [neighbour, tile] = piecesOf(e) as [string, string];
    const { diffDiff, sameSame } = pairPoints(side(tile, 0), side(neighbour, DOWN));
    return String(POINTS.oneSide + diffDiff + sameSame);
  },
  "sameSame-pick": (e) => {
    const theirs = side(contextOf(e), RIGHT);
    return piecesOf(e).filter((tile) =>
      [0, 1, 2, 3].some((r) => pairPoints(side(tile, LEFT, r), theirs).sameSame > 0),
    );
  },
  "pattern-row": (e) => {
    const [a, b, c] = piecesOf(e) as [string, string, string];
    return String(scorePlacement([place(0, 0, a), place(1, 0, b)], place(2, 0, c)).patterns.length);
  },
  "pattern-up": (e) => {
    const [a, b, c] = piecesOf(e) as [string, string, string];
    return String(scorePlacement([place(0, 0, a), place(1, 0, b)], place(2, 0, c)).pattern);
  },
};

/** What is wrong with an exercise: an answer the rules do not give, an answer not offered. */
function problemsOf(exercise: Exercise): string[] {
  const problems: string[] = [];
  const expected = EXPECTED[exercise.id];
  if (!expected) return [`${exercise.id}: no expected answer in the test`];
  const answer = expected(exercise);
  if (exercise.kind === "pick") {
    if (!checkPick(exercise, answer as readonly string[]).right)
      problems.push(`${exercise.id}: answers ${exercise.answer.join(" ")}, the rules ${String(answer)}`);
    const shown = new Set(exercise.pieces);
    if (exercise.answer.some((piece) => !shown.has(piece)))
      problems.push(`${exercise.id}: an answer is not among the pieces`);
    if (exercise.answer.length === 0 || exercise.answer.length === exercise.pieces.length)
      problems.push(`${exercise.id}: every piece or none is the answer`);
  } else {
    if (!checkChoice(exercise, answer as string))
      problems.push(`${exercise.id}: answers ${exercise.answer}, the rules ${String(answer)}`);
    if (!exercise.choices.some((choice) => choice.id === exercise.answer))
      problems.push(`${exercise.id}: the answer is not one of the choices`);
    if (new Set(exercise.choices.map((c) => c.id)).size !== exercise.choices.length)
      problems.push(`${exercise.id}: two choices share an id`);
  }
  return problems;
}

describe("Ruhd's lesson: the exercises", () => {
  it("a chapter per scoring rule, after tiles and placing, each with one or two exercises", () => {
    expect(ruhdLesson.namespace).toBe(NAMESPACE);
    expect(ruhdLesson.chapters.map((c) => c.id)).toEqual([
      "tiles",
      "placing",
      "oneSide",
      "diffDiff",
      "sameSame",
      "pattern",
    ]);
    for (const chapter of ruhdLesson.chapters) {
      expect(chapter.exercises.length).toBeGreaterThanOrEqual(1);
      expect(chapter.exercises.length).toBeLessThanOrEqual(2);
    }
  });

  it("ids are unique, and every piece is one of the 48 tiles", () => {
    const ids = exercises.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const exercise of exercises) {
      const pieces = [
        ...piecesOf(exercise),
        ...(exercise.kind === "pick" ? (exercise.context?.pieces ?? []) : []),
      ];
      for (const piece of pieces) expect(tileSides(piece), `${exercise.id}: ${piece}`).not.toBeNull();
      expect(new Set(pieces).size, exercise.id).toBe(pieces.length);
    }
  });

  it("every answer is the one the rules give, among the pieces or the choices", () => {
    expect(exercises.flatMap(problemsOf)).toEqual([]);
  });

  it("the answers worked by hand from the rulebook", () => {
    const answers = Object.fromEntries(exercises.map((e) => [e.id, e.answer]));
    expect(answers).toEqual({
      // G4B2Y2G1 turned a quarter clockwise shows its down side on the left; Y4R2B2Y1 a quarter back, its right side up.
      "tiles-quarter": "Y2",
      "tiles-anticlockwise": "R2",
      // Two cells beside each arm's end, two beside the corner, one in the gap: seven.
      "placing-cells": "7",
      "placing-match": "yes",
      "oneSide-gap": "0",
      "oneSide-count": "6",
      // Y4 against B2; Y1 and Y2 against R4 (G4 is another colour but the same number, R3 the same colour).
      "diffDiff-points": "2",
      "diffDiff-pick": ["B3R3B2Y1", "G2B1G3Y2"],
      // Y2 against Y2 and the one-side point.
      "sameSame-points": "3",
      "sameSame-pick": ["Y4R2B2Y1", "B2G1B3R2"],
      // Ones facing left, blues facing right.
      "pattern-row": "2",
      "pattern-up": "0",
    });
  });

  it("the diagonal cell of the placing chapter's explanation is refused", () => {
    const placing = exercises.find((e) => e.id === "placing-cells") as ChoiceExercise;
    const tile = (exercises.find((e) => e.id === "placing-match") as ChoiceExercise).pieces?.[1] as string;
    expect(checkPlacement(lOf(placing), place(-1, -1, tile))?.code).toBe("no-neighbour");
  });

  it("the chapters' texts name the rules' own numbers", () => {
    const values = Object.fromEntries(ruhdLesson.chapters.map((c) => [c.id, c.values ?? {}]));
    expect(values.tiles).toMatchObject({
      least: 1,
      most: 4,
      tile: "G4B2Y2G1",
      up: "G4",
      right: "B2",
      down: "Y2",
      left: "G1",
    });
    expect(values.placing).toEqual({ start: 3 });
    expect(values.oneSide).toEqual({ points: 1 });
    expect(values.sameSame).toEqual({ side: "G3", points: 3 });
    expect(values.pattern).toEqual({ points: 2, length: 3 });
  });

  it("the pattern-up row shows one colour on top, and nothing else in common", () => {
    const row = piecesOf(exercises.find((e) => e.id === "pattern-up") as Exercise);
    expect(new Set(row.map((tile) => side(tile, 0).colour)).size).toBe(1);
  });

  it("finds a wrong answer: another choice, a pick missing or extra", () => {
    for (const exercise of exercises) {
      if (exercise.kind === "choice") {
        for (const choice of exercise.choices.filter((c) => c.id !== exercise.answer)) {
          const wrong: ChoiceExercise = { ...exercise, answer: choice.id };
          expect(problemsOf(wrong).length, `${exercise.id} answering ${choice.id}`).toBeGreaterThan(0);
        }
      } else {
        const missing: PickExercise = { ...exercise, answer: exercise.answer.slice(1) };
        const extra = exercise.pieces.find((piece) => !exercise.answer.includes(piece)) as string;
        const more: PickExercise = { ...exercise, answer: [...exercise.answer, extra] };
        expect(problemsOf(missing).length, exercise.id).toBeGreaterThan(0);
        expect(problemsOf(more).length, exercise.id).toBeGreaterThan(0);
      }
    }
  });
});

/** The guided game played to its end, the learner's seat a bot of `level` (testing/lessons.ts). */
const playAs = (level: string) => playGuided(ruhdGame, ruhdLesson, { learner: level });

const flatCache = new Map<string, Map<string, unknown>>();

function flat(language: string): Map<string, unknown> {
  let strings = flatCache.get(language);
  if (!strings) {
    strings = new Map();
    const walk = (tree: unknown, prefix: string) => {
      if (tree !== null && typeof tree === "object")
        for (const [k, v] of Object.entries(tree)) walk(v, prefix ? `${prefix}.${k}` : k);
      else strings?.set(prefix, tree);
    };
    walk(localeStrings(language, NAMESPACE), "");
    flatCache.set(language, strings);
  }
  return strings;
}

/** What is missing for `words` in `language`: the key, or a plural form its count needs. */
function missingWords(language: string, words: Words): string[] {
  const strings = flat(language);
  const counted = words.values !== undefined && "count" in words.values;
  const present = counted
    ? strings.has(`${words.key}_one`) && strings.has(`${words.key}_other`)
    : strings.has(words.key);
  return present ? [] : [`${language}: ${words.key}${counted ? " (counted)" : ""}`];
}

describe("Ruhd's lesson: the words", () => {
  it("the guided game is a short two-player game against a level the game has, on valid options", () => {
    const game = ruhdGame;
    const { guided } = ruhdLesson;
    expect(Object.keys(game.bots)).toContain(guided.bot);
    expect(game.options.safeParse(guided.options).success).toBe(true);
    expect(guided.seats).toBe(2);
    expect(guided.you).toBe(0);
  });

  it("the coach's first words give the best score, the one a greedy learner then makes", () => {
    const { tips, runner } = playAs("greedy");
    expect(runner.finished).toBe(true);
    const first = tips.find((w) => w?.key === "tips.first");
    const state = runner.state as { board: readonly PlacedTile[] };
    // The learner starts: the first placement after the L is theirs, the greedy bot's best.
    const board = state.board.slice(0, 3);
    const firstMove = state.board[3] as PlacedTile;
    expect(first?.values?.count).toBe(scorePlacement(board, firstMove).total);
    // And over the whole game the learner, greedy, always scored the best its tile could.
    expect(tips.some((w) => w?.key === "tips.couldHave")).toBe(false);
    expect(tips.at(-1)?.key).toMatch(/^tips\.(won|lost|tie)$/);
  });

  it("every key the exercises and the coach use exists in every language, and reads in full", async () => {
    const used: Words[] = [...exercises.flatMap(exerciseWords)];
    for (const level of ["greedy", "beginner", "strong"]) {
      const { tips, runner } = playAs(level);
      expect(runner.finished, level).toBe(true);
      used.push(...saidTips(tips));
    }
    const keys = new Set(used.map((w) => w.key));
    // The coach said each kind of thing at least once: the first turn, the later ones, the result.
    expect([...keys].filter((k) => k.startsWith("tips."))).toEqual(
      expect.arrayContaining(["tips.first", "tips.scored", "tips.couldHave"]),
    );
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const t = await translator(language, [NAMESPACE]);
      for (const words of used) {
        problems.push(...missingWords(language, words));
        const text = t(`${NAMESPACE}:${words.key}`, words.values as Record<string, unknown> | undefined);
        if (text.includes("{{") || text === words.key || text === `${NAMESPACE}:${words.key}`)
          problems.push(`${language}: ${words.key} reads "${text}"`);
      }
      for (const key of ["title", "intro", "guided.title", "guided.intro"])
        if (!flat(language).has(key)) problems.push(`${language}: ${key}`);
      for (const chapter of ruhdLesson.chapters) {
        for (const part of ["title", "text"])
          if (!flat(language).has(`chapters.${chapter.id}.${part}`))
            problems.push(`${language}: chapters.${chapter.id}.${part}`);
        // The numbers a chapter's text names come with it, from the rules: none is left unsaid.
        const text = t(`${NAMESPACE}:chapters.${chapter.id}.text`, chapter.values as Record<string, unknown>);
        if (text.includes("{{")) problems.push(`${language}: chapters.${chapter.id}.text reads "${text}"`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it("the coach's numbers are the engine's: the best the hand can score at the learner's turn", () => {
    const { guided } = ruhdLesson;
    const clock = new VirtualClock();
    const checked: string[] = [];
    const runner: TableRunner = new TableRunner({
      game: ruhdGame,
      options: guided.options,
      seed: guided.seed,
      seats: [{ bot: "beginner" }, { bot: guided.bot }],
      clock,
      onChange: () => {
        const view = runner.view(guided.you) as RuhdView;
        const tip = guided.tip(view);
        if (view.finished || view.turn !== guided.you || !view.hand?.length) return;
        let best = 0;
        for (const tile of view.hand)
          for (const { x, y } of openCellsOf(view.board))
            for (const r of [0, 1, 2, 3] as const)
              best = Math.max(best, scorePlacement(view.board, place(x, y, tile, r)).total);
        expect(tip?.values?.count, tip?.key).toBe(best);
        checked.push(tip?.key ?? "");
      },
    });
    runner.start();
    clock.run();
    expect(checked.length).toBeGreaterThan(2);
  });
});
