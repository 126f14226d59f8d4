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
    expect(flipped.events.at(-1)).toMatchObject({ kind: "flip", seat: 0, auto: true, at: 8_000 });
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
  // Without breathing room (windowGap 0), a due flip comes the instant a window closes.
  const grid = withGrid(table(2, { autoFlip: 8_000, callWindow: 5_000, windowGap: 0 }), NO_SET);

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
    expect(after.events.map((e) => e.kind).slice(-2)).toEqual(["timeout", "flip"]);
    expect(after.events.at(-1)).toMatchObject({ kind: "flip", auto: true, at: 11_000 });
    expect(after.turnSince).toBe(11_000);
  });

  it("a due automatic flip happens when the last pick settles the call", () => {
    const calling = must(grid, 1, { type: "pick", card: "0000" }, 7_000);
    const settled = callSet(calling, 1, ["0001", "0010"], 9_000);
    expect(settled.call).toBeNull();
    expect(settled.grid).toHaveLength(5);
    expect(settled.events.at(-1)).toMatchObject({ kind: "flip", auto: true, at: 9_000 });
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

describe("breathing room after a window (windowGap)", () => {
  const options = { autoFlip: 8_000, callWindow: 5_000, windowGap: 1_500 };
  const grid = withGrid(table(2, options), NO_SET);

  it("defaults to 1.5 s", () => {
    expect(table(2).options.windowGap).toBe(1_500);
  });

  it("after a call window closes, a flip by hand waits windowGap", () => {
    const expired = setSuper.advance(must(grid, 1, { type: "call" }, 1_000), 6_000);
    expect(expired.call).toBeNull();
    for (const at of [6_000, 7_499]) {
      const early = play(expired, 0, { type: "flip" }, at);
      expect(early.ok || early.error.code).toBe("window-gap");
      expect(early.ok || early.error.message).toMatch(/^Wait \d+\.\d s before flipping/);
    }
    expect(setSuper.view(expired, 0).flipFrom).toBe(7_500);
    const flipped = must(expired, 0, { type: "flip" }, 7_500);
    expect(flipped.events.at(-1)).toMatchObject({ kind: "flip", seat: 0, auto: false, at: 7_500 });
  });

  it("so does a flip after a settled call, and after a super round", () => {
    const settled = callSet(grid, 1, ["0000", "0001", "0010"], 2_000);
    const early = play(settled, 0, { type: "flip" }, 3_000);
    expect(early.ok || early.error.code).toBe("window-gap");
    expect(must(settled, 0, { type: "flip" }, 3_500).grid).toHaveLength(5);

    const running = must(must(grid, 1, { type: "super" }, 0), 0, { type: "flip" }, 1_000);
    const missed = setSuper.advance(running, 11_000); // the super window closes at 11 s
    expect(missed.superRound).toBeNull();
    const tooSoon = play(missed, 1, { type: "flip" }, 12_000);
    expect(tooSoon.ok || tooSoon.error.code).toBe("window-gap");
    expect(must(missed, 1, { type: "flip" }, 12_500).grid).toHaveLength(6);
  });

  it("an overdue automatic flip waits windowGap more, so the player whose turn it is can flip by hand first", () => {
    const calling = must(grid, 1, { type: "call" }, 6_000); // the automatic flip was due at 8 s
    const expired = setSuper.advance(calling, 11_000); // the window closes at 11 s
    expect(setSuper.nextDeadline(expired)).toBe(14_000);
    expect(setSuper.view(expired, 0)).toMatchObject({ flipFrom: 12_500, flipDue: 14_000 });
    expect(setSuper.advance(expired, 13_999).grid).toHaveLength(4);
    const byHand = must(expired, 0, { type: "flip" }, 13_000);
    expect(byHand.events.at(-1)).toMatchObject({ kind: "flip", auto: false, at: 13_000 });
    const auto = setSuper.advance(expired, 14_000);
    expect(auto.events.at(-1)).toMatchObject({ kind: "flip", auto: true, at: 14_000 });
  });

  it("everyone may announce a super round during the breathing room; it starts with the next flip", () => {
    const expired = setSuper.advance(must(grid, 1, { type: "call" }, 1_000), 6_000);
    expect(expired.locked).toEqual([false, true]); // the caller could not pay
    const announced = must(expired, 0, { type: "super" }, 6_200);
    const flipped = must(announced, 0, { type: "flip" }, 7_500);
    expect(flipped.superRound).toMatchObject({ phase: "running", participants: [0] });
  });

  it("only the next flip waits: a flip ends the breathing room", () => {
    const expired = setSuper.advance(must(grid, 1, { type: "call" }, 1_000), 6_000);
    const flipped = must(expired, 0, { type: "flip" }, 7_500);
    expect(setSuper.view(flipped, 1).flipFrom).toBe(0);
    expect(setSuper.nextDeadline(flipped)).toBe(7_500 + 8_000);
    expect(must(flipped, 1, { type: "flip" }, 7_600).grid).toHaveLength(6);
  });
});
