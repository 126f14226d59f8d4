/**
 * The end of a classic SET game in figures, per player, from the view alone: solutions found, wrong
 * claims, the mean and the fastest time a solution took (each found solution's `took`: since the
 * table last changed), the score, and whether the player is among the winners.
 */
import type { ClassicView } from "@parlor/engine/set";

export interface SpeedStats {
  readonly seat: number;
  readonly score: number;
  readonly found: number;
  readonly wrong: number;
  /** Mean time per solution found, in ms; null when the player found none. */
  readonly mean: number | null;
  /** Fastest solution, in ms; null when the player found none. */
  readonly fastest: number | null;
  readonly winner: boolean;
}

/** Every seat's figures, in seat order. */
export function speedStats(view: Pick<ClassicView, "players" | "found" | "winners">): SpeedStats[] {
  return view.players.map((player, seat) => {
    const times = view.found.filter((f) => f.seat === seat).map((f) => f.took);
    return {
      seat,
      score: player.score,
      found: player.found,
      wrong: player.wrong,
      mean: times.length > 0 ? times.reduce((a, b) => a + b, 0) / times.length : null,
      fastest: times.length > 0 ? Math.min(...times) : null,
      winner: view.winners?.includes(seat) ?? false,
    };
  });
}

/** The seats in the order of the final standings: best score first, then more found, then faster. */
export function standings(stats: readonly SpeedStats[]): SpeedStats[] {
  return [...stats].sort(
    (a, b) =>
      b.score - a.score ||
      b.found - a.found ||
      (a.mean ?? Infinity) - (b.mean ?? Infinity) ||
      a.seat - b.seat,
  );
}
