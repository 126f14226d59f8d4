import { findSets, isSet } from "@parlor/engine/set";
import { describe, expect, it } from "vitest";
import { BOARDS, buildLesson, CHOICES, COMPLETIONS, QUESTIONS, QUESTIONS_THAT_ARE_SETS } from "./lesson";

describe("the find-the-set lesson", () => {
  const lesson = buildLesson();

  it("is the same lesson for the same seed, another for another seed", () => {
    expect(buildLesson()).toEqual(lesson);
    expect(buildLesson(17)).not.toEqual(lesson);
  });

  it("asks the stated number of questions, the stated number of them sets, each answer the engine's", () => {
    expect(lesson.questions).toHaveLength(QUESTIONS);
    expect(lesson.questions.filter((q) => q.isSet)).toHaveLength(QUESTIONS_THAT_ARE_SETS);
    for (const q of lesson.questions) {
      expect(new Set(q.cards).size).toBe(3);
      expect(isSet(q.cards)).toBe(q.isSet);
    }
  });

  it("each completion offers four choices of which exactly one completes the pair", () => {
    expect(lesson.completions).toHaveLength(COMPLETIONS);
    for (const c of lesson.completions) {
      expect(new Set(c.choices).size).toBe(CHOICES);
      const completing = c.choices.filter((card) => isSet([...c.pair, card]));
      expect(completing).toEqual([c.answer]);
    }
  });

  it("each board holds exactly the stated number of sets, by the engine's finder", () => {
    expect(lesson.boards.map((b) => b.cards.length)).toEqual(BOARDS.map((b) => b.cards));
    lesson.boards.forEach((board, i) => {
      expect(new Set(board.cards).size).toBe(board.cards.length);
      expect(findSets(board.cards)).toEqual(board.sets);
      expect(board.sets).toHaveLength(BOARDS[i]!.sets);
    });
  });

  it("holds for many seeds (the generator never settles for the wrong count)", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const other = buildLesson(seed);
      other.boards.forEach((b, i) => expect(findSets(b.cards)).toHaveLength(BOARDS[i]!.sets));
      expect(other.questions.filter((q) => isSet(q.cards))).toHaveLength(QUESTIONS_THAT_ARE_SETS);
    }
  });
});
