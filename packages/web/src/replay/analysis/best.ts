/**
 * The best move of a decision in the game's own words: the move the analysis weighed best, played
 * instead from the state just before the one chosen, and told as the replay tells every move (the
 * engine's `describe`, in the page's language). An action the state refuses (it never should: the
 * analysis weighs only legal moves) is told in a compact form of its fields instead.
 */
import type { Lang, MoveWords } from "@parlor/engine";
import { describeMove, textWords } from "../moves";
import { stateBefore, type Timeline } from "../timeline";

/** An action's fields in a few words: `place · tile 12 · x 3 · y -1 · rotation 2`. */
export function compactAction(action: unknown): string {
  if (action === null || typeof action !== "object") return String(action);
  const fields = Object.entries(action as Record<string, unknown>);
  const type = fields.find(([key]) => key === "type")?.[1];
  const rest = fields
    .filter(([key]) => key !== "type")
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(" ") : compactAction(value)}`);
  return [...(typeof type === "string" ? [type] : []), ...rest].join(" · ");
}

/**
 * Move `move` of the replay (the log's action `move - 1`) had it been `action`, in words: the
 * engine's description when the state before it accepts `action`, else `compactAction`.
 */
export function moveWords(
  timeline: Timeline,
  move: number,
  action: unknown,
  names: readonly string[],
  lang: Lang,
): MoveWords {
  const entry = timeline.log.actions[move - 1];
  if (entry === undefined) return textWords(compactAction(action));
  const before = stateBefore(timeline, move);
  const after = timeline.game.apply(before, entry.seat, action, entry.at);
  if (!after.ok) return textWords(compactAction(action));
  try {
    return describeMove(timeline.game, { ...entry, action }, before, after.value, names, lang);
  } catch {
    return textWords(compactAction(action));
  }
}
