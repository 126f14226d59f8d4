import { Worker } from "node:worker_threads";
import type { MatchLog } from "@parlor/engine";
import type { FromAnalysisWorker, ToAnalysisWorker } from "./messages.js";

/**
 * What computes a finished match's analysis for the server (matches.ts): the engine's
 * `analyseMatch` as JSON text (null: the game has none), never on the event loop. Rejects when the
 * analysis failed.
 */
export interface MatchAnalyser {
  analyse(log: MatchLog, options: { readonly work?: number }): Promise<string | null>;
}

/** Analyses computed at the same time by default: one core, whatever the machine has. */
export const DEFAULT_ANALYSIS_THREADS = 1;

/**
 * The worker file: the built `worker.js` beside this module, also when this module runs from its
 * TypeScript source (tests): workers cannot load TypeScript, so they run the build (`tsc -b`).
 */
export const ANALYSIS_WORKER_ENTRY: URL = import.meta.url.endsWith(".ts")
  ? new URL("../../dist/analysis/worker.js", import.meta.url)
  : new URL("./worker.js", import.meta.url);

export interface AnalysisWorkersOptions {
  /** Analyses computed at the same time, each in a worker thread of its own (default DEFAULT_ANALYSIS_THREADS). */
  readonly threads?: number;
  /** The worker file (default ANALYSIS_WORKER_ENTRY). */
  readonly entry?: URL;
}

interface Job {
  readonly message: ToAnalysisWorker;
  readonly resolve: (json: string | null) => void;
  readonly reject: (error: Error) => void;
}

/** One worker thread and the analysis it is computing. */
interface Slot {
  worker: Worker | null;
  job: Job | null;
}

/**
 * Worker threads where finished matches are analysed, off the server's event loop: at most `threads`
 * at a time, the others waiting in the order they were asked. A thread starts at its first analysis
 * and stays for the next ones; one that fails or exits rejects the analysis it was computing and is
 * replaced at the next. Apart from the bots' workers (bot-workers.ts): an analysis may take a
 * minute of a core, which no table's bot should wait for.
 */
export class AnalysisWorkers implements MatchAnalyser {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextJob = 1;
  private closed = false;

  constructor(private readonly options: AnalysisWorkersOptions = {}) {
    const threads = Math.max(1, options.threads ?? DEFAULT_ANALYSIS_THREADS);
    this.slots = Array.from({ length: threads }, () => ({ worker: null, job: null }));
  }

  /** Analyses being computed now. */
  get running(): number {
    return this.slots.filter((slot) => slot.job !== null).length;
  }

  /** Analyses waiting for a thread. */
  get waiting(): number {
    return this.queue.length;
  }

  analyse(log: MatchLog, options: { readonly work?: number }): Promise<string | null> {
    if (this.closed) return Promise.reject(new Error("the analysis workers were closed"));
    const message: ToAnalysisWorker = {
      type: "analyse",
      job: this.nextJob++,
      log,
      ...(options.work === undefined ? {} : { work: options.work }),
    };
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * What the game's strong bot would do in `seat` of the match `log` has reached (at game time `at`),
   * as the engine's `Hint` in JSON text (null: none). Asked ahead of the analyses waiting: a person
   * waits for it at their table.
   */
  hint(
    log: MatchLog,
    seat: number,
    at: number,
    options: { readonly work?: number } = {},
  ): Promise<string | null> {
    if (this.closed) return Promise.reject(new Error("the analysis workers were closed"));
    const message: ToAnalysisWorker = {
      type: "hint",
      job: this.nextJob++,
      log,
      seat,
      at,
      ...(options.work === undefined ? {} : { work: options.work }),
    };
    return new Promise((resolve, reject) => {
      this.queue.unshift({ message, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; the analyses running and waiting are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error("the analysis workers were closed");
    for (const job of this.queue.splice(0)) job.reject(error);
    await Promise.all(
      this.slots.map(async (slot) => {
        const { worker, job } = slot;
        slot.worker = null;
        slot.job = null;
        job?.reject(error);
        if (worker) await worker.terminate();
      }),
    );
  }

  /** Gives each free thread the next analysis waiting. */
  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job !== null) continue;
      const job = this.queue.shift();
      if (job === undefined) return;
      slot.job = job;
      this.workerOf(slot).postMessage(job.message);
    }
  }

  /** The slot's worker, started when it has none (its first analysis, or after a failure). */
  private workerOf(slot: Slot): Worker {
    if (slot.worker) return slot.worker;
    const worker = new Worker(this.options.entry ?? ANALYSIS_WORKER_ENTRY);
    // The pool never keeps the process alive by itself; the server's sockets and timers do.
    worker.unref();
    slot.worker = worker;
    worker.on("message", (message: FromAnalysisWorker) => {
      const job = slot.job;
      if (slot.worker !== worker || job === null || job.message.job !== message.job) return;
      slot.job = null;
      if (message.type === "analysed") job.resolve(message.json);
      else job.reject(new Error(message.message));
      this.dispatch();
    });
    const failed = (error: Error): void => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const job = slot.job;
      slot.job = null;
      job?.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on("error", failed);
    worker.on("exit", (code) => failed(new Error(`an analysis worker exited (code ${code})`)));
    return worker;
  }
}
