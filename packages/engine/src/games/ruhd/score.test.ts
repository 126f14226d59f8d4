import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openCellsOf, type PlacedTile } from "./board.js";
import { checkPlacement, scorePlacement, tryScorePlacement } from "./score.js";
import { sideFacing, tileSides } from "./tile.js";
import { TILES } from "./tiles.js";

const at = (x: number, y: number, tile: string, rotation: 0 | 1 | 2 | 3 = 0): PlacedTile => ({
  x,
  y,
  tile,
  rotation,
});

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
    const score = scorePlacement(board, at(2, 0, "G2Y3R1B4"));
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
    expect(scorePlacement(three, yellowRight(3, 4)).patterns.filter((p) => p.value === "Y")).toEqual([]);
    const twoAndTwo = [yellowRight(0, 1), yellowRight(1, 2), yellowRight(3, 4), yellowRight(4, 1)];
    const joined = scorePlacement(twoAndTwo, yellowRight(2, 3)).patterns.filter((p) => p.value === "Y");
    expect(joined).toHaveLength(1);
    expect(joined[0]?.cells).toHaveLength(5);
  });
});

describe("the four rules", () => {
  it("one-side: +1 for touching exactly one tile, nothing for two", () => {
    expect(scorePlacement([at(0, 0, "G4B2Y2G1")], at(1, 0, "G4B2Y2G1")).oneSide).toBe(1);
    const two = [at(0, 0, "G4B2Y2G1"), at(1, 1, "G4B2Y2G1")];
    expect(scorePlacement(two, at(1, 0, "G4B2Y2G1")).oneSide).toBe(0);
  });

  it("diff-diff: different colours score the difference of their numbers (equal numbers: 0)", () => {
    // placed left side G1 against the neighbour's right side B2 → 1
    const score = scorePlacement([at(0, 0, "G4B2Y2G1")], at(1, 0, "G4B2Y2G1"));
    expect(score.sides[0]).toMatchObject({ mine: "G1", theirs: "B2", rule: "diff-diff", points: 1 });
    const equal = scorePlacement([at(0, 0, "G1B2Y3R4")], at(1, 0, "G1B2Y3Y2"));
    expect(equal.sides[0]).toMatchObject({ mine: "Y2", theirs: "B2", rule: "diff-diff", points: 0 });
  });

  it("same-same: same colour and number score that number; same colour, other number: nothing", () => {
    const same = scorePlacement([at(0, 0, "G1B3Y3R4")], at(1, 0, "G1B2Y3B3"));
    expect(same.sides[0]).toMatchObject({ rule: "same-same", points: 3 });
    expect(same.sameSame).toBe(3);
    const other = scorePlacement([at(0, 0, "G1B3Y3R4")], at(1, 0, "G1B2Y3B1"));
    expect(other.sides[0]).toMatchObject({ rule: "none", points: 0 });
  });

  it("patterns count only sides facing along their axis: three yellows facing down in a row are none", () => {
    const row = [at(0, 0, "G1B2Y3R4"), at(1, 0, "G2B3Y4R1")];
    const score = scorePlacement(row, at(2, 0, "G3R4Y1B2"));
    expect(score.patterns.filter((p) => p.facing === "down" || p.facing === "up")).toEqual([]);
  });

  it("colour and number are separate patterns, as are the two facings of an axis", () => {
    const row = [at(0, 0, "G1B1G1B1"), at(1, 0, "G1B1G1B1")];
    expect(scorePlacement(row, at(2, 0, "G1B1G1B1")).patterns).toHaveLength(4);
  });

  it("never more than 8 patterns, and the total is the sum of the rules", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: -2, max: 2 }),
            fc.integer({ min: -2, max: 2 }),
            fc.constantFrom(...TILES),
            fc.constantFrom(0, 1, 2, 3),
          ),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        fc.constantFrom(...TILES),
        fc.constantFrom(0, 1, 2, 3),
        (cells, tile, rotation) => {
          const board = new Map<string, PlacedTile>();
          for (const [x, y, t, r] of cells) board.set(`${x},${y}`, at(x, y, t, r as 0));
          const tiles = [...board.values()];
          for (let x = -3; x <= 3; x++)
            for (let y = -3; y <= 3; y++) {
              const result = tryScorePlacement(tiles, at(x, y, tile, rotation as 0));
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
    ["bad-rotation", { x: 1, y: 0, tile: "G3R1Y4G3", rotation: 4 } as unknown as PlacedTile],
    ["bad-cell", { x: 0.5, y: 0, tile: "G3R1Y4G3", rotation: 0 } as PlacedTile],
  ])("%s", (code, placed) => {
    expect(checkPlacement(board, placed)?.code).toBe(code);
    expect(() => scorePlacement(board, placed)).toThrow(RangeError);
  });

  it("a board with two tiles on one cell", () => {
    expect(checkPlacement([...board, at(0, 0, "G3R1Y4G3")], at(1, 0, "G2Y3R1G3"))?.code).toBe("occupied");
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
