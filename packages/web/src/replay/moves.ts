/**
 * What each action of a log did, in words ("Bot 2 (easy) found a set: one red solid diamond, …"): the
 * engine's `describe` of the match's game, with each seat named as the replay names it.
 */
import type { AnyGame, Lang, LogEntry } from "@parlor/engine";

/**
 * The action in words, from the state just before it and the one right after, its seat named by
 * `names` (by seat), in `lang` (English by default).
 */
export function describeMove(
  game: AnyGame,
  entry: LogEntry,
  before: unknown,
  after: unknown,
  names: readonly string[],
  lang?: Lang,
): string {
  const { seat, action, at } = entry;
  return game.describe(before, { seat, action, at, name: names[seat], names }, after, lang);
}
