/**
 * The "find the set" lesson's exercises, built from a seeded PRNG and checked with the engine's set
 * finder, so each board holds exactly the sets the lesson says it does: the same seed gives the same
 * lesson on every device (and in the tests).
 */
import { findSets, isSet, thirdCard } from "@parlor/engine/set";

/** Features per card and values per feature: the classic deck of 81. */
const FEATURES = 4;
const VALUES = 3;

/** The lesson's seed: change it and every exercise changes, still with the counts below. */
export const LESSON_SEED = 16;

/** Step 2: how many "is this a set?" questions, and how many of them are sets. */
export const QUESTIONS = 4;
export const QUESTIONS_THAT_ARE_SETS = 2;
/** Step 3: how many "complete the set" puzzles, and the choices offered in each. */
export const COMPLETIONS = 2;
export const CHOICES = 4;
/** Step 4: the boards, their size and how many sets each holds. */
export const BOARDS: readonly { readonly cards: number; readonly sets: number }[] = [
  { cards: 9, sets: 1 },
  { cards: 12, sets: 2 },
];

/** A small seeded generator (mulberry32): a number in [0, 1) per call. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = (random: Random, n: number): number => Math.floor(random() * n);

/** A random card code of the classic deck. */
function randomCard(random: Random): string {
  return Array.from({ length: FEATURES }, () => String(pick(random, VALUES))).join("");
}

/** `n` distinct random cards. */
function distinctCards(random: Random, n: number): string[] {
  const cards = new Set<string>();
  while (cards.size < n) cards.add(randomCard(random));
  return [...cards];
}

/** Step 2: three cards; the answer is the engine's `isSet`. */
export interface Question {
  readonly cards: readonly string[];
  readonly isSet: boolean;
}

/** Step 3: two cards and the choices; exactly one choice completes the set. */
export interface Completion {
  readonly pair: readonly [string, string];
  readonly choices: readonly string[];
  /** The choice that completes the set (the engine's `thirdCard`). */
  readonly answer: string;
}

/** Step 4: a board and the sets on it (the engine's finder). */
export interface Board {
  readonly cards: readonly string[];
  readonly sets: readonly (readonly string[])[];
}

export interface Lesson {
  readonly questions: readonly Question[];
  readonly completions: readonly Completion[];
  readonly boards: readonly Board[];
}

function question(random: Random, wantSet: boolean): Question {
  for (;;) {
    const [a, b] = distinctCards(random, 2) as [string, string];
    const c = wantSet ? thirdCard(a, b) : randomCard(random);
    const cards = [a, b, c];
    if (new Set(cards).size === 3 && isSet(cards) === wantSet) return { cards, isSet: wantSet };
  }
}

function completion(random: Random): Completion {
  const [a, b] = distinctCards(random, 2) as [string, string];
  const answer = thirdCard(a, b);
  const choices = new Set([answer]);
  // Wrong choices: the answer with one feature changed, so each is close and none completes the set.
  while (choices.size < CHOICES) {
    const f = pick(random, FEATURES);
    const other = (Number(answer[f]) + 1 + pick(random, VALUES - 1)) % VALUES;
    const wrong = answer.slice(0, f) + String(other) + answer.slice(f + 1);
    if (wrong !== a && wrong !== b) choices.add(wrong);
  }
  const shuffled = [...choices];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = pick(random, i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
  }
  return { pair: [a, b], choices: shuffled, answer };
}

function board(random: Random, cards: number, sets: number): Board {
  for (;;) {
    const drawn = distinctCards(random, cards);
    const found = findSets(drawn);
    if (found.length === sets) return { cards: drawn, sets: found };
  }
}

/** The whole lesson from a seed: the same seed, the same exercises. */
export function buildLesson(seed: number = LESSON_SEED): Lesson {
  const random = seeded(seed);
  const questions = Array.from({ length: QUESTIONS }, (_, i) => question(random, i % 2 === 0));
  // Sets and non-sets alternate, starting with a set; the count of sets is QUESTIONS_THAT_ARE_SETS.
  return {
    questions,
    completions: Array.from({ length: COMPLETIONS }, () => completion(random)),
    boards: BOARDS.map((b) => board(random, b.cards, b.sets)),
  };
}
