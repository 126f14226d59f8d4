import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act } from "../../../core/play.js";
import { setClassic } from "./game.js";
import { binomial, classicLegal, classicToAct } from "./legal.js";
import { CLASSIC_MODES, MODES, SOLUTION_SIZE } from "./modes.js";
import type { ClassicState } from "./state.js";
import { options } from "./testkit.js";
import { classicView, classicViewReference } from "./view.js";

/** States of a random match (claims from `legal`, right ones a third of the time), every one of them. */
function playedStates(
  mode: (typeof CLASSIC_MODES)[number],
  seed: string,
  penalty = "freeze",
): ClassicState[] {
  let s = setClassic.setup(options({ mode, penalty, freezeMs: 1_500 }), 3, seed);
  const states = [s];
  for (let step = 0, at = 0; step < 60 && s.endedAt === null; step++) {
    at += 400;
    s = setClassic.advance(s, at);
    const seat = step % 3;
    const legal = classicLegal(setClassic.view(s, seat));
    const action = legal[(step * 104_729) % Math.max(1, legal.length)];
    if (action === undefined) continue;
    const result = act(setClassic, s, 3, seat, action, at);
    if (!result.ok) throw new Error(`legal claim refused: ${result.error.code}`);
    s = result.value.state as ClassicState;
    states.push(s);
  }
  return states;
}

describe("set-classic legal moves", () => {
  it("a claim of every k cards of the table (and chain) each once, all accepted; toAct is who has one", () => {
    for (const mode of CLASSIC_MODES) {
      for (const s of playedStates(mode, `legal ${mode}`)) {
        const k = SOLUTION_SIZE[MODES[mode].kind];
        expect(classicLegal(setClassic.view(s, null))).toEqual([]);
        const withMoves: number[] = [];
        for (let seat = 0; seat < 3; seat++) {
          const legal = classicLegal(setClassic.view(s, seat));
          if (legal.length > 0) withMoves.push(seat);
          const frozen = s.now < (s.frozenUntil[seat] ?? 0);
          const expected =
            s.endedAt !== null || frozen
              ? 0
              : binomial(s.board.length + s.chain.length, k) - s.puzzleFound.length;
          expect(legal).toHaveLength(expected);
          expect(new Set(legal.map((a) => [...a.cards].sort().join())).size).toBe(legal.length);
          for (const action of legal.filter((_, i) => i % 37 === 0)) {
            expect(setClassic.apply(s, seat, action, s.now).ok).toBe(true);
          }
        }
        expect([...classicToAct(s)]).toEqual(withMoves);
      }
    }
  });

  it("a puzzle solution already found is no move; a frozen seat has none", () => {
    let s = setClassic.setup(options({ mode: "puzzle", penalty: "freeze" }), 2, "found");
    const before = classicLegal(setClassic.view(s, 0));
    const right = before.find(
      (a) =>
        setClassic.apply(s, 0, a, 0).ok &&
        (setClassic.apply(s, 0, a, 0) as { value: ClassicState }).value.scores[0] === 1,
    );
    expect(right).toBeDefined();
    s = (act(setClassic, s, 2, 0, right, 10) as { value: { state: ClassicState } }).value.state;
    const after = classicLegal(setClassic.view(s, 1));
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((a) => a.cards.join())).not.toContain(right?.cards.join());
    const wrong = after.find(
      (a) => (setClassic.apply(s, 1, a, 20) as { value: ClassicState }).value.wrong[1] === 1,
    );
    s = (act(setClassic, s, 2, 1, wrong, 20) as { value: { state: ClassicState } }).value.state;
    expect(classicLegal(setClassic.view(s, 1))).toEqual([]);
    expect(classicToAct(s)).toEqual([0]);
  });

  it("binomial counts the claims", () => {
    expect([binomial(12, 3), binomial(21, 3), binomial(21, 6), binomial(16, 4), binomial(2, 3)]).toEqual([
      220, 1330, 54_264, 1820, 0,
    ]);
  });
});

describe("set-classic views shared between seats", () => {
  it("equal the reference view for every seat and a spectator, asked in play and again out of order", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLASSIC_MODES), fc.string({ maxLength: 5 }), (mode, seed) => {
        const states = playedStates(mode, seed, "point");
        for (const s of states)
          for (const seat of [null, 0, 1, 2])
            expect(JSON.stringify(classicView(s, seat))).toBe(JSON.stringify(classicViewReference(s, seat)));
        for (const s of [...states].reverse().filter((_, i) => i % 5 === 0))
          for (const seat of [2, null])
            expect(JSON.stringify(classicView(s, seat))).toBe(JSON.stringify(classicViewReference(s, seat)));
      }),
      { numRuns: 14 },
    );
  });
});
