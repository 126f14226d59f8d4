/**
 * How the replay marks a decision weighed: a symbol as chess sites write them ("?!" an inaccuracy,
 * "?" a mistake, "??" a blunder; "✓" the strong bot's own move), always beside words that say it
 * (`analysis:marks.<mark>`), never a colour alone.
 */
import type { DecisionMark, PlayerAnalysis } from "@parlor/protocol";

export const MARK_SYMBOLS: Readonly<Record<DecisionMark, string>> = {
  best: "✓",
  good: "",
  inaccuracy: "?!",
  mistake: "?",
  blunder: "??",
};

/** The marks a player is told about beside a move (a best or good move is only said to screen readers). */
export const FLAGGED_MARKS = ["inaccuracy", "mistake", "blunder"] as const satisfies readonly DecisionMark[];
export type FlaggedMark = (typeof FLAGGED_MARKS)[number];

export const isFlagged = (mark: DecisionMark): mark is FlaggedMark =>
  (FLAGGED_MARKS as readonly DecisionMark[]).includes(mark);

/** A player's inaccuracies, mistakes and blunders, in that order (0 for a mark the answer lacks). */
export function flaggedCounts(player: Pick<PlayerAnalysis, "marks">): readonly [FlaggedMark, number][] {
  return FLAGGED_MARKS.map((mark) => [mark, player.marks[mark] ?? 0]);
}
