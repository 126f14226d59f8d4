import { describe, expect, it } from "vitest";
import { act, parseOptions } from "../../core/play.js";
import { gridOf, openCells } from "./board.js";
import { ruhdGame } from "./game.js";
import type { RuhdOptions } from "./options.js";
import { deckSizeFor, START_CELLS } from "./rules.js";
import { scorePlacement } from "./score.js";
import type { RuhdState } from "./state.js";
import { TILES } from "./tiles.js";
import { ruhdView } from "./view.js";

function options(raw: Record<string, unknown> = {}): RuhdOptions {
  const parsed = parseOptions<RuhdOptions>(ruhdGame, raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const setup = (seats: number, raw: Record<string, unknown> = {}, seed = "ruhd") =>
  ruhdGame.setup(options(raw), seats, seed);

function play(state: RuhdState, seat: number, action: unknown, at = 1): RuhdState {
  const result = act(ruhdGame, state, state.seats, seat, action, at);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value.state as RuhdState;
}

function refused(state: RuhdState, seat: number, action: unknown): string {
  const before = JSON.stringify(state);
  const result = act(ruhdGame, state, state.seats, seat, action, 1);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) throw new Error("expected a refusal");
  expect(result.error.message.length).toBeGreaterThan(10);
  return result.error.code;
}

/** A legal move for the seat to play: its first tile on the first open cell. */
function anyMove(state: RuhdState) {
  const grid = gridOf(state.board);
  if (!grid.ok) throw new Error("bad board");
  const cell = openCells(grid.value)[0]!;
  return { type: "place", tile: state.hands[state.turn]![0]!, x: cell.x, y: cell.y, rotation: 0 };
}

describe("setup", () => {
  it("lays the L, deals 2 tiles each, a 12-tile deck for 2-4 players, and sets the rest aside", () => {
    for (const seats of [2, 3, 4]) {
      const s = setup(seats);
      expect(s.board.map(({ x, y }) => ({ x, y }))).toEqual(START_CELLS);
      expect(s.hands.every((h) => h.length === 2)).toBe(true);
      expect(s.deck).toHaveLength(12);
      expect(s.setAside).toHaveLength(48 - 3 - 2 * seats - 12);
    }
  });

  it("deals 2 deck tiles per player from 5 players on, up to 11 players", () => {
    expect(setup(5).deck).toHaveLength(10);
    const eleven = setup(11);
    expect(eleven.deck).toHaveLength(22);
    expect(eleven.setAside).toHaveLength(48 - 3 - 22 - 22);
    expect(deckSizeFor(options(), 4)).toBe(12);
    expect(ruhdGame.seatCounts).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("uses all 48 tiles, each once", () => {
    const s = setup(3);
    const all = [...s.board.map((t) => t.tile), ...s.hands.flat(), ...s.deck, ...s.setAside];
    expect([...all].sort()).toEqual([...TILES].sort());
  });

  it("turns the starting tiles at random, and picks a random first player unless the host chose one", () => {
    const rotations = new Set<number>();
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const s = setup(3, {}, `s${i}`);
      s.board.forEach((t) => rotations.add(t.rotation));
      firsts.add(s.turn);
    }
    expect(rotations.size).toBe(4);
    expect(firsts.size).toBe(3);
    expect(setup(3, { firstPlayer: 2 }).turn).toBe(2);
    expect(setup(3, { randomStartRotation: false }).board.every((t) => t.rotation === 0)).toBe(true);
  });
});

describe("a turn", () => {
  it("places a tile from the hand, scores it by the four rules, and draws from the deck", () => {
    const s = setup(2, { firstPlayer: 0 });
    const move = anyMove(s);
    const after = play(s, 0, move);
    const expected = scorePlacement(s.board, { x: move.x, y: move.y, tile: move.tile, rotation: 0 });
    expect(after.scores).toEqual([expected.total, 0]);
    expect(after.last?.score).toEqual(expected);
    expect(after.hands[0]).toHaveLength(2);
    expect(after.hands[0]).not.toContain(move.tile);
    expect(after.deck).toHaveLength(11);
    expect(after.turn).toBe(1);
    expect(after.board).toHaveLength(4);
  });

  it("places in any rotation, anywhere next to a tile, holes allowed", () => {
    let s = setup(2, { firstPlayer: 0 });
    const tile = s.hands[0]![0]!;
    s = play(s, 0, { type: "place", tile, x: 2, y: 0, rotation: 3 }); // leaves (1,1) a hole-to-be
    expect(s.board.at(-1)).toEqual({ x: 2, y: 0, tile, rotation: 3 });
  });

  it("refuses illegal moves with clear errors and changes nothing", () => {
    const s = setup(2, { firstPlayer: 0 });
    const tile = s.hands[0]![0]!;
    const other = s.hands[1]![0]!;
    expect(refused(s, 1, { type: "place", tile: other, x: 2, y: 0, rotation: 0 })).toBe("not-your-turn");
    expect(refused(s, 0, { type: "place", tile: other, x: 2, y: 0, rotation: 0 })).toBe("not-in-hand");
    expect(refused(s, 0, { type: "place", tile, x: 0, y: 0, rotation: 0 })).toBe("occupied");
    expect(refused(s, 0, { type: "place", tile, x: 5, y: 5, rotation: 0 })).toBe("no-neighbour");
    expect(refused(s, 0, { type: "place", tile, x: 2, y: 0, rotation: 4 })).toBe("bad-rotation");
    expect(refused(s, 0, { type: "place", tile, x: 2, y: 0, rotation: -1 })).toBe("bad-rotation");
    expect(refused(s, 0, { type: "place", tile, x: 1e9, y: 0, rotation: 0 })).toBe("bad-cell");
    expect(refused(s, 0, { type: "place", tile, x: 2.5, y: 0, rotation: 0 })).toBe("malformed-action");
  });

  it("does not draw once the deck is empty, and ends when the deck and every hand are empty", () => {
    let s = setup(2, { firstPlayer: 1 });
    const turns = [0, 0];
    while (ruhdGame.outcome(s) === null) {
      const seat = s.turn;
      s = play(s, seat, anyMove(s));
      turns[seat]!++;
    }
    expect(turns).toEqual([8, 8]); // 2 in hand + 12 in the deck + 2 in hand = 16 placements
    expect(s.deck).toHaveLength(0);
    expect(s.hands.every((h) => h.length === 0)).toBe(true);
    expect(s.endedAt).not.toBeNull();
    expect(refused(s, 0, { type: "place", tile: "G4B2Y2G1", x: 9, y: 9, rotation: 0 })).toBe("game-over");
  });

  it("everyone gets the same number of turns at any table size", () => {
    for (const seats of [3, 4, 5, 7, 11]) {
      let s = setup(seats, {}, `t${seats}`);
      const turns = Array<number>(seats).fill(0);
      while (ruhdGame.outcome(s) === null) {
        const seat = s.turn;
        s = play(s, seat, anyMove(s));
        turns[seat]!++;
      }
      expect(new Set(turns).size).toBe(1);
    }
  });

  it("most points wins; a tie is a shared win", () => {
    const s: RuhdState = { ...setup(3), endedAt: 9, scores: [20, 31, 31] };
    expect(ruhdGame.outcome(s)).toEqual({ scores: [20, 31, 31], winners: [1, 2] });
    expect(ruhdView(s, 0).winners).toEqual([1, 2]);
  });
});

describe("views", () => {
  it("show a seat its own hand, and of the others, the deck and the set-aside tiles only counts", () => {
    const s = setup(3);
    const view = ruhdView(s, 1);
    expect(view.hand).toEqual(s.hands[1]);
    expect(view.handCounts).toEqual([2, 2, 2]);
    expect(view.deckCount).toBe(12);
    const text = JSON.stringify(view);
    for (const tile of [...s.hands[0]!, ...s.hands[2]!, ...s.deck, ...s.setAside])
      expect(text).not.toContain(tile);
    expect(ruhdView(s, null).hand).toBeNull();
  });

  it("show everyone the last placement's breakdown", () => {
    const s = setup(2, { firstPlayer: 0 });
    const after = play(s, 0, anyMove(s));
    expect(ruhdView(after, 1).last?.score.total).toBe(after.scores[0]);
  });

  it("show who laid each tile, so every placement's score can be told again from the board", () => {
    let s = setup(3, { firstPlayer: 1 });
    while (ruhdGame.outcome(s) === null) {
      const seat = s.turn;
      s = play(s, seat, anyMove(s));
      expect(ruhdView(s, null).placedBy.at(-1)).toBe(seat);
    }
    const { board, placedBy } = ruhdView(s, 0);
    expect(placedBy).toHaveLength(board.length - START_CELLS.length);
    expect(placedBy.slice(0, 3)).toEqual([1, 2, 0]);
    const totals = [0, 0, 0];
    placedBy.forEach((seat, i) => {
      const k = START_CELLS.length + i;
      totals[seat]! += scorePlacement(board.slice(0, k), board[k]!).total;
    });
    expect(totals).toEqual(s.scores);
  });
});

describe("metrics", () => {
  it("split the points between the four rules", () => {
    let s = setup(2, { firstPlayer: 0 });
    while (ruhdGame.outcome(s) === null) s = play(s, s.turn, anyMove(s));
    const m = ruhdGame.metrics(s);
    expect(m.oneSidePoints! + m.diffDiffPoints! + m.sameSamePoints! + m.patternPoints!).toBe(m.points);
    expect(m.points).toBe(s.scores[0]! + s.scores[1]!);
    expect(m.placements).toBe(16);
    expect(m.patternPoints).toBe(2 * m.patterns!);
  });
});
