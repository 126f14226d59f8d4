import { describe, expect, it } from "vitest";
import { SolutionsByDefinition } from "../baselines.js";
import { cardCode, cardId, CLASSIC, type DeckShape } from "../cards.js";
import { MODES, type SolutionKind } from "./modes.js";
import { countSolutions, findSolutions, hasSolution, isSolution } from "./solutions.js";

/**
 * Hand-made boards with their solutions written out: each kind's check, the finder, the chained
 * searches, a board with no ultraset and one with exactly one ghostset, each also proved by the
 * definitions (`SolutionsByDefinition`, which tries every choice of cards and every split).
 */

const JUNIOR = MODES.junior.shape;

const ids = (codes: string, shape: DeckShape = CLASSIC): number[] =>
  codes.split(" ").map((code) => cardId(shape, code));
const words = (solutions: number[][], shape: DeckShape = CLASSIC): string[] =>
  solutions.map((s) => s.map((id) => cardCode(shape, id)).join(" "));

const definition = new SolutionsByDefinition(CLASSIC);

/** The finder's and the definition's solutions of a board, in words (they must agree). */
function solved(kind: SolutionKind, board: string, chain?: string, reuse = 0): string[] {
  const search = chain === undefined ? {} : { chain: ids(chain), reuse };
  const found = words(findSolutions(kind, CLASSIC, ids(board), search));
  expect(words(definition.find(kind, ids(board), chain === undefined ? [] : ids(chain), reuse))).toEqual(
    found,
  );
  expect(countSolutions(kind, CLASSIC, ids(board), search)).toBe(found.length);
  expect(hasSolution(kind, CLASSIC, ids(board), search)).toBe(found.length > 0);
  return found;
}

describe("the check of each kind", () => {
  it("a set: every feature all the same or all different", () => {
    expect(isSolution("set", CLASSIC, ids("0000 1111 2222"))).toBe(true);
    expect(isSolution("set", CLASSIC, ids("0120 1200 2010"))).toBe(true);
    expect(isSolution("set", CLASSIC, ids("1021 1102 1211"))).toBe(false);
    expect(isSolution("set", CLASSIC, ids("0000 0000 0000"))).toBe(false);
    expect(isSolution("set", CLASSIC, ids("0000 1111"))).toBe(false);
    expect(isSolution("set", CLASSIC, [0, 40, 81])).toBe(false);
    expect(isSolution("set", JUNIOR, ids("000 111 222", JUNIOR))).toBe(true);
    expect(isSolution("set", JUNIOR, ids("000 111 221", JUNIOR))).toBe(false);
  });

  it("an ultraset: two pairs completing to the same card, in any order of the four", () => {
    // 0000 + 1111 and 0001 + 1110 both complete to 2222.
    for (const order of [
      "0000 1111 0001 1110",
      "0000 0001 1111 1110",
      "0001 1110 1111 0000",
      "1110 0000 0001 1111",
    ])
      expect(isSolution("ultraset", CLASSIC, ids(order))).toBe(true);
    // 0000 + 1112 = 1111 + 0001 (both complete to 2221): paired across.
    expect(isSolution("ultraset", CLASSIC, ids("0000 1111 0001 1112"))).toBe(true);
    expect(isSolution("ultraset", CLASSIC, ids("0000 1111 0001 1120"))).toBe(false);
    expect(definition.isSolution("ultraset", ids("0000 1111 0001 1120"))).toBe(false);
    // A set and any fourth card never are (a + b = c + d with a + b + c = 0 gives d = c).
    expect(isSolution("ultraset", CLASSIC, ids("0000 1111 2222 0001"))).toBe(false);
    expect(isSolution("ultraset", CLASSIC, ids("0000 1111 0001 0001"))).toBe(false);
    expect(isSolution("ultraset", CLASSIC, ids("0000 1111 0001"))).toBe(false);
    expect(isSolution("ultraset", JUNIOR, ids("000 111 001 110", JUNIOR))).toBe(true);
  });

  it("a ghostset: six cards whose three pairs complete to a set, however they are paired", () => {
    const ghost = "1010 0011 1210 1002 0220 0210";
    expect(isSolution("ghostset", CLASSIC, ids(ghost))).toBe(true);
    expect(definition.isSolution("ghostset", ids(ghost))).toBe(true);
    expect(isSolution("ghostset", CLASSIC, ids("1010 0011 1210 1002 0220 0211"))).toBe(false);
    expect(definition.isSolution("ghostset", ids("1010 0011 1210 1002 0220 0211"))).toBe(false);
    // Three pairs completing to one card three times (0000): Set with Friends counts it.
    const degenerate = "0001 0002 0010 0020 0100 0200";
    expect(isSolution("ghostset", CLASSIC, ids(degenerate))).toBe(true);
    expect(definition.isSolution("ghostset", ids(degenerate))).toBe(true);
    expect(isSolution("ghostset", CLASSIC, ids("0001 0002 0010 0020 0100 0100"))).toBe(false);
    expect(isSolution("ghostset", CLASSIC, ids("0001 0002 0010 0020 0100"))).toBe(false);
  });
});

describe("the finder on hand-made boards", () => {
  it("finds every set, in order of places", () => {
    expect(solved("set", "0000 0001 1111 0002 2222 1112 1110 2220")).toEqual([
      "0000 0001 0002",
      "0000 1111 2222",
      "0000 1110 2220",
      "0001 2222 1110",
      "0001 1112 2220",
      "1111 0002 2220",
      "1111 1112 1110",
      "0002 2222 1112",
    ]);
  });

  it("finds the one ultraset of a board whose other fours hold a set", () => {
    expect(solved("ultraset", "0000 1111 0001 1110 2222")).toEqual(["0000 1111 0001 1110"]);
  });

  it("finds no ultraset on a board of nine cards that holds none", () => {
    const board = "1202 2222 0121 2111 0021 2002 0002 2201 0120";
    expect(solved("ultraset", board)).toEqual([]);
    // and with any tenth card of the deck there is at least one: nine is as far as this board goes
    const rest = Array.from({ length: 81 }, (_, id) => id).filter((id) => !ids(board).includes(id));
    for (const card of rest) expect(hasSolution("ultraset", CLASSIC, [...ids(board), card])).toBe(true);
  });

  it("finds exactly one ghostset on a ghost table of ten cards", () => {
    expect(solved("ghostset", "1010 0020 0011 0002 1210 1002 2002 0220 0012 0210")).toEqual([
      "1010 0011 1210 1002 0220 0210",
    ]);
  });

  it("finds no ghostset on a ghost table that holds none, and the degenerate one", () => {
    expect(solved("ghostset", "1211 1011 2200 1100 2111 0211 1122 0101 0021 0102")).toEqual([]);
    expect(solved("ghostset", "0001 0002 0010 0020 0100 0200 1111")).toEqual([
      "0001 0002 0010 0020 0100 0200",
    ]);
  });

  it("finds junior sets among 27 cards of three features", () => {
    const board = ids("000 111 222 012 120 201 001", JUNIOR);
    expect(words(findSolutions("set", JUNIOR, board), JUNIOR)).toEqual(["000 111 222", "012 120 201"]);
    expect(words(new SolutionsByDefinition(JUNIOR).find("set", board), JUNIOR)).toEqual([
      "000 111 222",
      "012 120 201",
    ]);
  });
});

describe("chained searches", () => {
  const board = "0001 0002 1112 1110 2220 0120";
  const previous = "0000 1111 2222";

  it("setchain: exactly one card of the previous set, the rest from the board; chain cards first", () => {
    expect(solved("set", board, previous, 1)).toEqual([
      "0000 0001 0002",
      "0000 1110 2220",
      "1111 0002 2220",
      "1111 1112 1110",
      "2222 0001 1110",
      "2222 0002 1112",
    ]);
    // The board's own set (0001 1112 2220) is not one: it reuses no card.
    expect(solved("set", board)).toContain("0001 1112 2220");
    expect(isSolution("set", CLASSIC, ids("0001 1112 2220"))).toBe(true);
    // Two cards of a set always complete to its third, which is in the chain, not on the board.
    expect(solved("set", board, previous, 2)).toEqual([]);
  });

  it("setchain: a chain card on the board counts as the chain's, never twice", () => {
    // 0000 and 0001 would make a set with 0002, but both are the chain's: that reuses two.
    expect(solved("set", "0001 0002 1111", "0000 0001 0011", 1)).toEqual([]);
    expect(solved("set", "0001 0002 1111", "0000 0001 0011", 2)).toEqual(["0000 0001 0002"]);
    expect(findSolutions("set", CLASSIC, ids(`${board} 0000`), { chain: ids(previous), reuse: 1 })).toEqual(
      findSolutions("set", CLASSIC, ids(board), { chain: ids(previous), reuse: 1 }),
    );
  });

  it("ultrachain: exactly two cards of the previous ultraset, paired together or apart", () => {
    const cards = "0002 1112 2000 2001 1201 2102";
    const chain = "0000 1111 0001 1110";
    expect(solved("ultraset", cards, chain, 2)).toEqual([
      // the pair 0000 1111 (→ 2222) with the board's pair 0002 1112 (→ 2222)
      "0000 1111 0002 1112",
      // 0000 with 2000 and 0001 with 2001 (both → 1000): the chain's two cards paired apart
      "0000 0001 2000 2001",
      "0000 1110 0002 1112",
      "1111 0001 0002 1112",
      "1111 1110 2000 2001",
      "0001 1110 0002 1112",
    ]);
    // One card of the chain is not enough, and the board alone holds none.
    expect(solved("ultraset", cards, chain, 1)).toHaveLength(5);
    expect(solved("ultraset", cards)).toEqual([]);
  });

  it("with no chain or reuse 0 the search is the board's alone", () => {
    expect(findSolutions("set", CLASSIC, ids(board), { chain: ids(previous), reuse: 0 })).toEqual(
      findSolutions("set", CLASSIC, ids(board)),
    );
    expect(findSolutions("set", CLASSIC, ids(board), { chain: [], reuse: 1 })).toEqual([]);
  });
});
