import type { ClassicState } from "./state.js";

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60_000;

/** Numbers a designer wants from a (finished) match of classic SET. */
export function metrics(s: ClassicState): Record<string, number> {
  const c = s.counters;
  const durationMs = s.endedAt ?? s.now;
  const topScore = Math.max(...s.scores);
  const minutes = durationMs / MS_PER_MINUTE;
  return {
    durationMs,
    /** Solutions found (sets, ultrasets or ghostsets). */
    sets: c.solutions,
    setsPerMinute: minutes > 0 ? c.solutions / minutes : 0,
    /** Mean time a solution took, since the table last changed, in seconds. */
    meanSecondsPerSet: c.solutions > 0 ? c.tookMs / c.solutions / MS_PER_SECOND : 0,
    wrongClaims: c.wrongClaims,
    /** Deals of more cards to a table that held no solution. */
    deals: c.deals,
    tables: c.tables,
    maxBoard: c.maxBoard,
    finalBoard: s.board.length,
    cardsLeft: s.board.length + s.chain.length + s.deck.length,
    topScore,
    scoreSpread: topScore - Math.min(...s.scores),
    winners: s.scores.filter((score) => score === topScore).length,
  };
}
