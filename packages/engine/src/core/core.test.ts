import { describe, expect, it } from "vitest";
import { GAMES, getGame, listGames, replay } from "../catalogue.js";
import { setPc } from "../games/set/pc/game.js";
import type { PcState } from "../games/set/pc/state.js";
import { VirtualClock } from "./clock.js";
import { botLevel, stateTime } from "./game.js";
import { seatCountsInWords, seatRange, seatsAllowed } from "./seats.js";
import type { LogEntry } from "./log.js";
import { replaySteps } from "./log.js";
import { act, parseOptions } from "./play.js";
import { Rng } from "./prng.js";
import { TableRunner } from "./runner.js";

describe("the PRNG", () => {
  it("is deterministic per seed and resumes from its plain-data state", () => {
    const a = Rng.fromSeed("parlor");
    const b = Rng.fromSeed("parlor");
    const xs = Array.from({ length: 10 }, () => a.int(1000));
    expect(Array.from({ length: 10 }, () => b.int(1000))).toEqual(xs);
    const saved = JSON.parse(JSON.stringify(a.state())) as number[];
    const next = Array.from({ length: 5 }, () => a.float());
    const resumed = Rng.fromState(saved);
    expect(Array.from({ length: 5 }, () => resumed.float())).toEqual(next);
    expect(Rng.fromSeed("other").int(1_000_000)).not.toBe(Rng.fromSeed("parlor").int(1_000_000));
  });

  it("shuffles uniformly enough", () => {
    const rng = Rng.fromSeed("uniform");
    const firsts = [0, 0, 0, 0];
    for (let i = 0; i < 8000; i++) {
      const first = rng.shuffle([0, 1, 2, 3])[0] as number;
      firsts[first] = (firsts[first] ?? 0) + 1;
    }
    for (const n of firsts) expect(n).toBeGreaterThan(1800);
  });
});

describe("the virtual clock", () => {
  it("runs events in time order, ties in scheduling order, and skips cancelled ones", () => {
    const clock = new VirtualClock();
    const seen: string[] = [];
    clock.schedule(30, () => seen.push(`c@${clock.now()}`));
    clock.schedule(10, () => {
      seen.push(`a@${clock.now()}`);
      clock.schedule(10, () => seen.push(`a2@${clock.now()}`));
    });
    clock.schedule(10, () => seen.push(`b@${clock.now()}`));
    const cancelled = clock.schedule(20, () => seen.push("never"));
    clock.cancel(cancelled);
    expect(clock.run(25)).toBe(3);
    expect(seen).toEqual(["a@10", "b@10", "a2@10"]);
    clock.run();
    expect(seen).toEqual(["a@10", "b@10", "a2@10", "c@30"]);
  });
});

describe("act", () => {
  const state = setPc.setup(setPc.options.parse({}), 2, "act");

  it("refuses a seat that is not at the table", () => {
    const result = act(setPc, state, 2, 2, { type: "press", slot: 0 }, 0);
    expect(result.ok || result.error.code).toBe("bad-seat");
  });

  it("refuses malformed actions with a stable code", () => {
    for (const raw of [
      null,
      "press",
      { type: "press" },
      { type: "press", slot: 1.5 },
      { type: "press", slot: 0, extra: 1 },
    ]) {
      const result = act(setPc, state, 2, 0, raw, 0);
      expect(result.ok || result.error.code).toBe("malformed-action");
    }
  });

  it("refuses a move timed before the match's time (time-travel), in every game, changing nothing", () => {
    for (const game of listGames()) {
      const options = game.options.parse({});
      const seats = game.seatCounts.includes(2) ? 2 : (game.seatCounts[0] as number);
      const start = game.setup(options, seats, "tt");
      const later = game.advance(start, 5_000);
      expect(stateTime(later), game.id).toBe(5_000);
      // Any move of the game will do: the time is checked before the move is looked at.
      const move =
        game.id === "ruhd" ? { type: "place", tile: "G4B2Y2G1", x: 5, y: 5, rotation: 0 } : { type: "flip" };
      const raw =
        game.id === "set-pc"
          ? { type: "press", slot: 0 }
          : game.id === "set-patterns"
            ? { type: "no-set" }
            : game.id === "set-classic"
              ? { type: "claim", cards: ["0000", "1111", "2222"] }
              : game.id === "tarot"
                ? { type: "bid", contract: "pass" }
                : game.id === "buraco"
                  ? { type: "draw" }
                  : move;
      const result = act(game, later, seats, 0, raw, 4_999);
      expect(result.ok || result.error.code, game.id).toBe("time-travel");
      expect(act(game, later, seats, 0, raw, Number.NaN).ok, game.id).toBe(false);
    }
  });

  it("parses options with defaults and explains bad ones", () => {
    const parsed = parseOptions(setPc, {});
    expect(parsed.ok && parsed.value).toMatchObject({ rows: 3, columns: 4, turnTimeout: 60_000 });
    const bad = parseOptions(setPc, { rows: "three" });
    expect(bad.ok || bad.error.message).toMatch(/rows/);
  });
});

describe("seat counts", () => {
  it("say which tables a game may have, in words too", () => {
    expect(seatRange(2, 5)).toEqual([2, 3, 4, 5]);
    expect(seatsAllowed({ seatCounts: [2, 4] }, 3)).toBe(false);
    expect(seatsAllowed({ seatCounts: [2, 4] }, 4)).toBe(true);
    expect(seatCountsInWords([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toBe("2 to 11");
    expect(seatCountsInWords([2, 4])).toBe("2 or 4");
    expect(seatCountsInWords([3, 4, 5])).toBe("3 to 5");
    expect(seatCountsInWords([2, 4, 6])).toBe("2, 4 or 6");
    expect(seatCountsInWords([1])).toBe("1");
  });

  it("are every game's, ascending, and the table runner takes no other", () => {
    for (const game of listGames()) {
      expect(
        [...game.seatCounts].sort((a, b) => a - b),
        game.id,
      ).toEqual(game.seatCounts);
      const outside = (game.seatCounts.at(-1) as number) + 1;
      expect(
        () =>
          new TableRunner({
            game,
            seed: "s",
            seats: Array.from({ length: outside }, () => ({})),
            clock: new VirtualClock(),
          }),
      ).toThrow(RangeError);
    }
  });
});

/** The most copies of one card any game's deck holds (Buraco's two decks). */
const MOST_COPIES = 2;

describe("reveal", () => {
  it("names, for every game, cards that no spectator sees, each physical card once", () => {
    for (const game of listGames()) {
      const seats = game.seatCounts.includes(2) ? 2 : (game.seatCounts[0] as number);
      const state = game.setup(game.options.parse({}), seats, "reveal");
      const groups = game.reveal(state);
      const cards = groups.flatMap((g) => g.cards);
      expect(cards.length, game.id).toBeGreaterThan(0);
      // By code: a game of two decks (Buraco) names each code at most twice, one per copy.
      const copies = new Map<string, number>();
      for (const card of cards) copies.set(card, (copies.get(card) ?? 0) + 1);
      expect(Math.max(...copies.values()), game.id).toBeLessThanOrEqual(MOST_COPIES);
      const seen = JSON.stringify(game.view(state, null));
      for (const card of cards) expect(seen, `${game.id} shows ${card}`).not.toContain(`"${card}"`);
      for (const group of groups) expect(group.seat === null || group.seat < seats, game.id).toBe(true);
    }
  });
});

describe("the registry", () => {
  it("holds the three SET games by id", () => {
    expect(listGames().map((g) => g.id)).toEqual(
      expect.arrayContaining(["set-pc", "set-patterns", "set-super"]),
    );
    expect(getGame("set-pc")).toBe(setPc);
    expect(getGame("chess")).toBeUndefined();
    for (const inherited of ["toString", "__proto__", "constructor"])
      expect(getGame(inherited)).toBeUndefined();
  });

  it("is one static record whose keys are the games' own ids", () => {
    for (const [id, game] of Object.entries(GAMES)) expect(game.id).toBe(id);
    expect(listGames()).toEqual(Object.values(GAMES));
  });

  it("each game names its own default bot level, one of its levels: medium for SET, greedy for Ruhd, basic for Tarot and Buraco", () => {
    for (const game of listGames()) {
      expect(botLevel(game, game.defaultBot), game.id).toBe(game.bots[game.defaultBot]);
      expect(botLevel(game, game.defaultBot), game.id).toBeDefined();
    }
    expect(Object.fromEntries(listGames().map((g) => [g.id, g.defaultBot]))).toEqual({
      "set-pc": "medium",
      "set-patterns": "medium",
      "set-super": "medium",
      "set-classic": "medium",
      ruhd: "greedy",
      tarot: "basic",
      buraco: "basic",
    });
  });

  it("botLevel finds only a game's own levels, never what every object inherits", () => {
    expect(botLevel(setPc, "hard")).toBe(setPc.bots.hard);
    for (const name of ["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf", "godlike", ""]) {
      expect(botLevel(setPc, name), name).toBeUndefined();
    }
  });
});

describe("the table runner", () => {
  it("persists each action before anyone is told of it, and logs seq, at, seat and action", () => {
    const clock = new VirtualClock();
    const events: string[] = [];
    const runner = new TableRunner({
      game: setPc,
      seed: "order",
      seats: [{ name: "ann" }, { bot: "hard" }],
      clock,
      onAccepted: (entry) => events.push(`logged ${entry.seq}`),
      onChange: () => events.push("views"),
    });
    runner.start();
    clock.run(20_000);
    expect(runner.log.actions.length).toBeGreaterThan(0);
    const first = events.indexOf("logged 1");
    expect(events[first + 1]).toBe("views");
    const entry = runner.log.actions[0] as LogEntry;
    expect(entry).toMatchObject({ seq: 1, seat: 1, action: { type: "press" } });
    expect(entry.at).toBeGreaterThan(0);
  });

  it.each(["toString", "__proto__", "constructor", "godlike"])(
    "refuses a seat whose bot level %s the game does not have, with a RangeError naming it",
    (bot) => {
      const seats = [{ name: "ann" }, { bot }];
      expect(() => new TableRunner({ game: setPc, seed: "s", seats, clock: new VirtualClock() })).toThrow(
        new RangeError(`PC Set Game has no bot level '${bot}'`),
      );
    },
  );

  it("takes human actions at the clock's time and refuses bad ones without logging them", () => {
    const clock = new VirtualClock();
    const runner = new TableRunner({ game: setPc, seed: "human", seats: [{}, {}], clock });
    runner.start();
    clock.run(5_000);
    expect(runner.submit(0, { type: "press", slot: 3 }).ok).toBe(true);
    expect(runner.submit(1, { type: "hint" }).ok).toBe(false);
    expect(runner.submit(5, { type: "press", slot: 3 }).ok).toBe(false);
    expect(runner.log.actions).toEqual([{ seq: 1, at: 5_000, seat: 0, action: { type: "press", slot: 3 } }]);
  });

  it("fires deadlines from the clock: a reshuffle every turnTimeout with nobody playing", () => {
    const clock = new VirtualClock();
    const runner = new TableRunner({ game: setPc, seed: "idle", seats: [{}], clock });
    runner.start();
    clock.run(185_000);
    expect((runner.state as PcState).counters.timedReshuffles).toBe(3);
    expect(runner.log.actions).toEqual([]);
  });

  it("a finished match's log records its end and replays to the same state and outcome", () => {
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game: setPc,
      seed: "end",
      seats: [{ bot: "hard" }, { bot: "medium" }],
      clock,
    });
    runner.start();
    clock.run();
    expect(runner.finished).toBe(true);
    expect(runner.log.until).toBe((runner.state as PcState).endedAt);
    const replayed = replay(JSON.parse(JSON.stringify(runner.log)));
    expect(replayed.state).toEqual(runner.state);
    expect(replayed.outcome).toEqual(runner.outcome);
    expect(clock.pending).toBe(0);
  });

  it("resumes a match from its log where it stopped, and plays on", () => {
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game: setPc,
      seed: "crash",
      seats: [{ bot: "hard" }, { bot: "easy" }],
      clock,
    });
    runner.start();
    clock.run(90_000);
    runner.stop();
    const log = JSON.parse(JSON.stringify(runner.log));
    const later = new VirtualClock(90_000);
    const resumed = new TableRunner({ game: setPc, seed: "", seats: [], clock: later, resume: log });
    resumed.start();
    expect(resumed.state).toEqual(setPc.advance(runner.state as PcState, 90_000));
    later.run();
    expect(resumed.finished).toBe(true);
    expect(resumed.log.actions.slice(0, log.actions.length)).toEqual(log.actions);
  });

  it("replays a log up to any action", () => {
    const clock = new VirtualClock();
    const runner = new TableRunner({ game: setPc, seed: "steps", seats: [{ bot: "hard" }], clock });
    runner.start();
    clock.run(30_000);
    const n = runner.log.actions.length;
    expect(n).toBeGreaterThan(3);
    const partial = replay<PcState>(runner.log, 2);
    expect(partial.state.counters.presses).toBe(2);
    expect(() =>
      replay({ ...runner.log, actions: [{ seq: 1, at: 0, seat: 0, action: { type: "fly" } }] }),
    ).toThrow(/refused/);
    expect(() => replay({ ...runner.log, game: "chess" })).toThrow(/unknown game/);
  });

  it("steps through a log: the deal, then one state per action, each what replay gives up to it", () => {
    const clock = new VirtualClock();
    const runner = new TableRunner({ game: setPc, seed: "steps", seats: [{ bot: "hard" }], clock });
    runner.start();
    clock.run(30_000);
    const steps = [...replaySteps<PcState>(setPc, runner.log)];
    expect(steps).toHaveLength(runner.log.actions.length + 1);
    steps.forEach((state, k) => expect(state).toEqual(replay<PcState>(runner.log, k).state));
    expect(steps.map((s) => s.counters.presses)).toEqual(steps.map((_, k) => k));
  });
});
