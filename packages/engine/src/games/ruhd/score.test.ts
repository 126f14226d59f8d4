import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cellKey,
  checkNewTile,
  listedPlacement,
  openCellsOf,
  type BoardTile,
  type PlacedTile,
} from "./board.js";
import {
  checkPlacement,
  scoreOnGrid,
  scorePlacement,
  tryScorePlacement,
  type PlacementScore,
} from "./score.js";
import { identifyTile, sideFacing, tileSides } from "./tile.js";
import { TILES } from "./tiles.js";

const at = (x: number, y: number, tile: string, rotation: 0 | 1 | 2 | 3 = 0): PlacedTile => ({
  x,
  y,
  tile,
  rotation,
});

/**
 * Scores the rules on any sides: made-up tiles (`G1B1G1B1`) and the same tile twice, which the public
 * scorer refuses (the set is the 48 tiles, one of each), to show one rule at a time.
 */
function scoreSides(board: readonly PlacedTile[], placed: PlacedTile): PlacementScore {
  const read = (t: PlacedTile): BoardTile => ({ ...t, sides: tileSides(t.tile)!, listed: t.tile });
  return scoreOnGrid(new Map(board.map((t) => [cellKey(t.x, t.y), read(t)])), read(placed));
}

describe("tiles", () => {
  it("the 48 tiles: every colour-number pair on exactly 12 sides, 3 distinct colours per tile", () => {
    expect(TILES).toHaveLength(48);
    const count = new Map<string, number>();
    for (const tile of TILES) {
      const sides = tileSides(tile);
      expect(sides).not.toBeNull();
      expect(new Set(sides?.map((s) => s.colour)).size).toBe(3);
      for (const s of sides ?? [])
        count.set(`${s.colour}${s.number}`, (count.get(`${s.colour}${s.number}`) ?? 0) + 1);
    }
    expect(count.size).toBe(16);
    expect([...count.values()].every((n) => n === 12)).toBe(true);
  });

  it("a quarter turn clockwise moves the up side to the right", () => {
    const sides = tileSides("G4B2Y2G1")!;
    expect(sideFacing(sides, 1, 1)).toEqual({ colour: "G", number: 4 });
    expect(sideFacing(sides, 1, 2)).toEqual({ colour: "B", number: 2 });
    expect(sideFacing(sides, 2, 0)).toEqual({ colour: "Y", number: 2 });
    expect(sideFacing(sides, 3, 3)).toEqual({ colour: "G", number: 4 });
  });
});

describe("the rulebook's worked examples", () => {
  it("left and bottom neighbours: 0 + 1 + 3 + three patterns = 10 (real tiles)", () => {
    const board = [
      at(0, 2, "G3Y3G2R1"), // left-facing R1
      at(1, 2, "R4Y2G2R1"), // left-facing R1, right-facing Y2
      at(2, 1, "G3Y2B2G4"), // up-facing G3
      at(2, 0, "G1B4R4G2"), // up-facing G1
    ];
    const score = scorePlacement(board, at(2, 2, "G4B1G3R1")); // up G4, right B1, down G3, left R1
    expect(score).toMatchObject({ oneSide: 0, diffDiff: 1, sameSame: 3, pattern: 6, total: 10 });
    expect(score.sides).toEqual([
      { direction: "down", x: 2, y: 1, mine: "G3", theirs: "G3", rule: "same-same", points: 3 },
      { direction: "left", x: 1, y: 2, mine: "R1", theirs: "Y2", rule: "diff-diff", points: 1 },
    ]);
    expect(score.patterns.map((p) => `${p.axis} ${p.facing} ${p.kind} ${p.value}`).sort()).toEqual([
      "horizontal left colour R",
      "horizontal left number 1",
      "vertical up colour G",
    ]);
    expect(score.patterns[0]?.cells).toEqual([
      { x: 0, y: 2 },
      { x: 1, y: 2 },
      { x: 2, y: 2 },
    ]);
  });

  it("a row whose left-facing sides show 4 and blue three times and right-facing yellow three times: 3 patterns, +6", () => {
    // Only two of the 48 tiles have a B4 opposite a yellow side, so this board uses made-up tiles.
    const board = [at(0, 0, "G1Y1R2B4"), at(1, 0, "R3Y2G3B4")];
    const score = scoreSides(board, at(2, 0, "G2Y3R1B4"));
    expect(score.pattern).toBe(6);
    expect(score.patterns.map((p) => `${p.facing} ${p.kind} ${p.value}`).sort()).toEqual([
      "left colour B",
      "left number 4",
      "right colour Y",
    ]);
  });

  it("extending a run of 3 yellows to 4 creates nothing; joining two runs of 2 into 5 creates one pattern", () => {
    const yellowRight = (x: number, n: number) => at(x, 0, `G${n}Y${n}R${n}B${n}`);
    const three = [yellowRight(0, 1), yellowRight(1, 2), yellowRight(2, 3)];
    expect(scoreSides(three, yellowRight(3, 4)).patterns.filter((p) => p.value === "Y")).toEqual([]);
    const twoAndTwo = [yellowRight(0, 1), yellowRight(1, 2), yellowRight(3, 4), yellowRight(4, 1)];
    const joined = scoreSides(twoAndTwo, yellowRight(2, 3)).patterns.filter((p) => p.value === "Y");
    expect(joined).toHaveLength(1);
    expect(joined[0]?.cells).toHaveLength(5);
  });
});

describe("the four rules", () => {
  it("one-side: +1 for touching exactly one tile, nothing for two", () => {
    expect(scoreSides([at(0, 0, "G4B2Y2G1")], at(1, 0, "G4B2Y2G1")).oneSide).toBe(1);
    const two = [at(0, 0, "G4B2Y2G1"), at(1, 1, "G4B2Y2G1")];
    expect(scoreSides(two, at(1, 0, "G4B2Y2G1")).oneSide).toBe(0);
  });

  it("diff-diff: different colours score the difference of their numbers (equal numbers: 0)", () => {
    // placed left side G1 against the neighbour's right side B2 → 1
    const score = scoreSides([at(0, 0, "G4B2Y2G1")], at(1, 0, "G4B2Y2G1"));
    expect(score.sides[0]).toMatchObject({ mine: "G1", theirs: "B2", rule: "diff-diff", points: 1 });
    const equal = scoreSides([at(0, 0, "G1B2Y3R4")], at(1, 0, "G1B2Y3Y2"));
    expect(equal.sides[0]).toMatchObject({ mine: "Y2", theirs: "B2", rule: "diff-diff", points: 0 });
  });

  it("same-same: same colour and number score that number; same colour, other number: nothing", () => {
    const same = scoreSides([at(0, 0, "G1B3Y3R4")], at(1, 0, "G1B2Y3B3"));
    expect(same.sides[0]).toMatchObject({ rule: "same-same", points: 3 });
    expect(same.sameSame).toBe(3);
    const other = scoreSides([at(0, 0, "G1B3Y3R4")], at(1, 0, "G1B2Y3B1"));
    expect(other.sides[0]).toMatchObject({ rule: "none", points: 0 });
  });

  it("patterns count only sides facing along their axis: three yellows facing down in a row are none", () => {
    const row = [at(0, 0, "G1B2Y3R4"), at(1, 0, "G2B3Y4R1")];
    const score = scoreSides(row, at(2, 0, "G3R4Y1B2"));
    expect(score.patterns.filter((p) => p.facing === "down" || p.facing === "up")).toEqual([]);
  });

  it("colour and number are separate patterns, as are the two facings of an axis", () => {
    const row = [at(0, 0, "G1B1G1B1"), at(1, 0, "G1B1G1B1")];
    expect(scoreSides(row, at(2, 0, "G1B1G1B1")).patterns).toHaveLength(4);
  });

  it("never more than 8 patterns, and the total is the sum of the rules", () => {
    fc.assert(
      fc.property(
        // Distinct tiles of the set: the last one is placed, the others lie on random cells.
        fc.shuffledSubarray([...TILES], { minLength: 2, maxLength: 21 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: -2, max: 2 }),
            fc.integer({ min: -2, max: 2 }),
            fc.constantFrom(0, 1, 2, 3),
          ),
          { minLength: 20, maxLength: 20 },
        ),
        fc.constantFrom(0, 1, 2, 3),
        (tiles, cells, rotation) => {
          const tile = tiles.at(-1)!;
          const board = new Map<string, PlacedTile>();
          tiles.slice(0, -1).forEach((t, i) => {
            const [x, y, r] = cells[i]!;
            board.set(`${x},${y}`, at(x, y, t, r as 0));
          });
          const placed = [...board.values()];
          for (let x = -3; x <= 3; x++)
            for (let y = -3; y <= 3; y++) {
              const result = tryScorePlacement(placed, at(x, y, tile, rotation as 0));
              if (!result.ok) continue;
              const s = result.value;
              expect(s.patterns.length).toBeLessThanOrEqual(8);
              expect(s.total).toBe(s.oneSide + s.diffDiff + s.sameSame + s.pattern);
              expect(s.diffDiff + s.sameSame).toBe(s.sides.reduce((n, side) => n + side.points, 0));
            }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("illegal placements", () => {
  const board = [at(0, 0, "G4B2Y2G1")];
  it.each([
    ["occupied", at(0, 0, "G3R1Y4G3")],
    ["no-neighbour", at(2, 0, "G3R1Y4G3")],
    ["bad-tile", at(1, 0, "G5R1Y4G3")],
    ["unknown-tile", at(1, 0, "G1Y2R3B4")],
    ["tile-used", at(1, 0, "G4B2Y2G1")],
    ["tile-used", at(1, 0, "Y2G1G4B2")],
    ["bad-rotation", { x: 1, y: 0, tile: "G3R1Y4G3", rotation: 4 } as unknown as PlacedTile],
    ["bad-cell", { x: 0.5, y: 0, tile: "G3R1Y4G3", rotation: 0 } as PlacedTile],
  ])("%s: %j", (code, placed) => {
    expect(checkPlacement(board, placed)?.code).toBe(code);
    expect(() => scorePlacement(board, placed)).toThrow(RangeError);
  });

  it("a board with two tiles on one cell", () => {
    expect(checkPlacement([...board, at(0, 0, "G3R1Y4G3")], at(1, 0, "G2Y3R1G3"))?.code).toBe("occupied");
  });

  it("a board with a tile that is not one of the 48, or with one of them twice", () => {
    expect(checkPlacement([...board, at(0, 1, "G1Y2R3B4")], at(1, 0, "G2Y3R1G3"))).toEqual({
      code: "unknown-tile",
      message: "'G1Y2R3B4' is not one of the 48 Ruhd tiles, read clockwise from any side.",
    });
    expect(checkPlacement([...board, at(0, 1, "B2Y2G1G4", 2)], at(1, 0, "G2Y3R1G3"))).toEqual({
      code: "tile-used",
      message: "G4B2Y2G1 (written B2Y2G1G4) is already on the board at (0, 0): there is one of each tile.",
    });
  });
});

describe("the 48 tiles, read from any side", () => {
  it("identifies each tile written from each of its four sides, and nothing else", () => {
    expect(identifyTile("G4B2Y2G1")).toEqual({ tile: "G4B2Y2G1", turns: 0 });
    // Turned once clockwise the left side G1 is up: G1 G4 B2 Y2.
    expect(identifyTile("G1G4B2Y2")).toEqual({ tile: "G4B2Y2G1", turns: 1 });
    expect(identifyTile("Y2G1G4B2")).toEqual({ tile: "G4B2Y2G1", turns: 2 });
    expect(identifyTile("B2Y2G1G4")).toEqual({ tile: "G4B2Y2G1", turns: 3 });
    for (const code of ["G1Y2R3B4", "G1B1G1B1", "G4G1Y2B2", "g4b2y2g1", "G4B2Y2G", "", "G5B2Y2G1"]) {
      expect(identifyTile(code)).toBeNull();
    }
    expect(identifyTile(undefined as unknown as string)).toBeNull();
    expect(identifyTile("toString")).toBeNull();
    expect(identifyTile("__proto__")).toBeNull();
    // 48 tiles, none reading the same from two sides: 192 ways to write them.
    const written = new Set<string>();
    for (const tile of TILES) {
      const sides = tileSides(tile)!;
      for (const turns of [0, 1, 2, 3] as const) {
        const code = [0, 1, 2, 3].map((d) => {
          const side = sideFacing(sides, turns, d as 0);
          return `${side.colour}${side.number}`;
        });
        written.add(code.join(""));
        expect(identifyTile(code.join(""))).toEqual({ tile, turns });
      }
    }
    expect(written.size).toBe(4 * 48);
  });

  it("scores a tile written from another side as the listed tile turned to match", () => {
    const L = [at(0, 0, "G3R1Y4G3"), at(1, 0, "G2Y3R1G3", 1), at(0, 1, "R4Y2G2R1", 3)];
    for (const rotation of [0, 1, 2, 3] as const) {
      const written = at(1, 1, "B2Y2G1G4", rotation);
      const listed = listedPlacement(written)!;
      expect(listed).toEqual(at(1, 1, "G4B2Y2G1", ((rotation + 3) % 4) as 0));
      expect(scorePlacement(L, written)).toEqual(scorePlacement(L, listed));
    }
    expect(listedPlacement(at(1, 1, "G1Y2R3B4"))).toBeNull();
    expect(listedPlacement({ ...at(1, 1, "G4B2Y2G1"), rotation: 5 as 0 })).toBeNull();
  });

  it("checkNewTile: a tile may join a board wherever it goes unless it is none of the 48 or already there", () => {
    const board = [at(0, 0, "G4B2Y2G1"), at(1, 0, "G3R1Y4G3")];
    expect(checkNewTile(board, at(7, 7, "G2Y3R1G3"))).toBeNull();
    expect(checkNewTile(board, at(7, 7, "G1Y2R3B4"))?.code).toBe("unknown-tile");
    expect(checkNewTile(board, at(7, 7, "G1G4B2Y2"))).toEqual({
      code: "tile-used",
      message: "G4B2Y2G1 (written G1G4B2Y2) is already on the board at (0, 0): there is one of each tile.",
    });
    expect(checkNewTile(board, at(7, 7, "G3R1Y4G3"))?.message).toBe(
      "G3R1Y4G3 is already on the board at (1, 0): there is one of each tile.",
    );
  });
});

describe("openCellsOf", () => {
  it("lists every empty cell next to a tile, once, and nothing for a malformed board", () => {
    const cells = openCellsOf([at(0, 0, "G4B2Y2G1"), at(1, 0, "G3R1Y4G3")]);
    const keys = cells.map((c) => `${c.x},${c.y}`).sort();
    expect(keys).toEqual(["-1,0", "0,-1", "0,1", "1,-1", "1,1", "2,0"]);
    expect(openCellsOf([at(0, 0, "G4B2Y2G1"), at(0, 0, "G3R1Y4G3")])).toEqual([]);
  });
});
