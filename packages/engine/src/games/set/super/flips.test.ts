import { describe, expect, it } from "vitest";
import { setSuper } from "./game.js";
import { callSet, must, play, table, withGrid } from "./situations.js";

const NO_SET = ["0000", "0001", "0010", "0011"];

describe("flipping", () => {
  it("only the seat whose turn it is may flip", () => {
    const s = table(3);
    const refused = play(s, 1, { type: "flip" }, 0);
    expect(refused.ok || refused.error.code).toBe("not-your-turn");
    expect(must(s, 0, { type: "flip" }, 0).grid).toHaveLength(1);
  });

  it("refuses a flip once every pile is empty", () => {
    const s = { ...table(2), piles: [[], []], turn: null };
    const refused = play(s, 0, { type: "flip" }, 0);
    expect(refused.ok || refused.error.code).toBe("no-cards");
  });

  it("flips automatically autoFlip ms after the turn began", () => {
    const s = table(2, { autoFlip: 8_000 });
    expect(setSuper.nextDeadline(s)).toBe(8_000);
    expect(setSuper.advance(s, 7_999).grid).toHaveLength(0);
    const flipped = setSuper.advance(s, 8_000);
    expect(flipped.grid).toHaveLength(1);
    expect(flipped.turn).toBe(1);
    expect(flipped.turnSince).toBe(8_000);
    expect(flipped.last).toMatchObject({ kind: "flip", seat: 0, auto: true, at: 8_000 });
    // each automatic flip at its own time: the second turn began at 8 s
    const twice = setSuper.advance(s, 16_500);
    expect(twice.grid).toHaveLength(2);
    expect(twice.turnSince).toBe(16_000);
    expect(twice.stats.autoFlips).toBe(2);
  });

  it("a manual flip starts the next turn's clock", () => {
    const s = must(table(2), 0, { type: "flip" }, 3_000);
    expect(setSuper.nextDeadline(s)).toBe(11_000);
  });

  it("never flips by itself with autoFlip 0", () => {
    const s = table(2, { autoFlip: 0 });
    expect(setSuper.nextDeadline(s)).toBeNull();
    expect(setSuper.advance(s, 1_000_000).grid).toHaveLength(0);
  });
});

describe("flips wait for windows", () => {
  const grid = withGrid(table(2, { autoFlip: 8_000, callWindow: 5_000 }), NO_SET);

  it("refuses a flip while a call window is open", () => {
    const calling = must(grid, 1, { type: "call" }, 1_000);
    const refused = play(calling, 0, { type: "flip" }, 2_000);
    expect(refused.ok || refused.error.code).toBe("call-open");
  });

  it("refuses a flip while a super window is open", () => {
    const announced = must(grid, 1, { type: "super" }, 0);
    const running = must(announced, 0, { type: "flip" }, 1_000);
    const refused = play(running, 1, { type: "flip" }, 2_000);
    expect(refused.ok || refused.error.code).toBe("super-window");
  });

  it("a due automatic flip happens when the call window expires", () => {
    const calling = must(grid, 1, { type: "call" }, 6_000);
    expect(setSuper.advance(calling, 10_999).grid).toHaveLength(4);
    const after = setSuper.advance(calling, 11_000);
    expect(after.call).toBeNull();
    expect(after.grid).toHaveLength(5);
    expect(after.last).toMatchObject({ kind: "flip", auto: true, at: 11_000 });
    expect(after.turnSince).toBe(11_000);
  });

  it("a due automatic flip happens when the last pick settles the call", () => {
    const calling = must(grid, 1, { type: "pick", card: "0000" }, 7_000);
    const settled = callSet(calling, 1, ["0001", "0010"], 9_000);
    expect(settled.call).toBeNull();
    expect(settled.grid).toHaveLength(5);
    expect(settled.last).toMatchObject({ kind: "flip", auto: true, at: 9_000 });
  });

  it("a due automatic flip waits for the super window to close", () => {
    const announced = must(grid, 1, { type: "super" }, 0);
    const running = must(announced, 0, { type: "flip" }, 1_000); // window to 11 s, next flip due 9 s
    expect(setSuper.advance(running, 10_999).grid).toHaveLength(5);
    const after = setSuper.advance(running, 11_000);
    expect(after.superRound).toBeNull();
    expect(after.grid).toHaveLength(6);
  });
});
