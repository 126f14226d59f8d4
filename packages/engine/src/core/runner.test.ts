import { describe, expect, it } from "vitest";
import { ruhdGame } from "../games/ruhd/game.js";
import type { RuhdView } from "../games/ruhd/view.js";
import { setPc } from "../games/set/pc/game.js";
import type { PcState } from "../games/set/pc/state.js";
import type { PcView } from "../games/set/pc/view.js";
import { VirtualClock } from "./clock.js";
import type { AnyGame, BotLevel } from "./game.js";
import { Rng } from "./prng.js";
import { replayWith } from "./log.js";
import { botSeed, STAND_IN_SEED, TableRunner } from "./runner.js";

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

describe("TableRunner.standIn: a bot plays a person's seat", () => {
  /** A Ruhd match of a person (seat 0) and a greedy bot (seat 1) on a virtual clock. */
  function personAndBot(
    options: { createBot?: ConstructorParameters<typeof TableRunner>[0]["createBot"] } = {},
  ) {
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game: ruhdGame,
      seed: "stand-in",
      seats: [{}, { bot: "greedy" }],
      clock,
      ...options,
    });
    return { clock, runner };
  }

  it("plays the seat to the end; the log's seats stay as they were and the log replays to the same end", () => {
    const { clock, runner } = personAndBot();
    runner.standIn(0, "greedy");
    expect(runner.standInOf(0)).toBe("greedy");
    runner.start();
    clock.run();
    expect(runner.finished).toBe(true);
    expect(runner.log.seats).toEqual([{}, { bot: "greedy" }]);
    expect(runner.log.actions.some((a) => a.seat === 0)).toBe(true);
    expect(replayWith(ruhdGame, runner.log).state).toEqual(runner.state);
  });

  it("asks its bot at once in a match under way, and null gives the seat back to its person", () => {
    const { clock, runner } = personAndBot();
    runner.start();
    // Nobody plays the person's seat: the match waits for it.
    clock.run(60_000);
    const before = runner.log.actions.length;
    const waitingOn = runner.log.actions.filter((a) => a.seat === 0).length;
    expect(waitingOn).toBe(0);
    runner.standIn(0, "greedy");
    clock.run(clock.now() + 10_000);
    const bySeat0 = runner.log.actions.filter((a) => a.seat === 0).length;
    expect(bySeat0).toBeGreaterThan(0);
    expect(runner.log.actions.length).toBeGreaterThan(before);

    runner.standIn(0, null);
    expect(runner.standInOf(0)).toBeNull();
    clock.run(clock.now() + 600_000);
    expect(runner.log.actions.filter((a) => a.seat === 0).length).toBe(bySeat0);
    expect(runner.finished).toBe(false);
    // The person plays on from where the bot left the seat.
    const legal = ruhdGame.legal(runner.view(0) as RuhdView);
    expect(legal.length).toBeGreaterThan(0);
    expect(runner.submit(0, legal[0]).ok).toBe(true);
  });

  it("is made through createBot (the server's worker bots) from the seat's bot seed and its own suffix", () => {
    const made: { seat: number; level: string; seed: string }[] = [];
    const { runner } = personAndBot({
      createBot: (seat, level, seed) => {
        made.push({ seat, level, seed });
        return undefined;
      },
    });
    runner.standIn(0, "greedy");
    expect(made).toEqual([
      { seat: 1, level: "greedy", seed: botSeed("stand-in", 1) },
      { seat: 0, level: "greedy", seed: botSeed("stand-in", 0) + STAND_IN_SEED },
    ]);
  });

  it("refuses a bot's seat, a seat that is not there and a level the game does not have", () => {
    const { runner } = personAndBot();
    expect(() => runner.standIn(1, "greedy")).toThrow(RangeError);
    expect(() => runner.standIn(2, "greedy")).toThrow(RangeError);
    expect(() => runner.standIn(0, "toString")).toThrow(RangeError);
    expect(runner.standInOf(0)).toBeNull();
  });
});

describe("TableRunner for simulations: trustBots and optionsParsed", () => {
  /** A whole match of `bots` on a virtual clock, with the runner config's extra fields. */
  function played(game: AnyGame, bots: readonly string[], seed: string, extra: object = {}): TableRunner {
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game,
      seed,
      seats: bots.map((bot) => ({ bot })),
      clock,
      ...extra,
    });
    runner.start();
    clock.run(4 * 60 * 60 * 1000, () => runner.finished);
    runner.stop();
    return runner;
  }

  it("plays the same matches, log for log, with the engine's bots' moves not parsed and the options parsed once", () => {
    const cases = [
      [setPc, ["hard", "hard", "medium", "easy"]],
      [ruhdGame, ["greedy", "strong", "greedy"]],
    ] as const;
    for (const [game, bots] of cases) {
      for (const seed of ["a", "b", "c"]) {
        const plain = played(game, bots, seed);
        const options = game.options.parse({});
        const fast = played(game, bots, seed, { trustBots: true, optionsParsed: true, options });
        expect(plain.finished).toBe(true);
        expect(JSON.stringify(fast.log)).toBe(JSON.stringify(plain.log));
        expect(fast.outcome).toEqual(plain.outcome);
      }
    }
  });

  it("still parses the moves of a host's bots, and of a level's bots without trustBots", () => {
    // A bot whose moves carry a field the schema refuses: never accepted from a host's bot.
    const sloppy: BotLevel<PcView, unknown> = {
      description: "presses with a stray field",
      create: () => ({
        act: (view) => (view.finished ? null : { action: { type: "press", slot: 0, extra: 1 }, delay: 10 }),
      }),
    };
    const game: AnyGame = { ...setPc, bots: { ...setPc.bots, sloppy } };
    const clock = new VirtualClock();
    const hosted = new TableRunner({
      game,
      seed: "host",
      seats: [{ bot: "sloppy" }],
      clock,
      trustBots: true,
      createBot: (seat, level, seed) => sloppy.create(seat, Rng.fromSeed(seed)),
    });
    hosted.start();
    clock.run(60_000);
    expect(hosted.log.actions).toHaveLength(0);
    const clock2 = new VirtualClock();
    const untrusted = new TableRunner({ game, seed: "own", seats: [{ bot: "sloppy" }], clock: clock2 });
    untrusted.start();
    clock2.run(60_000);
    expect(untrusted.log.actions).toHaveLength(0);
    // Trusted, the engine's own level's move goes to the rules as it is (this one's stray field too).
    const clock3 = new VirtualClock();
    const trusted = new TableRunner({
      game,
      seed: "own",
      seats: [{ bot: "sloppy" }],
      clock: clock3,
      trustBots: true,
    });
    trusted.start();
    clock3.run(60_000);
    expect(trusted.log.actions.length).toBeGreaterThan(0);
  });
});
