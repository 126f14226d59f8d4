import { describe, expect, it } from "vitest";
import { VirtualClock } from "../../../core/clock.js";
import type { AnyGame } from "../../../core/game.js";
import { TableRunner } from "../../../core/runner.js";
import { setPatterns } from "./game.js";
import type { PatternsState } from "./state.js";
import { view, viewReference } from "./view.js";

describe("set-patterns views shared between seats", () => {
  it("equal the reference view for every seat and a spectator, in play and asked again out of order", () => {
    const states: PatternsState[] = [];
    // Every view the bots are given is checked against the reference as it is asked for.
    const checked: AnyGame = {
      ...setPatterns,
      view: (state: PatternsState, seat: number | null) => {
        states.push(state);
        const shown = view(state, seat);
        expect(JSON.stringify(shown)).toBe(JSON.stringify(viewReference(state, seat)));
        return shown;
      },
    } as AnyGame;
    const tables = [
      { bots: ["easy", "hard"], options: {} },
      { bots: ["medium", "medium", "easy", "hard"], options: { autoGrow: false } },
      { bots: ["hard", "easy", "easy"], options: { startCards: 8 } },
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
    expect(states.length).toBeGreaterThan(100);
    for (const state of states
      .slice()
      .reverse()
      .filter((_, k) => k % 7 === 0)) {
      for (const seat of [null, 0, 1]) {
        expect(JSON.stringify(view(state, seat))).toBe(JSON.stringify(viewReference(state, seat)));
      }
    }
  });
});
