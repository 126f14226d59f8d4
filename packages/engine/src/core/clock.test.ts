import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_TIMER_MS, RealClock, VirtualClock } from "./clock.js";

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

describe("VirtualClock's queue", () => {
  it("runs random events in time order, ties in the order they were scheduled, the cancelled ones never", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.boolean(), fc.nat({ max: 3 })), {
          maxLength: 200,
        }),
        (plan) => {
          const clock = new VirtualClock();
          const ran: number[] = [];
          const expected: { at: number; id: number }[] = [];
          plan.forEach(([at, cancel, more], id) => {
            // Some events schedule more when they run (as a runner's do), at or after their time.
            const run = (): void => {
              ran.push(id);
              for (let k = 0; k < more; k++) clock.schedule(clock.now() + k, () => ran.push(-1));
            };
            const timer = clock.schedule(at, run);
            if (cancel) clock.cancel(timer);
            else expected.push({ at, id });
          });
          clock.run();
          const order = ran.filter((id) => id >= 0);
          expect(order).toEqual(expected.sort((a, b) => a.at - b.at || a.id - b.id).map((e) => e.id));
          expect(clock.pending).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
