/**
 * What each action of a log did, in words ("Bot 2 (easy) found a set: one red solid diamond, …"): the
 * engine's `describe` of the match's game, as parts (the cards with their codes, the seats), with each
 * seat named as the replay names it.
 */
import type { AnyGame, Lang, LogEntry, MoveWords } from "@parlor/engine";

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
): MoveWords {
  const { seat, action, at } = entry;
  return game.describe(before, { seat, action, at, name: names[seat], names }, after, lang);
}

/** The words of a move's parts, as a screen reader and a search read them (the engine's `moveSentence`). */
export function partsText(words: MoveWords): string {
  return words.map((part) => part.text).join("");
}

/** Words alone as a move's parts: a move told with no parts (by an older server), or an action's fields. */
export function textWords(text: string): MoveWords {
  return [{ kind: "text", text }];
}
