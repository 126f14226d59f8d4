import { describe, expect, it } from "vitest";
import type { SetsAnalysis } from "../../../core/analysis.js";
import type { MatchLog } from "../../../core/log.js";
import { playWithBots } from "../../../core/testkit.js";
import { cardCode } from "../cards.js";
import { expectSetsInvariants, LogWriter, setKey } from "../testkit.js";
import { setClassic } from "./game.js";
import { MODES, type ClassicMode } from "./modes.js";
import { findSolutions, isSolution } from "./solutions.js";
import type { ClassicState } from "./state.js";

const analyse = (log: MatchLog): SetsAnalysis =>
  setClassic.analysis!.analyse(setClassic, log) as SetsAnalysis;

/** The solutions a claim could take now, as codes (a puzzle's found ones left out). */
function solutions(state: ClassicState): string[][] {
  const { kind, shape, chain } = MODES[state.options.mode];
  const search = state.chain.length > 0 ? { chain: state.chain, reuse: chain } : {};
  const found = new Set(state.puzzleFound.map((cards) => cards.join(" ")));
  return findSolutions(kind, shape, state.board, search)
    .filter((cards) => !found.has([...cards].sort((a, b) => a - b).join(" ")))
    .map((cards) => cards.map((card) => cardCode(shape, card)));
}

/** Three cards of the table that are no set, as codes. */
function noSet(state: ClassicState): string[] {
  const { shape } = MODES[state.options.mode];
  const [a, b] = state.board as [number, number];
  const c = state.board.slice(2).find((card) => !isSolution("set", shape, [a, b, card])) as number;
  return [a, b, c].map((card) => cardCode(shape, card));
}

const claim = (cards: readonly string[]) => ({ type: "claim", cards });

describe("set-classic analysis", () => {
  it("times a hand-played match: three sets, a wrong claim, the sets left when the log ends", () => {
    const w = new LogWriter<ClassicState>(setClassic, {}, 2, "classic");
    const first = solutions(w.state)[0]!;
    w.play(0, claim(first), 4_000);
    const wrong = noSet(w.state);
    w.play(1, claim(wrong), 5_000);
    const second = solutions(w.state)[0]!;
    w.play(1, claim(second), 9_000);
    const third = solutions(w.state)[0]!;
    w.play(0, claim(third), 10_000);
    const left = solutions(w.state);

    const analysis = expectSetsInvariants(() => analyse(w.log), { sets: 3, wrongClaims: 1 });
    const taken = (
      index: number,
      seat: number,
      at: number,
      cards: string[],
      foundInMs: number,
      ofOwnAverage: number,
    ) => ({
      index,
      seat,
      at,
      calledAt: at,
      cards,
      foundInMs,
      // Every deal comes with a set taken: the wait is the time to find.
      waitedMs: foundInMs,
      ofOwnAverage,
    });
    // Seat 0 found in 4 s and 1 s (mean 2.5 s), seat 1 in 5 s (a wrong claim changes nothing).
    expect(analysis.claims).toEqual([
      taken(0, 0, 4_000, first, 4_000, 1.6),
      taken(2, 1, 9_000, second, 5_000, 1),
      taken(3, 0, 10_000, third, 1_000, 0.4),
    ]);
    expect(analysis.wrongClaims).toEqual([{ index: 1, seat: 1, at: 5_000, cards: wrong, unfinished: false }]);
    expect(analysis.until).toBe(10_000);
    expect(left.length).toBeGreaterThan(0);
    expect(analysis.unclaimed.map((set) => setKey(set.cards))).toEqual(left.map(setKey));
    expect(analysis.unclaimed.every((set) => set.reason === "end" && set.at === 10_000)).toBe(true);
    expect(analysis.players).toEqual([
      {
        seat: 0,
        name: "P1",
        sets: 2,
        wrongClaims: 0,
        missed: 1 + left.length,
        meanFoundInMs: 2_500,
        medianFoundInMs: 2_500,
      },
      {
        seat: 1,
        name: "P2",
        sets: 1,
        wrongClaims: 1,
        missed: 2 + left.length,
        meanFoundInMs: 5_000,
        medianFoundInMs: 5_000,
      },
    ]);
  });

  it("runs to the log's end when the match did not end, and counts a puzzle's solutions found as changes", () => {
    const w = new LogWriter<ClassicState>(setClassic, { mode: "puzzle" }, 1, "puzzle");
    const table = solutions(w.state);
    expect(table.length).toBeGreaterThan(2);
    w.play(0, claim(table[0]!), 3_000);
    w.play(0, claim(table[1]!), 3_500);
    w.advance(20_000);
    const analysis = analyse(w.log);
    // The table stays, but its second solution is found 0.5 s after the first.
    expect(analysis.claims.map((c) => [c.foundInMs, c.waitedMs])).toEqual([
      [3_000, 3_000],
      [500, 500],
    ]);
    expect(analysis.until).toBe(20_000);
    expect(analysis.unclaimed.map((set) => [setKey(set.cards), set.since, set.at])).toEqual(
      table.slice(2).map((cards) => [setKey(cards), 0, 20_000]),
    );
  });

  const modes: readonly ClassicMode[] = ["normal", "setchain", "ultraset", "ghostset", "puzzle", "junior"];
  it.each(modes)("agrees with the table's own times to find on a bot match (%s)", (mode) => {
    const runner = playWithBots(setClassic, { mode, penalty: "freeze" }, ["easy", "medium"], `bots ${mode}`);
    expect(runner.finished).toBe(true);
    const state = runner.state as ClassicState;
    const analysis = expectSetsInvariants(() => analyse(runner.log), {
      sets: state.counters.solutions,
      wrongClaims: state.counters.wrongClaims,
    });
    const { shape } = MODES[mode];
    expect(analysis.claims.map((c) => [c.seat, c.at, c.foundInMs, c.cards])).toEqual(
      state.solutions.map((found) => [
        found.seat,
        found.at,
        found.took,
        found.cards.map((card) => cardCode(shape, card)),
      ]),
    );
    // Cards are dealt only to a table without a solution, and only with a set taken: waits are finds.
    for (const c of analysis.claims) expect(c.waitedMs).toBe(c.foundInMs);
  });
});
