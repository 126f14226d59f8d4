import { describe, expect, it } from "vitest";
import type { Seat } from "../../../core/game.js";
import { act } from "../../../core/play.js";
import { cardCode, cardId } from "../cards.js";
import { findSets } from "../sets.js";
import { setPatterns } from "./game.js";
import { patternsOptions, SHAPE, type PatternsOptions } from "./options.js";
import { poolCards, poolPlaces } from "./pool.js";
import { initialState, type PatternsState } from "./state.js";

const id = (code: string): number => cardId(SHAPE, code);
const code = (card: number): string => cardCode(SHAPE, card);

/** A table built by hand (plain data): cards as codes, the deck's top at the end. */
function table(t: {
  pool: (string | null)[][];
  deck?: string[];
  seats?: number;
  stacks?: string[][];
  options?: Partial<PatternsOptions>;
}): PatternsState {
  const seats = t.seats ?? 2;
  const base = initialState(patternsOptions.parse(t.options ?? {}), seats, "table");
  const pool = t.pool.map((row) => row.map((c) => (c === null ? null : id(c))));
  return {
    ...base,
    pool,
    deck: (t.deck ?? []).map(id),
    stacks: t.stacks?.map((stack) => stack.map(id)) ?? base.stacks,
    counters: { ...base.counters, maxPoolCards: poolCards(pool).length },
  };
}

function play(s: PatternsState, seat: Seat, action: unknown, at = 1_000): PatternsState {
  const result = act(setPatterns, s, s.votes.length, seat, action, at);
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value.state as PatternsState;
}

/** The refusal's code; fails when the action is accepted. */
function refusal(s: PatternsState, seat: Seat, action: unknown, at = 1_000): string {
  const result = act(setPatterns, s, s.votes.length, seat, action, at);
  if (result.ok) throw new Error("accepted");
  return result.error.code;
}

const pool = (s: PatternsState): (string | null)[][] =>
  s.pool.map((row) => row.map((c) => (c === null ? null : code(c))));
const call = (...cards: string[]) => ({ type: "call", cards });
const NO_SET = { type: "no-set" };

/** Three cards that make a set, one that does not complete anything with them. */
const SET = ["0000", "1111", "2222"];
const WITH_SET = [
  ["0000", "1111"],
  ["2222", "0001"],
];
/** Four cards holding no set. */
const SET_FREE = [
  ["0000", "0001"],
  ["0010", "0100"],
];

describe("the opening deal", () => {
  it("deals four cards in two rows of two and keeps the rest in the deck", () => {
    const s = setPatterns.setup(patternsOptions.parse({}), 3, "opening");
    expect(s.pool.map((row) => row.length)).toEqual([2, 2]);
    expect(s.deck).toHaveLength(77);
    expect(s.stacks).toEqual([[], [], []]);
    expect(s.votes).toEqual([false, false, false]);
  });

  it("checks its test tables", () => {
    expect(findSets(WITH_SET.flat())).toEqual([SET]);
    expect(findSets(SET_FREE.flat())).toEqual([]);
  });
});

describe("calling a set", () => {
  const s = table({ pool: WITH_SET, deck: ["2020", "2101", "1202", "0212"] });

  it("gives the caller the three cards", () => {
    const next = play(s, 1, call("2222", "0000", "1111"));
    expect(next.stacks[1]?.map(code)).toEqual(["2222", "0000", "1111"]);
    expect(setPatterns.view(next, 0).players.map((p) => p.score)).toEqual([0, 3]);
    expect(next.events).toMatchObject([{ kind: "set", seat: 1, n: 1, at: 1_000 }]);
  });

  it("refills the set's places in place from the top of the deck", () => {
    const next = play(s, 1, call("2222", "0000", "1111"));
    expect(pool(next)).toEqual([
      ["0212", "1202"],
      ["2101", "0001"],
    ]);
    expect(next.deck.map(code)).toEqual(["2020"]);
  });

  it("leaves places empty when the deck runs out: the pool never shrinks", () => {
    const next = play({ ...s, deck: [id("2020")] }, 0, call(...SET));
    expect(pool(next)).toEqual([
      ["2020", null],
      [null, "0001"],
    ]);
    expect(poolPlaces(next.pool)).toBe(4);
  });

  it("costs a wrong caller one card of their stack, which goes out of play", () => {
    const stacked = { ...s, stacks: [["1000", "1200", "1100"].map(id), []] };
    const next = play(stacked, 0, call("0000", "1111", "0001"));
    expect(next.stacks[0]?.map(code)).toEqual(["1000", "1200"]);
    expect(next.outOfPlay.map(code)).toEqual(["1100"]);
    expect(next.pool).toEqual(stacked.pool);
    expect(next.events).toMatchObject([{ kind: "wrong", seat: 0, lost: 1 }]);
    expect(setPatterns.view(next, 1).outOfPlay).toBe(1);
    expect(setPatterns.view(next, 1).players[0]?.wrongCalls).toBe(1);
  });

  it("costs `wrongCallCost` cards, as many as the caller has", () => {
    const costly = table({
      pool: WITH_SET,
      stacks: [["1000", "1200", "1100"], ["1010"]],
      options: { wrongCallCost: 2 },
    });
    const once = play(costly, 0, call("0000", "1111", "0001"));
    expect(once.stacks[0]?.map(code)).toEqual(["1000"]);
    const twice = play(once, 1, call("0000", "1111", "0001"));
    expect(twice.stacks[1]).toEqual([]);
    expect(twice.outOfPlay.map(code)).toEqual(["1200", "1100", "1010"]);
    expect(twice.events).toMatchObject([{ kind: "wrong", seat: 1, lost: 1 }]);
  });

  it("boops a wrong caller with an empty stack: nothing is lost", () => {
    const next = play(s, 1, call("0000", "1111", "0001"));
    expect(next.stacks).toEqual([[], []]);
    expect(next.outOfPlay).toEqual([]);
    expect(setPatterns.view(next, 0).events).toEqual([
      { kind: "boop", n: 1, at: 1_000, seat: 1, cards: ["0000", "1111", "0001"] },
    ]);
    expect(setPatterns.metrics(next)).toMatchObject({ wrongCalls: 1, boops: 1 });
  });

  it("refuses a call of cards that are not all in the pool, and nothing changes", () => {
    const before = JSON.stringify(s);
    expect(refusal(s, 0, call("0000", "1111", "0212"))).toBe("not-in-pool");
    expect(refusal(s, 0, call("0000", "1111", "1212"))).toBe("not-in-pool");
    expect(refusal(s, 0, call("0000", "0000", "1111"))).toBe("same-card");
    expect(refusal(s, 0, call("0000", "1111", "3333"))).toBe("malformed-action");
    expect(refusal(s, 0, call("0000", "1111"))).toBe("malformed-action");
    expect(JSON.stringify(s)).toBe(before);
  });

  it("leaves the pool and the votes as they were after a wrong call", () => {
    const voted = play(s, 0, NO_SET);
    const next = play(voted, 1, call("0000", "1111", "0001"));
    expect(next.pool).toEqual(s.pool);
    expect(next.votes).toEqual([true, false]);
  });
});

describe("voting that there is no set", () => {
  const s = table({ pool: SET_FREE, deck: ["2020", "2101", "1202", "0212"] });

  it("is public", () => {
    const next = play(s, 0, NO_SET);
    for (const seat of [0, 1, null]) {
      expect(setPatterns.view(next, seat).players.map((p) => p.voted)).toEqual([true, false]);
    }
  });

  it("is refused a second time before the pool changes", () => {
    const next = play(s, 0, NO_SET);
    expect(refusal(next, 0, NO_SET)).toBe("already-voted");
  });

  it("grows the pool by one card at the end of each row once every seat has voted", () => {
    const next = play(play(s, 0, NO_SET), 1, NO_SET);
    expect(pool(next)).toEqual([
      ["0000", "0001", "0212"],
      ["0010", "0100", "1202"],
    ]);
    expect(next.deck.map(code)).toEqual(["2020", "2101"]);
    expect(next.events).toMatchObject([{ kind: "grow", by: "vote", cards: [id("0212"), id("1202")] }]);
    expect(next.votes).toEqual([false, false]);
  });

  it("waits for every seat", () => {
    const three = { ...s, stacks: [[], [], []], votes: [false, false, false], wrongCalls: [0, 0, 0] };
    const next = play(play(three, 0, NO_SET), 2, NO_SET);
    expect(next.pool).toEqual(s.pool);
    expect(play(next, 1, NO_SET).pool.flat()).toHaveLength(6);
  });

  it("grows a one-player pool at once", () => {
    const alone = table({ pool: SET_FREE, deck: ["2020", "2101"], seats: 1 });
    expect(poolCards(play(alone, 0, NO_SET).pool)).toHaveLength(6);
  });

  it("deals the last card alone when only one is left", () => {
    const next = play(play({ ...s, deck: [id("2020")] }, 0, NO_SET), 1, NO_SET);
    expect(pool(next)).toEqual([
      ["0000", "0001", "2020"],
      ["0010", "0100"],
    ]);
    expect(next.deck).toEqual([]);
    expect(next.finished).toBe(false);
  });

  it("is cleared by any change to the pool", () => {
    const withSet = table({ pool: WITH_SET, deck: ["2020", "2101", "1202", "0212"] });
    const voted = play(withSet, 0, NO_SET);
    const next = play(voted, 1, call(...SET));
    expect(next.votes).toEqual([false, false]);
    expect(play(next, 0, NO_SET).votes).toEqual([true, false]);
  });

  it("grows the pool even when the players agree wrongly", () => {
    const withSet = table({ pool: WITH_SET, deck: ["2020", "2101", "1202", "0212"] });
    const next = play(play(withSet, 0, NO_SET), 1, NO_SET);
    expect(poolCards(next.pool)).toHaveLength(6);
    expect(setPatterns.metrics(next).wrongAgreements).toBe(1);
  });

  it("ends the game when the deck is empty and every seat votes", () => {
    const last = table({ pool: SET_FREE, stacks: [["1000", "1100", "1200"], []] });
    const one = play(last, 1, NO_SET, 500);
    expect(setPatterns.outcome(one)).toBeNull();
    const done = play(one, 0, NO_SET, 2_000);
    expect(setPatterns.outcome(done)).toEqual({ scores: [3, 0], winners: [0] });
    expect(done.endedAt).toBe(2_000);
    expect(done.events).toMatchObject([{ kind: "end", by: "vote", at: 2_000 }]);
    expect(setPatterns.view(done, null)).toMatchObject({ finished: true, winners: [0] });
    expect(refusal(done, 1, call("0000", "0001", "0010"), 3_000)).toBe("game-over");
    expect(setPatterns.metrics(done).durationMs).toBe(2_000);
  });

  it("shares a win between tied players", () => {
    const tied = table({
      pool: SET_FREE,
      seats: 3,
      stacks: [["1000", "1100", "1200"], ["2000", "2100", "2200"], []],
    });
    const done = [0, 1, 2].reduce((s, seat) => play(s, seat, NO_SET), tied);
    expect(setPatterns.outcome(done)).toEqual({ scores: [3, 3, 0], winners: [0, 1] });
  });
});

describe("autoGrow", () => {
  const grown = (seed: string, autoGrow: boolean) =>
    setPatterns.setup(patternsOptions.parse({ autoGrow }), 2, seed);
  const setFreeSeed = Array.from({ length: 100 }, (_, i) => `seed-${i}`).find(
    (seed) => findSets(poolCards(grown(seed, false).pool).map(code)).length === 0,
  ) as string;

  it("leaves a set-free opening pool to the players when off", () => {
    const s = grown(setFreeSeed, false);
    expect(poolCards(s.pool)).toHaveLength(4);
    expect(s.events).toEqual([]);
  });

  it("grows a set-free opening pool by itself until it holds a set", () => {
    const s = grown(setFreeSeed, true);
    expect(poolCards(s.pool).length).toBeGreaterThan(4);
    expect(findSets(poolCards(s.pool).map(code)).length).toBeGreaterThan(0);
    expect(s.events[0]).toMatchObject({ kind: "grow", by: "auto", at: 0 });
    expect(s.votes).toEqual([false, false]);
  });

  it("grows the pool by itself after a set leaves it set-free", () => {
    const s = table({
      pool: WITH_SET,
      deck: ["1212", "0012", "0011", "0100", "0010"],
      options: { autoGrow: true },
    });
    const next = play(s, 0, call(...SET));
    expect(pool(next)).toEqual([
      ["0010", "0100", "0012"],
      ["0011", "0001", "1212"],
    ]);
    expect(next.events.map((e) => e.kind)).toEqual(["set", "grow"]);
    expect(next.events[1]).toMatchObject({ by: "auto" });
  });

  it("ends the game when the deck is empty and the pool holds no set", () => {
    const s = table({ pool: WITH_SET, options: { autoGrow: true } });
    const next = play(s, 1, call(...SET), 4_000);
    expect(setPatterns.outcome(next)).toEqual({ scores: [0, 3], winners: [1] });
    expect(next.events.map((e) => e.kind)).toEqual(["set", "end"]);
    expect(next.endedAt).toBe(4_000);
  });

  it("is off by default: a set-free pool with an empty deck waits for the vote", () => {
    const s = table({ pool: WITH_SET });
    const next = play(s, 1, call(...SET));
    expect(next.finished).toBe(false);
  });
});

describe("events", () => {
  it("stay on show after a vote and are numbered across the match", () => {
    const s = table({ pool: WITH_SET, seats: 3, deck: ["2020", "2101", "1202", "0212"] });
    const booped = play(s, 1, call("0000", "1111", "0001"));
    const voted = play(booped, 0, NO_SET);
    expect(voted.events).toEqual(booped.events);
    const found = play(voted, 2, call(...SET));
    expect(found.events).toMatchObject([{ kind: "set", n: 2, seat: 2 }]);
  });
});

describe("time", () => {
  it("has no deadlines: advancing only moves `now`", () => {
    const s = table({ pool: SET_FREE, deck: ["2020"] });
    expect(setPatterns.nextDeadline(s)).toBeNull();
    const later = setPatterns.advance(s, 60_000);
    expect(later).toEqual({ ...s, now: 60_000 });
    expect(setPatterns.advance(setPatterns.advance(s, 10), 60_000)).toEqual(later);
    expect(setPatterns.view(later, 0).now).toBe(60_000);
  });
});

describe("options", () => {
  it("default to the rulebook", () => {
    expect(patternsOptions.parse({})).toEqual({ autoGrow: false, rows: 2, startCards: 4, wrongCallCost: 1 });
    expect(patternsOptions.safeParse({ grow: true }).success).toBe(false);
    expect(patternsOptions.safeParse({ startCards: 82 }).success).toBe(false);
  });

  it("deal the opening cards and grow the pool across `rows` rows", () => {
    const s = setPatterns.setup(patternsOptions.parse({ rows: 3, startCards: 7 }), 1, "rows");
    expect(s.pool.map((row) => row.length)).toEqual([3, 2, 2]);
    expect(play(s, 0, NO_SET).pool.map((row) => row.length)).toEqual([4, 3, 3]);
  });
});

describe("metrics", () => {
  it("count what happened", () => {
    const s = table({ pool: WITH_SET, deck: ["1212", "0012", "0011", "0100", "0010"], seats: 1 });
    let next = play(s, 0, call("0000", "1111", "0001"), 1_000);
    next = play(next, 0, call(...SET), 2_000);
    next = play(next, 0, call("0010", "0100", "0001"), 3_000);
    next = play(next, 0, NO_SET, 4_000);
    next = play(next, 0, call("0010", "0011", "0012"), 5_000);
    next = play(next, 0, NO_SET, 6_000);
    expect(setPatterns.outcome(next)).toEqual({ scores: [5], winners: [0] });
    expect(setPatterns.metrics(next)).toMatchObject({
      durationMs: 6_000,
      sets: 2,
      wrongCalls: 2,
      boops: 1,
      grows: 1,
      noSetVotes: 2,
      wrongAgreements: 0,
      maxPoolCards: 6,
      finalPoolCards: 3,
      emptyPlaces: 3,
      cardsOutOfPlay: 1,
      deckLeft: 0,
      topScore: 5,
      winners: 1,
    });
  });
});
