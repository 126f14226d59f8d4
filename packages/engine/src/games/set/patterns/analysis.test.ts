import { describe, expect, it } from "vitest";
import type { SetsAnalysis } from "../../../core/analysis.js";
import type { MatchLog } from "../../../core/log.js";
import { playWithBots } from "../../../core/testkit.js";
import { cardCode } from "../cards.js";
import { expectSetsInvariants, LogWriter, setKey } from "../testkit.js";
import { setPatterns } from "./game.js";
import { SHAPE } from "./options.js";
import { isSetOf, poolCards, poolHoldsSet } from "./pool.js";
import type { PatternsState } from "./state.js";
import { findSets } from "../sets.js";

const analyse = (log: MatchLog): SetsAnalysis =>
  setPatterns.analysis!.analyse(setPatterns, log) as SetsAnalysis;

/** The pool's cards as codes, row after row. */
const poolCodes = (state: PatternsState): string[] =>
  poolCards(state.pool).map((card) => cardCode(SHAPE, card));

/** Three cards of the pool that are no set, as codes. */
function noSet(state: PatternsState): string[] {
  const [a, b, ...rest] = poolCards(state.pool) as [number, number, ...number[]];
  const c = rest.find((card) => !isSetOf([a, b, card])) as number;
  return [a, b, c].map((card) => cardCode(SHAPE, card));
}

const vote = { type: "no-set" };
/** One second between moves. */
const STEP = 1_000;

describe("set-patterns analysis", () => {
  it("times a hand-played match: a set agreed away and still waiting, a call, a boop", () => {
    const w = new LogWriter<PatternsState>(setPatterns, {}, 2, "patterns");
    let t = 0;
    // Both vote "no set" until the pool grows one.
    while (!poolHoldsSet(w.state.pool)) {
      w.play(0, vote, (t += STEP));
      w.play(1, vote, (t += STEP));
    }
    const setSince = t;
    // They agree again that there is none, wrongly: the pool grows, the set stays.
    w.play(0, vote, (t += STEP));
    w.play(1, vote, (t += STEP));
    const grown = t;
    const sets = findSets(poolCodes(w.state));
    const called = sets[0]!;
    w.play(0, { type: "call", cards: called }, (t += 3 * STEP));
    const wrong = noSet(w.state);
    w.play(1, { type: "call", cards: wrong }, (t += STEP));
    const left = findSets(poolCodes(w.state));

    const analysis = expectSetsInvariants(() => analyse(w.log), { sets: 1, wrongClaims: 1 });
    const index = w.actions.length - 2;
    expect(analysis.claims).toEqual([
      {
        index,
        seat: 0,
        at: grown + 3 * STEP,
        calledAt: grown + 3 * STEP,
        cards: called,
        foundInMs: 3 * STEP,
        waitedMs: grown + 3 * STEP - setSince,
        ofOwnAverage: 1,
      },
    ]);
    // An empty score stack: "Boop! Bad!", a wrong call all the same.
    expect(analysis.wrongClaims).toEqual([
      { index: index + 1, seat: 1, at: t, cards: wrong, unfinished: false },
    ]);
    expect(analysis.unclaimed.map((set) => [setKey(set.cards), set.reason, set.at])).toEqual(
      left.map((cards) => [setKey(cards), "end", t]),
    );
    expect(
      analysis.players.map((p) => [p.sets, p.wrongClaims, p.missed, p.meanFoundInMs, p.medianFoundInMs]),
    ).toEqual([
      [1, 0, left.length, 3 * STEP, 3 * STEP],
      [0, 1, 1 + left.length, null, null],
    ]);
  });

  it("adds up on bot matches, and a set never leaves the pool unclaimed before the end", () => {
    for (const autoGrow of [false, true]) {
      const runner = playWithBots(setPatterns, { autoGrow }, ["easy", "medium", "hard"], `bots ${autoGrow}`);
      expect(runner.finished).toBe(true);
      const state = runner.state as PatternsState;
      const analysis = expectSetsInvariants(() => analyse(runner.log), {
        sets: state.counters.sets,
        wrongClaims: state.counters.wrongCalls,
      });
      expect(analysis.unclaimed.filter((set) => set.reason !== "end")).toEqual([]);
      expect(analysis.until).toBe(state.endedAt);
    }
  });
});
