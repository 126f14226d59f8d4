import { describe, expect, it } from "vitest";
import { poigneeChoice, poigneeSizes, showable } from "./poignee.js";

const trumps = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 2}`);

describe("poigneeChoice", () => {
  it("makes a poignée of exactly a size's number of trumps, by the number of players", () => {
    expect(poigneeSizes(4)).toEqual({ single: 10, double: 13, triple: 15 });
    const hand = [...trumps(11), "H3", "SK"];
    expect(showable(hand)).toEqual(trumps(11));
    expect(poigneeChoice(hand, trumps(10), 4)).toEqual({ ok: true, size: "single" });
    expect(poigneeChoice(hand, trumps(11), 4)).toEqual({ ok: false, why: "size" });
    expect(poigneeChoice(hand, trumps(8), 5)).toEqual({ ok: true, size: "single" });
  });

  it("takes the Excuse only when it completes every trump of the hand", () => {
    const hand = [...trumps(9), "EX", "H3"];
    expect(poigneeChoice(hand, [...trumps(9), "EX"], 4)).toEqual({ ok: true, size: "single" });
    const more = [...trumps(11), "EX"];
    expect(poigneeChoice(more, [...trumps(9), "EX"], 4)).toEqual({ ok: false, why: "excuse" });
  });
});
