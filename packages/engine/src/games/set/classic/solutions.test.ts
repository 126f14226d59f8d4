import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SolutionsByDefinition } from "../baselines.js";
import { CLASSIC, fullDeck, type DeckShape } from "../cards.js";
import { MODES, SOLUTION_SIZE, type SolutionKind } from "./modes.js";
import {
  countSolutions,
  findSolutions,
  hasSolution,
  isSolution,
  SolutionFinder,
  solutionFinderFor,
  type SolutionSearch,
} from "./solutions.js";

const JUNIOR = MODES.junior.shape;
const KINDS: readonly SolutionKind[] = ["set", "ultraset", "ghostset"];
const definitions = new Map<DeckShape, SolutionsByDefinition>([
  [CLASSIC, new SolutionsByDefinition(CLASSIC)],
  [JUNIOR, new SolutionsByDefinition(JUNIOR)],
]);

/** Largest board the property tests deal: the classic table's most (21 cards always hold a set). */
const MAX_BOARD = 21;

/**
 * A random board of `shape` (distinct cards in random order) of 0 to `maxBoard` cards, and a chain
 * of `chainSize` other cards.
 */
const dealt = (shape: DeckShape, chainSize: number, maxBoard = MAX_BOARD) => {
  const cards = Math.min(maxBoard + chainSize, fullDeck(shape).length);
  return fc
    .tuple(
      fc.shuffledSubarray(fullDeck(shape), { minLength: cards, maxLength: cards }),
      fc.integer({ min: 0, max: cards - chainSize }),
    )
    .map(([dealt, size]) => ({
      chain: dealt.slice(0, chainSize),
      board: dealt.slice(chainSize, chainSize + size),
    }));
};

/** What `findSolutions` must equal: the definitions' brute force (every choice of cards, every split). */
function byDefinition(
  kind: SolutionKind,
  shape: DeckShape,
  board: number[],
  search: SolutionSearch = {},
): number[][] {
  const reuse = search.reuse ?? 0;
  return definitions.get(shape)!.find(kind, board, reuse > 0 ? (search.chain ?? []) : [], reuse);
}

/** The same solutions in the same order, compared in plain JS (`toEqual` is slow on thousands of them). */
function sameSolutions(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let j = 0; j < x.length; j++) if (x[j] !== y[j]) return false;
  }
  return true;
}

/**
 * `expect(actual).toEqual(expected)` for lists of solutions, `expect` (and its diff) called only when
 * the plain comparison finds them different.
 */
function expectSameSolutions(actual: number[][], expected: number[][], what: string): void {
  if (!sameSolutions(actual, expected)) expect(actual, what).toEqual(expected);
}

function expectSameAsDefinition(
  kind: SolutionKind,
  shape: DeckShape,
  board: number[],
  search: SolutionSearch = {},
) {
  // Compared in plain JS, `expect` called only on a difference (the same assertion, labelled): this
  // runs on 10,000 boards, where `expect` (its deep equality on lists of thousands) took a third of the
  // file's time.
  const found = findSolutions(kind, shape, board, search);
  // Same solutions in the same order: none missed, none repeated (the definitions' list has no repeats).
  expectSameSolutions(
    found,
    byDefinition(kind, shape, board, search),
    "findSolutions against the definitions",
  );
  const distinct = new Set(found.map((s) => s.join())).size;
  if (distinct !== found.length) expect(distinct, "distinct solutions found").toBe(found.length);
  const count = countSolutions(kind, shape, board, search);
  if (count !== found.length) expect(count, "countSolutions against findSolutions").toBe(found.length);
  const has = hasSolution(kind, shape, board, search);
  const some = found.length > 0;
  if (has !== some) expect(has, "hasSolution against findSolutions").toBe(some);
}

/**
 * 10,000 random boards in all, of up to 21 cards, compared with the brute force. Runs per case
 * are chosen to keep the whole at a few seconds (a ghostset brute force checks C(21, 6) = 54,264
 * choices of six cards × 15 splits on the largest boards).
 */
const CASES: readonly { shape: DeckShape; kind: SolutionKind; runs: number; reuse?: readonly number[] }[] = [
  { shape: CLASSIC, kind: "set", runs: 2_400 },
  { shape: CLASSIC, kind: "ultraset", runs: 2_000 },
  { shape: CLASSIC, kind: "ghostset", runs: 1_200 },
  { shape: JUNIOR, kind: "set", runs: 800 },
  { shape: JUNIOR, kind: "ultraset", runs: 600 },
  { shape: JUNIOR, kind: "ghostset", runs: 400 },
  // chained (setchain reuses 1 card, ultrachain 2; every other count too)
  { shape: CLASSIC, kind: "set", runs: 800, reuse: [1, 2, 3] },
  { shape: CLASSIC, kind: "ultraset", runs: 800, reuse: [1, 2, 3, 4] },
  { shape: CLASSIC, kind: "ghostset", runs: 400, reuse: [1, 2, 3, 4, 5, 6] },
  { shape: JUNIOR, kind: "ultraset", runs: 600, reuse: [1, 2, 3] },
];

describe("the finder against the definitions", () => {
  it("covers 10,000 boards", () => {
    expect(CASES.reduce((sum, c) => sum + c.runs, 0)).toBe(10_000);
  });

  for (const { shape, kind, runs, reuse } of CASES) {
    const name = `${shape.features} features, ${kind}${reuse ? `, chained (reuse ${reuse.join("/")})` : ""}`;
    it(`misses none and repeats none: ${name}, ${runs} boards`, () => {
      const chainSize = reuse ? SOLUTION_SIZE[kind] : 0;
      fc.assert(
        fc.property(dealt(shape, chainSize), fc.constantFrom(...(reuse ?? [0])), ({ board, chain }, r) => {
          expectSameAsDefinition(kind, shape, board, reuse ? { chain, reuse: r } : {});
        }),
        { numRuns: runs },
      );
    });
  }

  it("chain cards on the board count as the chain's, and repeated cards once", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        dealt(CLASSIC, 6, 15),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 2 }),
        fc.nat(),
        (kind, { board, chain }, r, onBoard, at) => {
          const search = {
            chain: chain.slice(0, SOLUTION_SIZE[kind]),
            reuse: Math.min(r, SOLUTION_SIZE[kind]),
          };
          // Chain cards anywhere on the board (before others too), and some cards twice.
          const place = at % (board.length + 1);
          const crowded = [
            ...board.slice(0, place),
            ...search.chain.slice(0, onBoard),
            ...board.slice(place),
            ...board.slice(0, 3),
          ];
          expectSameSolutions(
            findSolutions(kind, CLASSIC, crowded, search),
            byDefinition(kind, CLASSIC, crowded, search),
            "against the definitions",
          );
          expectSameSolutions(
            findSolutions(kind, CLASSIC, crowded, search),
            findSolutions(kind, CLASSIC, board, search),
            "against the board alone",
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A shape, a kind, how many chain cards a solution reuses (0: not chained), a board and a chain. */
const anySearch = (maxBoard = 18) =>
  fc
    .tuple(fc.constantFrom(CLASSIC, JUNIOR), fc.constantFrom(...KINDS), fc.integer({ min: 0, max: 6 }))
    .chain(([shape, kind, r]) =>
      dealt(shape, SOLUTION_SIZE[kind], maxBoard).map(({ board, chain }) => ({
        shape,
        kind,
        board,
        search: { chain, reuse: Math.min(r, SOLUTION_SIZE[kind]) } as SolutionSearch,
      })),
    );

describe("every reported solution", () => {
  it("is valid, its cards distinct, the chain's exactly as many as reused, the rest on the board", () => {
    fc.assert(
      fc.property(anySearch(), ({ shape, kind, board, search }) => {
        const k = SOLUTION_SIZE[kind];
        const reuse = search.reuse ?? 0;
        const chain = search.chain ?? [];
        // Each solution's faults, collected in plain JS: one `expect` per board, not five per solution.
        const faults: string[] = [];
        for (const solution of findSolutions(kind, shape, board, search)) {
          const fault = (what: string) => faults.push(`${JSON.stringify(solution)}: ${what}`);
          if (isSolution(kind, shape, solution) !== true) fault("not a solution by isSolution");
          if (definitions.get(shape)!.isSolution(kind, solution) !== true)
            fault("not a solution by the definitions");
          if (new Set(solution).size !== k) fault(`not ${k} distinct cards`);
          if (!solution.slice(0, reuse).every((c) => chain.includes(c)))
            fault(`its first ${reuse} cards not all the chain's`);
          if (!solution.slice(reuse).every((c) => board.includes(c) && !chain.includes(c)))
            fault(`its last ${k - reuse} cards not all the board's (and not the chain's)`);
        }
        expect(faults, "faulty solutions").toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("limits and work", () => {
  it("a limit stops the count there and lists that many of the solutions", () => {
    fc.assert(
      fc.property(anySearch(), fc.integer({ min: 0, max: 5 }), ({ shape, kind, board, search }, limit) => {
        const all = findSolutions(kind, shape, board, search).map((s) => s.join());
        const some = findSolutions(kind, shape, board, { ...search, limit });
        expect(some).toHaveLength(Math.min(limit, all.length));
        expect(
          some.filter((s) => !all.includes(s.join())),
          "listed but not among all solutions",
        ).toEqual([]);
        expect(countSolutions(kind, shape, board, { ...search, limit })).toBe(Math.min(limit, all.length));
      }),
      { numRuns: 500 },
    );
  });

  it("work caps the search: never more than given, partial results only when it ran out", () => {
    fc.assert(
      fc.property(anySearch(), fc.integer({ min: 0, max: 400 }), ({ shape, kind, board, search }, work) => {
        const finder = solutionFinderFor(shape);
        const all = findSolutions(kind, shape, board, search).map((s) => s.join());
        expect(finder.outOfWork).toBe(false);
        const needed = finder.worked;
        const some = findSolutions(kind, shape, board, { ...search, work });
        expect(finder.worked).toBeLessThanOrEqual(work);
        expect(finder.outOfWork).toBe(work < needed);
        if (work >= needed) expect(some.map((s) => s.join())).toEqual(all);
        else
          expect(
            some.filter((s) => !all.includes(s.join())),
            "listed but not among all solutions",
          ).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("counts work as documented: pairs for ultrasets, triples that can be a half for ghostsets", () => {
    const board = fullDeck(CLASSIC).slice(0, 12);
    const finder = solutionFinderFor(CLASSIC);
    finder.find("ultraset", board);
    expect(finder.worked).toBe((12 * 11) / 2);
    finder.find("ghostset", board);
    // (i, j, k) with k ≤ 8 as first halves, (k, l, m) with k ≥ 3 as last halves: C(9, 3) each
    expect(finder.worked).toBe(2 * ((9 * 8 * 7) / 6));
    // counting stops at the first solution when asked whether there is one
    finder.find("ultraset", board, {}, undefined, 1);
    expect(finder.worked).toBeLessThan((12 * 11) / 2);
  });
});

describe("inputs", () => {
  it("refuses cards outside the deck and decks of other than 3 values", () => {
    expect(() => findSolutions("set", CLASSIC, [0, 1, 81])).toThrow(RangeError);
    expect(() => countSolutions("ultraset", JUNIOR, [0, 1, 2, 27])).toThrow(RangeError);
    expect(() => findSolutions("set", CLASSIC, [0, 1, 2], { chain: [-1], reuse: 1 })).toThrow(RangeError);
    expect(() => new SolutionFinder({ features: 3, values: 4 })).toThrow(RangeError);
    expect(isSolution("set", CLASSIC, [0, 1, 2.5])).toBe(false);
    // a refused board leaves the finder as it was
    expect(findSolutions("set", CLASSIC, [0, 40, 80])).toEqual([[0, 40, 80]]);
  });

  it("lists in order boards too large for numeric keys (6 features, 500 cards: 500^6 > 2^53)", () => {
    const shape = { features: 6, values: 3 };
    const board = fullDeck(shape)
      .filter((id) => id % 7 !== 3)
      .slice(0, 500)
      .reverse();
    const found = findSolutions("ghostset", shape, board, { limit: 40 });
    expect(found).toHaveLength(40);
    const places = found.map((s) => s.map((c) => board.indexOf(c)));
    for (const [i, p] of places.entries()) {
      expect(isSolution("ghostset", shape, found[i]!)).toBe(true);
      expect([...p].sort((a, b) => a - b)).toEqual(p);
      if (i > 0) expect(compareTuples(places[i - 1]!, p)).toBeLessThan(0);
    }
  });

  it("boards too small hold nothing", () => {
    for (const kind of KINDS) {
      expect(findSolutions(kind, CLASSIC, [])).toEqual([]);
      expect(countSolutions(kind, CLASSIC, fullDeck(CLASSIC).slice(0, SOLUTION_SIZE[kind] - 1))).toBe(0);
    }
  });
});

function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}
