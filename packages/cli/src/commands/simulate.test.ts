import { err, getGame, hashSeed, ok, parseOptions, tarot, type AnyGame, type BotLevel } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { run } from "../cli.js";
import { expectUsageError } from "../testing/expect.js";
import {
  estimate,
  optionValue,
  parseOptionPairs,
  parseSimulateArgs,
  seatBots,
  SIMULATE_DEFAULTS,
  simulate,
  type SimulateReport,
} from "./simulate.js";

const SET_GAMES = ["set-pc", "set-patterns", "set-super"];

function simulateJson(args: string[]): SimulateReport {
  const result = run(["simulate", ...args]);
  expect(result.stderr).toBe("");
  expect(result.exitCode).toBe(0);
  expect(result.stdout).toMatch(/^\{[^\n]*\}\n$/);
  return JSON.parse(result.stdout) as SimulateReport;
}

function withoutSpeed(report: SimulateReport): Omit<SimulateReport, "gamesPerSecond"> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { gamesPerSecond, ...rest } = report;
  return rest;
}

describe("parlor simulate: arguments", () => {
  it("rejects a missing, unknown or second game, listing the known games", () => {
    expectUsageError(run(["simulate"]), /simulate: which game\? Known games: .*set-pc/);
    expectUsageError(run(["simulate", "chess"]), /unknown game 'chess'; known games: .*set-pc/);
    expectUsageError(run(["simulate", "set-pc", "set-pc"]), /one game at a time/);
  });

  it.each([
    [["--games", "0"], /--games must be a positive whole number, not '0'/],
    [["--games", "many"], /--games must be a positive whole number, not 'many'/],
    [["--games", "2.5"], /--games must be a positive whole number/],
    [["--games=-3"], /--games must be a positive whole number, not '-3'/],
    [["--games", "-3"], /--games needs a value/],
    [["--games"], /--games needs a value/],
    [["--players", "0"], /--players must be a positive whole number/],
    [["--players", "9"], /set-pc is for 1 to 8 players, not 9/],
    [["--bot", "godlike"], /set-pc has no bot level 'godlike'; its levels are: [a-z, ]*easy, medium, hard/],
    [["--bots", "easy,godlike"], /no bot level 'godlike'/],
    [["--bots", "easy,,hard"], /--bots wants levels separated by commas/],
    [["--bots", "easy,hard", "--bot", "easy"], /either --bot .* or --bots/],
    [["--bots", "easy,hard", "--players", "3"], /--bots names 2 levels but --players is 3/],
    [["--bots", "easy,easy,easy,easy,easy,easy,easy,easy,easy"], /set-pc is for 1 to 8 players, not 9/],
    [["--option", "rows"], /--option wants key=value.*not 'rows'/],
    [["--option", "=3"], /--option wants key=value/],
    [["--option", "noSuchOption=1"], /simulate: Bad table options for PC Set Game/],
    [["--option", "rows=many"], /simulate: Bad table options for PC Set Game: rows: /],
    [["--option", "rows=0"], /simulate: Bad table options for PC Set Game: rows: /],
    [["--max-time", "0"], /--max-time must be a positive number, not '0'/],
    [["--max-time", "soon"], /--max-time must be a positive number/],
    [["--speed", "fast"], /simulate: unknown flag '--speed'/],
    [["-x"], /simulate: unknown flag '-x'/],
    [["--pretty=yes"], /--pretty does not take a value/],
    [["--rotate-seats=1"], /--rotate-seats does not take a value/],
    [["--bot-budget", "0"], /--bot-budget must be a positive whole number, not '0'/],
    [["--bot-budget", "2.5"], /--bot-budget must be a positive whole number, not '2.5'/],
    [["--bot-budget", "lots"], /--bot-budget must be a positive whole number, not 'lots'/],
    [["--bot-budget"], /--bot-budget needs a value/],
  ])("rejects set-pc %j", (args, pattern) => {
    expectUsageError(run(["simulate", "set-pc", ...args]), pattern);
  });

  it("fills in the defaults", () => {
    const config = parseSimulateArgs(["set-pc"]);
    expect(config.game.id).toBe("set-pc");
    expect(config).toMatchObject({
      games: 100,
      bots: ["medium", "medium"],
      seed: "parlor",
      options: {},
      maxTimeMs: 4 * 60 * 60 * 1000,
      rotateSeats: false,
      pretty: false,
    });
    expect(SIMULATE_DEFAULTS).toMatchObject({ games: 100, players: 2, seed: "parlor" });
  });

  it("without --bot, every seat plays the game's own default level", () => {
    for (const id of SET_GAMES)
      expect(parseSimulateArgs([id, "-p", "3"]).bots).toEqual(["medium", "medium", "medium"]);
    expect(parseSimulateArgs(["ruhd"]).bots).toEqual(["greedy", "greedy"]);
    const report = simulateJson(["ruhd", "--games", "5"]);
    expect(report).toMatchObject({ game: "ruhd", games: 5, bots: ["greedy", "greedy"], finished: 5 });
    expect(report.winShareByBot).toEqual({ greedy: 1 });
  });

  it.each(["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf"])(
    "refuses --bot %s and --bots with it: levels are the game's own, not what every object inherits",
    (level) => {
      for (const id of [...SET_GAMES, "ruhd"]) {
        expectUsageError(
          run(["simulate", id, "--games", "1", "--bot", level]),
          new RegExp(`^parlor: simulate: ${id} has no bot level '${level}'; its levels are: `),
        );
      }
      expectUsageError(
        run(["simulate", "ruhd", "--games", "1", "--bots", `greedy,${level}`]),
        `simulate: ruhd has no bot level '${level}'`,
      );
    },
  );

  it("reads the flags", () => {
    const config = parseSimulateArgs([
      "set-pc",
      "-n",
      "7",
      "--seed",
      "abc",
      "--bots",
      "easy, hard,medium",
      "-o",
      "rows=4",
      "--option",
      "hints=true",
      "--max-time=60000",
      "--rotate-seats",
      "--pretty",
    ]);
    expect(config).toMatchObject({
      games: 7,
      bots: ["easy", "hard", "medium"],
      rotateSeats: true,
      seed: "abc",
      options: { rows: 4, hints: true },
      maxTimeMs: 60000,
      pretty: true,
    });
    expect(config.botBudget).toBeUndefined();
    expect(parseSimulateArgs(["ruhd", "--bot-budget", "25"]).botBudget).toBe(25);
    expect(parseSimulateArgs(["set-pc", "--players", "3", "--bot", "hard"]).bots).toEqual([
      "hard",
      "hard",
      "hard",
    ]);
    expect(parseSimulateArgs(["set-pc", "--players", "2", "--bots", "easy,hard"]).bots).toEqual([
      "easy",
      "hard",
    ]);
  });

  it("reads option values as JSON when they parse, else as strings", () => {
    expect(optionValue("12")).toBe(12);
    expect(optionValue("-1.5")).toBe(-1.5);
    expect(optionValue("true")).toBe(true);
    expect(optionValue("null")).toBe(null);
    expect(optionValue("[1,2]")).toEqual([1, 2]);
    expect(optionValue("classic")).toBe("classic");
    expect(optionValue("")).toBe("");
    expect(parseOptionPairs(["a=1", "b=x=y", "c.d=true", "c.e=2", "a=3"])).toEqual({
      a: 3,
      b: "x=y",
      c: { d: true, e: 2 },
    });
  });
});

describe("parlor simulate: matches", () => {
  it.each(SET_GAMES)("%s: prints every statistic for a few matches", (id) => {
    const game = getGame(id);
    expect(game, `${id} is registered`).toBeDefined();
    if (!game) return;
    const report = simulateJson([id, "--games", "3", "--players", "2", "--seed", "cli-test"]);
    expect(report).toMatchObject({
      game: id,
      games: 3,
      players: 2,
      bots: ["medium", "medium"],
      seed: "cli-test",
    });
    const defaults = parseOptions(game, {});
    expect(defaults.ok && report.options).toEqual(defaults.ok ? defaults.value : null);
    expect(report.gamesPerSecond).toBeGreaterThan(0);
    expect(report.finished + report.unfinished).toBe(3);
    expect(report.finished).toBeGreaterThan(0);
    for (const key of [
      "meanGameTimeMs",
      "sdGameTimeMs",
      "minGameTimeMs",
      "maxGameTimeMs",
      "meanScore",
      "meanTopScore",
      "scoreSpread",
      "tieShare",
    ] as const) {
      expect(typeof report[key], key).toBe("number");
    }
    expect(report.minGameTimeMs).toBeLessThanOrEqual(report.meanGameTimeMs ?? -1);
    expect(report.meanGameTimeMs).toBeLessThanOrEqual(report.maxGameTimeMs ?? -1);
    expect(report.meanTopScore).toBeGreaterThanOrEqual(report.meanScore ?? Infinity);
    expect(report.scoreSpread).toBeGreaterThanOrEqual(0);
    expect(report.winShareBySeat).toHaveLength(2);
    const shares = report.winShareBySeat.reduce<number>((a, b) => a + (b ?? 0), 0);
    expect(shares).toBeCloseTo(1, 3);
    // Every seat plays the same level: it wins every match and scores the mean.
    expect(report.rotateSeats).toBe(false);
    expect(report.winShareByBot).toEqual({ medium: 1 });
    expect(report.meanScoreByBot).toEqual({ medium: report.meanScore });
    expect(Object.keys(report.metrics).length).toBeGreaterThan(0);
    expect(Object.keys(report.metricTotals)).toEqual(Object.keys(report.metrics));
    for (const [key, total] of Object.entries(report.metricTotals)) {
      expect(total, key).toBeCloseTo((report.metrics[key]?.mean ?? NaN) * report.finished, 2);
    }
    for (const summary of Object.values(report.metrics)) {
      expect(Object.keys(summary).sort()).toEqual(["max", "mean", "min", "sd"]);
      expect(summary.min).toBeLessThanOrEqual(summary.mean ?? -Infinity);
      expect(summary.mean).toBeLessThanOrEqual(summary.max ?? -Infinity);
    }
  });

  it.each(SET_GAMES)("%s: the same seed gives the same report (apart from the speed)", (id) => {
    expect(getGame(id), `${id} is registered`).toBeDefined();
    const args = [id, "--games", "2", "--seed", "again", "--bots", "easy,hard"];
    const first = simulateJson(args);
    const second = simulateJson(args);
    expect(withoutSpeed(second)).toEqual(withoutSpeed(first));
    expect(first.bots).toEqual(["easy", "hard"]);
  });

  it("different seeds play different matches", () => {
    const a = simulateJson(["set-pc", "--games", "2", "--seed", "a"]);
    const b = simulateJson(["set-pc", "--games", "2", "--seed", "b"]);
    expect(withoutSpeed(a)).not.toEqual(withoutSpeed(b));
  });

  it("passes options to the game and reports them with the defaults filled in", () => {
    const report = simulateJson(["set-pc", "--games", "1", "--option", "rows=4", "--option", "hints=true"]);
    expect(report.options).toMatchObject({ rows: 4, hints: true, columns: 4 });
  });

  it("counts a match still running at --max-time as unfinished", () => {
    const report = simulateJson(["set-pc", "--games", "2", "--max-time", "1"]);
    expect(report).toMatchObject({
      finished: 0,
      unfinished: 2,
      meanGameTimeMs: null,
      tieShare: null,
      metrics: {},
      metricTotals: {},
    });
    expect(report.winShareBySeat).toEqual([null, null]);
    expect(report.winShareByBot).toEqual({ medium: null });
    expect(report.meanScoreByBot).toEqual({ medium: null });
  });

  it("runs matches from a config, one seed per match", () => {
    const game = getGame("set-pc");
    if (!game) throw new Error("set-pc is not registered");
    const one = simulate({
      game,
      games: 1,
      bots: ["hard"],
      seed: "solo",
      options: {},
      maxTimeMs: 4 * 3600_000,
    });
    expect(one).toMatchObject({
      players: 1,
      rotateSeats: false,
      finished: 1,
      winShareBySeat: [1],
      winShareByBot: { hard: 1 },
      tieShare: 0,
      scoreSpread: 0,
    });
  });

  it("--pretty indents the JSON", () => {
    const result = run(["simulate", "set-pc", "--games", "1", "--pretty"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^\{\n {2}"game": "set-pc",\n/);
  });
});

/**
 * A fake game whose bot levels decide the result: every seat claims once, at the time its level says
 * ("quick" at 1 ms, "slow" at 5 ms), and scores 10 minus that time; the best score wins (equal scores share).
 */
interface RaceState {
  readonly claims: readonly (number | null)[];
}

/** Accepts anything, as a game's option and action schemas (the fake needs no validation). */
const ANYTHING = { safeParse: (data: unknown) => ({ success: true, data: data ?? {} }) };

function claimAt(time: number): BotLevel<{ claimed: boolean }, { type: "claim" }> {
  return {
    description: `claims at ${time} ms`,
    create: () => ({
      act: (view, now) =>
        view.claimed ? null : { action: { type: "claim" }, delay: Math.max(0, time - now) },
    }),
  };
}

const RACE: AnyGame = {
  id: "race",
  title: "Race",
  summary: "The first to claim wins.",
  scoreUnit: "claims",
  reveal: () => [],
  describe: (_before: RaceState, entry: { seat: number }) => [
    { kind: "seat", seat: entry.seat, text: `Player ${entry.seat + 1}` },
    { kind: "text", text: " claimed" },
  ],
  score: (state: RaceState) => state.claims.map((claim) => (claim === null ? 0 : 1)),
  minimumMoves: () => 1,
  seatCounts: [1, 2, 3, 4],
  options: ANYTHING as unknown as AnyGame["options"],
  action: ANYTHING as unknown as AnyGame["action"],
  setup: (_options: unknown, seats: number): RaceState => ({ claims: new Array<null>(seats).fill(null) }),
  apply: (state: RaceState, seat: number, _action: unknown, at: number) =>
    state.claims[seat] === null
      ? ok({ claims: state.claims.map((claim, s) => (s === seat ? at : claim)) })
      : err({ code: "claimed", message: "Already claimed." }),
  advance: (state: RaceState) => state,
  nextDeadline: () => null,
  toAct: (state: RaceState) => state.claims.flatMap((claim, seat) => (claim === null ? [seat] : [])),
  view: (state: RaceState, seat: number | null) => ({
    claimed: seat !== null && state.claims[seat] !== null,
    seat,
  }),
  legal: (view: { claimed: boolean; seat: number | null }) =>
    view.seat === null || view.claimed ? [] : [{ type: "claim" }],
  outcome: (state: RaceState) => {
    if (state.claims.some((claim) => claim === null)) return null;
    const scores = state.claims.map((claim) => 10 - (claim ?? 0));
    const top = Math.max(...scores);
    return { scores, winners: scores.flatMap((score, seat) => (score === top ? [seat] : [])) };
  },
  bots: { quick: claimAt(1), slow: claimAt(5) },
  defaultBot: "quick",
  metrics: () => ({}),
};

function race(bots: string[], games: number, rotateSeats: boolean): SimulateReport {
  return simulate({ game: RACE, games, bots, rotateSeats, seed: "race", options: {}, maxTimeMs: 1000 });
}

/**
 * The race with rates: seat 0 "tries" once a millisecond until it claims and makes one claim, so its
 * hit rate is 1/5 with the slow level and 1/1 with the quick one.
 */
const RATED_RACE: AnyGame = {
  ...RACE,
  metrics: (state: RaceState) => {
    const tries = state.claims[0] ?? 0;
    return { tries, hits: 1, hitRate: 1 / tries, never: 0 };
  },
  rates: {
    hitRate: { numerator: "hits", denominator: "tries" },
    neverRate: { numerator: "hits", denominator: "never" },
  },
};

describe("parlor simulate: rates", () => {
  it("reports a game's rates as ratios of sums over every match, null over nothing, not as means of match rates", () => {
    const report = simulate({
      game: RATED_RACE,
      games: 2,
      bots: ["slow", "quick"],
      rotateSeats: true,
      seed: "race",
      options: {},
      maxTimeMs: 1000,
    });
    expect(report.metricTotals).toEqual({ tries: 6, hits: 2, never: 0 });
    // 2 hits in 6 tries, not the mean of 1/5 and 1/1.
    expect(report.rates).toEqual({ hitRate: 0.3333, neverRate: null });
    expect(Object.keys(report.metrics)).toEqual(["tries", "hits", "never"]);
  });

  it("has no rates for a game that declares none", () => {
    expect(race(["slow", "quick"], 2, false).rates).toBeUndefined();
  });
});

describe("parlor simulate: bot levels", () => {
  it("rotates the bot list by the match number with --rotate-seats", () => {
    const bots = ["easy", "medium", "hard"];
    expect(seatBots(bots, 0, true)).toEqual(["easy", "medium", "hard"]);
    expect(seatBots(bots, 1, true)).toEqual(["medium", "hard", "easy"]);
    expect(seatBots(bots, 2, true)).toEqual(["hard", "easy", "medium"]);
    expect(seatBots(bots, 4, true)).toEqual(["medium", "hard", "easy"]);
    expect(seatBots(bots, 1, false)).toEqual(bots);
    expect(seatBots(["hard"], 3, true)).toEqual(["hard"]);
  });

  it("without rotation the faster level wins from its seat; with it, the levels swap seats every match", () => {
    const fixed = race(["slow", "quick"], 4, false);
    expect(fixed).toMatchObject({
      rotateSeats: false,
      finished: 4,
      winShareBySeat: [0, 1],
      winShareByBot: { slow: 0, quick: 1 },
      meanScoreByBot: { slow: 5, quick: 9 },
      meanScore: 7,
    });
    const rotated = race(["slow", "quick"], 4, true);
    expect(rotated).toMatchObject({
      rotateSeats: true,
      bots: ["slow", "quick"],
      finished: 4,
      winShareBySeat: [0.5, 0.5],
      winShareByBot: { slow: 0, quick: 1 },
      meanScoreByBot: { slow: 5, quick: 9 },
    });
    // An odd number of matches: seat 0 played quick in match 1 only.
    expect(race(["slow", "quick"], 3, true).winShareBySeat).toEqual([0.3333, 0.6667]);
  });

  it("splits a shared win between the winning seats, then sums it per level", () => {
    const fixed = race(["quick", "quick", "slow"], 3, false);
    expect(fixed).toMatchObject({ tieShare: 1, winShareBySeat: [0.5, 0.5, 0] });
    expect(fixed.winShareByBot).toEqual({ quick: 1, slow: 0 });
    const rotated = race(["quick", "quick", "slow"], 3, true);
    expect(rotated).toMatchObject({ tieShare: 1, winShareBySeat: [0.3333, 0.3333, 0.3333] });
    expect(rotated.winShareByBot).toEqual({ quick: 1, slow: 0 });
    expect(rotated.meanScoreByBot).toEqual({ quick: 9, slow: 5 });
  });

  it("set-pc: hard beats easy whichever seat it has, the same for the same seed", () => {
    const args = ["set-pc", "--games", "6", "--bots", "easy,hard", "--seed", "levels", "--rotate-seats"];
    const report = simulateJson(args);
    expect(report).toMatchObject({ bots: ["easy", "hard"], rotateSeats: true, finished: 6 });
    expect(Object.keys(report.winShareByBot)).toEqual(["easy", "hard"]);
    expect(Object.keys(report.meanScoreByBot)).toEqual(["easy", "hard"]);
    const easy = report.winShareByBot.easy ?? 0;
    const hard = report.winShareByBot.hard ?? 0;
    expect(easy + hard).toBeCloseTo(1, 3);
    expect(hard).toBeGreaterThan(0.5);
    expect(report.meanScoreByBot.hard).toBeGreaterThan(report.meanScoreByBot.easy ?? Infinity);
    // Hard wins from both seats, so the seats share the wins; without rotation seat 1 takes them all.
    for (const share of report.winShareBySeat) expect(share).toBeGreaterThan(0);
    expect(simulateJson(args.slice(0, -1)).winShareBySeat[0]).toBeLessThan(0.5);
    expect(withoutSpeed(simulateJson(args))).toEqual(withoutSpeed(report));
  });

  it("ruhd: greedy against strong with seats swapped reports the levels' wins and scores", () => {
    expect(getGame("ruhd"), "ruhd is registered").toBeDefined();
    const report = simulateJson([
      "ruhd",
      "--games",
      "4",
      "--players",
      "2",
      "--bots",
      "greedy,strong",
      "--rotate-seats",
    ]);
    expect(report).toMatchObject({
      game: "ruhd",
      bots: ["greedy", "strong"],
      rotateSeats: true,
      finished: 4,
    });
    expect(Object.keys(report.winShareByBot)).toEqual(["greedy", "strong"]);
    expect(Object.keys(report.meanScoreByBot)).toEqual(["greedy", "strong"]);
    const wins = Object.values(report.winShareByBot).reduce<number>((a, b) => a + (b ?? 0), 0);
    expect(wins).toBeCloseTo(1, 3);
    for (const score of Object.values(report.meanScoreByBot)) expect(score).toBeGreaterThan(0);
  });
});

describe("parlor simulate: --bot-budget", () => {
  const strong = ["ruhd", "--games", "2", "--bots", "greedy,strong", "--rotate-seats", "--seed", "budget"];

  it("the same seed and budget give the same report, which names the budget", () => {
    const first = simulateJson([...strong, "--bot-budget", "3"]);
    const second = simulateJson([...strong, "--bot-budget", "3"]);
    expect(withoutSpeed(second)).toEqual(withoutSpeed(first));
    expect(first.botBudget).toBe(3);
    expect(first.finished).toBe(2);
  });

  it("reaches the searching bots: the level's default budget plays as no flag, another plays otherwise", () => {
    const unset = simulateJson(strong);
    expect(unset.botBudget).toBeNull();
    const samples = getGame("ruhd")?.bots.strong?.budget;
    expect(samples?.unit).toBe("samples");
    const byDefault = simulateJson([...strong, "--bot-budget", String(samples?.default)]);
    expect({ ...withoutSpeed(byDefault), botBudget: null }).toEqual(withoutSpeed(unset));
    const other = simulateJson([...strong, "--bot-budget", "1"]);
    expect(other.finished).toBe(2);
    expect({ ...withoutSpeed(other), botBudget: null }).not.toEqual(withoutSpeed(unset));
  });

  it("is accepted by a game whose levels do not search, which play as without it", () => {
    const args = ["set-patterns", "--games", "1", "--seed", "budget"];
    const report = simulateJson([...args, "--bot-budget", "5"]);
    expect({ ...withoutSpeed(report), botBudget: null }).toEqual(withoutSpeed(simulateJson(args)));
  });
});

/**
 * A fake game of luck and skill: each seat is dealt a number from the seed (the luck), then claims at
 * its level's time; its score is the number dealt minus the claim time, over two "deals" (so its score
 * per deal is half that).
 */
interface LuckState {
  readonly dealt: readonly number[];
  readonly claims: readonly (number | null)[];
}

const LUCK_RANGE = 100;
const LUCK_DEALS = 2;

const LUCK: AnyGame = {
  ...RACE,
  id: "luck",
  scoreUnit: "points",
  setup: (_options: unknown, seats: number, seed: string): LuckState => ({
    dealt: Array.from({ length: seats }, (_, seat) => hashSeed(`${seed}/${seat}`) % LUCK_RANGE),
    claims: new Array<null>(seats).fill(null),
  }),
  apply: (state: LuckState, seat: number, _action: unknown, at: number) =>
    ok({ ...state, claims: state.claims.map((claim, s) => (s === seat ? at : claim)) }),
  outcome: (state: LuckState) => {
    if (state.claims.some((claim) => claim === null)) return null;
    const scores = state.claims.map((claim, seat) => (state.dealt[seat] ?? 0) - (claim ?? 0));
    const top = Math.max(...scores);
    return {
      scores,
      winners: scores.flatMap((score, seat) => (score === top ? [seat] : [])),
      deals: Array.from({ length: LUCK_DEALS }, () => scores.map((score) => score / LUCK_DEALS)),
    };
  },
};

function luck(bots: string[], games: number, flags: { duplicate?: boolean; rotateSeats?: boolean }) {
  return simulate({ game: LUCK, games, bots, ...flags, seed: "luck", options: {}, maxTimeMs: 1000 });
}

describe("parlor simulate: --duplicate", () => {
  it("plays each deal set once per rotation: the luck cancels and only the levels' difference is left", () => {
    const report = luck(["slow", "quick", "quick"], 5, { duplicate: true });
    expect(report).toMatchObject({
      games: 5,
      finished: 15,
      unfinished: 0,
      winShareBySeat: expect.any(Array),
    });
    const duplicate = report.duplicate;
    expect(duplicate).toMatchObject({ sets: 5, rotations: 3, complete: 5, unit: "points per deal" });
    // quick claims at 1 ms, slow at 5 ms: 4 points per match, 2 per deal, whatever the cards.
    expect(duplicate?.differences).toEqual({
      "slow - quick": { mean: -2, halfWidth: 0, low: -2, high: -2, n: 5 },
    });
    expect(Object.keys(duplicate?.perDealByBot ?? {})).toEqual(["slow", "quick"]);
    // Each level sat in every seat of every set, so its mean holds the whole table's luck.
    const slow = duplicate?.perDealByBot.slow;
    const quick = duplicate?.perDealByBot.quick;
    expect((quick?.mean ?? 0) - (slow?.mean ?? 0)).toBeCloseTo(2, 3);
    expect(slow?.halfWidth).toBeGreaterThan(0);
  });

  it("without it the cards differ from match to match: the difference carries the luck of the seats", () => {
    const rotated = luck(["slow", "quick", "quick"], 15, { rotateSeats: true });
    expect(rotated.duplicate).toBeNull();
    expect(rotated.meanScoreByBot.quick).not.toBe((rotated.meanScoreByBot.slow ?? 0) + 4);
  });

  it("the same seed gives the same report; a set unfinished in one rotation is left out", () => {
    const first = luck(["slow", "quick"], 4, { duplicate: true });
    expect(withoutSpeed(luck(["slow", "quick"], 4, { duplicate: true }))).toEqual(withoutSpeed(first));
    const late = simulate({
      game: LUCK,
      games: 2,
      bots: ["slow", "quick"],
      duplicate: true,
      seed: "luck",
      options: {},
      maxTimeMs: 3,
    });
    expect(late.duplicate).toMatchObject({ sets: 2, complete: 0 });
    expect(late.duplicate?.differences["slow - quick"]).toEqual({
      mean: null,
      halfWidth: null,
      low: null,
      high: null,
      n: 0,
    });
  });

  it("is a flag of the command line, not with --rotate-seats", () => {
    expect(parseSimulateArgs(["ruhd", "--duplicate"]).duplicate).toBe(true);
    expect(parseSimulateArgs(["ruhd"]).duplicate).toBe(false);
    expectUsageError(
      run(["simulate", "ruhd", "--duplicate", "--rotate-seats"]),
      /--duplicate already rotates/,
    );
    const report = simulateJson([
      "ruhd",
      "--games",
      "2",
      "--bots",
      "greedy,strong",
      "--duplicate",
      "--bot-budget",
      "2",
    ]);
    expect(report.finished).toBe(4);
    expect(report.duplicate?.unit).toBe("points per deal");
    expect(Object.keys(report.duplicate?.differences ?? {})).toEqual(["greedy - strong"]);
  });

  it("estimates a mean with a 95 % interval from two values on", () => {
    expect(estimate([])).toEqual({ mean: null, halfWidth: null, low: null, high: null, n: 0 });
    expect(estimate([3])).toEqual({ mean: 3, halfWidth: null, low: null, high: null, n: 1 });
    // sd of [1, 3] is √2; 1.96 × √2 / √2 = 1.96.
    expect(estimate([1, 3])).toEqual({ mean: 2, halfWidth: 1.96, low: 0.04, high: 3.96, n: 2 });
  });
});

describe("parlor simulate: --bot-module", () => {
  const ruhd = getGame("ruhd") as AnyGame;
  /** A module as the binary imports it: Ruhd's own beginner and greedy levels under other names. */
  const borrowed = {
    bots: { ruhd: { weak: ruhd.bots.beginner, copy: ruhd.bots.greedy, note: "not a level" } },
  };
  const modules = new Map<string, unknown>([["./borrowed.mjs", borrowed]]);
  const withModule = (...args: string[]) =>
    run(["simulate", "ruhd", "--bot-module", "b=./borrowed.mjs", ...args], { botModules: modules });
  const reportOf = (result: ReturnType<typeof run>): SimulateReport => {
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    return JSON.parse(result.stdout) as SimulateReport;
  };

  it("plays a module's levels as NAME:level: the same bot under two names on duplicate deals differs by nothing", () => {
    const report = reportOf(withModule("--games", "3", "--bots", "greedy,b:copy", "--duplicate"));
    expect(report.bots).toEqual(["greedy", "b:copy"]);
    expect(report.finished).toBe(6);
    expect(report.duplicate?.differences["greedy - b:copy"]).toMatchObject({ mean: 0, halfWidth: 0, n: 3 });
  });

  it("a module's level plays as the bot it exports, not as any of the game's own", () => {
    const direct = simulateJson(["ruhd", "--games", "3", "--bots", "greedy,beginner", "--duplicate"]);
    const viaModule = reportOf(withModule("--games", "3", "--bots", "greedy,b:weak", "--duplicate"));
    expect(viaModule.duplicate?.differences["greedy - b:weak"]).toEqual(
      direct.duplicate?.differences["greedy - beginner"],
    );
    expect(viaModule.meanScoreByBot["b:weak"]).toBe(direct.meanScoreByBot.beginner);
    expect(viaModule.duplicate?.differences["greedy - b:weak"]?.mean).not.toBe(0);
  });

  it("refuses a malformed flag, a module not imported, one without levels for the game, a name twice, a level it lacks", () => {
    expectUsageError(withModule("--bot-module", "./x.mjs"), /--bot-module wants NAME=FILE/);
    expectUsageError(withModule("--bot-module", "9x=./x.mjs"), /--bot-module wants NAME=FILE/);
    expectUsageError(withModule("--bot-module", "c=./x.mjs"), /the bot module \.\/x\.mjs was not imported/);
    expectUsageError(withModule("--bot-module", "b=./borrowed.mjs"), /two bot modules are named 'b'/);
    expectUsageError(
      run(["simulate", "tarot", "--bot-module", "b=./borrowed.mjs"], { botModules: modules }),
      /the bot module \.\/borrowed\.mjs has no levels for tarot/,
    );
    expectUsageError(
      withModule("--bots", "greedy,b:note"),
      /ruhd has no bot level 'b:note'; its levels are: beginner, greedy, strong, b:weak, b:copy\n$/,
    );
  });
});

describe("parlor simulate: French Tarot", () => {
  const TAROT = tarot.tarotGame as AnyGame;
  const run4 = (over: Partial<Parameters<typeof simulate>[0]> = {}): SimulateReport =>
    simulate({
      game: TAROT,
      games: 2,
      bots: ["basic", "random", "random", "random"],
      seed: "tarot",
      options: { deals: 1 },
      maxTimeMs: SIMULATE_DEFAULTS.maxTimeMs,
      ...over,
    });

  it("reports the contracts bid, the takers' success by contract and the deal's figures, the same for the same seed", () => {
    const report = run4({ games: 3 });
    expect(report.finished).toBe(3);
    for (const key of ["attackPoints", "chelems", "petitsAuBout", "poignees", "dealsMade", "dealsDealt"]) {
      expect(report.metrics[key], key).toBeDefined();
    }
    for (const key of ["priseShare", "gardeShare", "gardeSansShare", "gardeContreShare", "takerSuccess"]) {
      expect(report.rates?.[key], key).toBeDefined();
    }
    // Rates are ratios of sums: every contract's deals add up to the deals played.
    const totals = report.metricTotals;
    const bid = ["prise", "garde", "gardeSans", "gardeContre"].reduce(
      (sum, c) => sum + (totals[`${c}Deals`] ?? 0),
      0,
    );
    expect(bid).toBe(totals.deals);
    expect(totals.deals).toBe(3);
    expect(withoutSpeed(run4({ games: 3 }))).toEqual(withoutSpeed(report));
  });

  it("reports each contract's success as made / bid over all deals, null for a contract nobody bid, and the pass rate", () => {
    const report = simulate({
      game: TAROT,
      games: 6,
      bots: ["basic", "basic", "basic", "basic"],
      seed: "tarot rates",
      options: { deals: 2 },
      maxTimeMs: SIMULATE_DEFAULTS.maxTimeMs,
    });
    const totals = report.metricTotals;
    const rates = report.rates ?? {};
    const ratio = (n: string, d: string): number | null =>
      (totals[d] ?? 0) === 0 ? null : Math.round(((totals[n] ?? 0) / (totals[d] ?? 0)) * 1e4) / 1e4;
    let bidContracts = 0;
    for (const c of ["prise", "garde", "gardeSans", "gardeContre"]) {
      expect(rates[`${c}Success`], c).toBe(ratio(`${c}Made`, `${c}Deals`));
      expect(rates[`${c}Share`], c).toBe(ratio(`${c}Deals`, "deals"));
      // A rate is reported once, over all deals: never as a mean of each match's rate.
      expect(report.metrics[`${c}Success`]).toBeUndefined();
      if ((totals[`${c}Deals`] ?? 0) > 0) bidContracts++;
    }
    expect(bidContracts).toBeGreaterThan(0);
    expect(bidContracts).toBeLessThan(4);
    expect(rates.takerSuccess).toBe(ratio("dealsMade", "deals"));
    expect(totals.dealsDealt).toBe((totals.deals ?? 0) + (totals.voidDeals ?? 0));
    expect(totals.allPassedDeals).toBeGreaterThan(0);
    expect(rates.passRate).toBe(ratio("allPassedDeals", "dealsDealt"));
  });

  it("reports the poignées by the side that showed them and by size, the ones whose side won, and the chelems", () => {
    const report = simulate({
      game: TAROT,
      games: 4,
      bots: ["basic", "basic", "basic", "basic", "basic"],
      seed: "tarot poignees",
      options: { deals: 3 },
      maxTimeMs: SIMULATE_DEFAULTS.maxTimeMs,
    });
    const totals = report.metricTotals;
    const rates = report.rates ?? {};
    const sum = (...keys: string[]): number => keys.reduce((n, key) => n + (totals[key] ?? 0), 0);
    const sizes = ["Single", "Double", "Triple"];
    for (const side of ["Attack", "Defence"]) {
      expect(sum(...sizes.map((size) => `poignees${side}${size}`)), side).toBe(totals[`poignees${side}`]);
      expect(totals[`poignees${side}Won`] ?? 0).toBeLessThanOrEqual(totals[`poignees${side}`] ?? 0);
    }
    expect(sum("poigneesAttack", "poigneesDefence")).toBe(totals.poignees);
    // At 5 players a poignée is 8 trumps: takers and partners showed some.
    expect(totals.poigneesAttack).toBeGreaterThan(0);
    const ratio = (n: string, d: string): number | null =>
      (totals[d] ?? 0) === 0 ? null : Math.round(((totals[n] ?? 0) / (totals[d] ?? 0)) * 1e4) / 1e4;
    expect(rates.poigneeDefenceSuccess).toBe(ratio("poigneesDefenceWon", "poigneesDefence"));
    expect(rates.poigneeAttackSuccess).toBe(ratio("poigneesAttackWon", "poigneesAttack"));
    expect(rates.chelemSuccess).toBe(ratio("chelemsAnnouncedMade", "chelemsAnnounced"));
    for (const key of ["chelems", "chelemsAnnounced", "chelemsAnnouncedMade", "chelemsDefence"]) {
      expect(report.metrics[key], key).toBeDefined();
    }
  });

  it("is in the catalogue: `parlor simulate tarot` for 3, 4 or 5 players, basic by default", () => {
    expect(parseSimulateArgs(["tarot", "--players", "4"]).bots).toEqual(["basic", "basic", "basic", "basic"]);
    expectUsageError(run(["simulate", "tarot", "--players", "6"]), /tarot is for 3 to 5 players, not 6/);
    const report = simulateJson([
      "tarot",
      "-n",
      "1",
      "--bots",
      "basic,random,random",
      "--duplicate",
      "-o",
      "deals=1",
    ]);
    expect(report).toMatchObject({ game: "tarot", finished: 3, duplicate: { rotations: 3, complete: 1 } });
  });

  it("--duplicate plays each deal once per rotation: every level in every seat on the same cards", () => {
    const report = run4({ duplicate: true });
    expect(report).toMatchObject({
      finished: 8,
      duplicate: { sets: 2, rotations: 4, complete: 2, unit: "points per deal" },
    });
    expect(Object.keys(report.duplicate?.differences ?? {})).toEqual(["basic - random"]);
    // Zero-sum deals: basic's points per deal against random's, each a mean over the rotations.
    const basic = report.duplicate?.perDealByBot.basic?.mean ?? 0;
    const random = report.duplicate?.perDealByBot.random?.mean ?? 0;
    expect(basic + 3 * random).toBeCloseTo(0, 3);
    // The same level everywhere: the four rotations of a deal set are the same match, so each set's
    // totals are four times one match's.
    const same = run4({ duplicate: true, games: 1, bots: ["basic", "basic", "basic", "basic"] });
    const once = run4({ games: 1, bots: ["basic", "basic", "basic", "basic"], seed: "tarot" });
    expect(same.metricTotals.attackPoints).toBe(4 * (once.metricTotals.attackPoints ?? 0));
  });
});

describe("parlor simulate: Buraco", () => {
  const BURACO = getGame("buraco") as AnyGame;
  const report = simulate({
    game: BURACO,
    games: 3,
    bots: ["basic", "basic"],
    seed: "buraco",
    options: { hands: 2 },
    maxTimeMs: SIMULATE_DEFAULTS.maxTimeMs,
  });

  it("says how hands end: gone out or the stock run out, counts and rates over every hand", () => {
    expect(report.finished).toBe(3);
    const totals = report.metricTotals;
    const rates = report.rates ?? {};
    const ratio = (n: string): number | null =>
      (totals.hands ?? 0) === 0 ? null : Math.round(((totals[n] ?? 0) / (totals.hands ?? 0)) * 1e4) / 1e4;
    expect(totals.hands).toBe(6);
    expect((totals.wentOut ?? 0) + (totals.stockRanOut ?? 0)).toBe(totals.hands);
    expect(rates.goingOutRate).toBe(ratio("wentOut"));
    expect(rates.stockRanOutRate).toBe(ratio("stockRanOut"));
    expect((rates.goingOutRate ?? 0) + (rates.stockRanOutRate ?? 0)).toBeCloseTo(1, 3);
    // A rate is reported once, over all hands: never as a mean of each match's rate.
    expect(report.metrics.goingOutRate).toBeUndefined();
    expect(report.metrics.wentOut).toBeDefined();
  });

  it("gives canastas (natural, mixed, both) and pile pick-ups per hand", () => {
    const totals = report.metricTotals;
    const rates = report.rates ?? {};
    const perHand = (n: string): number => Math.round(((totals[n] ?? 0) / (totals.hands ?? 1)) * 1e4) / 1e4;
    expect(totals.canastas).toBe((totals.naturalCanastas ?? 0) + (totals.mixedCanastas ?? 0));
    expect(totals.canastas).toBeGreaterThan(0);
    expect(totals.pileTakes).toBeGreaterThan(0);
    for (const key of ["canastas", "naturalCanastas", "mixedCanastas", "pileTakes"]) {
      expect(rates[`${key}PerHand`], key).toBe(perHand(key));
    }
  });
});

describe("parlor simulate --analyse", () => {
  it("analyses each finished match and reports how each level's decisions were marked, and the cost", () => {
    const result = run([
      "simulate",
      "ruhd",
      "--bots",
      "beginner,strong",
      "--rotate-seats",
      "-n",
      "4",
      "--analyse",
      "--analysis-work",
      "5",
    ]);
    expect(result.stderr).toBe("");
    const report = JSON.parse(result.stdout) as SimulateReport;
    const analysis = report.analysis;
    expect(analysis).toMatchObject({ work: 5, matches: 4 });
    expect(analysis?.cpuSecondsPerMatch).toBeGreaterThan(0);
    const beginner = analysis?.byBot.beginner;
    const strong = analysis?.byBot.strong;
    expect(beginner?.decisions).toBeGreaterThan(0);
    expect(strong?.decisions).toBeGreaterThan(0);
    const sum = (marks: Record<string, number> | undefined) =>
      Object.values(marks ?? {}).reduce((a, b) => a + b, 0);
    expect(sum(beginner?.marks)).toBe(beginner?.decisions);
    expect(beginner?.averageLoss).toBeGreaterThan(strong?.averageLoss ?? Infinity);
    expect(beginner?.markedShare).toBeGreaterThan(strong?.markedShare ?? 1);
  });

  it("is for the games analysed move by move, and its work goes with it", () => {
    expectUsageError(run(["simulate", "set-pc", "--analyse"]), /--analyse weighs decisions move by move/);
    expectUsageError(
      run(["simulate", "ruhd", "--analysis-work", "5"]),
      /--analysis-work is the work of --analyse/,
    );
    expect(JSON.parse(run(["simulate", "ruhd", "-n", "1"]).stdout)).not.toHaveProperty("analysis");
  });
});
