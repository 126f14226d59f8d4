import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SetsAnalysis } from "../../../core/analysis.js";
import { replayWith, type MatchLog } from "../../../core/log.js";
import { playWithBots } from "../../../core/testkit.js";
import { cardCode } from "../cards.js";
import { expectSetsInvariants, LogWriter, setKey } from "../testkit.js";
import { setPc } from "./game.js";
import type { PcState } from "./state.js";
import { finderOf, setsOnTable } from "./table.js";

const analyse = (log: MatchLog): SetsAnalysis => setPc.analysis!.analyse(setPc, log) as SetsAnalysis;

/** The cards' codes on these slots. */
function codesOn(state: PcState, slots: readonly number[]): string[] {
  const shape = { features: state.options.featureCount, values: state.options.featureSize };
  return slots.map((slot) => cardCode(shape, state.slots[slot] as number));
}

/** The sets on the table, as keys of their codes. */
function setKeys(state: PcState): string[] {
  return setsOnTable(state).map((slots) => setKey(codesOn(state, slots)));
}

/** Presses `slots` one after the other, `gap` ms apart, the last at `at`. */
function pressAll(
  writer: LogWriter<PcState>,
  seat: number,
  slots: readonly number[],
  at: number,
  gap = 100,
): void {
  slots.forEach((slot, i) => writer.play(seat, { type: "press", slot }, at - (slots.length - 1 - i) * gap));
}

/** Three slots of the table whose cards are no set. */
function noSet(state: PcState): number[] {
  const finder = finderOf(state.options);
  const slots = state.slots.flatMap((card, slot) => (card === null ? [] : [slot]));
  for (const a of slots)
    for (const b of slots)
      for (const c of slots)
        if (a < b && b < c && !finder.isSet([a, b, c].map((s) => state.slots[s] as number))) return [a, b, c];
  throw new Error("every three cards make a set");
}

/** The earliest of `times` since which every snapshot (one per time) holds `key`. */
function heldSince(key: string, snapshots: readonly { at: number; keys: readonly string[] }[]): number {
  let since = Infinity;
  for (const { at, keys } of [...snapshots].reverse()) {
    if (!keys.includes(key)) break;
    since = at;
  }
  return since;
}

describe("set-pc analysis", () => {
  it("times a hand-played match: claims, a wrong claim, a timed reshuffle, the sets left at the end", () => {
    const timeout = 10_000;
    const w = new LogWriter<PcState>(
      setPc,
      { turnTimeout: timeout, pointFreeze: 0, penaltyFreeze: 0 },
      2,
      "pc",
    );
    const atSetup = setKeys(w.state);
    const first = setsOnTable(w.state)[0]!;
    const firstCards = codesOn(w.state, first);
    pressAll(w, 0, first, 2_000);
    const after2000 = setKeys(w.state);
    const wrong = noSet(w.state);
    const wrongCards = codesOn(w.state, wrong);
    pressAll(w, 1, wrong, 2_700);
    const second = setsOnTable(w.state)[0]!;
    const secondCards = codesOn(w.state, second);
    pressAll(w, 0, second, 5_000);
    const after5000 = setKeys(w.state);
    // Nobody finds anything: the countdown (restarted by the claim at 5 s) reshuffles at 15 s.
    const reshuffled = w.at(5_000 + timeout);
    expect(reshuffled.counters.timedReshuffles).toBe(1);
    const third = setsOnTable(reshuffled)[0]!;
    const thirdCards = codesOn(reshuffled, third);
    pressAll(w, 1, third, 18_000);
    const atEnd = setKeys(w.state);

    const analysis = expectSetsInvariants(() => analyse(w.log), { sets: 3, wrongClaims: 1 });
    expect(analysis.until).toBe(18_000);
    expect(analysis.claims).toEqual([
      // Found in 2 s, and 3 s, from the table's last change (the start, the first set): seat 0's mean is 2.5 s.
      {
        index: 2,
        seat: 0,
        at: 2_000,
        calledAt: 2_000,
        cards: firstCards,
        foundInMs: 2_000,
        waitedMs: 2_000,
        ofOwnAverage: 0.8,
      },
      {
        index: 8,
        seat: 0,
        at: 5_000,
        calledAt: 5_000,
        cards: secondCards,
        foundInMs: 3_000,
        waitedMs: 3_000,
        ofOwnAverage: 1.2,
      },
      // 3 s after the reshuffle, but a set had waited since the last one taken, at 5 s.
      {
        index: 11,
        seat: 1,
        at: 18_000,
        calledAt: 18_000,
        cards: thirdCards,
        foundInMs: 3_000,
        waitedMs: 13_000,
        ofOwnAverage: 1,
      },
    ]);
    expect(analysis.wrongClaims).toEqual([
      { index: 5, seat: 1, at: 2_700, cards: wrongCards, unfinished: false },
    ]);

    const snapshots = [
      { at: 0, keys: atSetup },
      { at: 2_000, keys: after2000 },
      { at: 5_000, keys: after5000 },
    ];
    const swept = after5000.filter((key) => !setKeys(reshuffled).includes(key));
    expect(swept.length).toBeGreaterThan(0);
    expect(analysis.unclaimed.map((set) => ({ ...set, cards: setKey(set.cards) }))).toEqual([
      ...swept.map((key) => ({
        cards: key,
        since: heldSince(key, snapshots),
        at: 15_000,
        reason: "reshuffle",
      })),
      ...atEnd.map((key) => ({
        cards: key,
        since: heldSince(key, [
          ...snapshots,
          { at: 15_000, keys: setKeys(reshuffled) },
          { at: 18_000, keys: atEnd },
        ]),
        at: 18_000,
        reason: "end",
      })),
    ]);
    const unclaimed = swept.length + atEnd.length;
    expect(analysis.players).toEqual([
      {
        seat: 0,
        name: "P1",
        sets: 2,
        wrongClaims: 0,
        missed: 1 + unclaimed,
        meanFoundInMs: 2_500,
        medianFoundInMs: 2_500,
      },
      {
        seat: 1,
        name: "P2",
        sets: 1,
        wrongClaims: 1,
        missed: 2 + unclaimed,
        meanFoundInMs: 3_000,
        medianFoundInMs: 3_000,
      },
    ]);
  });

  it("lists only the seats asked for", () => {
    const runner = playWithBots(setPc, {}, ["easy", "medium", "hard"], "seats");
    const analysis = setPc.analysis!.analyse(setPc, runner.log, { seats: [2] }) as SetsAnalysis;
    expect(analysis.players.map((player) => [player.seat, player.bot])).toEqual([[2, "hard"]]);
  });

  /**
   * With a countdown and `ensureSet`, the table always holds a set: a set waits from the last one
   * taken (or the deal), and is found from the later of that and the last timed reshuffle, which
   * comes `turnTimeout` after the last claim or reshuffle. Each reshuffle sweeps away, unclaimed, the
   * sets of the table before it that are not on the table after it.
   */
  it("matches the countdown's rules on bot matches (waited, found, swept)", () => {
    const timeout = 10_000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const runner = playWithBots(setPc, { turnTimeout: timeout }, ["easy", "easy"], `countdown ${seed}`);
        const log = runner.log;
        const state = runner.state as PcState;
        const analysis = expectSetsInvariants(() => analyse(log), state.counters);
        const reshuffles: number[] = [];
        let due = timeout;
        let previous = 0;
        for (const claim of analysis.claims) {
          for (; due <= claim.at; due += timeout) reshuffles.push(due);
          const lastReshuffle = reshuffles.filter((r) => r <= claim.calledAt).at(-1) ?? 0;
          expect(claim.waitedMs).toBe(claim.calledAt - previous);
          expect(claim.foundInMs).toBe(claim.calledAt - Math.max(previous, lastReshuffle));
          previous = claim.at;
          due = claim.at + timeout;
        }
        for (; due <= analysis.until; due += timeout) reshuffles.push(due);
        expect(reshuffles.length).toBeGreaterThan(0);
        for (const at of reshuffles) {
          const before = setPc.advance(
            replayWith<PcState>(setPc, log, log.actions.filter((a) => a.at < at).length).state,
            at - 1,
          );
          const after = setPc.advance(before, at);
          const gone = setKeys(before).filter((key) => !setKeys(after).includes(key));
          const swept = analysis.unclaimed.filter((set) => set.at === at && set.reason === "reshuffle");
          expect(swept.map((set) => setKey(set.cards)).sort()).toEqual(gone.sort());
        }
        const sweptAt = new Set(
          analysis.unclaimed.filter((set) => set.reason === "reshuffle").map((set) => set.at),
        );
        for (const at of sweptAt) expect(reshuffles).toContain(at);
        // The match ends when the table and deck hold no set: none is left on the table.
        expect(analysis.unclaimed.filter((set) => set.reason === "end")).toEqual([]);
      }),
      { numRuns: 5 },
    );
  });
});
