import { onTestFailed, onTestFinished } from "vitest";

/**
 * Tests wait on events (a frame, a row, a line from a process), each for as long as the test may run:
 * the test's own timeout (vitest's `testTimeout`) is the only deadline, so a busy machine makes a test
 * slower, never wrong. No wall-clock guess of how long something "should" take.
 */
export const NO_DEADLINE = Number.POSITIVE_INFINITY;

/** One pending wait of a test. */
export interface Waiting {
  /** Resolves once the test has ended (passed, failed or timed out): a wait still going should stop. */
  readonly ended: Promise<void>;
  /** The wait is over (it got what it waited for, or gave up). */
  done(): void;
}

/**
 * Registers a wait with the running test: if the test fails while it is pending (its timeout
 * included), the test's output says what it was waiting for (`what()`, asked then); when the test
 * ends, `ended` resolves. Outside a test (in a hook, whose own timeout applies) it registers nothing.
 */
export function waiting(what: () => string): Waiting {
  let pending = true;
  let end: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (end = resolve));
  try {
    onTestFailed(() => {
      if (pending) console.error(`The test ended while still waiting for ${what()}`);
    });
    onTestFinished(() => end());
  } catch {
    // Not called from a test.
  }
  return {
    ended,
    done: () => {
      pending = false;
    },
  };
}

/** Resolves after `ms`, or at once when `ended` resolves first. */
export function pause(ms: number, ended: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))), ended]).finally(
    () => clearTimeout(timer),
  );
}

/**
 * Tests a short server time limit (a heartbeat, a timeout, an expiry) whose test has steps of its own
 * that must come before the limit runs out: `attempt(ms, last)` runs the test with a limit of `ms` and
 * returns false when it could not tell (its own steps took longer than the limit, as they may on a
 * busy machine); then it runs again with twice the limit, `tries` times in all. On the last try
 * (`last`) the attempt asserts instead. Right at once on an idle machine, a few tries later on a busy
 * one, never failed by the machine's speed alone.
 */
export async function withGrowingLimit(
  ms: number,
  attempt: (ms: number, last: boolean) => Promise<boolean>,
  tries = 6,
): Promise<void> {
  for (let i = 1; ; i++, ms *= 2) {
    if (await attempt(ms, i === tries)) return;
    if (i === tries) throw new Error(`still undecided with a limit of ${ms} ms`);
  }
}
