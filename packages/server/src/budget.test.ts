import { describe, expect, it } from "vitest";
import { LoopBudgets, type BudgetClocks } from "./budget.js";
import { createMetrics } from "./metrics.js";

/** Clocks a test moves by hand: time on the event loop, wall time and timers. */
interface FakeClocks {
  busyMs: number;
  wallMs: number;
  /** Moves wall time on, running the timers due by then. */
  advance(ms: number): void;
  readonly api: BudgetClocks;
}

function fakeClocks(): FakeClocks {
  const timers: { at: number; fn: () => void }[] = [];
  const clocks: FakeClocks = {
    busyMs: 0,
    wallMs: 0,
    advance(ms) {
      clocks.wallMs += ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= clocks.wallMs).sort((a, b) => a.at - b.at)[0];
        if (!due) return;
        timers.splice(timers.indexOf(due), 1);
        due.fn();
      }
    },
    api: {
      busy: () => clocks.busyMs,
      wall: () => clocks.wallMs,
      setTimeout: (fn, ms) => timers.push({ at: clocks.wallMs + ms, fn }),
    },
  };
  return clocks;
}

describe("a table's budget of event-loop time", () => {
  it("measures each step's time into the histogram by game, and keeps the longest", async () => {
    const clocks = fakeClocks();
    const metrics = createMetrics();
    const budgets = new LoopBudgets({ share: 0.25, burstMs: 100 }, metrics, clocks.api);
    const table = {};
    const budget = budgets.of(table, "set-pc");
    expect(budgets.of(table, "set-pc")).toBe(budget);
    expect(
      budget.measure(() => {
        clocks.busyMs += 3;
        return "result";
      }),
    ).toBe("result");
    budget.measure(() => (clocks.busyMs += 2));
    budget.stepped();
    expect(() =>
      budget.measure(() => {
        clocks.busyMs += 40;
        throw new Error("broken step");
      }),
    ).toThrow("broken step");
    budget.stepped();
    expect(budgets.longestStepMs).toBe(40);
    const text = await metrics.registry.metrics();
    expect(text).toContain('parlor_step_seconds_count{game="set-pc"} 2');
    expect(text).toContain('parlor_step_seconds_bucket{le="0.005",game="set-pc"} 1');
    expect(text).toContain('parlor_step_seconds_bucket{le="0.05",game="set-pc"} 2');
  });

  it("defers background steps of a table over its share, in order, until it is back within budget", async () => {
    const clocks = fakeClocks();
    const metrics = createMetrics();
    const budgets = new LoopBudgets({ share: 0.25, burstMs: 100 }, metrics, clocks.api);
    const budget = budgets.of({}, "set-pc");
    const ran: string[] = [];
    budget.defer(() => ran.push("a"));
    expect(ran).toEqual(["a"]);
    // 150 ms in one go: 50 ms in debt, paid back in 200 ms at a quarter of the loop.
    budget.measure(() => (clocks.busyMs += 150));
    budget.stepped();
    expect(budget.available).toBe(-50);
    budget.defer(() => ran.push("b"));
    clocks.advance(100);
    budget.defer(() => ran.push("c"));
    expect(ran).toEqual(["a"]);
    expect(budget.deferred).toBe(2);
    clocks.advance(99);
    expect(ran).toEqual(["a"]);
    clocks.advance(1);
    expect(ran).toEqual(["a", "b", "c"]);
    expect(budget.deferred).toBe(0);
    // Within budget again: at once.
    budget.defer(() => ran.push("d"));
    expect(ran).toEqual(["a", "b", "c", "d"]);
    expect(await metrics.registry.metrics()).toContain('parlor_deferred_steps_total{game="set-pc"} 2');
  });

  it("fills up to its burst only, and other tables are not held back", () => {
    const clocks = fakeClocks();
    const budgets = new LoopBudgets({ share: 0.5, burstMs: 20 }, null, clocks.api);
    const busy = budgets.of({}, "set-pc");
    const quiet = budgets.of({}, "set-pc");
    clocks.advance(60_000);
    expect(busy.available).toBe(20);
    busy.measure(() => (clocks.busyMs += 30));
    const ran: string[] = [];
    busy.defer(() => ran.push("busy"));
    quiet.defer(() => ran.push("quiet"));
    expect(ran).toEqual(["quiet"]);
    clocks.advance(20);
    expect(ran).toEqual(["quiet", "busy"]);
  });

  it("refuses a budget without a positive share", () => {
    expect(() => new LoopBudgets({ share: 0, burstMs: 10 })).toThrow(RangeError);
  });
});
