import { gridCards } from "./grid.js";
import { scores } from "./points.js";
import type { SuperState } from "./state.js";

/** Numbers a designer wants from a match of SET Super Rules (`parlor simulate` averages them). */
export function superMetrics(state: SuperState): Record<string, number> {
  const points = scores(state);
  const pilesLeft = state.piles.reduce((n, p) => n + p.length, 0);
  const durationMs = state.endedAt ?? state.now;
  return {
    durationMs,
    ...state.stats,
    /** Cards on the grid at the end (a game over with cards left holds no set). */
    gridCardsLeft: gridCards(state.grid).length,
    /** Cards never flipped (0 in a finished match: lockouts never end the game). */
    pilesLeft,
    discarded: state.discard.length,
    topScore: Math.max(...points),
    scoreSpread: Math.max(...points) - Math.min(...points),
    msPerSet: state.stats.sets > 0 ? durationMs / state.stats.sets : 0,
  };
}
