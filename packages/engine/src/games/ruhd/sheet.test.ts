import { START_CELLS, type PlacedTile } from "./board.js";
import type { Rotation } from "./tile.js";
import { TILES } from "./tiles.js";
import { describe, expect, it } from "vitest";
import {
  addPlayer,
  boardOf,
  canUndo,
  creditTo,
  evaluate,
  fromSaved,
  linesOf,
  newGame,
  newSheet,
  openCellsFor,
  place,
  playerName,
  removePlayer,
  renamePlayer,
  setFirstPlayer,
  toSaved,
  totals,
  turnOf,
  undo,
  usedTiles,
  type Sheet,
} from "./sheet.js";
import { MAX_PLAYERS, MIN_PLAYERS } from "./table.js";

const at = (x: number, y: number, tile: string, rotation: Rotation = 0): PlacedTile => ({
  x,
  y,
  tile,
  rotation,
});

/** Unwraps a result the test expects to succeed. */
function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(`refused: ${result.error.message}`);
  return result.value;
}

function layAll(sheet: Sheet, tiles: readonly PlacedTile[]): Sheet {
  return tiles.reduce((s, t) => must(place(s, t)), sheet);
}

/** The rulebook's worked example: the five tiles, and an L of three other tiles. */
const EXAMPLE = ["G3Y3G2R1", "R4Y2G2R1", "G1B4R4G2", "G3Y2B2G4", "G4B1G3R1"];
const L_TILES = TILES.filter((t) => !EXAMPLE.includes(t)).slice(0, START_CELLS.length);
const L = START_CELLS.map((c, i) => at(c.x, c.y, L_TILES[i]!, ((i + 1) % 4) as Rotation));
const BEFORE_TEN = [at(0, 2, "G3Y3G2R1"), at(1, 2, "R4Y2G2R1"), at(2, 0, "G1B4R4G2"), at(2, 1, "G3Y2B2G4")];
const TEN = at(2, 2, "G4B1G3R1");

describe("players", () => {
  it("starts with two players named by seat, names editable and cut to a length", () => {
    const sheet = newSheet();
    expect(sheet.players).toHaveLength(MIN_PLAYERS);
    expect(playerName(sheet, 1)).toBe("Player 2");
    const named = renamePlayer(sheet, 1, "Ada");
    expect(playerName(named, 1)).toBe("Ada");
    expect(playerName(renamePlayer(sheet, 0, "   "), 0)).toBe("Player 1");
    expect(renamePlayer(sheet, 0, "x".repeat(100)).players[0]!.length).toBeLessThan(100);
    expect(sheet.players).toEqual(["", ""]);
  });

  it("takes 2 to 11 players, added and removed only before the first scored turn", () => {
    expect(MAX_PLAYERS).toBe(11);
    let sheet = newSheet();
    expect(removePlayer(sheet, 0)).toMatchObject({ ok: false, error: { code: "too-few-players" } });
    while (sheet.players.length < MAX_PLAYERS) sheet = must(addPlayer(sheet));
    expect(must(removePlayer(sheet, 0)).players).toHaveLength(MAX_PLAYERS - 1);
    expect(addPlayer(sheet)).toMatchObject({ ok: false, error: { code: "too-many-players" } });
    const started = layAll(newSheet(["A", "B", "C"]), [...L, BEFORE_TEN[0]!]);
    expect(addPlayer(started)).toMatchObject({ ok: false, error: { code: "game-started" } });
    expect(removePlayer(started, 2)).toMatchObject({ ok: false, error: { code: "game-started" } });
    // Renaming stays possible.
    expect(renamePlayer(started, 2, "Cy").players[2]).toBe("Cy");
  });

  it("removing a player keeps the same starting player", () => {
    const sheet = setFirstPlayer(newSheet(["A", "B", "C"]), 2);
    const removed = must(removePlayer(sheet, 0));
    expect(removed.players).toEqual(["B", "C"]);
    expect(playerName(removed, removed.firstPlayer)).toBe("C");
    expect(must(removePlayer(sheet, 2)).firstPlayer).toBe(1);
  });
});

describe("the starting L", () => {
  it("fills (0,0), (1,0) and (0,1) in any order and rotation, unscored, before anything else", () => {
    let sheet = newSheet();
    expect(openCellsFor(sheet)).toEqual(START_CELLS);
    expect(evaluate(sheet, at(0, 0, L_TILES[0]!, 3))).toEqual({ ok: true, value: null });
    expect(place(sheet, at(2, 0, L_TILES[0]!))).toMatchObject({ ok: false, error: { code: "not-the-l" } });
    sheet = must(place(sheet, at(0, 1, L_TILES[0]!, 2)));
    expect(openCellsFor(sheet)).toEqual([START_CELLS[0], START_CELLS[1]]);
    expect(place(sheet, at(0, 1, L_TILES[1]!))).toMatchObject({ ok: false, error: { code: "occupied" } });
    sheet = layAll(sheet, [at(0, 0, L_TILES[1]!), at(1, 0, L_TILES[2]!)]);
    expect(sheet.placements).toEqual([]);
    expect(totals(sheet)).toEqual([0, 0]);
    // Once the L is down, tiles go next to it and are scored.
    expect(openCellsFor(sheet)).toHaveLength(7);
  });
});

describe("placements", () => {
  it("scores the rulebook's worked example: 10 points, rule by rule", () => {
    const sheet = layAll(newSheet(["Ada", "Ben"]), [...L, ...BEFORE_TEN]);
    const preview = must(evaluate(sheet, TEN));
    expect(preview).toMatchObject({ oneSide: 0, diffDiff: 1, sameSame: 3, pattern: 6, total: 10 });
    const after = must(place(sheet, TEN));
    expect(after.placements.at(-1)).toMatchObject({ placed: TEN, player: 0, score: { total: 10 } });
    // Ada played turns 1, 3 and 5; Ben 2 and 4.
    expect(linesOf(after, 0).map((l) => l.turn)).toEqual([1, 3, 5]);
    const ada = linesOf(after, 0);
    expect(ada.at(-1)!.runningTotal).toBe(totals(after)[0]);
    expect(ada.at(-1)!.runningTotal - ada.at(-2)!.runningTotal).toBe(10);
    expect(totals(after).reduce((a, b) => a + b)).toBe(
      after.placements.reduce((sum, p) => sum + p.score.total, 0),
    );
  });

  it("refuses with the engine's message an occupied cell or a cell with no neighbour", () => {
    const sheet = layAll(newSheet(), L);
    const occupied = place(sheet, at(1, 0, EXAMPLE[0]!));
    expect(occupied).toMatchObject({ ok: false, error: { code: "occupied" } });
    if (!occupied.ok) expect(occupied.error.message).toMatch(/already holds a tile/);
    const alone = place(sheet, at(5, 5, EXAMPLE[0]!));
    expect(alone).toMatchObject({ ok: false, error: { code: "no-neighbour" } });
    if (!alone.ok) expect(alone.error.message).toMatch(/next to a tile/);
  });

  it("uses each of the 48 tiles at most once, and only those", () => {
    const sheet = layAll(newSheet(), L);
    const again = place(sheet, at(2, 0, L_TILES[0]!));
    expect(again).toMatchObject({ ok: false, error: { code: "tile-used" } });
    if (!again.ok) expect(again.error.message).toContain("(0, 0)");
    expect(place(newSheet(), at(0, 0, "G1G1G1G1"))).toMatchObject({
      ok: false,
      error: { code: "unknown-tile" },
    });
    expect([...usedTiles(sheet)].sort()).toEqual([...L_TILES].sort());
  });

  it("refuses a tile that is none of the 48, during the L and after it, with the engine's message", () => {
    for (const sheet of [newSheet(), layAll(newSheet(), L)]) {
      const refused = evaluate(sheet, at(sheet.start.length === 0 ? 0 : 2, 0, "G1Y2R3B4"));
      expect(refused).toEqual({
        ok: false,
        error: {
          code: "unknown-tile",
          message: "'G1Y2R3B4' is not one of the 48 Ruhd tiles, read clockwise from any side.",
        },
      });
    }
  });

  it("knows a tile whose code is read from another side: the same tile, turned, and used once", () => {
    const sheet = layAll(newSheet(), L);
    // G4R1B3G1 (not on the board) read from its right side is R1B3G1G4.
    const after = must(place(sheet, at(2, 0, "R1B3G1G4", 1)));
    // Kept under the set's code, turned to show the same sides: rotation 1 + 3.
    expect(after.placements.at(-1)!.placed).toEqual(at(2, 0, "G4R1B3G1", 0));
    expect(after.placements.at(-1)!.score).toEqual(must(evaluate(sheet, at(2, 0, "G4R1B3G1", 0))));
    expect(usedTiles(after).has("G4R1B3G1")).toBe(true);
    // Written from yet another side, it is still the tile on the board.
    const again = place(after, at(3, 0, "B3G1G4R1"));
    expect(again).toMatchObject({ ok: false, error: { code: "tile-used" } });
    if (!again.ok) expect(again.error.message).toContain("already on the board at (2, 0)");
    // During the L too: G4B2Y2G1 read from its left side is G1G4B2Y2.
    const l = must(place(newSheet(), at(0, 0, "G1G4B2Y2", 2)));
    expect(l.start).toEqual([at(0, 0, "G4B2Y2G1", 3)]);
    expect(place(l, at(1, 0, "Y2G1G4B2"))).toMatchObject({ ok: false, error: { code: "tile-used" } });
  });

  it("credits each placement to whose turn it is, or to another player, and the turn follows", () => {
    let sheet = setFirstPlayer(layAll(newSheet(["A", "B", "C"]), L), 1);
    expect(turnOf(sheet)).toBe(1);
    sheet = must(place(sheet, BEFORE_TEN[0]!));
    expect(turnOf(sheet)).toBe(2);
    // C was skipped: A played. Then it is B's turn again.
    sheet = must(place(sheet, BEFORE_TEN[1]!, 0));
    expect(sheet.placements.map((p) => p.player)).toEqual([1, 0]);
    expect(turnOf(sheet)).toBe(1);
    // Or fix it afterwards.
    const fixed = must(creditTo(sheet, 1, 2));
    expect(totals(fixed)[2]).toBe(sheet.placements[1]!.score.total);
    expect(totals(fixed)[0]).toBe(0);
    expect(turnOf(fixed)).toBe(0);
    expect(creditTo(sheet, 5, 0)).toMatchObject({ ok: false, error: { code: "bad-placement" } });
    expect(creditTo(sheet, 0, 3)).toMatchObject({ ok: false, error: { code: "bad-player" } });
    expect(place(sheet, BEFORE_TEN[2]!, 7)).toMatchObject({ ok: false, error: { code: "bad-player" } });
  });
});

describe("undo and new game", () => {
  it("takes back the last placement, then the L tile by tile", () => {
    const full = layAll(newSheet(), [...L, ...BEFORE_TEN]);
    let sheet = undo(full);
    expect(sheet.placements).toHaveLength(BEFORE_TEN.length - 1);
    expect(usedTiles(sheet).has(BEFORE_TEN[3]!.tile)).toBe(false);
    expect(turnOf(sheet)).toBe(1);
    for (let i = 0; i < BEFORE_TEN.length - 1; i++) sheet = undo(sheet);
    expect(sheet.placements).toEqual([]);
    expect(sheet.start).toHaveLength(START_CELLS.length);
    sheet = undo(sheet);
    expect(sheet.start).toEqual(L.slice(0, -1));
    sheet = undo(undo(sheet));
    expect(canUndo(sheet)).toBe(false);
    expect(undo(sheet)).toBe(sheet);
    expect(full.placements).toHaveLength(BEFORE_TEN.length);
  });

  it("a new game keeps the players and clears the board", () => {
    const sheet = setFirstPlayer(layAll(newSheet(["A", "B", "C"]), [...L, BEFORE_TEN[0]!]), 2);
    const next = newGame(sheet);
    expect(next).toEqual({ players: ["A", "B", "C"], firstPlayer: 2, start: [], placements: [] });
    expect(boardOf(next)).toEqual([]);
  });
});

describe("saving", () => {
  it("comes back from JSON with the same tiles, players and scores", () => {
    const sheet = must(place(layAll(newSheet(["Ada", "Ben"]), [...L, ...BEFORE_TEN]), TEN, 1));
    const back = fromSaved(JSON.parse(JSON.stringify(toSaved(sheet))));
    expect(back).toEqual(sheet);
    expect(toSaved(sheet)).not.toHaveProperty("placements.0.score");
  });

  it("refuses data that is not a sheet or does not replay", () => {
    const saved = toSaved(layAll(newSheet(), [...L, BEFORE_TEN[0]!]));
    expect(fromSaved(null)).toBeNull();
    expect(fromSaved("x")).toBeNull();
    expect(fromSaved({ ...saved, version: 99 })).toBeNull();
    expect(fromSaved({ ...saved, players: ["solo"] })).toBeNull();
    // A placement before the L is complete, a tile twice, a placement credited to nobody.
    expect(fromSaved({ ...saved, start: saved.start.slice(0, 2) })).toBeNull();
    expect(fromSaved({ ...saved, start: [...saved.start, saved.start[0]] })).toBeNull();
    const twice = { placed: { ...saved.placements[0]!.placed, x: 3, y: 0 }, player: 0 };
    expect(fromSaved({ ...saved, placements: [...saved.placements, twice] })).toBeNull();
    expect(fromSaved({ ...saved, placements: [{ ...saved.placements[0]!, player: 9 }] })).toBeNull();
    expect(fromSaved({ ...saved, start: [{ x: 0, y: 0, tile: L_TILES[0], rotation: 7 }] })).toBeNull();
  });
});
