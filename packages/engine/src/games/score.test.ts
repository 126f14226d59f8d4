import { describe, expect, it } from "vitest";
import { VirtualClock } from "../core/clock.js";
import type { AnyGame } from "../core/game.js";
import { TableRunner } from "../core/runner.js";
import { listGames } from "../catalogue.js";
import { buracoGame } from "./buraco/game.js";
import type { BuracoState } from "./buraco/state.js";
import { tarotGame } from "./tarot/game.js";
import type { TarotState } from "./tarot/state.js";

/** Plays bots on a virtual clock until `until` says stop (or the match ends); the runner. */
function playUntil(
  game: AnyGame,
  options: Record<string, unknown>,
  seats: number,
  until: (state: never) => boolean,
): TableRunner {
  const clock = new VirtualClock();
  const bot = game.defaultBot;
  const runner = new TableRunner({
    game,
    options,
    seed: "running-score",
    seats: Array.from({ length: seats }, () => ({ bot })),
    clock,
  });
  runner.start();
  clock.run(8 * 3_600_000, () => runner.finished || until(runner.state as never));
  return runner;
}

describe("the running score (score)", () => {
  it.each([3, 4, 5])(
    "French Tarot at %i: the score sheet's totals after a scored deal, before the match is over",
    (seats) => {
      const runner = playUntil(tarotGame, { deals: 3 }, seats, (s: TarotState) => s.sheet.length >= 1);
      const state = runner.state as TarotState;
      expect(runner.finished).toBe(false);
      expect(tarotGame.outcome(state)).toBeNull();
      const running = tarotGame.score(state);
      expect(running).toEqual(state.sheet[0]);
      expect(running.some((points) => points !== 0)).toBe(true);
    },
  );

  it.each([2, 4])("Buraco at %i: each seat its side's total after a scored hand", (seats) => {
    const runner = playUntil(buracoGame, {}, seats, (s: BuracoState) => s.sheet.length >= 1);
    const state = runner.state as BuracoState;
    expect(buracoGame.outcome(state)).toBeNull();
    const [us, them] = state.sheet[0] as readonly number[];
    const running = buracoGame.score(state);
    expect(running).toEqual(Array.from({ length: seats }, (_, seat) => (seat % 2 === 0 ? us : them)));
    expect(running.some((points) => points !== 0)).toBe(true);
  });

  it.each(listGames().map((game) => [game.id, game] as const))(
    "%s: one number per seat at the start, every minimum at least one move",
    (_id, game) => {
      const seats = game.seatCounts[0] as number;
      const parsed = game.options.parse({});
      expect(game.score(game.setup(parsed, seats, "start"))).toEqual(Array(seats).fill(0));
      for (const n of game.seatCounts) expect(game.minimumMoves(n, parsed)).toBeGreaterThanOrEqual(1);
    },
  );
});
