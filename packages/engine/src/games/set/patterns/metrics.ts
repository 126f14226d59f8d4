import { poolCards, setsInPool } from "./pool.js";
import type { PatternsState } from "./state.js";

/** Numbers a designer wants from a (finished) match of Patterns: Tarot. */
export function metrics(s: PatternsState): Record<string, number> {
  const c = s.counters;
  const durationMs = s.endedAt ?? s.now;
  const finalPoolCards = poolCards(s.pool).length;
  const poolCardMs = c.poolCardMs + finalPoolCards * (durationMs - c.poolSince);
  const scores = s.stacks.map((stack) => stack.length);
  const topScore = Math.max(0, ...scores);
  return {
    durationMs,
    sets: c.sets,
    msPerSet: c.sets > 0 ? durationMs / c.sets : 0,
    wrongCalls: c.wrongCalls,
    boops: c.boops,
    grows: c.grows,
    autoGrows: c.autoGrows,
    noSetVotes: c.noSetVotes,
    wrongAgreements: c.wrongAgreements,
    maxPoolCards: c.maxPoolCards,
    finalPoolCards,
    meanPoolCards: durationMs > 0 ? poolCardMs / durationMs : finalPoolCards,
    finalPoolSets: setsInPool(s.pool),
    emptyPlaces: s.pool.reduce((n, row) => n + row.filter((place) => place === null).length, 0),
    cardsOutOfPlay: s.outOfPlay.length,
    deckLeft: s.deck.length,
    topScore,
    scoreSpread: topScore - Math.min(topScore, ...scores),
    winners: scores.filter((score) => score === topScore).length,
  };
}
