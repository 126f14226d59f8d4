import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Bot, BotAnswer } from "@parlor/engine";
import type { FromWorker, ToWorker } from "./bot-messages.js";

/** The defaults of a pool of bot workers. */
export const BOT_WORKER_DEFAULTS = {
  /** Worker threads: one fewer than the machine's cores (the event loop keeps one), at least one, at most this. */
  maxThreads: 4,
  /**
   * Real time a searching bot may think about one decision (ms). Its search stops then and answers
   * with what it has; a human-like level's own delay (its "thinking time" in game time) is apart.
   */
  timeBudgetMs: 1_000,
} as const;

/** The worker threads a machine gives its bots by default: its cores but one, 1 to `maxThreads`. */
export function defaultBotThreads(): number {
  return Math.max(1, Math.min(BOT_WORKER_DEFAULTS.maxThreads, availableParallelism() - 1));
}

/**
 * The worker file: the built `bot-worker.js` beside this module, also when this module runs from its
 * TypeScript source (tests): workers cannot load TypeScript, so they run the build (`tsc -b`).
 */
export const BOT_WORKER_ENTRY: URL = import.meta.url.endsWith(".ts")
  ? new URL("../dist/bot-worker.js", import.meta.url)
  : new URL("./bot-worker.js", import.meta.url);

export interface BotWorkersOptions {
  /** Worker threads (default `defaultBotThreads()`); each table's bots live in one of them. */
  readonly threads?: number;
  /** Real time per decision, ms (default BOT_WORKER_DEFAULTS.timeBudgetMs). */
  readonly timeBudgetMs?: number;
  /** Work per decision of every bot (`BotSettings.work`); default: each level's own. */
  readonly work?: number;
  /** A worker failed or exited: its questions are answered with errors, its bots made again in a new one. */
  readonly onWorkerError?: (error: Error) => void;
  /** The worker file (default BOT_WORKER_ENTRY). */
  readonly entry?: URL;
}

/** What makes a bot: the table it plays at, its game and level, its seat and its bot seed. */
export interface RemoteBotSpec {
  readonly table: string;
  readonly game: string;
  readonly level: string;
  readonly seat: number;
  readonly seed: string;
}

interface Asked {
  readonly resolve: (move: BotAnswer<unknown>) => void;
  readonly reject: (error: Error) => void;
}

/** A question waiting for its turn in its worker. */
interface Question extends Asked {
  readonly message: Extract<ToWorker, { type: "act" }>;
}

/** One worker thread and what it holds. */
interface Slot {
  worker: Worker | null;
  /** The bots made in the current worker. */
  readonly made: Set<number>;
  /** The questions it was sent and has not answered yet (at most `IN_FLIGHT`). */
  readonly asked: Map<number, Asked>;
  /**
   * The questions not sent yet, by table, in the order the tables take turns: the table at the front
   * sends its first question, then goes to the back if it has more.
   */
  readonly waiting: Map<string, Question[]>;
  /** The tables whose bots live here. */
  tables: number;
}

/**
 * Questions a worker is sent at once. A worker answers one at a time, so one more would only wait
 * there; kept here instead, the next question is chosen when the worker is free, table by table.
 */
const IN_FLIGHT = 1;

interface RemoteBot {
  readonly spec: RemoteBotSpec;
  readonly slot: Slot;
}

/**
 * A pool of worker threads where searching bots think off the server's event loop. Each table's bots
 * live in one worker for the whole table (their memory persists, and bots that share what they
 * computed, like the PC bots' look at the table, share it at their table); a question is answered
 * within the time budget (the bot's `stop()` says when it is spent), counted from when its worker
 * takes it. The tables of a worker take turns, one question each: twenty tables asking at once cannot
 * keep another table's bots waiting for more than one decision of each. The bots it hands out answer
 * with Promises, for a `TableRunner` (its BotDriver discards an answer about a match that changed
 * since). A worker that fails rejects its open questions (the runner counts them as no move) and is
 * replaced at the next question, its bots made again from their seeds.
 */
export class BotWorkers {
  private readonly slots: Slot[];
  private readonly bots = new Map<number, RemoteBot>();
  private readonly tables = new Map<string, { slot: Slot; bots: number[] }>();
  private readonly timeBudgetMs: number;
  private nextBot = 1;
  private nextRequest = 1;
  private asked = 0;
  private closed = false;

  constructor(private readonly options: BotWorkersOptions = {}) {
    const threads = Math.max(1, options.threads ?? defaultBotThreads());
    this.slots = Array.from({ length: threads }, () => ({
      worker: null,
      made: new Set<number>(),
      asked: new Map<number, Asked>(),
      waiting: new Map<string, Question[]>(),
      tables: 0,
    }));
    this.timeBudgetMs = options.timeBudgetMs ?? BOT_WORKER_DEFAULTS.timeBudgetMs;
  }

  /** Questions sent to the workers since the pool was made. */
  get questions(): number {
    return this.asked;
  }

  /** Tables whose bots live in a worker now. */
  get tablesHeld(): number {
    return this.tables.size;
  }

  /** Questions asked and not answered yet (sent, or waiting for their turn), over every worker. */
  get pending(): number {
    let n = 0;
    for (const slot of this.slots) {
      n += slot.asked.size;
      for (const questions of slot.waiting.values()) n += questions.length;
    }
    return n;
  }

  /** A bot for a seat of a table, living in that table's worker; it answers with Promises. */
  bot(spec: RemoteBotSpec): Bot<unknown, unknown> {
    let table = this.tables.get(spec.table);
    if (!table) {
      const slot = this.slots.reduce((best, s) => (s.tables < best.tables ? s : best));
      slot.tables++;
      table = { slot, bots: [] };
      this.tables.set(spec.table, table);
    }
    const id = this.nextBot++;
    this.bots.set(id, { spec, slot: table.slot });
    table.bots.push(id);
    return { act: (view, now) => this.ask(id, view, now) };
  }

  /**
   * The table's match is over, the table starts again (resumed from its log), or it left memory
   * (idle, or stopped by a failed write): its bots are forgotten. Back in memory, it makes them anew.
   */
  release(table: string): void {
    const held = this.tables.get(table);
    if (!held) return;
    this.tables.delete(table);
    held.slot.tables--;
    const waiting = held.slot.waiting.get(table) ?? [];
    held.slot.waiting.delete(table);
    for (const { reject } of waiting) reject(new Error("this bot's table was released"));
    for (const id of held.bots) {
      this.bots.delete(id);
      if (held.slot.made.delete(id)) this.post(held.slot, { type: "drop", bot: id });
    }
  }

  /** Stops every worker; open questions are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      this.slots.map(async (slot) => {
        const worker = slot.worker;
        this.forget(slot, new Error("the bot workers were closed"));
        if (worker) await worker.terminate();
      }),
    );
  }

  private ask(id: number, view: unknown, now: number): Promise<BotAnswer<unknown>> {
    const bot = this.bots.get(id);
    if (this.closed) return Promise.reject(new Error("the bot workers were closed"));
    if (!bot) return Promise.reject(new Error("this bot's table was released"));
    const { slot, spec } = bot;
    const worker = this.workerOf(slot);
    if (!slot.made.has(id)) {
      slot.made.add(id);
      this.post(slot, {
        type: "create",
        bot: id,
        game: spec.game,
        level: spec.level,
        seat: spec.seat,
        seed: spec.seed,
        ...(this.options.work === undefined ? {} : { work: this.options.work }),
      });
    }
    const request = this.nextRequest++;
    this.asked++;
    const message = { type: "act", bot: id, request, view, now, budgetMs: this.timeBudgetMs } as const;
    return new Promise((resolve, reject) => {
      const questions = slot.waiting.get(spec.table);
      if (questions) questions.push({ resolve, reject, message });
      else slot.waiting.set(spec.table, [{ resolve, reject, message }]);
      this.sendNext(slot, worker);
    });
  }

  /**
   * Sends the worker its next questions while it has room: each table with questions waiting sends
   * one in turn, so a table's bots wait for at most one decision of each other table in their worker,
   * however many questions the others asked.
   */
  private sendNext(slot: Slot, worker: Worker): void {
    while (slot.asked.size < IN_FLIGHT) {
      const next = slot.waiting.entries().next();
      if (next.done) return;
      const [table, questions] = next.value;
      const question = questions.shift() as Question;
      slot.waiting.delete(table);
      if (questions.length > 0) slot.waiting.set(table, questions);
      slot.asked.set(question.message.request, question);
      worker.postMessage(question.message satisfies ToWorker);
    }
  }

  private post(slot: Slot, message: ToWorker): void {
    slot.worker?.postMessage(message);
  }

  /** The slot's worker, started when it has none (the first question, or after a failure). */
  private workerOf(slot: Slot): Worker {
    if (slot.worker) return slot.worker;
    const worker = new Worker(this.options.entry ?? BOT_WORKER_ENTRY);
    // The pool never keeps the process alive by itself; the server's sockets and timers do.
    worker.unref();
    slot.worker = worker;
    worker.on("message", (message: FromWorker) => {
      const asked = slot.asked.get(message.request);
      if (!asked) return;
      slot.asked.delete(message.request);
      if (message.type === "answer") asked.resolve(message.move);
      else asked.reject(new Error(message.message));
      if (slot.worker === worker) this.sendNext(slot, worker);
    });
    const failed = (error: Error): void => {
      if (slot.worker !== worker) return;
      this.forget(slot, error);
      if (!this.closed) this.options.onWorkerError?.(error);
    };
    worker.on("error", failed);
    worker.on("exit", (code) => failed(new Error(`a bot worker exited (code ${code})`)));
    return worker;
  }

  /** The slot's worker is gone: its questions are rejected, its bots to be made again. */
  private forget(slot: Slot, error: Error): void {
    slot.worker = null;
    slot.made.clear();
    const asked = [...slot.asked.values(), ...[...slot.waiting.values()].flat()];
    slot.asked.clear();
    slot.waiting.clear();
    for (const { reject } of asked) reject(error);
  }
}
