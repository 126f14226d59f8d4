import { describe, expect, it } from "vitest";
import { VirtualClock } from "../../../core/clock.js";
import type { AnyGame } from "../../../core/game.js";
import { TableRunner } from "../../../core/runner.js";
import { setSuper } from "./game.js";
import type { SuperState } from "./state.js";
import { superView, superViewReference } from "./view.js";

describe("set-super views shared between seats", () => {
  it("equal the reference view for every seat and a spectator, in play and asked again out of order", () => {
    const states: SuperState[] = [];
    // Every view the bots are given is checked against the reference as it is asked for.
    const checked: AnyGame = {
      ...setSuper,
      view: (state: SuperState, seat: number | null) => {
        states.push(state);
        const view = superView(state, seat);
        expect(JSON.stringify(view)).toBe(JSON.stringify(superViewReference(state, seat)));
        return view;
      },
    } as AnyGame;
    const tables = [
      { bots: ["easy", "hard"], options: {} },
      { bots: ["medium", "medium", "easy", "hard"], options: { superMustIncludeFlipped: true } },
      { bots: ["hard", "easy", "easy"], options: { autoFlip: 500, callWindow: 2_000 } },
    ];
    for (const [i, { bots, options }] of tables.entries()) {
      const clock = new VirtualClock();
      const runner = new TableRunner({
        game: checked,
        options,
        seed: `views ${i}`,
        seats: bots.map((bot) => ({ bot })),
        clock,
      });
      runner.start();
      clock.run(4 * 60 * 60 * 1000, () => runner.finished);
      expect(runner.finished).toBe(true);
    }
    expect(states.length).toBeGreaterThan(500);
    for (const state of states
      .slice()
      .reverse()
      .filter((_, k) => k % 7 === 0)) {
      for (const seat of [null, 0, 1]) {
        expect(JSON.stringify(superView(state, seat))).toBe(JSON.stringify(superViewReference(state, seat)));
      }
    }
  });
});
