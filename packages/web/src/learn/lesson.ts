/**
 * A game's lesson (`/learn/<game>`, issue 37): chapters, one idea each, each with small exercises
 * whose answers the engine computes, then a guided first deal against bots played in the page with
 * a coach and hints. Plain data and plain functions: each game declares its lesson in
 * `games/<id>/lesson.ts` (its `GameUi.lesson`), this folder draws and checks any of them.
 */

/** Words of the lesson: a key of the lesson's namespace (or `ns:key`) and its values. */
export interface Words {
  readonly key: string;
  readonly values?: Readonly<Record<string, unknown>>;
}

/** Words of a key, with its values if any. */
export const words = (key: string, values?: Readonly<Record<string, unknown>>): Words =>
  values === undefined ? { key } : { key, values };

/**
 * Pick pieces (cards, tiles) among those shown: right when the picks are exactly `answer` (any number
 * of them from one on may be picked before checking).
 */
export interface PickExercise {
  readonly kind: "pick";
  /** Unique in the lesson; its test hook (`exercise-<id>`). */
  readonly id: string;
  readonly question: Words;
  /** The pieces shown, by their codes (drawn with the game's `pieces.Face`). */
  readonly pieces: readonly string[];
  /** The pieces to pick, as the engine says: never written by hand. */
  readonly answer: readonly string[];
  /** Why, shown once the learner checked (right or wrong). */
  readonly explanation: Words;
  /** Pieces shown above the ones to pick, for context (the trick so far, the board), not pickable. */
  readonly context?: { readonly label: Words; readonly pieces: readonly string[] };
}

/** Choose one answer among a few: right when it is `answer`. */
export interface ChoiceExercise {
  readonly kind: "choice";
  readonly id: string;
  readonly question: Words;
  /** Pieces shown with the question (the cards to count), if any. */
  readonly pieces?: readonly string[];
  readonly choices: readonly { readonly id: string; readonly words: Words }[];
  /** The id of the right choice, as the engine computes it. */
  readonly answer: string;
  readonly explanation: Words;
}

export type Exercise = PickExercise | ChoiceExercise;

/** One idea: its words (`chapters.<id>.title`, `chapters.<id>.text`) and its exercises. */
export interface LessonChapter {
  readonly id: string;
  readonly exercises: readonly Exercise[];
  /** The values its text names (`{{least}}`), from the engine's rules and options, never typed. */
  readonly values?: Readonly<Record<string, unknown>>;
}

/**
 * The guided first deal (or hand): a match of the game played in the page (the engine's runner, its
 * bots at the other seats) on a prepared seed, the learner at `you`, with the coach's tip for each
 * moment and the strong bot's hint on demand.
 */
export interface GuidedDeal {
  /** The game's table options (a short match: one deal, one hand). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The prepared seed: the same cards every time. */
  readonly seed: string;
  /** How many seats. */
  readonly seats: number;
  /** The learner's seat. */
  readonly you: number;
  /** The level of the bots at the other seats. */
  readonly bot: string;
  /**
   * The coach's words for the learner's view now (what this moment of the game asks, and what to
   * look at), or null for nothing new to say. Read from the learner's view only.
   */
  tip(view: unknown): Words | null;
}

export interface GameLesson {
  /** The i18n namespace of its words: `learnTarot`, `learnBuraco`, `learnRuhd`. */
  readonly namespace: string;
  readonly chapters: readonly LessonChapter[];
  readonly guided: GuidedDeal;
}

/** What a check of a pick says: right, and which picks were missing or extra. */
export interface PickVerdict {
  readonly right: boolean;
  readonly missing: readonly string[];
  readonly extra: readonly string[];
}

/** Checks the learner's picks against the engine's answer (order does not matter). */
export function checkPick(exercise: PickExercise, picked: readonly string[]): PickVerdict {
  const wanted = new Set(exercise.answer);
  const chosen = new Set(picked);
  const missing = exercise.answer.filter((piece) => !chosen.has(piece));
  const extra = [...chosen].filter((piece) => !wanted.has(piece));
  return { right: missing.length === 0 && extra.length === 0, missing, extra };
}

/** Whether the learner's choice is the engine's answer. */
export function checkChoice(exercise: ChoiceExercise, chosen: string): boolean {
  return exercise.answer === chosen;
}

/** Every exercise of a lesson, in order. */
export function exercisesOf(lesson: GameLesson): readonly Exercise[] {
  return lesson.chapters.flatMap((chapter) => chapter.exercises);
}
