/** A handle to cancel a scheduled callback. */
export interface Timer {
  readonly at: number;
}

/**
 * Time for a TableRunner, in milliseconds since the match started. The server gives real time and
 * real timers; `parlor simulate` gives a virtual clock that jumps from event to event.
 */
export interface Clock {
  now(): number;
  /** Calls `fn` when the clock reaches `at` (at once, in turn, if `at` is already past). */
  schedule(at: number, fn: () => void): Timer;
  cancel(timer: Timer): void;
}

interface Entry extends Timer {
  readonly seq: number;
  readonly fn: () => void;
  cancelled: boolean;
}

/**
 * A clock that only moves when asked to: `run` jumps to each scheduled event in time order (ties in
 * the order they were scheduled). A ten-minute game runs in the time it takes to compute it.
 */
export class VirtualClock implements Clock {
  /** `start`: the game time the clock begins at (a resumed match continues its own time). */
  constructor(start = 0) {
    this.time = start;
  }

  private time: number;
  private seq = 0;
  private readonly heap: Entry[] = [];

  now(): number {
    return this.time;
  }

  schedule(at: number, fn: () => void): Timer {
    const entry: Entry = { at: Math.max(at, this.time), seq: this.seq++, fn, cancelled: false };
    this.push(entry);
    return entry;
  }

  cancel(timer: Timer): void {
    (timer as Entry).cancelled = true;
  }

  /** Number of live events waiting. */
  get pending(): number {
    return this.heap.reduce((n, e) => n + (e.cancelled ? 0 : 1), 0);
  }

  /**
   * Runs events in time order until none is left, the next is later than `until`, or `stop()` says
   * so. Unless stopped, the clock then stands at `until` (when finite). Returns the number of events run.
   */
  run(until = Number.POSITIVE_INFINITY, stop: () => boolean = () => false): number {
    let count = 0;
    while (this.heap.length > 0) {
      if (stop()) return count;
      const top = this.heap[0] as Entry;
      if (top.at > until) break;
      this.pop();
      if (top.cancelled) continue;
      this.time = top.at;
      top.fn();
      count++;
    }
    if (Number.isFinite(until) && until > this.time && !stop()) this.time = until;
    return count;
  }

  private less(a: Entry, b: Entry): boolean {
    return a.at < b.at || (a.at === b.at && a.seq < b.seq);
  }

  /** Adds an entry: it rises from the end while it comes before its parent (no swap arrays made). */
  private push(entry: Entry): void {
    const h = this.heap;
    let i = h.length;
    h.push(entry);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = h[parent] as Entry;
      if (!this.less(entry, above)) break;
      h[i] = above;
      i = parent;
    }
    h[i] = entry;
  }

  /** Removes the first entry: the last one sinks from the top while a child comes before it. */
  private pop(): void {
    const h = this.heap;
    const last = h.pop() as Entry;
    const n = h.length;
    if (n === 0) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let m = l;
      if (r < n && this.less(h[r] as Entry, h[l] as Entry)) m = r;
      const child = h[m] as Entry;
      if (!this.less(child, last)) break;
      h[i] = child;
      i = m;
    }
    h[i] = last;
  }
}

// The engine compiles without DOM or Node typings; these two exist in both.
declare function setTimeout(fn: () => void, ms: number): unknown;
declare function clearTimeout(handle: unknown): void;

interface RealTimer extends Timer {
  handle: unknown;
}

/**
 * The longest delay a timer takes (2^31 − 1 ms, about 24.8 days): Node and browsers fire a longer
 * one at once, which would run a far deadline (a table option of days) immediately.
 */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * Wall-clock time for a live table. `origin` is the wall-clock millisecond the match's time 0
 * corresponds to (a table rebuilt after a restart passes an origin that continues its old time).
 */
export class RealClock implements Clock {
  constructor(
    private readonly origin: number = Date.now(),
    private readonly wall: () => number = Date.now,
  ) {}

  now(): number {
    return this.wall() - this.origin;
  }

  schedule(at: number, fn: () => void): Timer {
    const timer: RealTimer = { at, handle: null };
    // A deadline beyond the longest timer waits in steps of it.
    const arm = (): void => {
      const wait = at - this.now();
      timer.handle = wait > MAX_TIMER_MS ? setTimeout(arm, MAX_TIMER_MS) : setTimeout(fn, Math.max(0, wait));
    };
    arm();
    return timer;
  }

  cancel(timer: Timer): void {
    clearTimeout((timer as RealTimer).handle);
  }
}
