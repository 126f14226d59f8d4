import { describe, expect, it } from "vitest";
import { VirtualClock } from "../../../core/clock.js";
import { Rng } from "../../../core/prng.js";
import { TableRunner } from "../../../core/runner.js";
import { playWithBots } from "../../../core/testkit.js";
import { HUMAN_LEVELS, reactionTime } from "../bots.js";
import { setPc } from "./game.js";
import type { PcState } from "./state.js";
import type { PcView } from "./view.js";

describe("PC Set Game bots", () => {
  it("human-like bots play a whole game to its end", () => {
    const runner = playWithBots(setPc, {}, ["medium", "medium"], "game");
    expect(runner.finished).toBe(true);
    const state = runner.state as PcState;
    expect(state.counters.sets).toBeGreaterThan(15);
    expect(state.scores.reduce((a, b) => a + b, 0)).toBe(state.counters.sets);
  });

  it("hard bots beat easy bots", () => {
    let hard = 0;
    let easy = 0;
    for (const seed of ["1", "2", "3", "4"]) {
      const outcome = playWithBots(setPc, {}, ["hard", "easy"], seed).outcome;
      hard += outcome?.scores[0] ?? 0;
      easy += outcome?.scores[1] ?? 0;
    }
    expect(hard).toBeGreaterThan(2 * easy);
  });

  it("easy bots sometimes claim a wrong set; hard bots never do", () => {
    const easy = playWithBots(setPc, {}, ["easy", "easy"], "wrong").state as PcState;
    expect(easy.counters.wrongClaims).toBeGreaterThan(0);
    const hard = playWithBots(setPc, {}, ["hard", "hard"], "right").state as PcState;
    expect(hard.counters.wrongClaims).toBe(0);
  });

  it("enter their cards one by one, pressMs apart at least", () => {
    const runner = playWithBots(setPc, { turnTimeout: 0 }, ["hard"], "presses");
    const times = runner.log.actions.map((a) => a.at);
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThan(0);
    expect(runner.log.actions.length).toBeGreaterThanOrEqual(3 * (runner.state as PcState).counters.sets);
  });

  it("react faster the more sets the table holds", () => {
    const rng = Rng.fromSeed("reaction");
    const mean = (sets: number) => {
      let total = 0;
      for (let i = 0; i < 2000; i++) total += reactionTime(rng, HUMAN_LEVELS.medium, sets);
      return total / 2000;
    };
    expect(mean(1)).toBeGreaterThan(1.5 * mean(4));
  });

  it("the random bot presses random slots and waits out its freezes", () => {
    const clock = new VirtualClock();
    const runner = new TableRunner({ game: setPc, seed: "r", seats: [{ bot: "random" }], clock });
    runner.start();
    clock.run(120_000);
    const presses = runner.log.actions;
    expect(presses.length).toBeGreaterThan(50);
    expect(new Set(presses.map((a) => (a.action as { slot: number }).slot)).size).toBeGreaterThan(8);
  });

  it("bots only ever receive views", () => {
    const seen: unknown[] = [];
    const level = setPc.bots.hard;
    if (!level) throw new Error("no hard bot");
    const game = {
      ...setPc,
      bots: {
        spy: {
          description: "records what it is given",
          create: (seat: number, rng: Rng) => {
            const bot = level.create(seat, rng);
            return {
              act: (view: PcView, now: number) => {
                seen.push(view);
                return bot.act(view, now);
              },
            };
          },
        },
      },
    };
    const clock = new VirtualClock();
    const runner = new TableRunner({ game, seed: "s", seats: [{ bot: "spy" }], clock });
    runner.start();
    clock.run(60_000);
    expect(seen.length).toBeGreaterThan(0);
    for (const view of seen) {
      expect(view).toHaveProperty("game", "set-pc");
      expect(view).not.toHaveProperty("deck");
      expect(view).not.toHaveProperty("rng");
    }
  });
});
