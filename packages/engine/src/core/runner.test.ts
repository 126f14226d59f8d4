import { describe, expect, it } from "vitest";
import { ruhdGame } from "../games/ruhd/game.js";
import type { RuhdView } from "../games/ruhd/view.js";
import { setPc } from "../games/set/pc/game.js";
import type { PcState } from "../games/set/pc/state.js";
import type { PcView } from "../games/set/pc/view.js";
import { VirtualClock } from "./clock.js";
import type { AnyGame, BotLevel } from "./game.js";
import { Rng } from "./prng.js";
import { TableRunner } from "./runner.js";

/** The game with one more bot level, `counted`: the level `level` that reports each time it is asked. */
function counting<V>(game: AnyGame, level: string, asked: (seat: number, view: V) => void): AnyGame {
  const inner = game.bots[level] as BotLevel<V, unknown>;
  const counted: BotLevel<V, unknown> = {
    description: `${level}, counted`,
    create: (seat, rng) => {
      const bot = inner.create(seat, rng);
      return {
        act(view, now) {
          asked(seat, view);
          return bot.act(view, now);
        },
      };
    },
  };
  return { ...game, bots: { ...game.bots, counted } };
}

describe("TableRunner asks only the bots of seats in toAct", () => {
  it("in Ruhd, a bot whose turn it is not is asked once when its turn ends, not after every placement", () => {
    let offTurn = 0;
    const game = counting<RuhdView>(ruhdGame, "greedy", (seat, view) => {
      if (!view.finished && view.turn !== seat) offTurn++;
    });
    const clock = new VirtualClock();
    const seats = 4;
    const runner = new TableRunner({
      game,
      seed: "asked",
      seats: Array.from({ length: seats }, () => ({ bot: "counted" })),
      clock,
    });
    runner.start();
    clock.run();
    expect(runner.finished).toBe(true);
    const placements = runner.log.actions.length;
    // Asking every bot after every change would ask (seats - 1) off-turn bots per placement.
    expect(offTurn).toBeLessThanOrEqual(placements + seats);
    expect(offTurn).toBeLessThan((seats - 1) * placements);
  });

  it("in the PC Set Game, a frozen bot is asked once per freeze, and plays again when it ends", () => {
    let frozenAsks = 0;
    const game = counting<PcView>(setPc, "medium", (seat, view) => {
      if (!view.finished && view.now < (view.players[seat]?.frozenUntil ?? 0)) frozenAsks++;
    });
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game,
      options: { turnTimeout: 0 },
      seed: "frozen",
      seats: [{ bot: "counted" }, { bot: "counted" }],
      clock,
    });
    runner.start();
    clock.run(4 * 3_600_000);
    expect(runner.finished).toBe(true);
    const state = runner.state as PcState;
    // Every set and every wrong claim freezes its player: at most one question per freeze.
    const freezes = state.counters.sets + state.counters.wrongClaims;
    expect(frozenAsks).toBeLessThanOrEqual(freezes);
    expect(frozenAsks).toBeGreaterThan(0);
    expect(state.counters.sets).toBeGreaterThan(10);
  });
});

describe("TableRunner with a host's bots answering with Promises", () => {
  /** Plays a Ruhd match of greedy bots; `wrap` turns each bot into the host's own, or keeps the level's. */
  async function playRuhd(wrap: boolean): Promise<TableRunner> {
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game: ruhdGame,
      seed: "promised",
      seats: [{ bot: "greedy" }, { bot: "greedy" }, { bot: "greedy" }],
      clock,
      createBot: wrap
        ? (seat, level, seed) => {
            const inner = (ruhdGame.bots[level] as BotLevel<RuhdView, unknown>).create(
              seat,
              Rng.fromSeed(seed),
            );
            return { act: (view: RuhdView, now: number) => Promise.resolve(inner.act(view, now)) };
          }
        : undefined,
    });
    runner.start();
    // Each round runs the clock's events, then lets the answers come back (they plan new events).
    for (let rounds = 0; !runner.finished && rounds < 10_000; rounds++) {
      clock.run();
      await new Promise((done) => setImmediate(done));
    }
    return runner;
  }

  it("plays to the end, the same match as the same bots answering at once", async () => {
    const inline = await playRuhd(false);
    const promised = await playRuhd(true);
    expect(promised.finished).toBe(true);
    expect(promised.log).toEqual(inline.log);
  });

  it("a bot that throws is reported to onBotError, and the others play on", () => {
    const errors: number[] = [];
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game: setPc,
      seed: "broken",
      seats: [{ bot: "hard" }, { bot: "hard" }],
      clock,
      createBot: (seat) =>
        seat === 1
          ? {
              act: () => {
                throw new Error("bug");
              },
            }
          : undefined,
      onBotError: (seat) => errors.push(seat),
    });
    runner.start();
    clock.run(60_000);
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors)).toEqual(new Set([1]));
    expect(runner.log.actions.length).toBeGreaterThan(0);
    expect(runner.log.actions.every((a) => a.seat === 0)).toBe(true);
  });

  it("passes botSettings to the levels it makes", () => {
    const settings: unknown[] = [];
    const level: BotLevel<RuhdView, unknown> = {
      description: "records its settings",
      create: (_seat, _rng, s) => {
        settings.push(s);
        return { act: () => null };
      },
    };
    new TableRunner({
      game: { ...ruhdGame, bots: { ...ruhdGame.bots, recorder: level } },
      seed: "settings",
      seats: [{ bot: "recorder" }, {}],
      clock: new VirtualClock(),
      botSettings: { work: 3 },
    });
    expect(settings).toEqual([{ work: 3 }]);
  });
});
