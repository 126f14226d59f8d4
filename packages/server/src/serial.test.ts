import { VirtualClock } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { QueuedClock, SerialQueue } from "./serial.js";

/** A promise and its resolver, for a test to decide when something finishes. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe("SerialQueue", () => {
  it("runs tasks one at a time in the order they came, whatever each awaits", async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const slow = gate();
    const first = queue.run(async () => {
      log.push("first starts");
      await slow.promise;
      log.push("first ends");
      return 1;
    });
    const second = queue.run(() => {
      log.push("second");
      return 2;
    });
    const third = queue.run(async () => {
      log.push("third");
      throw new Error("third fails");
    });
    const fourth = queue.run(() => log.push("fourth"));
    await Promise.resolve();
    expect(log).toEqual(["first starts"]);
    slow.open();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    await expect(third).rejects.toThrow("third fails");
    await fourth;
    // A failed task does not stop the ones after it.
    expect(log).toEqual(["first starts", "first ends", "second", "third", "fourth"]);
  });

  it("is idle once everything queued so far has settled", async () => {
    const queue = new SerialQueue();
    const slow = gate();
    let done = false;
    void queue.run(async () => {
      await slow.promise;
      done = true;
    });
    const idle = queue.idle().then(() => done);
    slow.open();
    expect(await idle).toBe(true);
  });
});

describe("QueuedClock", () => {
  it("hands each due callback to the queue instead of running it", () => {
    const inner = new VirtualClock();
    const waiting: (() => void)[] = [];
    const clock = new QueuedClock(inner, (callback) => waiting.push(callback));
    const ran: string[] = [];
    clock.schedule(10, () => ran.push("a"));
    clock.schedule(20, () => ran.push("b"));
    expect(clock.now()).toBe(0);
    inner.run(15);
    expect(clock.now()).toBe(15);
    expect(ran).toEqual([]);
    expect(waiting).toHaveLength(1);
    for (const callback of waiting.splice(0)) callback();
    expect(ran).toEqual(["a"]);
  });

  it("never runs a timer cancelled while it waited in line, nor one cancelled before it was due", () => {
    const inner = new VirtualClock();
    const waiting: (() => void)[] = [];
    const clock = new QueuedClock(inner, (callback) => waiting.push(callback));
    const ran: string[] = [];
    const due = clock.schedule(10, () => ran.push("due"));
    const later = clock.schedule(30, () => ran.push("later"));
    inner.run(20);
    // It fired and waits in the queue; the work ahead of it cancels it (a bot's plan changed).
    clock.cancel(due);
    clock.cancel(later);
    inner.run();
    for (const callback of waiting.splice(0)) callback();
    expect(ran).toEqual([]);
    expect(inner.pending).toBe(0);
  });
});
