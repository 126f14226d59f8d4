import { describe, expect, it } from "vitest";
import { canonicalPoignees, poigneeOf, poigneeSizes } from "./announcements.js";
import { laid, playing, refusal, run, trick } from "./situations.js";
import type { TarotState } from "./state.js";

const trumps = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `T${from + i}`);

describe("the chelem announcement", () => {
  /** Seat 2 took a Garde sans at a table dealt by seat 3. */
  const announcing = (): TarotState => ({
    ...laid([["S1"], ["S2"], ["S3"], ["S4"]]),
    phase: "chelem",
    taker: 2,
    contract: "garde-sans",
  });

  it("an announcer leads the first trick", () => {
    const s = run(announcing(), [[2, { type: "chelem", announce: true }]]);
    expect([s.phase, s.chelem, s.turn]).toEqual(["play", true, 2]);
  });

  it("without one, the seat after the dealer leads", () => {
    const s = run(announcing(), [[2, { type: "chelem", announce: false }]]);
    expect([s.phase, s.chelem, s.turn]).toEqual(["play", false, 0]);
  });

  it("only the taker says, once, after the dog", () => {
    expect(refusal(announcing(), 1, { type: "chelem", announce: true })).toBe("not-taker");
    const said = run(announcing(), [[2, { type: "chelem", announce: false }]]);
    expect(refusal(said, 2, { type: "chelem", announce: true })).toBe("not-announcing");
  });
});

describe("poignées", () => {
  it("show exactly 10, 13 or 15 trumps at 4 players (13/15/18 at 3, 8/10/13 at 5)", () => {
    expect(poigneeSizes(4)).toEqual({ single: 10, double: 13, triple: 15 });
    expect(poigneeSizes(3)).toEqual({ single: 13, double: 15, triple: 18 });
    expect(poigneeSizes(5)).toEqual({ single: 8, double: 10, triple: 13 });
    const hand = [...trumps(2, 14), "EX", "SK"];
    expect(poigneeOf(hand, trumps(2, 11), 4)).toEqual({ ok: true, value: "single" });
    expect(poigneeOf(hand, trumps(2, 14), 4)).toEqual({ ok: true, value: "double" });
    expect(poigneeOf(hand, trumps(2, 12), 4)).toMatchObject({ ok: false, error: { code: "poignee-size" } });
    expect(poigneeOf(hand, [...trumps(2, 10), "SK"], 4)).toMatchObject({
      error: { code: "poignee-not-trump" },
    });
    expect(poigneeOf(hand, [...trumps(2, 10), "T20"], 4)).toMatchObject({ error: { code: "not-in-hand" } });
  });

  it("the Excuse completes one only when no further trump is held", () => {
    expect(poigneeOf([...trumps(2, 10), "EX"], [...trumps(2, 10), "EX"], 4)).toEqual({
      ok: true,
      value: "single",
    });
    expect(poigneeOf([...trumps(2, 11), "EX"], [...trumps(2, 10), "EX"], 4)).toMatchObject({
      error: { code: "poignee-excuse" },
    });
  });

  it("one canonical showing per size reached: the lowest trumps, or all of them and the Excuse", () => {
    expect(canonicalPoignees([...trumps(2, 14), "SK"], 4)).toEqual([trumps(2, 11), trumps(2, 14)]);
    expect(canonicalPoignees([...trumps(2, 10), "EX"], 4)).toEqual([[...trumps(2, 10), "EX"]]);
    expect(canonicalPoignees(trumps(2, 10), 4)).toEqual([]);
  });

  it("are shown on one's turn, before one's first card, once; they do not pass the turn", () => {
    const hands = [
      [...trumps(2, 11), "S2"],
      ["S3", "S7"],
      ["S4", "S8"],
      ["S5", "S9"],
    ];
    const s = playing(hands, { taker: 1, contract: "prise" });
    const show = { type: "poignee", cards: trumps(2, 11) } as const;
    expect(refusal({ ...s, turn: 1 }, 0, show)).toBe("no-poignee-now");
    const shown = run(s, [[0, show]]);
    expect(shown.poignees).toEqual([{ seat: 0, size: "single", cards: trumps(2, 11) }]);
    expect(shown.turn).toBe(0);
    expect(refusal(shown, 0, show)).toBe("no-poignee-now");
    const played = run(s, trick(0, 4, ["S2", "S3", "S4", "S5"]));
    expect(played.turn).toBe(3);
    expect(refusal({ ...played, turn: 0 }, 0, { type: "poignee", cards: trumps(2, 11) })).toBe(
      "no-poignee-now",
    );
  });
});
