/**
 * The server's clock: the wall clock and the timers of what waits for hours or days (turn-based
 * tables' time banks, the sweep for moves due, quick match's waits). Real by default; tests pass one
 * that they move on themselves, to drive days of a turn-based match in seconds.
 */
export interface ServerClock {
  /** Wall-clock milliseconds (Date.now). */
  now(): number;
  /** Calls `run` after `ms` (a timer that does not keep the process alive). */
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/**
 * The longest wait given to one timer (ms): Node's timers hold at most 2^31 - 1 ms (24.8 days), so a
 * longer wait is taken in steps, each looking again at what is due.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export const realClock: ServerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, Math.min(Math.max(0, ms), MAX_TIMER_MS));
    timer.unref?.();
    return timer;
  },
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};
