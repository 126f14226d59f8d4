import {
  botLevel,
  getGame,
  parseOptions,
  Rng,
  TableRunner,
  VirtualClock,
  type AnyGame,
  type Bot,
  type BotAnswer,
} from "@parlor/engine";
import { percentile } from "../stats.js";
import { CliError } from "../output.js";
import { cpuMs } from "./simulation-bench.js";

/**
 * `parlor bench --bots`: what one decision of each searching bot costs, at its level's default work,
 * timed in the process's CPU time around the bot (one core; other programs on the machine do not
 * count) over whole deals between bots of that level, the first match a warm-up. Each case's p95 is
 * weighed against issue 34's target, and against the same decisions of the game's basic level, timed
 * in the same matches' positions (the searching bot's playouts are the basic bot's play): how many
 * basic decisions one searching decision costs.
 */

/** Issue 34: a strong decision's p95 on one core at the default budget, in ms. */
export const DECISION_TARGET_MS = 250;

/** One measured bot: a game at a table size, its level in every seat, the options its matches use. */
export interface BotCase {
  readonly id: string;
  readonly game: string;
  readonly level: string;
  /** The level whose decisions, asked at the same moments, are the baseline. */
  readonly baseline: string;
  readonly players: number;
  /** One deal or one hand a match: a bench plays many short matches. */
  readonly options: Readonly<Record<string, unknown>>;
}

export const BOT_CASES: readonly BotCase[] = [
  {
    id: "tarot-4-strong",
    game: "tarot",
    level: "strong",
    baseline: "basic",
    players: 4,
    options: { deals: 1 },
  },
  {
    id: "tarot-5-strong",
    game: "tarot",
    level: "strong",
    baseline: "basic",
    players: 5,
    options: { deals: 1 },
  },
  {
    id: "buraco-2-strong",
    game: "buraco",
    level: "strong",
    baseline: "basic",
    players: 2,
    options: { hands: 1 },
  },
  {
    id: "buraco-4-strong",
    game: "buraco",
    level: "strong",
    baseline: "basic",
    players: 4,
    options: { hands: 1 },
  },
  { id: "ruhd-2-strong", game: "ruhd", level: "strong", baseline: "greedy", players: 2, options: {} },
];

export const BOT_BENCH_DEFAULTS = {
  /** Decisions timed per case (after the warm-up match); the last match is played to its end. */
  decisions: 300,
  seed: "parlor",
  /** Game time after which a match is given up (ms): no match of these cases lasts that long. */
  maxTimeMs: 4 * 60 * 60_000,
} as const;

export interface BotBenchConfig {
  readonly decisions: number;
  readonly seed: string;
}

/** A case's figures: CPU ms per decision, and by the kind of move decided (its action's `type`). */
export interface BotBenchResult {
  readonly id: string;
  readonly decisions: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** The baseline level's p95 at the same moments. */
  readonly baselineP95Ms: number;
  /** p95 over the baseline's p95. */
  readonly vsBaseline: number;
  readonly targetMs: number;
  readonly met: boolean;
  readonly byKind: Readonly<
    Record<string, { readonly decisions: number; readonly medianMs: number; readonly p95Ms: number }>
  >;
}

/** The kind of move an answer makes: its action's `type`. */
function kindOf(answer: BotAnswer<unknown>): string {
  const action = answer?.action as { type?: unknown } | undefined;
  return typeof action?.type === "string" ? action.type : "move";
}

interface Timed {
  readonly ms: number;
  readonly kind: string;
  readonly baselineMs: number;
}

/**
 * A bot of `level` whose every decision is timed, with a bot of the baseline level asked the same view
 * at the same moment (its answer unused) and timed too.
 */
function timedBot(
  game: AnyGame,
  level: string,
  baseline: string,
  seat: number,
  seed: string,
  into: Timed[] | null,
): Bot<unknown, unknown> {
  const make = (name: string) => {
    const found = botLevel(game, name);
    if (!found) throw new CliError(`bench: ${game.id} has no bot level '${name}'`, 2);
    return found.create(seat, Rng.fromSeed(seed));
  };
  const bot = make(level);
  const reference = make(baseline);
  return {
    act(view, now) {
      const started = cpuMs();
      const answer = bot.act(view, now) as BotAnswer<unknown>;
      const ms = cpuMs() - started;
      const referenceStarted = cpuMs();
      reference.act(view, now);
      const baselineMs = cpuMs() - referenceStarted;
      // Asked with nothing to do (another seat's turn): no decision.
      if (answer !== null) into?.push({ ms, kind: kindOf(answer), baselineMs });
      return answer;
    },
  };
}

/** Plays one match of the case, timing its decisions into `into` (null: a warm-up). */
function playTimed(
  bench: BotCase,
  game: AnyGame,
  options: unknown,
  seed: string,
  into: Timed[] | null,
): void {
  const clock = new VirtualClock();
  const runner = new TableRunner({
    game,
    options,
    seed,
    seats: Array.from({ length: bench.players }, (_, seat) => ({ name: `bot ${seat}`, bot: bench.level })),
    clock,
    optionsParsed: true,
    createBot: (seat, _level, botSeedOfSeat) =>
      timedBot(game, bench.level, bench.baseline, seat, botSeedOfSeat, into),
  });
  runner.start();
  clock.run(BOT_BENCH_DEFAULTS.maxTimeMs, () => runner.finished);
  runner.stop();
}

function sortedOf(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

function ms(value: number | null): number {
  return Number((value ?? 0).toFixed(1));
}

/** Runs one case: a warm-up match, then matches until `decisions` are timed. */
export function runBotCase(bench: BotCase, config: BotBenchConfig): BotBenchResult {
  const game = getGame(bench.game);
  if (!game) throw new CliError(`bench: no game '${bench.game}'`, 2);
  const parsed = parseOptions(game, bench.options);
  if (!parsed.ok) throw new CliError(`bench: ${parsed.error.message}`, 2);
  playTimed(bench, game, parsed.value, `${config.seed}/warm-up`, null);
  const timed: Timed[] = [];
  for (let match = 0; timed.length < config.decisions; match++)
    playTimed(bench, game, parsed.value, `${config.seed}/${match}`, timed);
  const all = sortedOf(timed.map((t) => t.ms));
  const p95 = ms(percentile(all, 95));
  const baselineP95 = ms(percentile(sortedOf(timed.map((t) => t.baselineMs)), 95));
  const kinds = new Map<string, number[]>();
  for (const t of timed) kinds.set(t.kind, [...(kinds.get(t.kind) ?? []), t.ms]);
  const byKind: Record<string, { decisions: number; medianMs: number; p95Ms: number }> = {};
  for (const [kind, values] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = sortedOf(values);
    byKind[kind] = {
      decisions: sorted.length,
      medianMs: ms(percentile(sorted, 50)),
      p95Ms: ms(percentile(sorted, 95)),
    };
  }
  return {
    id: bench.id,
    decisions: timed.length,
    medianMs: ms(percentile(all, 50)),
    p95Ms: p95,
    p99Ms: ms(percentile(all, 99)),
    maxMs: ms(all.at(-1) ?? null),
    baselineP95Ms: baselineP95,
    vsBaseline: Number((p95 / Math.max(baselineP95, 0.1)).toFixed(1)),
    targetMs: DECISION_TARGET_MS,
    met: p95 <= DECISION_TARGET_MS,
    byKind,
  };
}

export function runBotBench(config: BotBenchConfig, cases: readonly BotCase[] = BOT_CASES): BotBenchResult[] {
  return cases.map((bench) => runBotCase(bench, config));
}

/** The figures as a table, a line per case, then each case's kinds of move. */
export function botBenchTable(config: BotBenchConfig, results: readonly BotBenchResult[]): string {
  const lines = [
    `parlor bench --bots: CPU ms per decision at each level's default work, ${config.decisions} decisions a case after a warm-up match (seed ${config.seed})`,
    "case              decisions  median    p95    p99    max  baseline p95  × baseline  target",
  ];
  for (const r of results)
    lines.push(
      `${r.id.padEnd(17)} ${String(r.decisions).padStart(9)} ${r.medianMs.toFixed(1).padStart(7)} ${r.p95Ms.toFixed(1).padStart(6)} ${r.p99Ms.toFixed(1).padStart(6)} ${r.maxMs.toFixed(1).padStart(6)} ${r.baselineP95Ms.toFixed(1).padStart(13)} ${r.vsBaseline.toFixed(1).padStart(11)}  p95 ≤ ${r.targetMs} ms ${r.met ? "met" : "NOT met"}`,
    );
  for (const r of results)
    lines.push(
      `${r.id}: ${Object.entries(r.byKind)
        .map(([kind, k]) => `${kind} ${k.decisions} × median ${k.medianMs} / p95 ${k.p95Ms} ms`)
        .join("; ")}`,
    );
  return lines.join("\n");
}
