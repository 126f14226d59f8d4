import type { Redis } from "ioredis";
import type { Logger } from "../tables/logger.js";

/**
 * The longest a per-address decision (a table made, a connection accepted, a chat line) waits for
 * Redis before this process decides by its own counts alone (ms). Redis answers in well under a
 * millisecond on a local network; this only bounds an outage's cost.
 */
export const SHARED_LIMITS_WAIT_MS = 1_000;

/** What a call that Redis did not answer in time resolves to. */
const LATE = Symbol("late");

/**
 * Redis as the per-address limits use it (cluster/shared-*.ts): a call's answer, or undefined when
 * Redis is not connected, fails or takes longer than `waitMs`. Then the limit is counted by this
 * process alone (it fails open: an address may get more, never a person refused for Redis's sake),
 * which the log says once per outage. When Redis is connected again (`ready`, after a restart with
 * nothing in it too), `recovered` listeners put back what this process counts.
 */
export class RedisFallback {
  private down = false;
  private readonly listeners: (() => void)[] = [];
  /** Connected again (after a lost connection, or a Redis that restarted with nothing in it). */
  private readonly ready = (): void => this.recovered();

  constructor(
    readonly redis: Redis,
    private readonly logger: Logger,
    private readonly waitMs = SHARED_LIMITS_WAIT_MS,
  ) {
    redis.on("ready", this.ready);
  }

  /** Whether Redis is connected now (calls made now are sent at once). */
  get available(): boolean {
    return this.redis.status === "ready";
  }

  /** Runs `listener` each time Redis is connected again. */
  onRecovered(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** `call`'s answer, or undefined (Redis not connected, failing, or too slow: said in the log). */
  async ask<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
    if (!this.available) {
      this.failed(what, null);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const answer = call();
      const late = new Promise<typeof LATE>((resolve) => {
        timer = setTimeout(() => resolve(LATE), this.waitMs);
        timer.unref?.();
      });
      const first = await Promise.race([answer, late]);
      if (first !== LATE) {
        // Answered after failing without losing its connection (slow, or refusing commands).
        if (this.down) this.recovered();
        return first;
      }
      // Its answer, when it comes, is not waited for.
      answer.catch(() => undefined);
      this.failed(what, null);
      return undefined;
    } catch (error) {
      this.failed(what, error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends `call` without waiting for it (a count put back or let go); a failure is an outage. */
  tell(what: string, call: () => Promise<unknown>): void {
    void this.ask(what, call);
  }

  private recovered(): void {
    if (this.down) {
      this.down = false;
      this.logger.info({}, "redis answers again: the per-address limits are counted across processes again");
    }
    for (const listener of this.listeners) listener();
  }

  private failed(what: string, error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(
      { err: error ?? undefined, what },
      "redis does not answer: the per-address limits are counted by this process alone until it does",
    );
  }

  /** Stops listening to Redis's connection. */
  close(): void {
    this.redis.off("ready", this.ready);
  }
}
