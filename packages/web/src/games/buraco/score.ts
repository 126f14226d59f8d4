import type { HandScore } from "@parlor/engine/buraco";

/** The lines of a hand's score, in the order the rules list them (the engine's `HandScore` fields). */
export const SCORE_LINES: readonly (keyof HandScore)[] = [
  "cards",
  "canastas",
  "redThrees",
  "goingOut",
  "morto",
  "hand",
  "total",
];

/** A signed number of points: "+200", "−100", "0". */
export function signed(points: number): string {
  if (points > 0) return `+${points}`;
  return points < 0 ? `−${-points}` : "0";
}
