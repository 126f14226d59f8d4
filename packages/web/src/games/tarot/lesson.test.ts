import { TableRunner, VirtualClock } from "@parlor/engine";
import {
  breakdownDeal,
  CARD_POINTS,
  countOudlers,
  countPoints,
  isOudler,
  isTrump,
  legalPlays,
  MULTIPLIERS,
  rankOf,
  scoreDeal,
  tarotGame,
  TARGETS,
  type TarotView,
} from "@parlor/engine/tarot";
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
import { tarotLesson, tarotTip } from "./lesson";

const LANGUAGES = ["en", "fr", "pt-BR"];

/** A locale file's keys, flattened ("tips.play.follow"). */
function keysOf(tree: unknown, prefix = ""): string[] {
  if (tree === null || typeof tree !== "object") return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const exercises = exercisesOf(tarotLesson);
const byId = (id: string): Exercise => {
  const found = exercises.find((exercise) => exercise.id === id);
  if (found === undefined) throw new Error(`no exercise ${id}`);
  return found;
};
const pick = (id: string) => byId(id) as PickExercise;
const choice = (id: string) => byId(id) as ChoiceExercise;

/** The discard rule, written out independently of the lesson: may this card go in the discard? */
function mayDiscard(hand: readonly string[], card: string, size: number): boolean {
  const never = (c: string) => isOudler(c) || rankOf(c) === "K";
  if (never(card)) return false;
  const plain = hand.filter((c) => !never(c) && !isTrump(c)).length;
  return !isTrump(card) || plain < size;
}

/** The coach's tips over a guided deal played to its end (testing/lessons.ts), and whether it ended. */
function tipsOf(seed: string, seats: number, learner: string): { tips: Words[]; finished: boolean } {
  const { tips, runner } = playGuided(tarotGame, tarotLesson, { seed, seats, learner });
  return { tips: saidTips(tips), finished: runner.finished };
}

describe("French Tarot's lesson", () => {
  it("has chapters with one to three exercises, ids unique", () => {
    expect(tarotLesson.namespace).toBe("learnTarot");
    expect(tarotLesson.chapters.map((c) => c.id)).toEqual([
      "points",
      "following",
      "bidding",
      "discard",
      "scoring",
    ]);
    for (const chapter of tarotLesson.chapters) {
      expect(chapter.exercises.length).toBeGreaterThanOrEqual(1);
      expect(chapter.exercises.length).toBeLessThanOrEqual(3);
    }
    const ids = exercises.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("picks among its pieces and chooses among its choices", () => {
    for (const exercise of exercises) {
      if (exercise.kind === "pick") {
        expect(exercise.answer.length).toBeGreaterThan(0);
        expect(exercise.answer.every((piece) => exercise.pieces.includes(piece))).toBe(true);
        expect(new Set(exercise.pieces).size).toBe(exercise.pieces.length);
      } else {
        const ids = exercise.choices.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toContain(exercise.answer);
        expect(ids.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("answers as the engine does: points and oudlers", () => {
    const oudlers = pick("points-oudlers");
    expect([...oudlers.answer].sort()).toEqual(["EX", "T1", "T21"]);
    const count = choice("points-count");
    expect(Number(count.answer)).toBe(countPoints(count.pieces ?? []));
    const highest = pick("points-highest");
    const top = Math.max(...highest.pieces.map((card) => countPoints([card])));
    expect(top).toBe(CARD_POINTS.king);
    expect(highest.answer).toEqual(highest.pieces.filter((card) => countPoints([card]) === top));
  });

  it("answers as the engine does: the cards a trick allows", () => {
    for (const id of ["following-suit", "following-trump", "following-undertrump"]) {
      const exercise = pick(id);
      const trick = exercise.context?.pieces ?? [];
      expect(trick.length).toBeGreaterThan(0);
      expect([...exercise.answer].sort()).toEqual(legalPlays(exercise.pieces, trick).sort());
    }
    // What each trick teaches: follow, overtrump, undertrump.
    expect(pick("following-suit").answer).toContain("HQ");
    expect(pick("following-trump").answer).not.toContain("T6");
    expect(pick("following-undertrump").answer).toEqual(["T2", "T9", "T11"]);
  });

  it("answers as the engine does: the bidding", () => {
    const hand = pick("bidding-hand");
    expect(hand.pieces).toHaveLength(18);
    expect(hand.answer).toEqual(hand.pieces.filter((card) => isTrump(card) || isOudler(card)));
    expect(countOudlers(hand.pieces)).toBeGreaterThanOrEqual(2);
    expect(Number(choice("bidding-multiplier").answer)).toBe(MULTIPLIERS["garde-sans"]);
  });

  it("answers as the engine does: the discard", () => {
    const never = pick("discard-never");
    const size = never.question.values?.["size"] as number;
    expect(size).toBe(6);
    expect([...never.answer].sort()).toEqual(
      never.pieces.filter((c) => !mayDiscard(never.pieces, c, size)).sort(),
    );
    expect(never.answer).toContain("T7");
    const forced = pick("discard-trumps");
    expect([...forced.answer].sort()).toEqual(
      forced.pieces.filter((c) => mayDiscard(forced.pieces, c, size)).sort(),
    );
    expect(forced.answer).toContain("T4");
    expect(forced.explanation.values).toMatchObject({ plain: 4, forced: 2 });
  });

  it("answers as the engine does: the scoring", () => {
    expect(Number(choice("scoring-target").answer)).toBe(TARGETS[2]);
    const garde = choice("scoring-garde");
    const deal = { players: 4, taker: 0, contract: "garde", oudlers: 2, points: 45.5 } as const;
    expect(garde.question.values).toMatchObject({ oudlers: 2, points: 45.5 });
    expect(Number(garde.answer)).toBe(scoreDeal(deal).scores[0]);
    expect(garde.explanation.values).toMatchObject({ attack: breakdownDeal(deal).attack });
    const short = choice("scoring-short");
    const lost = { players: 4, taker: 0, contract: "prise", oudlers: 1, points: 50.5 } as const;
    expect(short.question.values).toMatchObject({ oudlers: 1, points: 50.5 });
    expect(Number(short.answer)).toBe(scoreDeal(lost).scores[1]);
    expect(Number(short.answer)).toBeGreaterThan(0);
  });

  it("rejects a wrong answer", () => {
    const oudlers = pick("points-oudlers");
    expect(checkPick(oudlers, oudlers.answer).right).toBe(true);
    expect(checkPick(oudlers, [...oudlers.answer, "T20"]).extra).toEqual(["T20"]);
    expect(checkPick(oudlers, ["T21", "T1"]).right).toBe(false);
    const follow = pick("following-trump");
    expect(checkPick(follow, [...follow.answer].reverse()).right).toBe(true);
    expect(checkPick(follow, [...follow.answer, "T6"]).right).toBe(false);
    for (const exercise of exercises) {
      if (exercise.kind !== "choice") continue;
      expect(checkChoice(exercise, exercise.answer)).toBe(true);
      for (const other of exercise.choices.filter((c) => c.id !== exercise.answer))
        expect(checkChoice(exercise, other.id)).toBe(false);
    }
  });

  it("deals the learner a hand worth a Garde in the guided deal, which they speak first on", () => {
    const { guided } = tarotLesson;
    expect(guided).toMatchObject({ seats: 4, you: 0, bot: "basic", options: { deals: 1 } });
    expect(Object.keys(tarotGame.bots)).toContain(guided.bot);
    const view = (() => {
      const runner = new TableRunner({
        game: tarotGame,
        options: guided.options,
        seed: guided.seed,
        seats: Array.from({ length: guided.seats }, (_, seat) => ({ name: `p${seat}` })),
        clock: new VirtualClock(),
      });
      return runner.view(guided.you) as TarotView;
    })();
    expect(view.phase).toBe("bidding");
    expect(view.turn).toBe(guided.you);
    const hand = view.hand ?? [];
    expect(countOudlers(hand)).toBeGreaterThanOrEqual(2);
    expect(hand.filter(isTrump).length).toBeGreaterThanOrEqual(5);
    expect(guided.tip(view)).toMatchObject({ key: "tips.bidding.garde" });
  });

  it("plays the guided deal to its end with a tip at each moment, ending with the score", () => {
    const { tips, finished } = tipsOf(tarotLesson.guided.seed, 4, "basic");
    expect(finished).toBe(true);
    const keys = new Set(tips.map((tip) => tip.key));
    for (const key of ["tips.bidding.garde", "tips.dog.discard", "tips.chelem.mine", "tips.play.leadTaker"])
      expect(keys).toContain(key);
    expect(tips.at(-1)?.key).toMatch(/^tips\.end\.taker\./);
  });

  it("names only words that exist in every language, each with its values given", async () => {
    const used: Words[] = [...exercises.flatMap(exerciseWords)];
    // The guided deal, and other deals for the moments it does not reach: defending, 5 players' call.
    used.push(...tipsOf(tarotLesson.guided.seed, 4, "basic").tips);
    for (const seed of ["learn-a", "learn-b", "learn-c", "learn-d"])
      used.push(...tipsOf(seed, 4, "random").tips);
    used.push(...tipsOf("learn-five", 5, "basic").tips);
    const keys = new Set(used.map((w) => w.key));
    for (const key of [
      "tips.bidding.pass",
      "tips.wait.defence",
      "tips.play.follow",
      "tips.play.trumpIn",
      "tips.end.defence.made",
    ])
      expect(keys).toContain(key);
    const fixed = ["title", "intro", "guided.title", "guided.intro"];
    const chapterKeys = tarotLesson.chapters.flatMap((c) => [
      `chapters.${c.id}.title`,
      `chapters.${c.id}.text`,
    ]);
    for (const language of LANGUAGES) {
      const strings = new Set(keysOf(localeStrings(language, "learnTarot")));
      const missing = [...fixed, ...chapterKeys, ...keys].filter((key) => !strings.has(key));
      expect(missing, language).toEqual([]);
      const t = await translator(language, ["learnTarot"]);
      for (const words of used) {
        const text = t(`learnTarot:${words.key}`, words.values);
        expect(text, `${language} ${words.key}`).not.toMatch(/\{\{|learnTarot:/);
      }
    }
  });

  it("says the numbers in each language's way", async () => {
    const count = choice("points-count");
    const fr = await translator("fr", ["learnTarot"]);
    const half = count.choices.find((c) => !Number.isInteger(Number(c.id)));
    expect(half).toBeDefined();
    expect(fr(`learnTarot:${half?.words.key}`, half?.words.values)).toMatch(/\d,5 points/);
    const en = await translator("en", ["learnTarot"]);
    const short = choice("scoring-short");
    const words = short.choices.map((c) => en(`learnTarot:${c.words.key}`, c.words.values));
    expect(words.some((w) => w.startsWith("+"))).toBe(true);
    expect(words.some((w) => w.startsWith("-") || w.startsWith("−"))).toBe(true);
  });

  it("has no tip for a spectator", () => {
    expect(tarotTip({ seat: null, hand: null, phase: "play" })).toBeNull();
  });
});
