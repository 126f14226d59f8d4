import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setPc } from "./game.js";
import { changeState, type PcState } from "./state.js";
import { pcView, pcViewReference } from "./view.js";

/** States of a match played with random presses and hints at random times, every state kept. */
function playedStates(options: unknown, seats: number, seed: string, moves: readonly number[]): PcState[] {
  let state = setPc.setup(setPc.options.parse(options), seats, seed);
  const states = [state];
  let at = 0;
  for (const move of moves) {
    at += move % 1_500;
    state = setPc.advance(state, at);
    states.push(state);
    const seat = move % seats;
    const action =
      move % 17 === 0
        ? { type: "hint" as const }
        : { type: "press" as const, slot: move % state.slots.length };
    const next = setPc.apply(state, seat, action, at);
    if (next.ok) {
      state = next.value;
      states.push(state);
    }
  }
  return states;
}

describe("set-pc views shared between seats", () => {
  it("equal the reference view, key for key and in the same order, for every seat and a spectator", () => {
    fc.assert(
      fc.property(
        fc.record({
          hints: fc.boolean(),
          turnTimeout: fc.constantFrom(60_000, 3_000, 0, -1),
          featureCount: fc.constantFrom(3, 4),
          penaltyFreeze: fc.constantFrom(0, 3_000),
        }),
        fc.integer({ min: 1, max: 5 }),
        fc.string(),
        fc.array(fc.nat({ max: 100_000 }), { maxLength: 120 }),
        fc.boolean(),
        (options, seats, seed, moves, revisit) => {
          const states = playedStates(options, seats, seed, moves);
          // Asked in order (as a table asks), then (when `revisit`) out of order, from the end.
          const order = revisit ? [...states, ...states.slice().reverse()] : states;
          for (const state of order) {
            for (const seat of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
              const view = pcView(state, seat);
              const reference = pcViewReference(state, seat);
              expect(JSON.stringify(view)).toBe(JSON.stringify(reference));
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it("changeState is the spread it replaces, field order included", () => {
    const state = playedStates({ hints: true }, 3, "change", [5, 40, 77, 1200, 3])[3] as PcState;
    const changes = { now: 99, endedAt: 12, reshuffleAt: null, tokens: [[1], [], [2]] };
    expect(JSON.stringify(changeState(state, changes))).toBe(JSON.stringify({ ...state, ...changes }));
    expect(changeState(state, {})).toEqual(state);
  });
});
