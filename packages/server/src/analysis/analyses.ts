import { getGame, type AnyGame, type MatchLog, type Result, type RuleError } from "@parlor/engine";
import { AnalysisErrors, ProtocolErrors, type AnalysisReady, type DeepReadonly } from "@parlor/protocol";
import { serialized, type Serialized } from "../http-answers.js";
import type { AnalysisRecord, Store } from "../store/store.js";
import type { Logger } from "../tables/logger.js";
import { AnalysisWorkers, DEFAULT_ANALYSIS_THREADS, type MatchAnalyser } from "./workers.js";

/** How the server analyses finished matches (`AppOptions.analysis`); each field may be given alone. */
export interface AnalysisSettings {
  /** Analyses computed at the same time, each in a worker thread of its own. */
  readonly threads: number;
  /**
   * Analyses started and not finished yet (computing, or waiting for a thread) past which a new one
   * is refused for now (503 `analysis-busy`): a client cannot queue every match of the store.
   */
  readonly maxPending: number;
  /** The work per decision (the game's budget unit); absent: each game's default. */
  readonly work?: number;
  /**
   * What computes them (tests count its calls); absent: a pool of `threads` worker threads
   * (workers.ts), started at the first analysis and closed with the server.
   */
  readonly analyser?: MatchAnalyser;
}

export const ANALYSIS_DEFAULTS: AnalysisSettings = {
  threads: DEFAULT_ANALYSIS_THREADS,
  maxPending: 100,
};

/** Where a match's analysis stands, for one request. */
export type AnalysisState =
  /** Stored: the answer. */
  | { readonly kind: "ready"; readonly record: AnalysisRecord }
  /** Being computed (or waiting for a thread): ask again. */
  | { readonly kind: "computing" }
  /** None to be had: no such table, a match not over, a game without an analysis, too many pending. */
  | {
      readonly kind: "refused";
      readonly status: 404 | 409 | 503;
      readonly code: string;
      readonly message: string;
    }
  /** The computation failed (nothing stored): told once, then the next request tries again. */
  | { readonly kind: "failed"; readonly message: string };

/** One match's analysis under way in this process. */
interface Job {
  /** Where it stands once the store and the table were read (ready, refused, or computing). */
  first: Promise<AnalysisState>;
  /** Why the computation failed, once it did. */
  failure: string | null;
}

/** What `MatchAnalyses` reads a finished match's log from (`Tables.log`). */
export interface MatchLogs {
  log(id: string): Promise<Result<MatchLog, RuleError>>;
}

/**
 * The analyses of finished matches (`GET /api/matches/:id/analysis`): each computed once, off the
 * event loop, then stored and served from the store. A match's first request starts its analysis;
 * every request while it is computed (in this process) joins the same one instead of starting
 * another. Several processes may compute the same match at once: the store keeps the first
 * (`offerAnalysis`), and each serves what is stored. A failed analysis is stored nowhere: the next
 * request is told, and the one after that tries again.
 */
export class MatchAnalyses {
  private readonly jobs = new Map<string, Job>();
  private readonly settings: AnalysisSettings;
  /** The pool this made, closed by `stop` (null when the analyser was given). */
  private readonly ownPool: AnalysisWorkers | null;
  private readonly analyser: MatchAnalyser;
  /** Analyses started and not finished. */
  private pending = 0;
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly logs: MatchLogs,
    private readonly logger: Logger,
    private readonly wallClock: () => number,
    settings: Partial<AnalysisSettings> = {},
  ) {
    this.settings = { ...ANALYSIS_DEFAULTS, ...settings };
    this.ownPool = settings.analyser ? null : new AnalysisWorkers({ threads: this.settings.threads });
    this.analyser = settings.analyser ?? (this.ownPool as AnalysisWorkers);
  }

  /** Analyses being computed or waiting for a thread. */
  get computing(): number {
    return this.pending;
  }

  /** Where a match's analysis stands; starts it when it is neither stored nor under way. */
  async state(id: string): Promise<AnalysisState> {
    let job = this.jobs.get(id);
    if (!job) job = this.start(id);
    const first = await job.first;
    if (first.kind !== "computing" || job.failure === null) return first;
    this.forget(id, job);
    return { kind: "failed", message: job.failure };
  }

  /** No analysis is stored after this; the pool this made is closed (what it was computing is dropped). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.ownPool?.close();
  }

  /**
   * A job for the match, registered at once (a request meanwhile joins it). It reads the store first:
   * an analysis stored since this process last looked (by itself, or by another process) is the answer.
   */
  private start(id: string): Job {
    const job: Job = { first: Promise.resolve({ kind: "computing" }), failure: null };
    this.jobs.set(id, job);
    job.first = this.begin(id, job).then(
      (state) => {
        if (state.kind !== "computing") this.forget(id, job);
        return state;
      },
      (error: unknown) => {
        this.forget(id, job);
        throw error;
      },
    );
    return job;
  }

  private async begin(id: string, job: Job): Promise<AnalysisState> {
    const stored = await this.store.analysis(id);
    if (stored) return { kind: "ready", record: stored };
    const log = await this.logs.log(id);
    if (!log.ok)
      return log.error.code === ProtocolErrors.noTable
        ? refused(404, ProtocolErrors.noTable, "There is no such table.")
        : refused(
            409,
            AnalysisErrors.notFinished,
            "A match is analysed once it is over: its analysis would show hidden cards.",
          );
    const game = getGame(log.value.game);
    if (!game?.analysis)
      return refused(404, AnalysisErrors.noAnalysis, `${game?.title ?? "This game"} has no analysis.`);
    if (this.stopped || this.pending >= this.settings.maxPending)
      return refused(503, AnalysisErrors.busy, "The server is analysing many matches: ask again in a while.");
    this.pending++;
    void this.compute(id, job, log.value, game).finally(() => this.pending--);
    return { kind: "computing" };
  }

  private async compute(id: string, job: Job, log: MatchLog, game: AnyGame): Promise<void> {
    const work = this.settings.work;
    try {
      const json = await this.analyser.analyse(log, work === undefined ? {} : { work });
      if (json === null) throw new Error(`${game.title} has no analysis`);
      if (this.stopped) throw new Error("the server is stopping");
      const budget = game.analysis?.budget;
      await this.store.offerAnalysis({
        tableId: id,
        game: game.id,
        seats: log.seats,
        work: budget === undefined ? null : (work ?? budget.default),
        analysis: json,
        computedAt: this.wallClock(),
      });
      // Stored before it is forgotten: a request from now on reads it from the store.
      this.forget(id, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!this.stopped) this.logger.error({ err: error, table: id }, "a match's analysis failed");
      job.failure = message;
    }
  }

  private forget(id: string, job: Job): void {
    if (this.jobs.get(id) === job) this.jobs.delete(id);
  }
}

function refused(status: 404 | 409 | 503, code: string, message: string): AnalysisState {
  return { kind: "refused", status, code, message };
}

/**
 * The 200 body of a stored analysis (protocol's `analysisReady`) as JSON text: the stored analysis
 * goes in as the text it is, never parsed here.
 */
export function readyBody(record: AnalysisRecord): Serialized<DeepReadonly<AnalysisReady>> {
  const head: Omit<DeepReadonly<AnalysisReady>, "analysis"> = {
    status: "ready",
    table: record.tableId,
    game: record.game,
    seats: record.seats.map((seat, n) => ({
      seat: n,
      person: seat.bot === undefined,
      ...(seat.name !== undefined ? { name: seat.name } : {}),
      ...(seat.bot !== undefined ? { bot: seat.bot } : {}),
    })),
    work: record.work,
    computedAt: record.computedAt,
  };
  // The stored analysis is the engine's `MatchAnalysis` as JSON (protocol's `matchAnalysis`).
  return serialized(`${JSON.stringify(head).slice(0, -1)},"analysis":${record.analysis}}`);
}
