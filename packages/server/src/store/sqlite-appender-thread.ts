import { Worker } from "node:worker_threads";
import type {
  AppendOutcome,
  AppendReply,
  AppendRequest,
  AppendRow,
  AppenderSettings,
} from "./sqlite-appends.js";

/** The appender thread's entry: the built file beside this one (tests run the sources: the build's). */
export const APPENDER_ENTRY: URL = import.meta.url.endsWith(".ts")
  ? new URL("../../dist/store/sqlite-appender.js", import.meta.url)
  : new URL("./sqlite-appender.js", import.meta.url);

/**
 * The event loop's side of the appender thread: sends groups of appends, in order, and gives each
 * group's outcomes back as a promise. The thread starts with the first group; should it fail (or
 * stop), the groups waiting are refused with its error and the next group starts another. It keeps
 * the process alive only while groups are waiting.
 */
export class AppenderThread {
  private worker: Worker | null = null;
  private readonly waiting = new Map<
    number,
    { resolve(outcomes: readonly AppendOutcome[]): void; reject(error: Error): void }
  >();
  private next = 0;
  private closed = false;

  constructor(
    private readonly settings: AppenderSettings,
    private readonly entry: URL = APPENDER_ENTRY,
  ) {}

  commit(rows: readonly AppendRow[]): Promise<readonly AppendOutcome[]> {
    if (this.closed) return Promise.reject(new Error("the store is closed"));
    const worker = this.started();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.waiting.size === 1) worker.ref();
      worker.postMessage({ id, rows } satisfies AppendRequest);
    });
  }

  /** Waits for the groups sent, then stops the thread. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    if (worker === null) return;
    if (this.waiting.size > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    this.worker = null;
    await worker.terminate();
  }

  private drained: (() => void) | null = null;

  private started(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(this.entry, { workerData: this.settings });
    worker.unref();
    worker.on("message", (reply: AppendReply) => {
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.settled(reply.id, worker);
      if ("failed" in reply) {
        const error = new Error(reply.failed.message);
        error.name = reply.failed.name;
        waiter.reject(error);
      } else waiter.resolve(reply.outcomes);
    });
    const fail = (error: Error): void => {
      if (this.worker === worker) this.worker = null;
      for (const [id, waiter] of [...this.waiting]) {
        this.settled(id, worker);
        waiter.reject(error);
      }
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the SQLite appender thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settled(id: number, worker: Worker): void {
    this.waiting.delete(id);
    if (this.waiting.size > 0) return;
    worker.unref();
    this.drained?.();
    this.drained = null;
  }
}
