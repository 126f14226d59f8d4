import { ruhd } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { readsStdin, run } from "../cli.js";
import { expectUsageError } from "../testing/expect.js";
import { describeJsonError, parseRuhdScoreArgs, parseScoreRequest } from "./ruhd-score.js";

// The rulebook's worked example: a placement against a left and a bottom neighbour scores 10.
const BOARD = [
  { x: 0, y: 2, tile: "G3Y3G2R1", rotation: 0 },
  { x: 1, y: 2, tile: "R4Y2G2R1", rotation: 0 },
  { x: 2, y: 1, tile: "G3Y2B2G4", rotation: 0 },
  { x: 2, y: 0, tile: "G1B4R4G2", rotation: 0 },
];
const PLACE = { x: 2, y: 2, tile: "G4B1G3R1", rotation: 0 };
const EXAMPLE = JSON.stringify({ board: BOARD, place: PLACE });

function score(stdin: string, ...args: string[]): ruhd.PlacementScore {
  const result = run(["ruhd-score", ...args], { stdin });
  expect(result.stderr).toBe("");
  expect(result.exitCode).toBe(0);
  return JSON.parse(result.stdout) as ruhd.PlacementScore;
}

function scoreError(stdin: string | undefined, pattern: RegExp | string): void {
  expectUsageError(run(["ruhd-score"], stdin === undefined ? {} : { stdin }), pattern);
}

describe("parlor ruhd-score", () => {
  it("scores the rulebook's worked example: 10 points, rule by rule", () => {
    const result = run(["ruhd-score"], { stdin: EXAMPLE });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^\{[^\n]*\}\n$/);
    const points = JSON.parse(result.stdout) as ruhd.PlacementScore;
    expect(points).toMatchObject({ oneSide: 0, diffDiff: 1, sameSame: 3, pattern: 6, total: 10 });
    expect(points.sides).toHaveLength(2);
    expect(points.patterns).toHaveLength(3);
  });

  it("prints exactly what the engine's tryScorePlacement returns", () => {
    const expected = ruhd.tryScorePlacement(BOARD as ruhd.PlacedTile[], PLACE as ruhd.PlacedTile);
    expect(expected.ok).toBe(true);
    if (expected.ok) expect(score(EXAMPLE)).toEqual(expected.value);
  });

  it("--pretty indents the JSON", () => {
    const result = run(["ruhd-score", "--pretty"], { stdin: EXAMPLE });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^\{\n {2}"oneSide": 0,\n/);
    expect(JSON.parse(result.stdout)).toEqual(score(EXAMPLE));
  });

  it("accepts surrounding whitespace, a byte order mark and extra keys", () => {
    const input = `\uFEFF\n  ${JSON.stringify({ board: BOARD, place: { ...PLACE, note: "mine" }, by: "me" })}\n\n`;
    expect(score(input).total).toBe(10);
  });

  it("scores a single touching tile with the one-side rule", () => {
    const input = JSON.stringify({
      board: [{ x: 0, y: 0, tile: "G4B2Y2G1", rotation: 0 }],
      place: { x: 1, y: 0, tile: "Y4R2B2Y1", rotation: 1 },
    });
    // Turned once, the placed tile's left side is its former bottom, B2, against the neighbour's B2.
    expect(score(input)).toMatchObject({ oneSide: 1, diffDiff: 0, sameSame: 2, pattern: 0, total: 3 });
  });

  it("says how to pipe the input when standard input is a terminal (not read)", () => {
    scoreError(undefined, /ruhd-score: pipe the placement as JSON to standard input.*parlor help ruhd-score/);
  });

  it.each(["", "   \n\t", "\uFEFF"])("rejects empty input %j", (stdin) => {
    scoreError(
      stdin,
      /ruhd-score: the input is empty; it should be \{ "board": \[tile, \.\.\.\], "place": tile \}/,
    );
  });

  it.each([
    ['{"board": [1,2', /not JSON: expected ',' or '\]' after array element at line 1, column 15\n$/],
    [
      '{\n  "board": [],\n  "place": {"x": 1,}\n}',
      /not JSON: expected double-quoted property name at line 3, column 20\n$/,
    ],
    ['{"board": []} x', /not JSON: unexpected non-whitespace character after JSON at line 1, column 15\n$/],
    ['{"board": ', /not JSON: unexpected end of JSON input\n$/],
    ["board", /not JSON: unexpected token 'b'\n$/],
  ])("rejects input that is not JSON, saying where when JSON.parse does: %j", (stdin, pattern) => {
    scoreError(stdin, pattern);
  });

  it("describes JSON.parse errors in one line, without a copy of the input", () => {
    const text = "[1,\n2,\n}";
    let error: unknown;
    try {
      JSON.parse(text);
    } catch (e) {
      error = e;
    }
    expect(describeJsonError(text, error)).toMatch(/^unexpected token '\}'( at line 3, column 1)?$/);
    expect(describeJsonError("x", new SyntaxError("Odd in JSON at position 0 (line 1 column 1)"))).toBe(
      "odd at line 1, column 1",
    );
    expect(describeJsonError("x", "weird")).toBe("weird");
  });

  it.each([
    ["[]", /the input must be an object \{ "board"/],
    ["42", /the input must be an object .*, not 42\n$/],
    ["null", /the input must be an object .*, not null\n$/],
    [JSON.stringify({ place: PLACE }), /the input has no "board"; it should be/],
    [JSON.stringify({ board: BOARD }), /the input has no "place"; it should be/],
    [JSON.stringify({ board: {}, place: PLACE }), /"board" must be an array of tiles, not \{\}\n$/],
    [
      JSON.stringify({ board: "G4B2Y2G1", place: PLACE }),
      /"board" must be an array of tiles, not "G4B2Y2G1"\n$/,
    ],
    [
      JSON.stringify({ board: BOARD, place: null }),
      /place must be a tile \{ "x", "y", "tile", "rotation" \}, not null\n$/,
    ],
    [
      JSON.stringify({ board: BOARD, place: [PLACE] }),
      /place must be a tile .*, not \[\{"x":2,"y":2,"tile":"G4B1G3R1",".../,
    ],
    [
      JSON.stringify({ board: [...BOARD, "G4B2Y2G1"], place: PLACE }),
      /board\[4\] must be a tile .*, not "G4B2Y2G1"\n$/,
    ],
    [JSON.stringify({ board: BOARD, place: { ...PLACE, x: "2" } }), /place\.x must be a number, not "2"\n$/],
    [
      JSON.stringify({ board: BOARD, place: { ...PLACE, tile: 7 } }),
      /place\.tile must be a string, not 7\n$/,
    ],
    [
      JSON.stringify({ board: BOARD, place: { ...PLACE, rotation: null } }),
      /place\.rotation must be a number, not null\n$/,
    ],
    [JSON.stringify({ board: BOARD, place: { x: 2, y: 2, tile: "G4B1G3R1" } }), /place has no "rotation"\n$/],
    [
      JSON.stringify({ board: [BOARD[0], { ...BOARD[1], y: [2] }], place: PLACE }),
      /board\[1\]\.y must be a number, not \[2\]\n$/,
    ],
  ])("rejects input of the wrong shape: %s", (stdin, pattern) => {
    scoreError(stdin, pattern);
  });

  it.each([
    [{ ...PLACE, x: 0, y: 2 }, "ruhd-score: occupied: The cell (0, 2) already holds a tile."],
    [
      { ...PLACE, x: 5, y: 5 },
      "ruhd-score: no-neighbour: A tile must go next to a tile already on the board",
    ],
    [{ ...PLACE, tile: "G4B1G3" }, "ruhd-score: bad-tile: 'G4B1G3' is not a tile"],
    [{ ...PLACE, rotation: 4 }, "ruhd-score: bad-rotation: A rotation is 0, 1, 2 or 3"],
    [{ ...PLACE, x: 2.5 }, "ruhd-score: bad-cell: A cell is a pair of whole numbers"],
    [{ ...PLACE, y: 1e9 }, "ruhd-score: bad-cell: A cell is a pair of whole numbers"],
  ])("rejects an illegal placement with the engine's code and message: %j", (place, message) => {
    const result = run(["ruhd-score"], { stdin: JSON.stringify({ board: BOARD, place }) });
    expectUsageError(result, message);
    expect(result.stderr.startsWith(`parlor: ${message}`)).toBe(true);
  });

  it("rejects a board with two tiles on one cell, with the engine's code", () => {
    const board = [...BOARD, { ...BOARD[0], tile: "G4B2Y2G1" }];
    scoreError(
      JSON.stringify({ board, place: PLACE }),
      /^parlor: ruhd-score: occupied: Two tiles on the cell \(0, 2\)\.\n$/,
    );
  });

  it("refuses a tile that is not one of the 48, on the board or placed: one parlor: line, exit 2", () => {
    const placed = run(["ruhd-score"], {
      stdin: JSON.stringify({ board: BOARD, place: { ...PLACE, tile: "G1Y2R3B4" } }),
    });
    expectUsageError(placed, "ruhd-score: unknown-tile: 'G1Y2R3B4' is not one of the 48 Ruhd tiles");
    expect(placed.stderr).toBe(
      "parlor: ruhd-score: unknown-tile: 'G1Y2R3B4' is not one of the 48 Ruhd tiles, read clockwise from any side.\n",
    );
    const board = [BOARD[0], { ...BOARD[1], tile: "G1G1G1G1" }, BOARD[2], BOARD[3]];
    scoreError(
      JSON.stringify({ board, place: PLACE }),
      /^parlor: ruhd-score: board\[1\]: unknown-tile: 'G1G1G1G1' is not one of the 48 Ruhd tiles/,
    );
  });

  it("refuses a tile of the set twice, however its code is written: there is one of each", () => {
    // G3Y3G2R1 read from its left side is R1G3Y3G2.
    scoreError(
      JSON.stringify({ board: BOARD, place: { ...PLACE, tile: "R1G3Y3G2" } }),
      /^parlor: ruhd-score: tile-used: G3Y3G2R1 \(written R1G3Y3G2\) is already on the board at \(0, 2\): there is one of each tile\.\n$/,
    );
    const board = [...BOARD, { x: 3, y: 0, tile: "G3Y2B2G4", rotation: 2 }];
    scoreError(
      JSON.stringify({ board, place: PLACE }),
      /^parlor: ruhd-score: board\[4\]: tile-used: G3Y2B2G4 is already on the board at \(2, 1\)/,
    );
  });

  it("accepts a tile's code read clockwise from any side: the same tile, turned", () => {
    // G4B1G3R1 read from its left side (R1G4B1G3) at rotation 3 shows the sides of G4B1G3R1 at 0.
    const turned = JSON.stringify({ board: BOARD, place: { ...PLACE, tile: "R1G4B1G3", rotation: 3 } });
    expect(score(turned)).toEqual(score(EXAMPLE));
  });

  it("rejects arguments: flags other than --pretty, and positionals", () => {
    expectUsageError(run(["ruhd-score", "--json"], { stdin: EXAMPLE }), /ruhd-score: unknown flag '--json'/);
    expectUsageError(
      run(["ruhd-score", "board.json"], { stdin: EXAMPLE }),
      /ruhd-score: unexpected argument 'board.json'/,
    );
    expectUsageError(
      run(["ruhd-score", "--pretty=yes"], { stdin: EXAMPLE }),
      /--pretty does not take a value/,
    );
    expect(parseRuhdScoreArgs([])).toEqual({ pretty: false });
    expect(parseRuhdScoreArgs(["--pretty"])).toEqual({ pretty: true });
  });

  it("checks the JSON types and hands the tiles to the engine unchanged", () => {
    expect(parseScoreRequest(EXAMPLE)).toEqual({ board: BOARD, place: PLACE });
  });

  it("is the only command that reads standard input", () => {
    expect(readsStdin(["ruhd-score", "--pretty"])).toBe(true);
    for (const argv of [[], ["sets", "0000"], ["simulate", "set-pc"], ["bench"], ["help", "ruhd-score"]]) {
      expect(readsStdin(argv)).toBe(false);
    }
    // Other commands ignore what they are given.
    expect(run(["sets", "0000", "1111", "2222"], { stdin: "ignored" }).stdout).toBe(
      '[["0000","1111","2222"]]\n',
    );
  });
});
