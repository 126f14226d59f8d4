import type { ServerClock } from "../clock.js";

/**
 * A server clock whose time moves only when the test says (`advance`): days of time banks and
 * waits in no time. Its timers fire in time order (ties in the order they were set), each at its own
 * time, and after each the test's `settle` lets what it began finish.
 */
export class ManualClock implements ServerClock {
  /** Lets what a timer began finish before the next one fires. */
  settle: () => Promise<void> = () => new Promise<void>((resolve) => setImmediate(resolve));
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; run: () => void }>();

  constructor(private time = 0) {}

  now(): number {
    return this.time;
  }

  setTimeout(run: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + Math.max(0, ms), run });
    return id;
  }

  clearTimeout(timer: unknown): void {
    this.timers.delete(timer as number);
  }

  /** Moves the time on by `ms`, firing each timer due on the way at its own time. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].run();
      await this.settle();
    }
    this.time = end;
  }

  /** Drops every timer (the process that set them is gone). */
  forget(): void {
    this.timers.clear();
  }
}
