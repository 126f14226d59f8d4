import { performance } from "node:perf_hooks";
import { referenceGame } from "@parlor/engine/baselines";
import {
  botLevel,
  getGame,
  listGames,
  parseOptions,
  seatCountsInWords,
  seatsAllowed,
  TableRunner,
  VirtualClock,
  type AnyGame,
} from "@parlor/engine";
import { parseCommandArgs, positiveInteger, positiveNumber } from "../args.js";
import { CliError, success, UsageError, type CommandResult } from "../output.js";
import { AnalysisTally, type SimulationAnalysis } from "./simulate-analysis.js";
import { round, summarize, type Summary } from "../stats.js";

/** Without --bot or --bots every seat plays the game's own default level (`defaultBot`). */
export const SIMULATE_DEFAULTS = {
  games: 100,
  players: 2,
  seed: "parlor",
  /** Game time after which a match still running counts as unfinished: 4 hours. */
  maxTimeMs: 4 * 60 * 60 * 1000,
} as const;

/** A validated simulation request. */
export interface SimulateConfig {
  readonly game: AnyGame;
  readonly games: number;
  /** Bot level per seat; its length is the number of players. */
  readonly bots: readonly string[];
  /**
   * Match i seats `bots` rotated by i (seat s plays `bots[(s + i) % players]`), so that the levels take
   * turns at each seat.
   */
  readonly rotateSeats?: boolean;
  /**
   * Duplicate deals: `games` deal sets, each played once per rotation of `bots` over the seats (rotation
   * r seats `bots` rotated by r) with the same seed, so every level plays every seat on the same cards
   * and the luck of the deal cancels out. `games × players` matches in all.
   */
  readonly duplicate?: boolean;
  readonly seed: string;
  /** Options as given on the command line; parsed (with defaults) by the game's schema. */
  readonly options: Record<string, unknown>;
  readonly maxTimeMs: number;
  /**
   * The work per decision of every bot that searches (`BotSettings.work`, in its level's
   * `budget.unit`: samples, cards examined …); absent: each level's own default. A work budget, never
   * a time budget, so a run stays reproducible: same seed and budget, same report.
   */
  readonly botBudget?: number;
  /** `--analyse`: analyse every finished match too; with `analysisWork`, at that work per decision. */
  readonly analyse?: boolean;
  readonly analysisWork?: number;
}

/** A mean with its 95 % confidence interval (normal approximation: mean ± 1.96 standard errors). */
export interface Estimate {
  readonly mean: number | null;
  /** 1.96 × sd / √n: the interval is mean ± halfWidth; null with fewer than two values. */
  readonly halfWidth: number | null;
  readonly low: number | null;
  readonly high: number | null;
  /** How many independent values (deal sets) it is estimated from. */
  readonly n: number;
}

/** What `--duplicate` adds: each level's score per deal over deal sets that cancel the luck of the cards. */
export interface DuplicateReport {
  /** Deal sets played (`--games`), each once per rotation; `complete` of them finished in every rotation. */
  readonly sets: number;
  readonly rotations: number;
  readonly complete: number;
  /** What a score per deal counts: "points per deal" (the game's `scoreUnit`). */
  readonly unit: string;
  /**
   * Per level (in the order of `--bots`): its mean score per deal (a match's score divided by the deals
   * it had, `Outcome.deals`, or 1), averaged over the seats and rotations it played in a deal set; the
   * interval is over the deal sets, which are independent.
   */
  readonly perDealByBot: Readonly<Record<string, Estimate>>;
  /** For each pair of levels "a - b" (in the order of `--bots`): a's score per deal minus b's, per deal set. */
  readonly differences: Readonly<Record<string, Estimate>>;
}

/** What `parlor simulate` prints. Statistics over no finished match are null. */
export interface SimulateReport {
  readonly game: string;
  readonly games: number;
  readonly players: number;
  readonly bots: readonly string[];
  readonly rotateSeats: boolean;
  readonly seed: string;
  readonly options: unknown;
  readonly maxTimeMs: number;
  /** `--bot-budget`, or null when each level searched with its own default. */
  readonly botBudget: number | null;
  readonly gamesPerSecond: number;
  readonly finished: number;
  readonly unfinished: number;
  readonly meanGameTimeMs: number | null;
  readonly sdGameTimeMs: number | null;
  readonly minGameTimeMs: number | null;
  readonly maxGameTimeMs: number | null;
  /** Mean over finished matches of the seats' mean score. */
  readonly meanScore: number | null;
  /** Mean over finished matches of the best score. */
  readonly meanTopScore: number | null;
  /** Mean over finished matches of best minus worst score. */
  readonly scoreSpread: number | null;
  /** Share of finished matches with more than one winner. */
  readonly tieShare: number | null;
  /** Each seat's share of the wins of finished matches; a shared win counts 1/winners. */
  readonly winShareBySeat: readonly (number | null)[];
  /** Each bot level's share of the wins of finished matches: the shares of the seats it played, summed. */
  readonly winShareByBot: Readonly<Record<string, number | null>>;
  /** Each bot level's mean score over the seats it played in finished matches. */
  readonly meanScoreByBot: Readonly<Record<string, number | null>>;
  /**
   * For each key of the game's `metrics(state)`, in the game's order: its summary over finished
   * matches; but the keys of the game's `rates`, which are in `rates`.
   */
  readonly metrics: Readonly<Record<string, Summary>>;
  /** For each key of `metrics`: its sum over finished matches (Tarot's deals bid and made per contract). */
  readonly metricTotals: Readonly<Record<string, number>>;
  /**
   * For a game with `rates`, each rate over every finished match: the sum of its numerator metric
   * over the sum of its denominator metric (Tarot's takers' success with a Garde sans:
   * `gardeSansMade / gardeSansDeals`), null when that sum is 0. Absent for a game without rates.
   */
  readonly rates?: Readonly<Record<string, number | null>>;
  /** With `--duplicate`: the levels' scores per deal with confidence intervals; else null. */
  readonly duplicate: DuplicateReport | null;
  /** With `--analyse`: how the analysis marked each level's decisions, and its cost. */
  readonly analysis?: SimulationAnalysis;
}

const FLAGS = {
  games: { type: "string", short: "n" },
  players: { type: "string", short: "p" },
  seed: { type: "string", short: "s" },
  bot: { type: "string" },
  bots: { type: "string" },
  option: { type: "string", short: "o", multiple: true },
  "max-time": { type: "string" },
  "bot-budget": { type: "string" },
  "bot-module": { type: "string", multiple: true },
  "rotate-seats": { type: "boolean" },
  duplicate: { type: "boolean" },
  analyse: { type: "boolean" },
  "analysis-work": { type: "string" },
  pretty: { type: "boolean" },
} as const;

function knownGames(): string {
  return listGames()
    .map((g) => g.id)
    .join(", ");
}

/** A bot level the game offers (its own, never `toString`), or a usage error listing the levels it has. */
function checkLevel(game: AnyGame, level: string): string {
  if (botLevel(game, level) === undefined) {
    throw new UsageError(
      `simulate: ${game.id} has no bot level '${level}'; its levels are: ${Object.keys(game.bots).join(", ")}`,
    );
  }
  return level;
}

/** What `--bot-module NAME=FILE` names: the prefix of its levels, and the file the binary imports. */
export interface BotModuleSpec {
  readonly name: string;
  readonly file: string;
}

/** Between a bot module's name and its level (`NAME:level`); no game's own level has one. */
const MODULE_LEVEL = ":";

/** Whether a level name is a bot module's (`NAME:level`), whose moves are parsed like a person's. */
export function isModuleLevel(level: string): boolean {
  return level.includes(MODULE_LEVEL);
}

/** A bot module's name: what its levels are prefixed with (`NAME:level`). */
const MODULE_NAME = /^[A-Za-z][\w-]*$/;

/** `NAME=FILE` read, or null when it is not of that form. */
export function botModuleSpec(value: string): BotModuleSpec | null {
  const eq = value.indexOf("=");
  if (eq < 0) return null;
  const name = value.slice(0, eq);
  const file = value.slice(eq + 1);
  return MODULE_NAME.test(name) && file !== "" ? { name, file } : null;
}

/** Whether a module's export is a bot level: a description and a factory. */
function isBotLevel(value: unknown): value is AnyGame["bots"][string] {
  if (typeof value !== "object" || value === null) return false;
  const level = value as { description?: unknown; create?: unknown };
  return typeof level.description === "string" && typeof level.create === "function";
}

/**
 * `game` with the levels of the bot modules added (`NAME:level` for each level the module's `bots`
 * export has for this game: `export const bots = { tarot: { strong: { description, create } } }`), so
 * that another program's bots, or another version of Parlor's, play the game's own on the same deals.
 * Usage errors for a module that was not imported, or that has no levels for this game.
 */
export function withModuleBots(
  game: AnyGame,
  specs: readonly BotModuleSpec[],
  modules: ReadonlyMap<string, unknown>,
): AnyGame {
  if (specs.length === 0) return game;
  const levels: Record<string, AnyGame["bots"][string]> = { ...game.bots };
  const names = new Set<string>();
  for (const { name, file } of specs) {
    if (names.has(name)) throw new UsageError(`simulate: two bot modules are named '${name}'`);
    names.add(name);
    if (!modules.has(file)) {
      throw new UsageError(
        `simulate: the bot module ${file} was not imported (run it from the parlor binary)`,
      );
    }
    const exported = (modules.get(file) as { bots?: unknown } | undefined)?.bots;
    const forGame =
      typeof exported === "object" && exported !== null && Object.hasOwn(exported, game.id)
        ? (exported as Record<string, unknown>)[game.id]
        : undefined;
    const found =
      typeof forGame === "object" && forGame !== null
        ? Object.entries(forGame).filter((entry): entry is [string, AnyGame["bots"][string]] =>
            isBotLevel(entry[1]),
          )
        : [];
    if (found.length === 0) {
      throw new UsageError(
        `simulate: the bot module ${file} has no levels for ${game.id} (it should export bots = { "${game.id}": { level: { description, create } } })`,
      );
    }
    for (const [level, bot] of found) levels[`${name}${MODULE_LEVEL}${level}`] = bot;
  }
  return Object.create(game, { bots: { value: levels, enumerable: true } }) as AnyGame;
}

/** A `--option` value: JSON when it parses (numbers, booleans, null, arrays), else the string itself. */
export function optionValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * `key=value` pairs into an options object. A dotted key (`a.b=1`) sets a field of a nested object.
 * A key given twice keeps its last value.
 */
export function parseOptionPairs(pairs: readonly string[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    const key = eq < 0 ? "" : pair.slice(0, eq).trim();
    const path = key.split(".");
    if (eq < 0 || path.some((part) => part === "")) {
      throw new UsageError(`simulate: --option wants key=value (e.g. --option boardSize=12), not '${pair}'`);
    }
    let target = options;
    for (const part of path.slice(0, -1)) {
      const next = target[part];
      if (typeof next !== "object" || next === null || Array.isArray(next)) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[path[path.length - 1] as string] = optionValue(pair.slice(eq + 1));
  }
  return options;
}

/** Checks the command line of `parlor simulate` and turns it into a config; usage errors on bad input. */
export function parseSimulateArgs(
  args: readonly string[],
  botModules: ReadonlyMap<string, unknown> = new Map(),
): SimulateConfig & { readonly pretty: boolean } {
  const { values, positionals } = parseCommandArgs("simulate", args, FLAGS, true);
  if (positionals.length === 0) {
    throw new UsageError(
      `simulate: which game? Known games: ${knownGames()} (e.g. 'parlor simulate set-pc')`,
    );
  }
  if (positionals.length > 1) {
    throw new UsageError(`simulate: one game at a time, got ${positionals.map((p) => `'${p}'`).join(" ")}`);
  }
  const id = positionals[0] as string;
  const ownGame = getGame(id);
  if (!ownGame) throw new UsageError(`simulate: unknown game '${id}'; known games: ${knownGames()}`);
  const specs = (values["bot-module"] ?? []).map((value) => {
    const spec = botModuleSpec(value);
    if (spec === null) {
      throw new UsageError(
        `simulate: --bot-module wants NAME=FILE (e.g. --bot-module mine=./my-bots.mjs), not '${value}'`,
      );
    }
    return spec;
  });
  const game = withModuleBots(ownGame, specs, botModules);

  const games = positiveInteger("simulate", "games", values.games, SIMULATE_DEFAULTS.games);
  const maxTimeMs = positiveNumber("simulate", "max-time", values["max-time"], SIMULATE_DEFAULTS.maxTimeMs);
  const seed = values.seed ?? SIMULATE_DEFAULTS.seed;
  const botBudget =
    values["bot-budget"] === undefined
      ? undefined
      : positiveInteger("simulate", "bot-budget", values["bot-budget"], 0);

  let bots: string[];
  if (values.bots !== undefined) {
    if (values.bot !== undefined)
      throw new UsageError("simulate: give either --bot (every seat) or --bots (per seat), not both");
    bots = values.bots.split(",").map((level) => level.trim());
    if (bots.some((level) => level === "")) {
      throw new UsageError(
        `simulate: --bots wants levels separated by commas (e.g. easy,hard), not '${values.bots}'`,
      );
    }
    if (values.players !== undefined) {
      const players = positiveInteger("simulate", "players", values.players, bots.length);
      if (players !== bots.length) {
        throw new UsageError(`simulate: --bots names ${bots.length} levels but --players is ${players}`);
      }
    }
  } else {
    const players = positiveInteger("simulate", "players", values.players, SIMULATE_DEFAULTS.players);
    bots = Array.from({ length: players }, () => values.bot ?? game.defaultBot);
  }
  if (!seatsAllowed(game, bots.length)) {
    throw new UsageError(
      `simulate: ${game.id} is for ${seatCountsInWords(game.seatCounts)} players, not ${bots.length}`,
    );
  }
  for (const level of bots) checkLevel(game, level);
  if (values.duplicate === true && values["rotate-seats"] === true) {
    throw new UsageError("simulate: --duplicate already rotates the seats; give it without --rotate-seats");
  }

  const options = parseOptionPairs(values.option ?? []);
  const parsed = parseOptions(game, options);
  if (!parsed.ok) throw new UsageError(`simulate: ${parsed.error.message}`);
  if (values["analysis-work"] !== undefined && values.analyse !== true)
    throw new UsageError("simulate: --analysis-work is the work of --analyse");
  if (values.analyse === true && game.analysis?.kind !== "moves")
    throw new UsageError(
      `simulate: --analyse weighs decisions move by move: French Tarot, Buraco and Ruhd, not ${game.id}`,
    );

  return {
    game,
    games,
    bots,
    rotateSeats: values["rotate-seats"] === true,
    duplicate: values.duplicate === true,
    seed,
    options,
    maxTimeMs,
    botBudget,
    ...(values.analyse === true ? { analyse: true } : {}),
    ...(values["analysis-work"] !== undefined
      ? { analysisWork: positiveInteger("simulate", "analysis-work", values["analysis-work"], 0) }
      : {}),
    pretty: values.pretty === true,
  };
}

/** The bot level of each seat in match `i`: `bots`, rotated by `i` when seats rotate. */
export function seatBots(bots: readonly string[], match: number, rotate: boolean): readonly string[] {
  if (!rotate || bots.length < 2) return bots;
  const shift = match % bots.length;
  return [...bots.slice(shift), ...bots.slice(0, shift)];
}

interface MatchResult {
  /** Bot level per seat in this match. */
  readonly bots: readonly string[];
  /** The deal set (duplicate) or the match number: matches of one set share their seed. */
  readonly set: number;
  readonly finished: boolean;
  readonly timeMs: number;
  readonly scores: readonly number[];
  /** Deals the match had (`Outcome.deals`), 1 for a game without a score sheet. */
  readonly deals: number;
  readonly winners: readonly number[];
  readonly metrics: Record<string, number>;
}

/** One match played on a virtual clock: its runner (stopped), and the game time it ended (or gave up) at. */
export interface PlayedMatch {
  readonly runner: TableRunner;
  readonly timeMs: number;
}

/** How `playOne` runs a match. */
export interface MatchSettings {
  /** Game time after which the match counts as unfinished. */
  readonly maxTimeMs: number;
  /** `--bot-budget`: the work per decision of every searching bot; absent, each level's own. */
  readonly botBudget?: number;
  /**
   * The general path, as a baseline for `parlor bench --simulate`: the game's reference
   * implementations (`referenceGame`), each bot move parsed by the action schema, the options
   * parsed again. Absent or false: the simulation's own path (options parsed once, the engine's
   * bots' moves trusted: `RunnerConfig.trustBots`).
   */
  readonly baseline?: boolean;
}

/**
 * Plays one match of `game` between bots (`bots`: the level per seat) from `seed` with parsed
 * `options`, on a virtual clock, to its end or `maxTimeMs`.
 */
export function playOne(
  game: AnyGame,
  options: unknown,
  seed: string,
  bots: readonly string[],
  settings: MatchSettings,
): PlayedMatch {
  const clock = new VirtualClock();
  const baseline = settings.baseline === true;
  const runner = new TableRunner({
    game: baseline ? referenceGame(game) : game,
    options,
    seed,
    seats: bots.map((bot, seat) => ({ name: `${bot} bot ${seat}`, bot })),
    clock,
    // Inline and on the virtual clock: a bot searches its budget's work, however long that takes.
    botSettings: settings.botBudget === undefined ? undefined : { work: settings.botBudget },
    // The options were parsed once for every match, and the engine's bots make well-formed moves (a
    // bot module's are parsed by the game's schema, as a person's are).
    optionsParsed: !baseline,
    trustBots: !baseline && !bots.some(isModuleLevel),
  });
  runner.start();
  clock.run(settings.maxTimeMs, () => runner.finished);
  runner.stop();
  return { runner, timeMs: runner.finished ? (runner.log.until ?? clock.now()) : clock.now() };
}

function playMatch(
  config: SimulateConfig,
  options: unknown,
  seed: string,
  bots: readonly string[],
  set: number,
  analyses: AnalysisTally | null,
): MatchResult {
  const { runner, timeMs } = playOne(config.game, options, seed, bots, config);
  const outcome = runner.outcome;
  if (outcome) analyses?.add(runner.log, bots);
  if (!outcome) {
    return { bots, set, finished: false, timeMs, scores: [], deals: 0, winners: [], metrics: {} };
  }
  return {
    bots,
    set,
    finished: true,
    timeMs,
    scores: outcome.scores,
    deals: Math.max(1, outcome.deals?.length ?? 1),
    winners: outcome.winners,
    metrics: config.game.metrics(runner.state),
  };
}

function roundSummary(summary: Summary): Summary {
  return {
    mean: round(summary.mean),
    sd: round(summary.sd),
    min: round(summary.min),
    max: round(summary.max),
  };
}

/** Standard errors either side of a mean that a 95 % confidence interval spans (normal approximation). */
export const CONFIDENCE_95 = 1.96;

/** The mean of independent values with its 95 % confidence interval (none below two values). */
export function estimate(values: readonly number[]): Estimate {
  const { mean, sd } = summarize(values);
  const n = values.length;
  if (mean === null || sd === null) return { mean: null, halfWidth: null, low: null, high: null, n };
  if (n < 2) return { mean: round(mean), halfWidth: null, low: null, high: null, n };
  const half = (CONFIDENCE_95 * sd) / Math.sqrt(n);
  return { mean: round(mean), halfWidth: round(half), low: round(mean - half), high: round(mean + half), n };
}

/**
 * Each level's score per deal in each complete deal set (every rotation finished): the mean over the
 * seats it played in the set's matches, each match's score divided by its deals.
 */
function duplicateReport(
  config: SimulateConfig,
  results: readonly MatchResult[],
  levels: readonly string[],
): DuplicateReport {
  const rotations = config.bots.length;
  const perLevel = new Map(levels.map((level): [string, number[]] => [level, []]));
  let complete = 0;
  for (let set = 0; set < config.games; set++) {
    const matches = results.filter((r) => r.set === set);
    if (matches.length !== rotations || matches.some((r) => !r.finished)) continue;
    complete++;
    for (const level of levels) {
      const perDeal = matches.flatMap((r) =>
        r.scores.flatMap((score, seat) => (r.bots[seat] === level ? [score / r.deals] : [])),
      );
      perLevel.get(level)?.push(perDeal.reduce((a, b) => a + b, 0) / perDeal.length);
    }
  }
  const differences: Record<string, Estimate> = {};
  levels.forEach((a, i) => {
    for (const b of levels.slice(i + 1)) {
      const as = perLevel.get(a) ?? [];
      const bs = perLevel.get(b) ?? [];
      differences[`${a} - ${b}`] = estimate(as.map((value, set) => value - (bs[set] ?? 0)));
    }
  });
  return {
    sets: config.games,
    rotations,
    complete,
    unit: `${config.game.scoreUnit} per deal`,
    perDealByBot: Object.fromEntries(levels.map((level) => [level, estimate(perLevel.get(level) ?? [])])),
    differences,
  };
}

/**
 * Plays the matches (seeds `${seed}/${i}`, seats rotated by i with `rotateSeats`) on a virtual clock
 * and gathers the statistics. With `duplicate`, deal set i (seed `${seed}/${i}`) is played once per
 * rotation r of the bot list (seats rotated by r).
 */
export function simulate(config: SimulateConfig): SimulateReport {
  const parsed = parseOptions(config.game, config.options);
  if (!parsed.ok) throw new UsageError(`simulate: ${parsed.error.message}`);
  const options = parsed.value;
  const players = config.bots.length;

  const started = performance.now();
  const results: MatchResult[] = [];
  const analyses = config.analyse === true ? new AnalysisTally(config.game, config.analysisWork) : null;
  const duplicate = config.duplicate === true;
  const rotations = duplicate ? players : 1;
  for (let i = 0; i < config.games; i++) {
    const seed = `${config.seed}/${i}`;
    for (let r = 0; r < rotations; r++) {
      const bots = duplicate
        ? seatBots(config.bots, r, true)
        : seatBots(config.bots, i, config.rotateSeats === true);
      try {
        results.push(playMatch(config, options, seed, bots, i, analyses));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const which = duplicate ? `deal set ${i}, rotation ${r}` : `match ${i}`;
        throw new CliError(`simulate: ${which} (seed '${seed}') of ${config.game.id} failed: ${message}`);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;

  const done = results.filter((r) => r.finished);
  const times = summarize(done.map((r) => r.timeMs));
  const wins = new Array<number>(players).fill(0);
  // Per bot level, in the order of --bots: its wins, and the scores of the seats it played.
  const levels = [...new Set(config.bots)];
  const winsByBot = new Map(levels.map((level) => [level, 0]));
  const scoresByBot = new Map(levels.map((level): [string, number[]] => [level, []]));
  const metricValues = new Map<string, number[]>();
  for (const r of done) {
    for (const seat of r.winners) {
      wins[seat] = (wins[seat] ?? 0) + 1 / r.winners.length;
      const level = r.bots[seat] as string;
      winsByBot.set(level, (winsByBot.get(level) ?? 0) + 1 / r.winners.length);
    }
    r.scores.forEach((score, seat) => scoresByBot.get(r.bots[seat] as string)?.push(score));
    for (const [key, value] of Object.entries(r.metrics)) {
      if (typeof value !== "number" || !Number.isFinite(value)) continue;
      let list = metricValues.get(key);
      if (!list) metricValues.set(key, (list = []));
      list.push(value);
    }
  }
  const share = (count: number): number | null => (done.length === 0 ? null : round(count / done.length));
  const top = (scores: readonly number[]): number => Math.max(...scores);
  const bottom = (scores: readonly number[]): number => Math.min(...scores);
  const meanOf = (f: (r: MatchResult) => number): number | null => round(summarize(done.map(f)).mean);
  const metrics: Record<string, Summary> = {};
  const metricTotals: Record<string, number> = {};
  const rateSpecs = config.game.rates ?? {};
  const sumOf = (key: string): number => (metricValues.get(key) ?? []).reduce((a, b) => a + b, 0);
  for (const key of metricValues.keys()) {
    // A rate is a ratio of sums over every match (`rates`), never a mean of each match's rate.
    if (Object.hasOwn(rateSpecs, key)) continue;
    const values = metricValues.get(key) ?? [];
    metrics[key] = roundSummary(summarize(values));
    metricTotals[key] = round(sumOf(key)) as number;
  }
  const rates = Object.fromEntries(
    Object.entries(rateSpecs).map(([key, { numerator, denominator }]) => {
      const over = sumOf(denominator);
      return [key, over === 0 ? null : round(sumOf(numerator) / over)];
    }),
  );

  return {
    game: config.game.id,
    games: config.games,
    players,
    bots: config.bots,
    rotateSeats: config.rotateSeats === true,
    seed: config.seed,
    options,
    maxTimeMs: config.maxTimeMs,
    botBudget: config.botBudget ?? null,
    gamesPerSecond: round(seconds > 0 ? results.length / seconds : results.length / 1e-6, 1) as number,
    finished: done.length,
    unfinished: results.length - done.length,
    meanGameTimeMs: round(times.mean),
    sdGameTimeMs: round(times.sd),
    minGameTimeMs: round(times.min),
    maxGameTimeMs: round(times.max),
    meanScore: meanOf((r) => r.scores.reduce((a, b) => a + b, 0) / Math.max(1, r.scores.length)),
    meanTopScore: meanOf((r) => top(r.scores)),
    scoreSpread: meanOf((r) => top(r.scores) - bottom(r.scores)),
    tieShare: share(done.filter((r) => r.winners.length > 1).length),
    winShareBySeat: wins.map(share),
    winShareByBot: Object.fromEntries(levels.map((level) => [level, share(winsByBot.get(level) ?? 0)])),
    meanScoreByBot: Object.fromEntries(
      levels.map((level) => [level, round(summarize(scoresByBot.get(level) ?? []).mean)]),
    ),
    metrics,
    metricTotals,
    ...(config.game.rates === undefined ? {} : { rates }),
    duplicate: duplicate ? duplicateReport(config, results, levels) : null,
    ...(analyses === null ? {} : { analysis: analyses.report(levels) }),
  };
}

/** `parlor simulate <game> …`: one JSON object of statistics (one line; indented with --pretty). */
export function simulateCommand(
  args: readonly string[],
  botModules?: ReadonlyMap<string, unknown>,
): CommandResult {
  const config = parseSimulateArgs(args, botModules);
  const report = simulate(config);
  return success(config.pretty ? JSON.stringify(report, null, 2) : JSON.stringify(report));
}
