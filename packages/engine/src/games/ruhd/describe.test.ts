import { describe, expect, it } from "vitest";
import { act, parseOptions } from "../../core/play.js";
import type { PlacedTile } from "./board.js";
import { tileWords } from "./describe.js";
import { ruhdGame, type RuhdAction } from "./game.js";
import type { RuhdOptions } from "./options.js";
import type { RuhdState } from "./state.js";
import { TILES } from "./tiles.js";

/** A table laid by hand: the L, two seats' hands, the deck (top last); seat 0 to play. */
function table(board: PlacedTile[], hands: string[][], deck: string[]): RuhdState {
  const parsed = parseOptions<RuhdOptions>(ruhdGame, { firstPlayer: 0 });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const base = ruhdGame.setup(parsed.value, hands.length, "describe");
  const used = new Set([...board.map((p) => p.tile), ...hands.flat(), ...deck]);
  return { ...base, board, hands, deck, setAside: TILES.filter((t) => !used.has(t)), turn: 0, first: 0 };
}

/** Plays a move as a table does and describes it. */
function describeMove(state: RuhdState, seat: number, action: RuhdAction, name?: string): string {
  const result = act(ruhdGame, state, state.seats, seat, action, 1_000);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return ruhdGame.describe(state, { seat, action, at: 1_000, name }, result.value.state);
}

/** The starting L: (0, 0), (1, 0), (0, 1). */
const L: PlacedTile[] = [
  { x: 0, y: 0, tile: "G4B2Y2G1", rotation: 0 },
  { x: 1, y: 0, tile: "Y4R2B2Y1", rotation: 0 },
  { x: 0, y: 1, tile: "Y3G1B4Y3", rotation: 0 },
];

const place = (tile: string, x: number, y: number, rotation: number): RuhdAction => ({
  type: "place",
  tile,
  x,
  y,
  rotation,
});

describe("Ruhd tiles in words", () => {
  it("name each side by colour and number, clockwise from the top, as the tile is turned", () => {
    expect(tileWords("G4B2Y2G1", 0)).toBe("green 4 up, blue 2 right, yellow 2 down, green 1 left");
    expect(tileWords("G4B2Y2G1", 1)).toBe("green 1 up, green 4 right, blue 2 down, yellow 2 left");
  });
});

describe("Ruhd moves in words", () => {
  it("a placement: the tile, its cell and turn, the sides it shows, the points rule by rule, the draw", () => {
    const s = table(L, [["G3R1Y4G3"], ["G2Y3R1G3"]], ["G3Y2B2G4"]);
    expect(describeMove(s, 0, place("G3R1Y4G3", 2, 0, 1), "Bot 1 (greedy)")).toBe(
      "Bot 1 (greedy) placed G3R1Y4G3 at (2, 0), turned 90° (green 3 up, green 3 right, red 1 down, yellow 4 left): 3 points (one-side 1, different colours 2); drew a tile",
    );
  });

  it("points from one rule alone are not broken down; the last tile ends the game and nobody draws", () => {
    const s = table(L, [["G3Y2B2G4"], []], []);
    expect(describeMove(s, 0, place("G3Y2B2G4", 1, 1, 0))).toBe(
      "Player 1 placed G3Y2B2G4 at (1, 1) (green 3 up, yellow 2 right, blue 2 down, green 4 left): 2 points; the game is over",
    );
  });
});
