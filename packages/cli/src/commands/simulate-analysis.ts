/**
 * `parlor simulate --analyse`: every match played is also analysed (the engine's `analyseMatch`), and
 * the report gains, per bot level, how its decisions were marked: does the analysis find the weaker
 * level's mistakes more often than the stronger's? And what an analysis costs: CPU seconds per match.
 */
import { cpuUsage } from "node:process";
import { analyseMatch, DECISION_MARKS, type AnyGame, type DecisionMark, type MatchLog } from "@parlor/engine";
import { CliError } from "../output.js";

/** One level's decisions over every match analysed. */
export interface LevelAnalysis {
  readonly decisions: number;
  readonly marks: Readonly<Record<DecisionMark, number>>;
  /** Decisions marked an inaccuracy or worse, per decision weighed. */
  readonly markedShare: number | null;
  /** Mistakes and blunders per decision weighed. */
  readonly mistakeShare: number | null;
  /** Mean points lost per decision weighed. */
  readonly averageLoss: number | null;
}

/** What `--analyse` adds to the report. */
export interface SimulationAnalysis {
  /** The work per decision (the game's analysis unit); null: the game's default. */
  readonly work: number | null;
  readonly matches: number;
  /** CPU seconds an analysis of one whole match took, on average (every seat analysed). */
  readonly cpuSecondsPerMatch: number | null;
  readonly byBot: Readonly<Record<string, LevelAnalysis>>;
}

interface Tally {
  decisions: number;
  lost: number;
  marks: Record<DecisionMark, number>;
}

const MICROSECONDS_PER_SECOND = 1e6;
const DIGITS = 4;

function rounded(value: number): number {
  return Number(value.toFixed(DIGITS));
}

/** Gathers the analyses of the matches of one simulation, level by level. */
export class AnalysisTally {
  private readonly tallies = new Map<string, Tally>();
  private matches = 0;
  private cpuMicros = 0;

  constructor(
    private readonly game: AnyGame,
    private readonly work: number | undefined,
  ) {
    if (game.analysis?.kind !== "moves")
      throw new CliError(`simulate: --analyse weighs decisions move by move, which ${game.title} does not`);
  }

  /** Analyses one finished match, its seats' levels `bots`. */
  add(log: MatchLog, bots: readonly string[]): void {
    const before = cpuUsage();
    const analysis = analyseMatch(this.game, log, this.work === undefined ? {} : { work: this.work });
    const spent = cpuUsage(before);
    this.cpuMicros += spent.user + spent.system;
    this.matches++;
    if (analysis?.kind !== "moves") return;
    for (const decision of analysis.decisions) {
      const level = bots[decision.seat] as string;
      let tally = this.tallies.get(level);
      if (tally === undefined) {
        const marks = Object.fromEntries(DECISION_MARKS.map((mark) => [mark, 0])) as Record<
          DecisionMark,
          number
        >;
        this.tallies.set(level, (tally = { decisions: 0, lost: 0, marks }));
      }
      tally.decisions++;
      tally.lost += decision.loss;
      tally.marks[decision.mark]++;
    }
  }

  /** The report's `analysis`, levels in the order given. */
  report(levels: readonly string[]): SimulationAnalysis {
    const byBot: Record<string, LevelAnalysis> = {};
    for (const level of levels) {
      const tally = this.tallies.get(level);
      const n = tally?.decisions ?? 0;
      const per = (count: number): number | null => (n === 0 ? null : rounded(count / n));
      const marks =
        tally?.marks ??
        (Object.fromEntries(DECISION_MARKS.map((m) => [m, 0])) as Record<DecisionMark, number>);
      byBot[level] = {
        decisions: n,
        marks,
        markedShare: per(marks.inaccuracy + marks.mistake + marks.blunder),
        mistakeShare: per(marks.mistake + marks.blunder),
        averageLoss: per(tally?.lost ?? 0),
      };
    }
    return {
      work: this.work ?? null,
      matches: this.matches,
      cpuSecondsPerMatch:
        this.matches === 0 ? null : rounded(this.cpuMicros / MICROSECONDS_PER_SECOND / this.matches),
      byBot,
    };
  }
}
