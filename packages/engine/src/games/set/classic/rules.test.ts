import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCodes, CLASSIC, fullDeck } from "../cards.js";
import { setClassic } from "./game.js";
import { classicToAct } from "./legal.js";
import { CLASSIC_MODES, DEAL_STEP, MODES } from "./modes.js";
import { replaceCards, settle } from "./rules.js";
import { findSolutions, hasSolution } from "./solutions.js";
import type { ClassicState } from "./state.js";
import {
  boardCodes,
  claimed,
  fourth,
  options,
  refused,
  sixth,
  solutionFree,
  table,
  third,
} from "./testkit.js";

const CODES = cardCodes(CLASSIC);

/** `count` codes of the classic deck not among `used`, in deck order. */
function others(count: number, used: readonly string[]): string[] {
  return CODES.filter((code) => !used.includes(code)).slice(0, count);
}

const SET = ["0000", "1111", "2222"];
/** A second set, away from the first. */
const SET2 = ["0012", "1012", "2012"];

describe("set-classic deal", () => {
  it("shuffles the mode's deck with the seed and deals the mode's table (the same seed, the same table)", () => {
    for (const mode of CLASSIC_MODES) {
      const a = setClassic.setup(options({ mode }), 2, "seed");
      const b = setClassic.setup(options({ mode }), 2, "seed");
      const c = setClassic.setup(options({ mode }), 2, "other");
      expect(a).toEqual(b);
      expect(a.board).not.toEqual(c.board);
      expect(a.board.length).toBeGreaterThanOrEqual(MODES[mode].board);
      expect([...a.deck, ...a.board].sort((x, y) => x - y)).toEqual(fullDeck(MODES[mode].shape));
    }
  });

  it("junior plays the 27 cards of three features, on a table of 9", () => {
    const s = setClassic.setup(options({ mode: "junior" }), 1, "j");
    expect(s.deck.length + s.board.length).toBe(27);
    expect(s.board.length).toBeGreaterThanOrEqual(9);
    const view = setClassic.view(s, 0);
    expect(view.features).toBe(3);
    expect(view.board.every((code) => /^[0-2]{3}$/.test(code))).toBe(true);
    // A four-feature card is no card of the junior deck: not on the table.
    expect(refused(s, 0, ["0000", "1111", "2222"], 10)).toBe("not-on-table");
  });

  it("deals 3 more cards while the table holds no solution, as one deal event", () => {
    const free = solutionFree("set", CLASSIC, 12);
    const completing = third(free[0] as string, free[1] as string);
    const next = [completing, ...others(3, [...free, completing])];
    const s = table("normal", { board: free, next });
    expect(hasSolution("set", CLASSIC, s.board)).toBe(false);
    const dealt = settle(s, 500);
    expect(dealt.board.length).toBe(12 + DEAL_STEP);
    expect(boardCodes(dealt).slice(12)).toEqual(next.slice(0, 3));
    expect(dealt.counters.deals).toBe(1);
    expect(dealt.events.at(-1)).toMatchObject({ kind: "deal", at: 500 });
    expect(dealt.tableSince).toBe(500);
    expect(dealt.endedAt).toBeNull();
  });

  it("21 cards always hold a set: a set-free table of 18 gets 3 more and no more (so tables never pass 21)", () => {
    const free = solutionFree("set", CLASSIC, 18);
    const rest = CODES.filter((code) => !free.includes(code));
    fc.assert(
      fc.property(fc.shuffledSubarray(rest, { minLength: 6, maxLength: 6 }), (next) => {
        const dealt = settle(table("normal", { board: free, next }), 0);
        expect(dealt.board.length).toBe(21);
        expect(hasSolution("set", CLASSIC, dealt.board)).toBe(true);
        expect(dealt.deck.length).toBe(3);
      }),
      { numRuns: 50 },
    );
  });

  it("normal tables stay a multiple of 3 cards, at most 21, in random play", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.nat(), (seed, pickSeed) => {
        let s = setClassic.setup(options(), 2, seed);
        let at = 0;
        let pick = pickSeed;
        while (s.endedAt === null) {
          const sets = findSolutions("set", CLASSIC, s.board);
          const set = sets[pick++ % sets.length] as number[];
          s = claimed(
            s,
            pick % 2,
            set.map((card) => CODES[card] as string),
            (at += 1000),
          );
          expect(s.board.length % 3).toBe(0);
          expect(s.board.length).toBeLessThanOrEqual(21);
        }
        expect(s.counters.maxBoard).toBeLessThanOrEqual(21);
      }),
      { numRuns: 30 },
    );
  });
});

describe("set-classic claims", () => {
  const board = [SET[0], ...SET2, SET[1], ...others(5, [...SET, ...SET2]), SET[2], "1122"] as string[];
  const next = ["2121", "2101", "2202", "1200"];

  it("a right set scores 1, is recorded with the time it took, and new cards take its places in place order", () => {
    const s = table("normal", { board, next });
    const after = claimed(s, 1, [SET[2], SET[0], SET[1]] as string[], 4_000);
    expect(after.scores).toEqual([0, 1]);
    expect(after.found).toEqual([0, 1]);
    const codes = boardCodes(after);
    expect([codes[0], codes[4], codes[10]]).toEqual(next.slice(0, 3));
    expect(codes.filter((_, i) => ![0, 4, 10].includes(i))).toEqual(
      board.filter((_, i) => ![0, 4, 10].includes(i)),
    );
    expect(after.solutions).toEqual([
      {
        seat: 1,
        cards: [SET[2], SET[0], SET[1]].map((c) => CODES.indexOf(c as string)),
        at: 4_000,
        took: 4_000,
      },
    ]);
    const again = claimed(after, 0, SET2, 6_500);
    expect(again.solutions[1]).toMatchObject({ seat: 0, at: 6_500, took: 2_500 });
  });

  it("a table above its size is not refilled: it shrinks back, the cards left keeping their order", () => {
    const big = [...board, ...others(3, [...board, ...next])];
    const s = table("normal", { board: big, next });
    const after = claimed(s, 0, SET, 1_000);
    expect(boardCodes(after)).toEqual(big.filter((code) => !SET.includes(code)));
    expect(after.deck.length).toBe(next.length);
  });

  it("replaceCards refills only up to the table's size, in place order", () => {
    expect(replaceCards([1, 2, 3, 4, 5], [1, 3], [8, 9], 4)).toEqual({ board: [1, 9, 3, 5], deck: [8] });
    expect(replaceCards([1, 2, 3, 4, 5], [0, 4], [8, 9], 5)).toEqual({ board: [9, 2, 3, 4, 8], deck: [] });
    expect(replaceCards([1, 2, 3], [0, 1, 2], [], 3)).toEqual({ board: [], deck: [] });
  });

  it("refuses, without cost, a card no longer on the table, the wrong number of cards, a card twice", () => {
    const s = table("normal", { board, next }, { penalty: "point" });
    expect(refused(s, 0, [SET[0], SET[1], next[0]] as string[], 100)).toBe("not-on-table");
    expect(refused(s, 0, [SET[0], SET[1]] as string[], 100)).toBe("malformed-action");
    expect(refused(s, 0, [...SET, "1122"], 100)).toBe("wrong-count");
    expect(refused(s, 0, [SET[0], SET[0], SET[1]] as string[], 100)).toBe("same-card");
  });

  it("a wrong claim costs nothing with penalty none, a point with point (below 0 too)", () => {
    const wrong = [SET[0], SET[1], "1122"] as string[];
    const none = claimed(table("normal", { board, next }), 0, wrong, 100);
    expect(none.scores).toEqual([0, 0]);
    expect(none.wrong).toEqual([1, 0]);
    expect(none.board).toEqual(table("normal", { board, next }).board);
    const point = claimed(table("normal", { board, next }, { penalty: "point" }), 0, wrong, 100);
    expect(point.scores).toEqual([-1, 0]);
    expect(point.events.at(-1)).toMatchObject({ kind: "wrong", seat: 0 });
  });

  it("freeze: no claims until the freeze ends, which is a deadline; then the seat may claim again", () => {
    const s = table("normal", { board, next }, { penalty: "freeze", freezeMs: 2_000 });
    const frozen = claimed(s, 0, [SET[0], SET[1], "1122"] as string[], 1_000);
    expect(frozen.frozenUntil).toEqual([3_000, 0]);
    expect(setClassic.nextDeadline(frozen)).toBe(3_000);
    expect(classicToAct(frozen)).toEqual([1]);
    expect(setClassic.legal(setClassic.view(frozen, 0))).toEqual([]);
    expect(refused(frozen, 0, SET, 2_999)).toBe("frozen");
    const thawed = setClassic.advance(frozen, 3_000);
    expect(thawed.now).toBe(3_000);
    expect(classicToAct(thawed)).toEqual([0, 1]);
    expect(setClassic.nextDeadline(thawed)).toBeNull();
    expect(claimed(thawed, 0, SET, 3_000).scores).toEqual([1, 0]);
    // The other seat was never frozen.
    expect(claimed(frozen, 1, SET, 1_500).scores).toEqual([0, 1]);
  });

  it("ends when the deck is empty and the table holds no solution; winners have the best score", () => {
    const free = solutionFree("set", CLASSIC, 8);
    const last = [free[0], free[1], third(free[0] as string, free[1] as string)] as string[];
    const s = table("normal", { board: [...free, last[2] as string] });
    expect(findSolutions("set", CLASSIC, s.board)).toHaveLength(1);
    expect(setClassic.outcome(s)).toBeNull();
    const end = claimed(s, 1, last, 9_000);
    expect(end.endedAt).toBe(9_000);
    expect(setClassic.outcome(end)).toEqual({ scores: [0, 1], winners: [1] });
    expect(classicToAct(end)).toEqual([]);
    expect(setClassic.view(end, null)).toMatchObject({ finished: true, winners: [1] });
  });
});

describe("set-classic variants", () => {
  it("setchain: after the first set, a set must reuse exactly one card of the previous set", () => {
    const chain = SET;
    const x = "0120";
    const y = third(SET[0] as string, x);
    const board = [x, ...SET2, y, ...others(7, [...SET, ...SET2, x, y])];
    const next = others(6, [...board, ...SET]).slice(3);
    const s = table("setchain", { board, next, chain });
    // From the table alone: no chain card reused, wrong (although a set).
    expect(claimed(s, 0, SET2, 100).wrong).toEqual([1, 0]);
    // All three of the previous set: reused three, wrong.
    expect(claimed(s, 0, chain, 100).wrong).toEqual([1, 0]);
    const right = claimed(s, 0, [SET[0] as string, x, y], 100);
    expect(right.scores).toEqual([1, 0]);
    expect(setClassic.view(right, 0).chain).toEqual([SET[0], x, y]);
    // The reused card stays in the chain; the others of the old chain leave; x and y leave the table.
    expect(boardCodes(right)).not.toContain(x);
    expect(right.discard.length).toBe(s.discard.length + 2);
  });

  it("setchain: the first set comes from the table alone and becomes the chain, off the table", () => {
    const board = [...SET, ...SET2, ...others(6, [...SET, ...SET2])];
    const next = others(6, board);
    const s = table("setchain", { board, next });
    const after = claimed(s, 0, SET, 100);
    expect(setClassic.view(after, null).chain).toEqual(SET);
    expect(boardCodes(after).some((code) => SET.includes(code))).toBe(false);
    expect(boardCodes(after).slice(0, 3)).toEqual(next.slice(0, 3));
  });

  it("ultraset: four cards whose two pairs complete to the same card score; four others are wrong", () => {
    const [a, b, c] = ["0000", "1021", "2210"];
    const d = fourth(a, b, c);
    const board = [a, b, c, d, ...others(8, [a, b, c, d])];
    const s = table("ultraset", { board, next: others(20, board).slice(8) }, { penalty: "point" });
    expect(claimed(s, 0, [c, a, d, b], 100).scores).toEqual([1, 0]);
    const wrong = [a, b, c, board[4] as string];
    expect(
      findSolutions(
        "ultraset",
        CLASSIC,
        wrong.map((w) => CODES.indexOf(w)),
      ),
    ).toEqual([]);
    expect(claimed(s, 1, wrong, 100).scores).toEqual([0, -1]);
    expect(refused(s, 0, [a, b, c], 100)).toBe("wrong-count");
  });

  it("ultrachain: every ultraset after the first reuses exactly two cards of the previous one", () => {
    const [a, b, c] = ["0000", "1021", "2210"];
    const chain = [a, b, c, fourth(a, b, c)];
    const x = "0111";
    const y = fourth(a, x, c); // a + x = c + y: {a, c, x, y} reuses a and c
    // {a, x, z, w} with a + x = z + w: an ultraset reusing a only.
    const z = CODES.find(
      (code) => ![...chain, x, y, code].includes(fourth(a, x, code)) && ![...chain, x, y].includes(code),
    ) as string;
    const w = fourth(a, x, z);
    const board = [x, y, z, w, ...others(8, [...chain, x, y, z, w])];
    const s = table("ultrachain", { board, next: others(30, [...board, ...chain]).slice(20), chain });
    expect(claimed(s, 0, [a, x, z, w], 100).wrong).toEqual([1, 0]);
    const right = claimed(s, 0, [a, c, x, y], 100);
    expect(right.scores).toEqual([1, 0]);
    expect(setClassic.view(right, 1).chain).toEqual([a, c, x, y]);
  });

  it("ghostset: six cards adding up to 0 on every feature score, whatever their order; six others are wrong", () => {
    const five = ["0000", "1021", "2210", "0111", "1202"];
    const six = [...five, sixth(five)];
    const board = [...six, ...others(4, six)];
    const s = table("ghostset", { board, next: others(20, board).slice(4) }, { penalty: "point" });
    expect(claimed(s, 0, [...six].reverse(), 100).scores).toEqual([1, 0]);
    const wrong = [...five, board[6] as string];
    expect(claimed(s, 1, wrong, 100).scores).toEqual([0, -1]);
  });

  it("puzzle: finds leave the table as it is; one found again is refused; all found, the next table", () => {
    const s = setClassic.setup(options({ mode: "puzzle" }), 2, "puzzle");
    const solutions = findSolutions("set", CLASSIC, s.board).map((set) =>
      set.map((card) => CODES[card] as string),
    );
    expect(s.puzzleTotal).toBe(solutions.length);
    expect(solutions.length).toBeGreaterThan(1);
    let state: ClassicState = s;
    solutions.slice(0, -1).forEach((set, i) => {
      state = claimed(state, i % 2, set, 1_000 * (i + 1));
      expect(state.board).toEqual(s.board);
      expect(setClassic.view(state, null).puzzle).toEqual({
        total: solutions.length,
        found: solutions.slice(0, i + 1).map((found) => [...found].sort()),
      });
    });
    const first = solutions[0] as string[];
    expect(refused(state, 0, [...first].reverse(), 50_000)).toBe("already-found");
    const last = claimed(state, 0, solutions.at(-1) as string[], 60_000);
    expect(last.counters.tables).toBe(2);
    expect(last.board.some((card) => s.board.includes(card))).toBe(false);
    expect(last.discard).toEqual(expect.arrayContaining([...s.board]));
    expect(last.puzzleFound).toEqual([]);
    expect(last.puzzleTotal).toBe(findSolutions("set", CLASSIC, last.board).length);
    expect(last.events.at(-1)).toMatchObject({ kind: "deal", at: 60_000 });
    expect(last.scores.reduce((sum, score) => sum + score, 0)).toBe(solutions.length);
  });

  it("puzzle: ends when the deck is empty and every solution of the table is found", () => {
    const free = solutionFree("set", CLASSIC, 9);
    const sets = [[free[0], free[1], third(free[0] as string, free[1] as string)]] as string[][];
    const board = [...free, (sets[0] as string[])[2] as string];
    const s = table("puzzle", { board });
    expect(s.puzzleTotal).toBe(findSolutions("set", CLASSIC, s.board).length);
    let state = s;
    for (const set of findSolutions("set", CLASSIC, s.board))
      state = claimed(
        state,
        0,
        set.map((c) => CODES[c] as string),
        100,
      );
    expect(state.endedAt).toBe(100);
  });
});

describe("set-classic views", () => {
  it("show the deck's size only, the same table to every seat and a spectator", () => {
    for (const mode of CLASSIC_MODES) {
      const s = setClassic.setup(options({ mode }), 3, "views");
      const shape = MODES[mode].shape;
      const deckCodes = s.deck.map((card) => cardCodes(shape)[card] as string);
      const spectator = setClassic.view(s, null);
      expect(spectator.deck).toBe(s.deck.length);
      const text = JSON.stringify(spectator);
      for (const code of deckCodes) expect(text).not.toContain(`"${code}"`);
      for (const seat of [0, 1, 2]) expect({ ...setClassic.view(s, seat), seat: null }).toEqual(spectator);
    }
  });
});
