import { describe, expect, it } from "vitest";
import { playing, refusal, run, trick } from "./situations.js";

const play = (card: string) => ({ type: "play", card }) as const;

describe("the tricks", () => {
  it("the seat to play plays a card it holds", () => {
    const s = playing([["S2"], ["S3"], ["S4"], ["S5"]]);
    expect(refusal(s, 1, play("S3"))).toBe("not-your-turn");
    expect(refusal(s, 0, play("S3"))).toBe("not-in-hand");
    expect(refusal({ ...s, phase: "chelem" }, 0, play("S2"))).toBe("not-playing");
  });

  it("follow the suit led; without it trump; over the highest trump if one can; else any card", () => {
    const s = run(
      playing([
        ["S2", "H1"],
        ["S3", "T5"],
        ["T3", "T9"],
        ["H2", "D2"],
      ]),
      [[0, play("S2")]],
    );
    expect(refusal(s, 1, play("T5"))).toBe("must-follow");
    const t = run(s, [[1, play("S3")]]);
    // Seat 2 has no spade: it must trump.
    const u = run(t, [[2, play("T3")]]);
    // Seat 3 has neither a spade nor a trump: any card.
    expect(refusal(u, 3, play("D2"))).toBeNull();
    const over = run(
      playing([
        ["T4", "S1"],
        ["T2", "T9"],
        ["S5", "S6"],
        ["S7", "S8"],
      ]),
      [[0, play("T4")]],
    );
    expect(refusal(over, 1, play("T2"))).toBe("must-follow");
    expect(refusal(over, 1, play("T9"))).toBeNull();
  });

  it("the Excuse may be played at any time and never wins; after a led Excuse the next card sets the suit", () => {
    const s = playing([
      ["EX", "S2"],
      ["H3", "S3"],
      ["H4", "S4"],
      ["T2", "S5"],
    ]);
    const led = run(s, [[0, play("EX")]]);
    expect(refusal(led, 1, play("H3"))).toBeNull();
    const after = run(led, [[1, play("H3")]]);
    expect(refusal(after, 2, play("S4"))).toBe("must-follow");
    const done = run(after, [
      [2, play("H4")],
      [3, play("T2")],
    ]);
    expect(done.tricks[0]?.winner).toBe(3);
    expect(done.turn).toBe(3);
    expect(done.excuse).toEqual({ owner: 0, trick: 0 });
    const following = run(
      playing([
        ["S2", "S9"],
        ["EX", "S3"],
        ["S4", "S6"],
        ["S5", "S7"],
      ]),
      [[0, play("S2")]],
    );
    expect(refusal(following, 1, play("EX"))).toBeNull();
  });

  it("the trick's winner leads the next", () => {
    const s = run(
      playing([
        ["S2", "H1"],
        ["S3", "H2"],
        ["SK", "H3"],
        ["S5", "H4"],
      ]),
      trick(0, 4, ["S2", "S3", "SK", "S5"]),
    );
    expect(s.tricks[0]?.winner).toBe(2);
    expect(s.turn).toBe(2);
    expect(s.trick).toEqual([]);
    expect(refusal(s, 0, play("H1"))).toBe("not-your-turn");
  });
});
