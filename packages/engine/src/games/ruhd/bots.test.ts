import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VirtualClock } from "../../core/clock.js";
import type { Rng } from "../../core/prng.js";
import { Rng as Prng } from "../../core/prng.js";
import { TableRunner } from "../../core/runner.js";
import { playWithBots } from "../../core/testkit.js";
import { gridOf, openCells } from "./board.js";
import { chooseGreedy, chooseGreedyReference, chooseStrong, ruhdBots, STRONG_SEARCH } from "./bots.js";
import { ruhdGame } from "./game.js";
import { scorePlacement } from "./score.js";
import type { RuhdState } from "./state.js";
import type { Rotation } from "./tile.js";
import { ruhdView, type RuhdView } from "./view.js";

describe("Ruhd bots", () => {
  it("greedy takes the best immediate score over every tile, cell and rotation", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const state = ruhdGame.setup(ruhdGame.options.parse({}), 2, seed);
      const view = ruhdView(state, state.turn);
      const move = chooseGreedy(view, Prng.fromSeed(seed));
      const grid = gridOf(state.board);
      if (!grid.ok || !move) throw new Error("no move");
      let best = 0;
      for (const tile of view.hand ?? [])
        for (const { x, y } of openCells(grid.value))
          for (let r = 0; r < 4; r++)
            best = Math.max(best, scorePlacement(state.board, { x, y, tile, rotation: r as Rotation }).total);
      expect(move.score).toBe(best);
    }
  });

  it("greedy chooses the move its reference chooses, with the same random draws, on random games", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 2, max: 11 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, seats, turns, handSize) => {
          // A game played by the reference greedy; on each turn both choose from the same view and draws.
          let state = ruhdGame.setup(ruhdGame.options.parse({ handSize }), seats, seed);
          const fast = Prng.fromSeed(`${seed}/bot`);
          const reference = Prng.fromSeed(`${seed}/bot`);
          for (let turn = 0; turn < turns && state.endedAt === null; turn++) {
            const view = ruhdView(state, state.turn);
            const expected = chooseGreedyReference(view, reference);
            expect(chooseGreedy(view, fast)).toEqual(expected);
            expect(fast.state()).toEqual(reference.state());
            if (!expected) break;
            const { tile, x, y, rotation } = expected;
            const next = ruhdGame.apply(state, state.turn, { type: "place", tile, x, y, rotation }, 0);
            if (!next.ok) throw new Error(next.error.message);
            state = next.value;
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("play whole games at every table size", () => {
    for (const seats of [2, 3, 6, 11]) {
      const runner = playWithBots(ruhdGame, {}, Array(seats).fill("greedy"), `size${seats}`);
      expect(runner.finished).toBe(true);
      expect((runner.state as RuhdState).board).toHaveLength(3 + runner.log.actions.length);
    }
  });

  it("the strong bot beats greedy in a clear majority of two-player games, seats swapped", () => {
    let strong = 0;
    const games = 60;
    for (let i = 0; i < games; i++) {
      const strongSeat = i % 2;
      const bots = strongSeat === 0 ? ["strong", "greedy"] : ["greedy", "strong"];
      const outcome = playWithBots(ruhdGame, {}, bots, `duel${i}`).outcome;
      if (outcome?.winners.includes(strongSeat)) strong += 1 / outcome.winners.length;
    }
    expect(strong / games).toBeGreaterThan(0.58);
  });

  it("bots are given views only: no deck, no set-aside tiles, no other hand", () => {
    const seen: RuhdView[] = [];
    const strong = ruhdBots.strong!;
    const game = {
      ...ruhdGame,
      bots: {
        spy: {
          description: "records its views",
          create: (seat: number, rng: Rng) => {
            const bot = strong.create(seat, rng);
            return { act: (view: RuhdView, now: number) => (seen.push(view), bot.act(view, now)) };
          },
        },
      },
    };
    const clock = new VirtualClock();
    const runner = new TableRunner({ game, seed: "spy", seats: [{ bot: "spy" }, { bot: "spy" }], clock });
    runner.start();
    clock.run();
    expect(runner.finished).toBe(true);
    for (const view of seen) {
      expect(Object.keys(view)).not.toContain("deck");
      expect(Object.keys(view)).not.toContain("hands");
      expect(Object.keys(view)).not.toContain("setAside");
    }
  });
});

describe("the strong bot's budget", () => {
  /** Seat 0's view on its turn in a fresh 3-player match. */
  function viewOnTurn(): RuhdView {
    const runner = new TableRunner({
      game: ruhdGame,
      seed: "budget",
      seats: [{}, {}, {}],
      clock: new VirtualClock(),
    });
    const turn = (runner.view(0) as RuhdView).turn ?? 0;
    return runner.view(turn) as RuhdView;
  }

  /** The bot's generator after one decision: how many hands it sampled shows in what it draws next. */
  function after(settings: Parameters<typeof chooseStrong>[2]): { move: unknown; next: number } {
    const rng = Prng.fromSeed("budget-bot");
    const move = chooseStrong(viewOnTurn(), rng, settings);
    return { move, next: rng.float() };
  }

  it("samples settings.work hands, STRONG_SEARCH.samples by default", () => {
    expect(after({})).toEqual(after({ work: STRONG_SEARCH.samples }));
    expect(after({ work: 1 }).next).not.toBe(after({}).next);
  });

  it("stops after the first sample once stop() says time is up, with the sample weighed", () => {
    let asked = 0;
    const stopped = after({
      work: 1_000,
      stop: () => {
        asked++;
        return true;
      },
    });
    expect(stopped).toEqual(after({ work: 1 }));
    expect(asked).toBe(1);
  });
});
