import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_TIMER_MS, RealClock } from "./clock.js";

describe("the real clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fires a timer at its time, not before", async () => {
    const clock = new RealClock();
    const fired = await new Promise<number>((resolve) =>
      clock.schedule(clock.now() + 20, () => resolve(clock.now())),
    );
    expect(fired).toBeGreaterThanOrEqual(19);
  });

  it("does not fire a deadline beyond the longest timer at once (a timer of days fires after 1 ms)", async () => {
    const clock = new RealClock();
    let fired = false;
    const timer = clock.schedule(clock.now() + MAX_TIMER_MS + 60_000, () => (fired = true));
    // A plain setTimeout of that length would fire at the next turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fired).toBe(false);
    clock.cancel(timer);
  });

  it("waits out a far deadline in steps of the longest timer, and can be cancelled in between", () => {
    vi.useFakeTimers();
    let wall = 1_000;
    const clock = new RealClock(1_000, () => wall);
    const fired: number[] = [];
    const far = MAX_TIMER_MS * 2 + 5_000;
    clock.schedule(far, () => fired.push(clock.now()));
    const cancelled = clock.schedule(far, () => fired.push(-1));
    for (const step of [MAX_TIMER_MS, MAX_TIMER_MS]) {
      wall += step;
      vi.advanceTimersByTime(step);
      expect(fired).toEqual([]);
    }
    clock.cancel(cancelled);
    wall += 5_000;
    vi.advanceTimersByTime(5_000);
    expect(fired).toEqual([far]);
  });
});
