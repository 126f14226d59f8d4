/**
 * What the lessons' tests share (games/<id>/lesson.test.ts): every `Words` an exercise says, and a
 * lesson's guided deal played to its end by the engine's runner on a virtual clock, with the coach's
 * tip of the learner's view at each moment.
 */
import { TableRunner, VirtualClock, type AnyGame } from "@parlor/engine";
import type { Exercise, GameLesson, Words } from "../learn/lesson";

/** Every `Words` of an exercise: its question, its explanation, its choices, its context's label. */
export function exerciseWords(exercise: Exercise): Words[] {
  return [
    exercise.question,
    exercise.explanation,
    ...(exercise.kind === "choice" ? exercise.choices.map((choice) => choice.words) : []),
    ...(exercise.kind === "pick" && exercise.context ? [exercise.context.label] : []),
  ];
}

/** How to play a guided deal other than as the lesson deals it, to reach moments it does not. */
export interface GuidedPlay {
  /** The bot level at the learner's seat (default: the lesson's bots'). */
  readonly learner?: string;
  /** Another deal (default: the lesson's seed). */
  readonly seed?: string;
  /** Another seat count (default: the lesson's). */
  readonly seats?: number;
}

/**
 * Plays the lesson's guided deal to its end, every seat a bot (the learner's at `learner`), calling
 * the coach with the learner's view before the start and after every change: its tips in order (null
 * where it had nothing to say), and the runner.
 */
export function playGuided(
  game: AnyGame,
  lesson: GameLesson,
  play: GuidedPlay = {},
): { readonly tips: (Words | null)[]; readonly runner: TableRunner } {
  const { guided } = lesson;
  const clock = new VirtualClock();
  const tips: (Words | null)[] = [];
  const runner: TableRunner = new TableRunner({
    game,
    options: guided.options,
    seed: play.seed ?? guided.seed,
    seats: Array.from({ length: play.seats ?? guided.seats }, (_, seat) => ({
      bot: seat === guided.you ? (play.learner ?? guided.bot) : guided.bot,
    })),
    clock,
    onChange: () => tips.push(guided.tip(runner.view(guided.you))),
  });
  tips.push(guided.tip(runner.view(guided.you)));
  runner.start();
  clock.run();
  return { tips, runner };
}

/** The tips that said something. */
export const saidTips = (tips: readonly (Words | null)[]): Words[] =>
  tips.filter((tip): tip is Words => tip !== null);
