import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BotDriver, samePlan } from "./botDriver.js";
import { VirtualClock } from "./clock.js";
import type { Bot, BotAnswer } from "./game.js";

/** The view a test bot sees: which version of the match, and whether its seat may act. */
interface View {
  readonly version: number;
}

type Action = { readonly type: "move"; readonly version: number };

/** A promise with its resolve and reject, to answer for a bot in a test's own order. */
function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A host for one driver: a match that is a version number, a seat that may act or not. */
function host(bot: Bot<View, Action>, options: { onError?: (error: unknown) => void; pace?: number } = {}) {
  const clock = new VirtualClock();
  const match = { version: 0, mayAct: true, caughtUp: 0 };
  const submitted: { action: Action; at: number; now: number }[] = [];
  let refuse = false;
  const driver: BotDriver<View, Action> = new BotDriver<View, Action>({
    bot,
    clock,
    view: () => ({ version: match.version }),
    mayAct: () => match.mayAct,
    catchUp: () => match.caughtUp++,
    submit: (action, at) => {
      submitted.push({ action, at, now: clock.now() });
      // An accepted move is only recorded: the tests change the match themselves.
      if (refuse) driver.refused();
    },
    onError: options.onError,
    pace: options.pace,
  });
  const change = (): void => {
    match.version++;
    driver.changed();
  };
  return {
    clock,
    match,
    driver,
    submitted,
    change,
    refuseAll: () => (refuse = true),
  };
}

/** A bot that answers `delay` ms from now with a move naming the version it saw, counting questions. */
function steadyBot(delay: number | null, asked: View[] = []): Bot<View, Action> {
  return {
    act(view) {
      asked.push(view);
      return delay === null ? null : { action: { type: "move", version: view.version }, delay };
    },
  };
}

describe("samePlan", () => {
  it("compares plain data by value, key order aside", () => {
    expect(samePlan({ type: "press", slot: 3 }, { slot: 3, type: "press" })).toBe(true);
    expect(samePlan({ type: "call", cards: ["a", "b"] }, { type: "call", cards: ["a", "b"] })).toBe(true);
    expect(samePlan({ a: { b: [1, { c: 2 }] } }, { a: { b: [1, { c: 2 }] } })).toBe(true);
    expect(samePlan({ type: "press", slot: 3 }, { type: "press", slot: 4 })).toBe(false);
    expect(samePlan({ cards: ["a", "b"] }, { cards: ["b", "a"] })).toBe(false);
    expect(samePlan({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(samePlan({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(samePlan([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(samePlan(null, {})).toBe(false);
  });

  it("answers as its first version did (key lists compared), on random plain data", () => {
    // The first version, kept here as the reference: it made each object's list of keys.
    const reference = (a: unknown, b: unknown): boolean => {
      if (a === b) return true;
      if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
      if (Array.isArray(a) || Array.isArray(b)) {
        return (
          Array.isArray(a) &&
          Array.isArray(b) &&
          a.length === b.length &&
          a.every((x, i) => reference(x, b[i]))
        );
      }
      const ka = Object.keys(a);
      if (ka.length !== Object.keys(b).length) return false;
      return ka.every(
        (key) =>
          Object.hasOwn(b, key) &&
          reference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      );
    };
    const value = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.constantFrom(0, 1, "a", "b", null, undefined, true),
        fc.array(tie("value"), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom("type", "slot", "x", "y"), tie("value"), { maxKeys: 3 }),
      ),
    })).value;
    // Pairs that are often equal or nearly so: b is a or a's clone with one change.
    const pair = fc.tuple(value, value, fc.boolean()).map(([a, other, same]) => {
      const b = same ? structuredClone(a) : typeof a === "object" && a !== null ? { ...a, y: other } : other;
      return [a, b] as const;
    });
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(samePlan(a, b)).toBe(reference(a, b));
        expect(samePlan(b, a)).toBe(reference(b, a));
      }),
      { numRuns: 500 },
    );
  });
});

describe("BotDriver with a bot that answers at once", () => {
  it("plays the move after its delay; the same plan asked again keeps its timer", () => {
    const asked: View[] = [];
    const bot: Bot<View, Action> = {
      act(view, now) {
        asked.push(view);
        return { action: { type: "move", version: 0 }, delay: 100 - now };
      },
    };
    const { clock, driver, submitted } = host(bot);
    driver.changed();
    const first = driver.plan;
    expect(first).toMatchObject({ at: 100, kind: "move" });
    clock.run(50);
    driver.changed();
    expect(driver.plan).toBe(first);
    expect(asked).toHaveLength(2);
    clock.run(100);
    expect(submitted).toEqual([{ action: { type: "move", version: 0 }, at: 100, now: 100 }]);
  });

  it("plays at its pace: the delay before a move times the pace, an alarm as the bot set it", () => {
    const quick = host(steadyBot(800), { pace: 0.1 });
    quick.driver.changed();
    expect(quick.driver.plan).toMatchObject({ at: 80, kind: "move" });
    quick.clock.run(80);
    expect(quick.submitted).toEqual([{ action: { type: "move", version: 0 }, at: 80, now: 80 }]);
    const atOnce = host(steadyBot(800), { pace: 0 });
    atOnce.driver.changed();
    expect(atOnce.driver.plan).toMatchObject({ at: 0, kind: "move" });
    // The time a waiting bot wants to act (the end of its freeze) is the rules', not its pace.
    const frozen = host(steadyBot(500), { pace: 0.1 });
    frozen.match.mayAct = false;
    frozen.driver.changed();
    expect(frozen.driver.plan).toMatchObject({ at: 500, kind: "alarm" });
  });

  it("asks a bot whose seat may not act once, and at its alarm plays its plan if nothing changed", () => {
    const asked: View[] = [];
    const waiting = host(steadyBot(500, asked));
    waiting.match.mayAct = false;
    waiting.driver.changed();
    waiting.driver.changed();
    expect(asked).toHaveLength(1);
    const { clock, match, driver, submitted } = host(steadyBot(500));
    match.mayAct = false;
    driver.changed();
    expect(driver.plan).toMatchObject({ at: 500, kind: "alarm" });
    match.mayAct = true;
    clock.run(500);
    expect(match.caughtUp).toBe(1);
    expect(submitted[0]).toMatchObject({ at: 500, action: { version: 0 } });
  });

  it("asks again at its alarm when the match changed since it planned", () => {
    const asked: View[] = [];
    const { clock, match, driver, submitted } = host(steadyBot(500, asked));
    match.mayAct = false;
    driver.changed();
    match.version = 7;
    driver.changed();
    match.mayAct = true;
    clock.run(500);
    // Asked at the alarm about the match as it is: its move is planned 500 ms later.
    expect(asked.map((v) => v.version)).toEqual([0, 7]);
    expect(submitted).toEqual([]);
    clock.run(1_000);
    expect(submitted[0]).toMatchObject({ at: 1_000, action: { version: 7 } });
  });

  it("drops a planned move when its seat may no longer act", () => {
    const { clock, match, driver, submitted } = host(steadyBot(100));
    driver.changed();
    match.mayAct = false;
    driver.changed();
    expect(driver.plan).toMatchObject({ kind: "alarm" });
    clock.run(99);
    expect(submitted).toEqual([]);
  });

  it("after a refusal does not retry at once, and waits for the next change", () => {
    const asked: View[] = [];
    const { clock, driver, submitted, refuseAll } = host(steadyBot(0, asked));
    refuseAll();
    driver.changed();
    clock.run();
    expect(submitted).toHaveLength(1);
    expect(asked).toHaveLength(2);
    expect(driver.plan).toBeNull();
  });

  it("a bot that throws is reported and has no move; without onError the throw reaches the caller", () => {
    const errors: unknown[] = [];
    const broken: Bot<View, Action> = {
      act() {
        throw new Error("bug");
      },
    };
    const { driver } = host(broken, { onError: (e) => errors.push(e) });
    driver.changed();
    expect(errors).toHaveLength(1);
    expect(driver.plan).toBeNull();
    expect(() => host(broken).driver.changed()).toThrow("bug");
  });

  it("asks nothing and plays nothing once stopped", () => {
    const asked: View[] = [];
    const { clock, driver, submitted } = host(steadyBot(100, asked));
    driver.changed();
    driver.stop();
    driver.changed();
    clock.run();
    expect(asked).toHaveLength(1);
    expect(submitted).toEqual([]);
  });
});

describe("BotDriver with a bot that answers with Promises", () => {
  /** A bot whose every answer is a promise the test resolves; `questions` lists them in order. */
  function thinkingBot() {
    const questions: { view: View; now: number; answer: ReturnType<typeof deferred<BotAnswer<Action>>> }[] =
      [];
    const bot: Bot<View, Action> = {
      act(view, now) {
        const answer = deferred<BotAnswer<Action>>();
        questions.push({ view, now, answer });
        return answer.promise;
      },
    };
    return { bot, questions };
  }

  it("is not asked again while thinking; an answer about an unchanged match is planned from the question's time", async () => {
    const { bot, questions } = thinkingBot();
    const { clock, driver, submitted } = host(bot);
    driver.changed();
    expect(driver.thinking).toBe(true);
    clock.run(300);
    const q = questions[0];
    expect(q?.now).toBe(0);
    q?.answer.resolve({ action: { type: "move", version: 0 }, delay: 200 });
    await q?.answer.promise;
    expect(driver.thinking).toBe(false);
    // Its delay counted from the question (time 0): the move was due at 200, so it is played at once.
    expect(driver.plan).toMatchObject({ at: 200, kind: "move" });
    clock.run(300);
    expect(submitted).toEqual([{ action: { type: "move", version: 0 }, at: 200, now: 300 }]);
    expect(questions).toHaveLength(1);
  });

  it("discards an answer about a match that changed meanwhile and asks about the match as it is", async () => {
    const { bot, questions } = thinkingBot();
    const { clock, match, driver, submitted } = host(bot);
    driver.changed();
    match.version = 1;
    driver.changed();
    match.version = 2;
    driver.changed();
    // Changes while it thinks ask nothing more.
    expect(questions).toHaveLength(1);
    const first = questions[0];
    first?.answer.resolve({ action: { type: "move", version: 0 }, delay: 10 });
    await first?.answer.promise;
    expect(driver.plan).toBeNull();
    expect(questions.map((q) => q.view.version)).toEqual([0, 2]);
    const second = questions[1];
    second?.answer.resolve({ action: { type: "move", version: 2 }, delay: 10 });
    await second?.answer.promise;
    clock.run(10);
    expect(submitted.map((s) => s.action.version)).toEqual([2]);
  });

  it("answers resolved out of order: only the answer to the latest question counts", async () => {
    const { bot, questions } = thinkingBot();
    const { clock, match, driver, submitted } = host(bot);
    driver.changed();
    match.version = 1;
    driver.changed();
    const first = questions[0];
    first?.answer.resolve({ action: { type: "move", version: 0 }, delay: 50 });
    await first?.answer.promise;
    const second = questions[1];
    // A change while the second question is pending, then its answer: discarded, asked a third time.
    match.version = 2;
    driver.changed();
    second?.answer.resolve({ action: { type: "move", version: 1 }, delay: 50 });
    await second?.answer.promise;
    const third = questions[2];
    expect(third?.view.version).toBe(2);
    third?.answer.resolve({ action: { type: "move", version: 2 }, delay: 50 });
    await third?.answer.promise;
    clock.run();
    expect(submitted.map((s) => s.action.version)).toEqual([2]);
  });

  it("keeps an earlier planned move while thinking, and drops it when the seat may no longer act", async () => {
    let answer: BotAnswer<Action> | Promise<BotAnswer<Action>> = {
      action: { type: "move", version: 0 },
      delay: 100,
    };
    const bot: Bot<View, Action> = { act: () => answer };
    const { clock, match, driver, submitted } = host(bot);
    driver.changed();
    const pending = deferred<BotAnswer<Action>>();
    answer = pending.promise;
    driver.changed();
    expect(driver.plan).toMatchObject({ at: 100, kind: "move" });
    match.mayAct = false;
    driver.changed();
    expect(driver.plan).toBeNull();
    pending.resolve(null);
    await pending.promise;
    clock.run();
    expect(submitted).toEqual([]);
  });

  it("a refusal while it thinks makes its answer one after a refusal: no retry at once", async () => {
    let answer: BotAnswer<Action> | Promise<BotAnswer<Action>> = {
      action: { type: "move", version: 0 },
      delay: 100,
    };
    const bot: Bot<View, Action> = { act: () => answer };
    const { clock, driver, submitted, refuseAll } = host(bot);
    driver.changed();
    const pending = deferred<BotAnswer<Action>>();
    answer = pending.promise;
    driver.changed();
    refuseAll();
    // The move planned before it started thinking is played, and refused.
    clock.run(100);
    expect(submitted).toHaveLength(1);
    pending.resolve({ action: { type: "move", version: 0 }, delay: 0 });
    await pending.promise;
    expect(driver.plan).toBeNull();
    clock.run();
    expect(submitted).toHaveLength(1);
  });

  it("a rejected answer is reported and counts as no move", async () => {
    const { bot, questions } = thinkingBot();
    const errors: unknown[] = [];
    const { clock, driver, submitted } = host(bot, { onError: (e) => errors.push(e) });
    driver.changed();
    const q = questions[0];
    q?.answer.reject(new Error("worker died"));
    await q?.answer.promise.catch(() => undefined);
    expect(errors).toEqual([new Error("worker died")]);
    expect(driver.thinking).toBe(false);
    clock.run();
    expect(submitted).toEqual([]);
    expect(questions).toHaveLength(1);
  });

  it("an answer that comes back after stop is ignored", async () => {
    const { bot, questions } = thinkingBot();
    const { clock, driver, submitted } = host(bot);
    driver.changed();
    driver.stop();
    const q = questions[0];
    q?.answer.resolve({ action: { type: "move", version: 0 }, delay: 0 });
    await q?.answer.promise;
    clock.run();
    expect(submitted).toEqual([]);
    expect(driver.plan).toBeNull();
  });
});
