import { describe, expect, it } from "vitest";
import { VirtualClock } from "../../../core/clock.js";
import { act, parseOptions } from "../../../core/play.js";
import { TableRunner } from "../../../core/runner.js";
import { cardCode, cardId, CLASSIC, fullDeck } from "../cards.js";
import { setPc } from "./game.js";
import type { PcOptions } from "./options.js";
import { RECENT_EVENTS, type PcState } from "./state.js";
import { FRESH_DEALS, noSetLeft, setsOnTable, tableCards, tableHasSet } from "./table.js";
import { pcView } from "./view.js";

const id = (code: string): number => cardId(CLASSIC, code);

function options(raw: Record<string, unknown> = {}): PcOptions {
  const parsed = parseOptions<PcOptions>(setPc, raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/**
 * A table laid out by hand: `table` card codes slot by slot (null = empty), `deck` listed top
 * first; every other card of the 81 is in the discard pile so that cards stay conserved.
 */
function table(
  table: (string | null)[],
  deck: string[],
  raw: Record<string, unknown> = {},
  seats = 2,
): PcState {
  const base = setPc.setup(options(raw), seats, "fixed");
  const slots = table.map((c) => (c === null ? null : id(c)));
  const deckIds = deck.map(id).reverse();
  const used = new Set([...slots.filter((c): c is number => c !== null), ...deckIds]);
  return {
    ...base,
    slots,
    deck: deckIds,
    discard: fullDeck(CLASSIC).filter((c) => !used.has(c)),
    endedAt: null,
    reshuffleAt: base.reshuffleAt,
    events: [],
  };
}

function play(state: PcState, seat: number, action: unknown, at: number): PcState {
  const result = act(setPc, state, state.seats, seat, action, at);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value.state as PcState;
}

function refused(state: PcState, seat: number, action: unknown, at: number): string {
  const before = JSON.stringify(state);
  const result = act(setPc, state, state.seats, seat, action, at);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) throw new Error("expected a refusal");
  return result.error.code;
}

const press = (slot: number) => ({ type: "press", slot });

// Slots 0-2 hold a set; slots 3-4 with slot 0 do not; more sets come from the deck.
const SET_TABLE = [
  "0000",
  "1111",
  "2222",
  "0001",
  "0010",
  "0100",
  "1000",
  "0011",
  "0110",
  "1100",
  "1001",
  "0101",
];
const DECK = ["2020", "1212", "0202", "2101", "1021"];

// Cards over {0,1} only can never form a set (a feature would need three different values).
const BINARY = [
  "0000",
  "0001",
  "0010",
  "0011",
  "0100",
  "0101",
  "0110",
  "0111",
  "1000",
  "1001",
  "1010",
  "1011",
];
const SET = ["2222", "2221", "2220"];
// After SET is claimed the refill makes a set-free table, while the deck still completes sets.
const beforeNoSet = (raw: Record<string, unknown>): PcState =>
  table([...SET, ...BINARY.slice(0, 9)], [...BINARY.slice(9), "2000", "2001"], raw);

describe("the table", () => {
  it("deals a card into every slot at the start", () => {
    const s = setPc.setup(options(), 2, "seed");
    expect(s.slots).toHaveLength(12);
    expect(s.slots.every((c) => c !== null)).toBe(true);
    expect(s.deck).toHaveLength(81 - 12);
  });

  it("uses rows x columns slots and any feature count and size", () => {
    const s = setPc.setup(options({ rows: 4, columns: 5, featureCount: 3, featureSize: 4 }), 2, "seed");
    expect(s.slots).toHaveLength(20);
    expect(s.deck.length + 20).toBe(64);
    const view = pcView(s, 0);
    expect(view.slots.every((c) => c !== null && /^[0-3]{3}$/.test(c))).toBe(true);
  });

  it("refuses options that make no table", () => {
    expect(parseOptions(setPc, { featureCount: 9 }).ok).toBe(false);
    expect(parseOptions(setPc, { rows: 1, columns: 2 }).ok).toBe(false);
    expect(parseOptions(setPc, { turnTimeout: 10 }).ok).toBe(false);
    expect(parseOptions(setPc, { colour: "red" }).ok).toBe(false);
  });
});

describe("tokens", () => {
  it("a press toggles the player's token on a slot", () => {
    let s = table(SET_TABLE, DECK);
    s = play(s, 0, press(4), 100);
    expect(s.tokens[0]).toEqual([4]);
    s = play(s, 0, press(4), 200);
    expect(s.tokens[0]).toEqual([]);
  });

  it("a press on an empty slot does nothing", () => {
    const s = table([null, ...SET_TABLE.slice(1)], DECK);
    expect(refused(s, 0, press(0), 100)).toBe("empty-slot");
  });

  it("a player holds at most V tokens", () => {
    let s = table(SET_TABLE, DECK);
    for (const slot of [0, 3, 4]) s = play(s, 0, press(slot), 10);
    // a wrong claim: frozen, tokens stay
    expect(s.tokens[0]).toEqual([0, 3, 4]);
    expect(refused(s, 0, press(5), 10_000)).toBe("token-limit");
  });
});

describe("claims", () => {
  it("a legal set leaves the table with every token on it, is refilled, scores and freezes for pointFreeze", () => {
    let s = table(SET_TABLE, DECK);
    s = play(s, 1, press(1), 5);
    s = play(s, 1, press(7), 6);
    s = play(s, 0, press(0), 10);
    s = play(s, 0, press(1), 20);
    s = play(s, 0, press(2), 30);
    expect(s.scores).toEqual([1, 0]);
    expect(s.tokens).toEqual([[], [7]]); // the other player's token on a set card went too
    expect(s.slots.slice(0, 3).map((c) => cardCode(CLASSIC, c as number))).toEqual(["2020", "1212", "0202"]);
    expect(s.deck).toHaveLength(2);
    expect(s.frozenUntil[0]).toBe(30 + 1_000);
    expect(s.discard).toEqual(expect.arrayContaining([id("0000"), id("1111"), id("2222")]));
  });

  it("a wrong claim freezes for penaltyFreeze; the tokens stay and a new claim needs a token moved", () => {
    let s = table(SET_TABLE, DECK);
    for (const slot of [0, 3, 4]) s = play(s, 0, press(slot), 10);
    expect(s.frozenUntil[0]).toBe(10 + 3_000);
    expect(s.scores).toEqual([0, 0]);
    expect(s.counters.wrongClaims).toBe(1);
    s = play(s, 0, press(4), 3_010); // remove one …
    expect(s.counters.wrongClaims).toBe(1);
    s = play(s, 0, press(4), 3_020); // … and place it again: a new claim
    expect(s.counters.wrongClaims).toBe(2);
  });

  it("a frozen player can neither place nor remove tokens; input is ignored, not queued", () => {
    let s = table(SET_TABLE, DECK);
    for (const slot of [0, 3, 4]) s = play(s, 0, press(slot), 10);
    expect(refused(s, 0, press(3), 2_000)).toBe("frozen");
    expect(refused(s, 0, press(5), 2_999)).toBe("frozen");
    s = play(s, 0, press(3), 3_010);
    expect(s.tokens[0]).toEqual([0, 4]);
  });

  it("claims are checked in arrival order: the first completes the set, the later one finds new cards", () => {
    let s = table(SET_TABLE, DECK);
    for (const slot of [0, 1]) s = play(s, 0, press(slot), 10);
    for (const slot of [1, 2]) s = play(s, 1, press(slot), 11);
    s = play(s, 1, press(0), 50); // player B completes first
    expect(s.scores).toEqual([0, 1]);
    expect(s.tokens[0]).toEqual([]);
    s = play(s, 0, press(2), 51); // A's third press lands on a new card: a plain placement
    expect(s.scores).toEqual([0, 1]);
    expect(s.tokens[0]).toEqual([2]);
    expect(s.frozenUntil[0]).toBe(0);
  });
});

describe("the reshuffle timer", () => {
  it("countdown: at turnTimeout the dealer collects, shuffles and deals anew, clearing every token", () => {
    let s = table(SET_TABLE, DECK);
    s = play(s, 0, press(5), 100);
    expect(setPc.nextDeadline(s)).toBe(60_000);
    const before = s.slots;
    s = setPc.advance(s, 60_000) as PcState;
    expect(s.tokens).toEqual([[], []]);
    expect(s.slots).not.toEqual(before);
    expect([...s.slots, ...s.deck].sort()).toEqual([...before, ...DECK.map(id)].sort());
    expect(s.counters.timedReshuffles).toBe(1);
    expect(setPc.nextDeadline(s)).toBe(120_000);
  });

  it("countdown: every legal set restarts it, and the warning starts turnTimeoutWarning before", () => {
    let s = table(SET_TABLE, DECK);
    for (const slot of [0, 1, 2]) s = play(s, 0, press(slot), 20_000);
    expect(setPc.nextDeadline(s)).toBe(80_000);
    expect(pcView(s, 1).timer).toEqual({ mode: "countdown", reshuffleAt: 80_000, warningAt: 75_000 });
  });

  it("deadlines are processed at their own times, however late advance is called", () => {
    const s = table(SET_TABLE, DECK);
    const late = setPc.advance(s, 130_000) as PcState;
    const stepwise = setPc.advance(setPc.advance(setPc.advance(s, 60_000), 120_000), 130_000) as PcState;
    expect(late).toEqual(stepwise);
    expect(late.counters.timedReshuffles).toBe(2);
    expect(late.lastResetAt).toBe(120_000);
  });

  it("turnTimeout = 0: no countdown, the time since the last set is shown, a set-free table is reshuffled at once", () => {
    let s = beforeNoSet({ turnTimeout: 0 });
    expect(setPc.nextDeadline(s)).toBeNull();
    for (const slot of [0, 1, 2]) s = play(s, 0, press(slot), 7_000);
    expect(pcView(s, 0).timer).toEqual({ mode: "elapsed", since: 7_000 });
    expect(s.counters.noSetReshuffles).toBeGreaterThanOrEqual(1);
    expect(setsOnTable(s).length).toBeGreaterThan(0);
    expect(s.endedAt).toBeNull();
  });

  it("turnTimeout < 0: no timer at all, and a set-free table is reshuffled at once", () => {
    let s = beforeNoSet({ turnTimeout: -1 });
    expect(setPc.nextDeadline(s)).toBeNull();
    expect(pcView(s, 0).timer).toEqual({ mode: "hidden" });
    for (const slot of [0, 1, 2]) s = play(s, 0, press(slot), 7_000);
    expect(s.counters.noSetReshuffles).toBeGreaterThanOrEqual(1);
    expect(setsOnTable(s).length).toBeGreaterThan(0);
  });

  it("countdown with ensureSet (the default): a set-free table is reshuffled at once, restarting the countdown", () => {
    let s = beforeNoSet({});
    for (const slot of [0, 1, 2]) s = play(s, 0, press(slot), 7_000);
    expect(setsOnTable(s).length).toBeGreaterThan(0);
    expect(s.counters.noSetReshuffles).toBeGreaterThanOrEqual(1);
    expect(s.events.at(-1)).toMatchObject({ kind: "reshuffle", reason: "no-set", at: 7_000 });
    expect(s.lastResetAt).toBe(7_000);
    expect(setPc.nextDeadline(s)).toBe(67_000);
  });

  it("countdown with ensureSet off: a set-free table waits for the countdown", () => {
    let s = beforeNoSet({ ensureSet: false });
    for (const slot of [0, 1, 2]) s = play(s, 0, press(slot), 7_000);
    expect(setsOnTable(s)).toHaveLength(0);
    expect(s.counters.noSetReshuffles).toBe(0);
    expect(setPc.nextDeadline(s)).toBe(67_000);
  });

  it("countdown with ensureSet: a timed reshuffle that deals no set is followed at once by another", () => {
    // Cards over {0,1} with feature 0 at 0 form no set, and no set mixes them with the 2xxx cards:
    // of these 11 cards only 2222 2221 2220 are a set, so most deals of 3 slots hold none.
    const binary = BINARY.slice(0, 8);
    const start = (raw: Record<string, unknown>): PcState =>
      table(binary.slice(0, 3), [...binary.slice(3), ...SET], { rows: 1, columns: 3, ...raw });
    const s = setPc.advance(start({}), 60_000) as PcState;
    expect(s.counters.timedReshuffles).toBe(1);
    expect(s.counters.noSetReshuffles).toBeGreaterThanOrEqual(1);
    expect(setsOnTable(s)).toEqual([[0, 1, 2]]);
    expect(tableCards(s).sort()).toEqual(SET.map(id).sort());
    expect(setPc.nextDeadline(s)).toBe(120_000);
    const off = setPc.advance(start({ ensureSet: false }), 60_000) as PcState;
    expect(off.counters.noSetReshuffles).toBe(0);
  });

  it("the dealer's search for a set is bounded: after FRESH_DEALS fresh deals it deals a set on purpose", () => {
    // One set among 11 cards: a fresh deal of 3 slots holds it 1 time in 165.
    const binary = BINARY.slice(0, 8);
    // A legal set whose refill leaves a set-less table, with the only other set deep in the deck.
    const deep = table(
      ["2222", "2221", "2220"],
      [...binary.slice(0, 3), ...binary.slice(3), "1222", "1221", "1220"],
      { rows: 1, columns: 3, turnTimeout: -1 },
    );
    const after = [0, 1, 2].reduce((s, slot) => play(s, 0, press(slot), 1_000), deep);
    expect(after.endedAt).toBeNull();
    expect(setsOnTable(after)).toEqual([[0, 1, 2]]);
    const deals = after.counters.noSetReshuffles - deep.counters.noSetReshuffles;
    expect(deals).toBeGreaterThanOrEqual(1);
    expect(deals).toBeLessThanOrEqual(FRESH_DEALS + 1);
    expect([...tableCards(after), ...after.deck].sort()).toEqual(
      [...binary, "1222", "1221", "1220"].map(id).sort(),
    );
    // Deterministic: the same state and press give the same deal.
    expect([0, 1, 2].reduce((s, slot) => play(s, 0, press(slot), 1_000), deep)).toEqual(after);
  });
});

describe("events", () => {
  it("a legal set and the reshuffle it triggers are both shown, in order", () => {
    let s = beforeNoSet({});
    for (const slot of [0, 1, 2]) s = play(s, 0, press(slot), 7_000);
    const view = pcView(s, 1);
    expect(view.events.map((e) => e.kind)).toEqual(["set", "reshuffle"]);
    expect(view.events[0]).toEqual({
      kind: "set",
      seat: 0,
      slots: [0, 1, 2],
      cards: SET,
      at: 7_000,
      n: 1,
    });
    expect(view.events[1]).toEqual({ kind: "reshuffle", reason: "no-set", at: 7_000, n: 2 });
  });

  it("a timed reshuffle and the one after it (no set dealt) are both shown", () => {
    const binary = BINARY.slice(0, 8);
    const s = table(binary.slice(0, 3), [...binary.slice(3), ...SET], { rows: 1, columns: 3 });
    const after = setPc.advance(s, 60_000) as PcState;
    expect(pcView(after, null).events.map((e) => [e.kind, "reason" in e ? e.reason : null])).toEqual([
      ["reshuffle", "timeout"],
      ["reshuffle", "no-set"],
    ]);
  });

  it("keep the latest RECENT_EVENTS, numbered in the order they happened", () => {
    let s = table(SET_TABLE, DECK, { penaltyFreeze: 0 });
    // Wrong claims, one after another: remove a token and place it again.
    for (const slot of [0, 3, 4]) s = play(s, 0, press(slot), 10);
    for (let i = 1; i <= RECENT_EVENTS + 2; i++) {
      s = play(s, 0, press(4), 10 + 2 * i);
      s = play(s, 0, press(4), 11 + 2 * i);
    }
    expect(s.counters.wrongClaims).toBe(RECENT_EVENTS + 3);
    expect(s.events).toHaveLength(RECENT_EVENTS);
    expect(s.events.map((e) => e.n)).toEqual(Array.from({ length: RECENT_EVENTS }, (_, i) => i + 4));
    expect(s.events.every((e) => e.kind === "wrong")).toBe(true);
  });
});

describe("always a set on the table (ensureSet)", () => {
  /**
   * Plays whole games with bots on the virtual clock and returns, per game, the longest time the table
   * stood fully dealt without a set while the deck and table together still held one.
   */
  function longestSetlessWait(raw: Record<string, unknown>, seeds: readonly string[]): number[] {
    return seeds.map((seed) => {
      const clock = new VirtualClock();
      let since: number | null = null;
      let longest = 0;
      const runner: TableRunner = new TableRunner({
        game: setPc,
        options: raw,
        seed,
        seats: [{ bot: "medium" }, { bot: "medium" }],
        clock,
        onChange: () => {
          const s = runner.state as PcState;
          const setless = s.endedAt === null && !tableHasSet(s) && !noSetLeft(s);
          if (setless && since === null) since = clock.now();
          if (!setless && since !== null) {
            longest = Math.max(longest, clock.now() - since);
            since = null;
          }
        },
      });
      runner.start();
      clock.run(4 * 3_600_000, () => runner.finished);
      expect(runner.finished).toBe(true);
      return longest;
    });
  }

  const SEEDS = Array.from({ length: 30 }, (_, i) => `always-${i}`);

  it("with bots, the table never stands without a set while the deck could change that", () => {
    expect(longestSetlessWait({}, SEEDS)).toEqual(SEEDS.map(() => 0));
  });

  it("with ensureSet off, the same games leave players in front of set-less tables until the countdown", () => {
    const waits = longestSetlessWait({ ensureSet: false }, SEEDS);
    expect(waits.filter((w) => w > 0).length).toBeGreaterThan(SEEDS.length / 4);
  });
});

describe("the end", () => {
  it("ends as soon as the table and the deck hold no set; the top score wins", () => {
    // The only set left is on the table; the other cards can form none.
    let s = table(
      ["0000", "1111", "2222", "0001", "0010", "0100", "1000", null, null, null, null, null],
      [],
      {},
      3,
    );
    s = { ...s, scores: [2, 2, 0] };
    expect(s.endedAt).toBeNull();
    for (const slot of [0, 1, 2]) s = play(s, 2, press(slot), 99);
    expect(s.endedAt).toBe(99);
    expect(setPc.outcome(s)).toEqual({ scores: [2, 2, 1], winners: [0, 1] });
    expect(setPc.nextDeadline(s)).toBeNull();
    expect(refused(s, 0, press(3), 100)).toBe("game-over");
  });

  it("does not end while the deck still completes a set with the table", () => {
    let s = table(
      ["0000", "1111", "2222", "0001", "0010", null, null, null, null, null, null, null],
      ["0022"],
    );
    for (const slot of [0, 1, 2]) s = play(s, 0, press(slot), 99);
    expect(s.endedAt).toBeNull(); // 0001, 0010 and the dealt 0022 form a set
  });

  it("a tie is a shared win", () => {
    const s = {
      ...table(["0000", "0001", "0010", "0011"], [], { rows: 2, columns: 2 }),
      endedAt: 5,
      scores: [3, 3],
    };
    expect(setPc.outcome(s)?.winners).toEqual([0, 1]);
    expect(pcView(s, null).winners).toEqual([0, 1]);
  });
});

describe("hints", () => {
  it("are refused when the table has them off", () => {
    expect(refused(table(SET_TABLE, DECK), 0, { type: "hint" }, 5)).toBe("hints-off");
  });

  it("show one set to the player who asked, nobody else, until the table changes", () => {
    let s = table(SET_TABLE, DECK, { hints: true });
    s = play(s, 0, { type: "hint" }, 5);
    const hint = pcView(s, 0).hint;
    expect(hint).not.toBeNull();
    const codes = (hint ?? []).map((slot) => SET_TABLE[slot] as string);
    expect(setsOnTable(s).map((set) => set.join())).toContain((hint ?? []).join());
    expect(codes).toHaveLength(3);
    expect(pcView(s, 1).hint).toBeNull();
    expect(pcView(s, null).hint).toBeNull();
    for (const slot of [0, 1, 2]) s = play(s, 1, press(slot), 10);
    expect(pcView(s, 0).hint).toBeNull();
  });
});

describe("other deck shapes", () => {
  it("with featureSize 4 a set is 4 cards and a player holds 4 tokens", () => {
    let s = setPc.setup(options({ featureCount: 2, featureSize: 4, rows: 2, columns: 2 }), 1, "v4");
    const shape = { features: 2, values: 4 };
    // lay out a 4-card set by hand: 00 11 22 33
    const slots = ["00", "11", "22", "33"].map((c) => cardId(shape, c));
    const rest = fullDeck(shape).filter((c) => !slots.includes(c));
    s = { ...s, slots, deck: rest, discard: [] };
    for (const slot of [0, 1, 2]) s = play(s, 0, press(slot), 1);
    expect(s.scores).toEqual([0]);
    s = play(s, 0, press(3), 2);
    expect(s.scores).toEqual([1]);
  });
});
