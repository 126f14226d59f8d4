import { describe, expect, it } from "vitest";
import type { SetsAnalysis } from "../../../core/analysis.js";
import type { MatchLog } from "../../../core/log.js";
import { playWithBots } from "../../../core/testkit.js";
import { cardCode, CLASSIC } from "../cards.js";
import { findSets, isSet } from "../sets.js";
import { expectSetsInvariants, LogWriter, setKey } from "../testkit.js";
import { setSuper } from "./game.js";
import { gridCards } from "./grid.js";
import type { SuperState } from "./state.js";

const analyse = (log: MatchLog): SetsAnalysis => setSuper.analysis!.analyse(setSuper, log) as SetsAnalysis;

/** The grid's cards as codes, in place order. */
const gridCodes = (state: SuperState): string[] =>
  gridCards(state.grid).map((card) => cardCode(CLASSIC, card));
const gridSets = (state: SuperState): string[][] => findSets(gridCodes(state));

/** Three cards of the grid that are no set. */
function noSet(state: SuperState): string[] {
  const [a, b, ...rest] = gridCodes(state) as [string, string, ...string[]];
  return [a, b, rest.find((c) => !isSet([a, b, c])) as string];
}

const pick = (card: string) => ({ type: "pick", card });

/** Flips by hand, in turn, one a second from `t`, until the grid holds a set; returns the last flip's time. */
function flipUntilSet(w: LogWriter<SuperState>, t: number): number {
  let at = t;
  while (gridSets(w.state).length === 0) w.play(w.state.turn as number, { type: "flip" }, (at += 1_000));
  return at;
}

describe("set-super analysis", () => {
  it("times a hand-played match from each call: a set, a wrong call, a call window run out", () => {
    const w = new LogWriter<SuperState>(setSuper, { autoFlip: 0 }, 2, "super");
    const setSince = flipUntilSet(w, 0);
    // One more card: the grid changes, the set still waits.
    const flipped = setSince + 1_000;
    w.play(w.state.turn as number, { type: "flip" }, flipped);
    const taken = gridSets(w.state)[0]!;
    w.play(1, { type: "call" }, flipped + 2_000);
    taken.forEach((card, i) => w.play(1, pick(card), flipped + 2_500 + 500 * i));
    const setIndex = w.actions.length - 1;
    const wrong = noSet(w.state);
    // Pointing out a card with no call open is a call.
    wrong.forEach((card, i) => w.play(0, pick(card), flipped + 4_000 + 100 * i));
    const wrongIndex = w.actions.length - 1;
    w.play(1, { type: "call" }, flipped + 5_000);
    const lone = gridCodes(w.state)[0]!;
    w.play(1, pick(lone), flipped + 5_500);
    const windowEnd = flipped + 5_000 + w.state.options.callWindow;
    w.advance(windowEnd + 1_000);
    const left = gridSets(w.state);

    const analysis = expectSetsInvariants(() => analyse(w.log), { sets: 1, wrongClaims: 2 });
    expect(analysis.claims).toEqual([
      {
        index: setIndex,
        seat: 1,
        at: flipped + 3_500,
        calledAt: flipped + 2_000,
        cards: taken,
        foundInMs: 2_000,
        waitedMs: 3_000,
        ofOwnAverage: 1,
      },
    ]);
    expect(analysis.wrongClaims).toEqual([
      { index: wrongIndex, seat: 0, at: flipped + 4_200, cards: wrong, unfinished: false },
      // Closed by its deadline, not by an action.
      { index: null, seat: 1, at: windowEnd, cards: [lone], unfinished: true },
    ]);
    expect(analysis.until).toBe(windowEnd + 1_000);
    expect(analysis.unclaimed.map((set) => [setKey(set.cards), set.reason])).toEqual(
      left.map((cards) => [setKey(cards), "end"]),
    );
    expect(analysis.players.map((p) => [p.sets, p.wrongClaims, p.missed, p.meanFoundInMs])).toEqual([
      [0, 1, 1 + left.length, null],
      [1, 1, left.length, 2_000],
    ]);
  });

  it("sees the automatic flips between actions, at their own times", () => {
    const w = new LogWriter<SuperState>(setSuper, {}, 2, "auto flips");
    // Nobody flips by hand: a card comes every `autoFlip` until the grid holds a set.
    let state = w.state;
    let flipAt = 0;
    while (gridSets(state).length === 0) state = w.at((flipAt = setSuper.nextDeadline(state) as number));
    const first = gridSets(state)[0]!;
    first.forEach((card, i) => w.play(0, pick(card), flipAt + 2_000 + 200 * i));
    const claimedAt = flipAt + 2_400;
    const heldAfter = gridSets(w.state).length > 0;
    state = w.state;
    do state = w.at((flipAt = setSuper.nextDeadline(state) as number));
    while (gridSets(state).length === 0);
    const second = gridSets(state)[0]!;
    second.forEach((card, i) => w.play(1, pick(card), flipAt + 1_000 + 200 * i));

    const analysis = analyse(w.log);
    expect(analysis.claims.map((c) => [c.seat, c.calledAt, c.foundInMs, c.waitedMs])).toEqual([
      [0, claimedAt - 400, 2_000, 2_000],
      // From the last automatic flip; the wait from the set taken when the grid kept one.
      [1, flipAt + 1_000, 1_000, heldAfter ? flipAt + 1_000 - claimedAt : 1_000],
    ]);
  });

  it("adds up on bot matches", () => {
    const runner = playWithBots(setSuper, {}, ["easy", "medium", "hard"], "bots");
    expect(runner.finished).toBe(true);
    const { stats } = runner.state as SuperState;
    const analysis = expectSetsInvariants(() => analyse(runner.log), {
      sets: stats.sets,
      wrongClaims: stats.wrongCalls + stats.windowTimeouts,
    });
    // The game ends only when the grid holds no set.
    expect(analysis.unclaimed.filter((set) => set.reason === "end")).toEqual([]);
    expect(analysis.claims.some((claim) => claim.waitedMs > claim.foundInMs)).toBe(true);
  });
});
