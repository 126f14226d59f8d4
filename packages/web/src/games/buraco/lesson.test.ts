/**
 * Buraco's lesson: each exercise's answer is the engine's (recomputed here), each answer one the
 * learner can give, and every word the exercises and the coach use exists in every language, the
 * coach's over a whole guided hand played by the engine's bots.
 */
import type { AnyGame } from "@parlor/engine";
import i18next from "i18next";
import {
  arrangeMeld,
  buracoGame,
  canastaBonus,
  cardValue,
  classifyMeld,
  extendMeld,
  isThree,
  isWild,
  scoreHand,
  type BuracoState,
  type BuracoView,
} from "@parlor/engine/buraco";
import { describe, expect, it } from "vitest";
import { checkChoice, checkPick, exercisesOf, type Exercise, type Words } from "../../learn/lesson";
import { exerciseWords, playGuided, saidTips } from "../../testing/lessons";
import { localeStrings, translator } from "../../testing/translator";
import {
  buracoLesson,
  buracoTip,
  cardText,
  CLEAN_CANASTA,
  COUNTED_CARDS,
  DIRTY_CANASTA,
  GUIDED_SEED,
  LOCKED_HAND,
  LOCKED_PILE,
  MELD_OPTIONS,
  outcomeOf,
  PILE_HAND,
  PILE_TOP,
  RUN_PIECES,
  SITUATIONS,
  tableFor,
  THREE_PIECES,
  WILD_MELD,
  WILD_OPTIONS,
  WILD_PIECES,
} from "./lesson";

const LANGUAGES = ["en", "fr", "pt-BR"] as const;
/** Hands played besides the guided one, so the coach meets more moments. */
const OTHER_SEEDS = ["learn-buraco-1", "learn-buraco-2", "learn-buraco-3"];
const exercises = exercisesOf(buracoLesson);
const byId = new Map(exercises.map((exercise) => [exercise.id, exercise]));

function exercise(id: string): Exercise {
  const found = byId.get(id);
  if (found === undefined) throw new Error(`no exercise ${id}`);
  return found;
}

/** The answer an exercise gives, as a sorted list (a pick's cards, a choice's id). */
function answerOf(id: string): string[] {
  const e = exercise(id);
  return e.kind === "pick" ? [...e.answer].sort() : [e.answer];
}

/** The flattened keys of a locale file (a plural family `x_one`, `x_other` also as `x`). */
function keysOf(tree: unknown, prefix = "", into = new Set<string>()): Set<string> {
  if (tree !== null && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) keysOf(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.add(prefix);
    const plural = /^(.+)_(zero|one|two|few|many|other)$/.exec(prefix);
    if (plural?.[1]) into.add(plural[1]);
  }
  return into;
}

/** The coach's tips over a guided hand played to its end (testing/lessons.ts), and the hand's state. */
function guidedTips(seed = GUIDED_SEED): { tips: (Words | null)[]; state: BuracoState } {
  const { tips, runner } = playGuided(buracoGame as unknown as AnyGame, buracoLesson, { seed });
  expect(runner.finished).toBe(true);
  return { tips, state: runner.state as BuracoState };
}

describe("Buraco's lesson", () => {
  it("has the chapters of the issue, each with 1 to 3 exercises, ids unique", () => {
    expect(buracoLesson.namespace).toBe("learnBuraco");
    expect(buracoLesson.chapters.map((c) => c.id)).toEqual([
      "melds",
      "wilds",
      "threes",
      "pile",
      "canastas",
      "morto",
      "goingOut",
    ]);
    for (const chapter of buracoLesson.chapters) {
      expect(chapter.exercises.length).toBeGreaterThanOrEqual(1);
      expect(chapter.exercises.length).toBeLessThanOrEqual(3);
    }
    expect(new Set(exercises.map((e) => e.id)).size).toBe(exercises.length);
  });

  it("asks for answers the learner can give: picks among the pieces, a choice among the choices", () => {
    for (const e of exercises) {
      if (e.kind === "pick") {
        expect(e.answer.length, e.id).toBeGreaterThan(0);
        for (const card of e.answer) expect(e.pieces, e.id).toContain(card);
        expect(new Set(e.pieces).size, e.id).toBe(e.pieces.length);
        expect(checkPick(e, e.answer).right, e.id).toBe(true);
        expect(checkPick(e, e.pieces).right, e.id).toBe(false);
      } else {
        const ids = e.choices.map((c) => c.id);
        expect(new Set(ids).size, e.id).toBe(ids.length);
        expect(ids, e.id).toContain(e.answer);
        expect(checkChoice(e, e.answer), e.id).toBe(true);
        expect(
          ids.filter((id) => checkChoice(e, id)),
          e.id,
        ).toEqual([e.answer]);
      }
    }
  });

  it("gives the engine's answers", () => {
    // Melds: the one run among the pieces; the one meld among the options.
    const runs: string[][] = [];
    for (const a of RUN_PIECES)
      for (const b of RUN_PIECES)
        for (const c of RUN_PIECES)
          if (a < b && b < c && classifyMeld([a, b, c])?.kind === "run") runs.push([a, b, c].sort());
    expect(runs).toHaveLength(1);
    expect(answerOf("melds-run")).toEqual(runs[0]);
    expect(answerOf("melds-which")).toEqual([
      String(MELD_OPTIONS.findIndex((cards) => arrangeMeld(cards) !== null)),
    ]);
    expect(MELD_OPTIONS.filter((cards) => arrangeMeld(cards) !== null)).toHaveLength(1);
    // Wilds: one 2 fills a gap, two 2s never; the cards that join the meld.
    expect(WILD_OPTIONS.filter((cards) => arrangeMeld(cards) !== null)).toHaveLength(1);
    expect(answerOf("wilds-which")).toEqual([
      String(WILD_OPTIONS.findIndex((cards) => arrangeMeld(cards) !== null)),
    ]);
    expect(answerOf("wilds-fit")).toEqual(
      WILD_PIECES.filter((card) => arrangeMeld([...WILD_MELD, card]) !== null).sort(),
    );
    expect(answerOf("wilds-fit")).toEqual(["2C", "2S", "9H"]);
    // Threes: never in a meld; a red three without a canasta.
    expect(answerOf("threes-never")).toEqual(THREE_PIECES.filter(isThree).sort());
    expect(answerOf("threes-red")).toEqual([
      String(scoreHand({ melds: [], redThrees: 1, hand: [], wentOut: false, tookMorto: true }).redThrees),
    ]);
    // The pile: the pair that melds with its top; a black three locks it.
    const pairs = PILE_HAND.flatMap((a, i) =>
      PILE_HAND.slice(i + 1)
        .filter((b) => arrangeMeld([PILE_TOP, a, b]) !== null)
        .map((b) => [a, b].sort()),
    );
    expect(pairs).toHaveLength(1);
    expect(answerOf("pile-take")).toEqual(pairs[0]);
    expect(arrangeMeld([LOCKED_PILE[0] ?? "", ...LOCKED_HAND.slice(0, 2)])).not.toBeNull();
    const locked = { ...tableFor(LOCKED_HAND, [], false), step: "draw" as const };
    const taken = buracoGame.apply(
      { ...locked, pile: LOCKED_PILE.map((card) => `${card}.1`) },
      0,
      { type: "take-pile", meld: { cards: ["8D.0", "8C.1"] } },
      1,
    );
    expect(taken.ok).toBe(false);
    expect(answerOf("pile-locked")).toEqual(["no"]);
    // Canastas: the bonuses, the cards' values.
    expect(answerOf("canastas-dirty")).toEqual([String(canastaBonus(DIRTY_CANASTA))]);
    expect(answerOf("canastas-clean")).toEqual([String(canastaBonus(CLEAN_CANASTA))]);
    expect(classifyMeld(DIRTY_CANASTA)?.canasta).toBe("mixed");
    expect(classifyMeld(CLEAN_CANASTA)?.canasta).toBe("natural");
    expect(answerOf("canastas-points")).toEqual([
      String(COUNTED_CARDS.reduce((sum, card) => sum + cardValue(card), 0)),
    ]);
    expect(classifyMeld(COUNTED_CARDS)).not.toBeNull();
    // The morto and going out: what the rules make of each move.
    expect(answerOf("morto-direct")).toEqual(["direct"]);
    expect(answerOf("morto-indirect")).toEqual(["indirect"]);
    expect(answerOf("morto-penalty")).toEqual([
      String(scoreHand({ melds: [], redThrees: 0, hand: [], wentOut: false, tookMorto: false }).morto),
    ]);
    expect(answerOf("goingOut-dirty")).toEqual(["refused"]);
    expect(answerOf("goingOut-clean")).toEqual(["ends"]);
    for (const [name, id] of [
      ["direct", "morto-direct"],
      ["indirect", "morto-indirect"],
      ["dirty", "goingOut-dirty"],
      ["clean", "goingOut-clean"],
    ] as const) {
      const { state, action } = SITUATIONS[name];
      expect(answerOf(id)).toEqual([outcomeOf(state(), action)]);
    }
  });

  it("would fail with a wrong answer: a wrong pick or choice is not right, and a meld the engine refuses is told", () => {
    const run = exercise("melds-run");
    if (run.kind !== "pick") throw new Error("melds-run is a pick");
    const wrong = run.pieces.filter((card) => !run.answer.includes(card)).slice(0, 3);
    expect(checkPick(run, wrong).right).toBe(false);
    expect(classifyMeld(wrong)).toBeNull();
    const bonus = exercise("canastas-dirty");
    if (bonus.kind !== "choice") throw new Error("canastas-dirty is a choice");
    const other = bonus.choices.find((c) => c.id !== bonus.answer)?.id ?? "";
    expect(checkChoice(bonus, other)).toBe(false);
    expect(Number(other)).not.toBe(canastaBonus(DIRTY_CANASTA));
    // A typed-in answer disagreeing with the engine is caught by the checks above.
    expect(extendMeld(WILD_MELD, ["6H"])).toBeNull();
    expect(DIRTY_CANASTA.some(isWild)).toBe(true);
  });

  it("names cards by corner and suit symbol, the court cards' letters in the page's language", async () => {
    expect(cardText("10S")).toBe("10♠");
    expect(cardText("AH.1")).toBe("A♥");
    // Without the game's words loaded, the English letters; with the French ones, the French deck's.
    expect(cardText("KD")).toBe("K♦");
    const french = i18next.createInstance();
    await french.init({ lng: "fr", resources: { fr: { buraco: localeStrings("fr", "buraco") } } });
    const inFrench = (card: string) => cardText(card, french);
    expect(["KD", "QH", "JS", "7C"].map(inFrench)).toEqual(["R♦", "D♥", "V♠", "7♣"]);
  });

  it("has every word of the exercises and the coach in every language", async () => {
    const { tips, state } = guidedTips();
    expect(state.results).toHaveLength(1);
    // Other hands too, for the coach's words the guided one does not need (a dirty canasta, the stock).
    const others = OTHER_SEEDS.flatMap((seed) => guidedTips(seed).tips);
    const used = [...exercises.flatMap(exerciseWords), ...saidTips([...tips, ...others])];
    // The guided hand's coach says something at many moments, of many kinds.
    expect(new Set(tips.map((tip) => tip?.key)).size).toBeGreaterThan(5);
    const keys = new Set([
      "title",
      "intro",
      "guided.title",
      "guided.intro",
      ...buracoLesson.chapters.flatMap((c) => [`chapters.${c.id}.title`, `chapters.${c.id}.text`]),
      ...used.map((w) => w.key),
    ]);
    for (const language of LANGUAGES) {
      const strings = keysOf(localeStrings(language, "learnBuraco"));
      const missing = [...keys].filter((key) => !strings.has(key));
      expect(missing, language).toEqual([]);
      const t = await translator(language, ["learnBuraco"]);
      for (const w of used) {
        const text = t(`learnBuraco:${w.key}`, w.values as Record<string, unknown>);
        expect(text, `${language} ${w.key}`).not.toMatch(/\{\{|learnBuraco/);
      }
    }
  });

  it("starts the guided hand with melds in the learner's hand", () => {
    const { guided } = buracoLesson;
    const start = buracoGame.setup(
      buracoGame.options.parse(guided.options),
      guided.seats,
      guided.seed,
    ) as BuracoState;
    const hand = start.hands[guided.you] ?? [];
    const melds = hand.flatMap((a, i) =>
      hand.slice(i + 1).flatMap((b, j) =>
        hand
          .slice(i + j + 2)
          .filter((c) => ![a, b, c].some(isWild) && arrangeMeld([a, b, c]) !== null)
          .map((c) => [a, b, c]),
      ),
    );
    expect(melds.length).toBeGreaterThan(0);
    expect(guided.bot in buracoGame.bots).toBe(true);
    const view = buracoGame.view(start, guided.you) as BuracoView;
    expect(buracoTip(view)?.key).toMatch(/^tips\./);
  });
});
