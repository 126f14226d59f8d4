import type { Clock, Timer } from "@parlor/engine";

const settled = (): void => undefined;

/**
 * Runs tasks one at a time in the order they were queued: a task starts once the one before it has
 * settled (resolved or rejected), so awaits inside a task never let a later task overtake it.
 */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();

  /** Queues `task`; the promise settles as the task does. */
  run<T>(task: () => T | Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.then(settled, settled);
    return result;
  }

  /** Resolves once every task queued so far has settled. */
  idle(): Promise<void> {
    return this.tail;
  }
}

interface QueuedTimer extends Timer {
  cancelled: boolean;
  inner: Timer | null;
}

/**
 * A clock whose callbacks do not run on their own: when a timer of `inner` fires, its callback is
 * handed to `enqueue` (a table's queue) and runs there in turn, after the work queued before it. A
 * timer cancelled before its callback runs never runs, even if it had fired and was waiting in line.
 */
export class QueuedClock implements Clock {
  constructor(
    private readonly inner: Clock,
    private readonly enqueue: (callback: () => void) => void,
  ) {}

  now(): number {
    return this.inner.now();
  }

  schedule(at: number, fn: () => void): Timer {
    const timer: QueuedTimer = { at, cancelled: false, inner: null };
    timer.inner = this.inner.schedule(at, () =>
      this.enqueue(() => {
        if (!timer.cancelled) fn();
      }),
    );
    return timer;
  }

  cancel(timer: Timer): void {
    const queued = timer as QueuedTimer;
    queued.cancelled = true;
    if (queued.inner) this.inner.cancel(queued.inner);
  }
}
