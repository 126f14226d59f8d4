import { expect } from "vitest";
import { VirtualClock } from "../../core/clock.js";
import type { AnyGame } from "../../core/game.js";
import { TableRunner } from "../../core/runner.js";

/** Hours of game time a test match may take at most. */
const MATCH_LIMIT_MS = 4 * 60 * 60 * 1000;

/**
 * For the SET games whose views share their seat-free parts (view.ts): plays the `tables` to their
 * end with bots, checking every view a bot is given against the reference view (built afresh, key
 * order included) as it is asked for, then asks again, out of order, for a seventh of the states
 * seen, for a spectator and the first two seats. Tests only (excluded from the build).
 */
export function expectViewsLikeReference<S>(options: {
  readonly game: AnyGame;
  readonly view: (state: S, seat: number | null) => unknown;
  readonly reference: (state: S, seat: number | null) => unknown;
  readonly tables: readonly { readonly bots: readonly string[]; readonly options: object }[];
  /** The states the matches must at least go through, for the test to mean something. */
  readonly minStates: number;
}): void {
  const { view, reference } = options;
  const states: S[] = [];
  const checked = {
    ...options.game,
    view: (state: S, seat: number | null) => {
      states.push(state);
      const shown = view(state, seat);
      expect(JSON.stringify(shown)).toBe(JSON.stringify(reference(state, seat)));
      return shown;
    },
  } as AnyGame;
  for (const [i, { bots, options: tableOptions }] of options.tables.entries()) {
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game: checked,
      options: tableOptions,
      seed: `views ${i}`,
      seats: bots.map((bot) => ({ bot })),
      clock,
    });
    runner.start();
    clock.run(MATCH_LIMIT_MS, () => runner.finished);
    expect(runner.finished).toBe(true);
  }
  expect(states.length).toBeGreaterThan(options.minStates);
  const again = states
    .slice()
    .reverse()
    .filter((_, k) => k % 7 === 0);
  for (const state of again)
    for (const seat of [null, 0, 1])
      expect(JSON.stringify(view(state, seat))).toBe(JSON.stringify(reference(state, seat)));
}
