import type { Store } from "./store.js";

/**
 * Whether the store answers, for `/readyz`: a cheap query (`Store.ping`) that must answer within
 * `timeoutMs`, else the answer is "not reachable". Probes that come while one is under way share it
 * (a load balancer asking often costs one query at a time); one under way for longer than the timeout
 * is left to finish on its own, and the next probe asks again.
 */
export class StoreProbe {
  private pending: { readonly answer: Promise<boolean>; readonly started: number } | null = null;

  constructor(
    private readonly store: Pick<Store, "ping">,
    private readonly timeoutMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** True once the store answered within the timeout; false when it failed or did not answer in time. */
  reachable(): Promise<boolean> {
    const pending = this.pending;
    if (pending && this.now() - pending.started < this.timeoutMs) return pending.answer;
    const answer = this.ask().finally(() => {
      if (this.pending?.answer === answer) this.pending = null;
    });
    this.pending = { answer, started: this.now() };
    return answer;
  }

  private async ask(): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    try {
      let asked: Promise<void>;
      try {
        asked = this.store.ping(this.timeoutMs);
      } catch (error) {
        asked = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      const ping = asked.then(
        () => true,
        () => false,
      );
      return await Promise.race([ping, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
