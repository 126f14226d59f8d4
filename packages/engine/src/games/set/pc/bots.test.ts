import { describe, expect, it, vi } from "vitest";
import { VirtualClock } from "../../../core/clock.js";
import { Rng } from "../../../core/prng.js";
import { TableRunner } from "../../../core/runner.js";
import { playWithBots } from "../../../core/testkit.js";
import { BOT_SEARCH_WORK, HUMAN_LEVELS, reactionTime } from "../bots.js";
import { cardId, fullDeck } from "../cards.js";
import { finderFor } from "../finder.js";
import { lookAtTable } from "./bots.js";
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

describe("PC Set Game bots on the largest tables", () => {
  /** The costliest 64 cards of the 6-value deck a hill climb found for the finder (410 303 cards examined). */
  const WORST_V6 =
    "5111 5124 1252 0003 3330 3320 5134 1202 2445 3340 1222 2425 2455 4511 2435 0043 4540 0053 1211 3300 0033 0503 2411 1242 3350 5104 1232 1212 5114 2405 0023 4340 5154 0533 0513 3311 2434 5144 4011 2421 0553 0523 4040 3355 4202 0013 5155 2431 5105 3321 3324 2440 4242 1532 5140 2424 1255 5145 1144 5235 3422 2011 0550 4303";

  it("decide within their work budget on the worst tables, with the whole answer", () => {
    const shape = { features: 4, values: 6 };
    const worst = WORST_V6.split(" ").map((code) => cardId(shape, code));
    const look = lookAtTable(shape, "worst", worst);
    expect(finderFor(shape).outOfWork).toBe(false);
    expect(finderFor(shape).worked).toBeGreaterThan(400_000);
    expect(finderFor(shape).worked).toBeLessThan(BOT_SEARCH_WORK / 2);
    expect(look.count).toBe(506);
    // Random full tables of every large deck the options allow.
    const rng = Rng.fromSeed("largest");
    for (const [features, values] of [
      [4, 6],
      [5, 5],
      [6, 4],
      [8, 3],
    ] as const) {
      const deck = { features, values };
      for (let t = 0; t < 10; t++) {
        const cards = rng.shuffle(fullDeck(deck)).slice(0, 64);
        lookAtTable(deck, `random ${t}`, cards);
        expect(finderFor(deck).outOfWork).toBe(false);
        expect(finderFor(deck).worked).toBeLessThan(BOT_SEARCH_WORK / 4);
      }
    }
  });

  it("a look that runs out of work goes on with the sets found so far, never more work", () => {
    const shape = { features: 4, values: 6 };
    const worst = WORST_V6.split(" ").map((code) => cardId(shape, code));
    const cut = lookAtTable(shape, "worst", worst, 50_000);
    expect(finderFor(shape).outOfWork).toBe(true);
    expect(finderFor(shape).worked).toBeLessThanOrEqual(50_000);
    expect(cut.count).toBeLessThan(506);
    for (let s = 0; s < cut.count; s++) {
      const set = Array.from(cut.sets.subarray(6 * s, 6 * s + 6), (p) => worst[p] as number);
      expect(finderFor(shape).isSet(set)).toBe(true);
    }
    expect(lookAtTable(shape, "worst", worst, 10).count).toBe(0);
  });

  it("eight hard bots at the largest 6-value table search each table once between them", () => {
    const options = { featureCount: 4, featureSize: 6, rows: 8, columns: 8 };
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game: setPc,
      options,
      seed: "eight",
      seats: Array.from({ length: 8 }, () => ({ bot: "hard" })),
      clock,
    });
    const finder = finderFor({ features: 4, values: 6 });
    const find = vi.spyOn(finder, "find");
    runner.start();
    clock.run(120_000);
    const sets = (runner.state as PcState).counters.sets;
    expect(sets).toBeGreaterThan(10);
    // The bots' looks (work-limited) number about one per table change, not eight.
    const looks = find.mock.calls.filter((call) => call[4] === BOT_SEARCH_WORK).length;
    expect(looks).toBeLessThan(3 * (sets + (runner.state as PcState).counters.timedReshuffles + 2));
    find.mockRestore();
  });
});
