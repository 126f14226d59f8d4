import { describe, expect, it } from "vitest";
import { situation } from "./situations.js";
import { takePile } from "./pile.js";

const hand = ["7H.0", "8H.0", "QS.0", "5C.1"];

describe("taking the discard pile", () => {
  it("takes the whole pile when its top card goes at once into a new meld with hand cards", () => {
    const s = situation({ hands: [hand, []], pile: ["4D.0", "JC.1", "9H.1"] });
    const r = takePile(s, 0, { meld: { cards: ["7H.0", "8H.0"] } }, 1);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.melds[0]).toEqual([["7H.0", "8H.0", "9H.1"]]);
    expect([...(r.value.hands[0] ?? [])].sort()).toEqual(["4D.0", "5C.1", "JC.1", "QS.0"]);
    expect(r.value.pile).toEqual([]);
    expect(r.value.step).toBe("meld-discard");
    expect(r.value.stats.pileTakes).toBe(1);
  });

  it("takes it when the top card goes into one of the side's melds", () => {
    const s = situation({
      hands: [hand, []],
      pile: ["4D.0", "10H.1"],
      melds: [[["7H.1", "8H.1", "9H.0"]], []],
    });
    const r = takePile(s, 0, { add: { meld: 0, cards: [] } }, 1);
    expect(r.ok && r.value.melds[0]).toEqual([["7H.1", "8H.1", "9H.0", "10H.1"]]);
  });

  it("refuses when the top card fits no meld, names no meld, names both, or uses cards not held", () => {
    const s = situation({
      hands: [hand, []],
      pile: ["4D.0", "KC.1"],
      melds: [[["7H.1", "8H.1", "9H.0"]], []],
    });
    const codes = [
      takePile(s, 0, { meld: { cards: ["7H.0", "8H.0"] } }, 1),
      takePile(s, 0, { add: { meld: 0, cards: [] } }, 1),
      takePile(s, 0, {}, 1),
      takePile(s, 0, { meld: { cards: ["QS.0", "5C.1"] }, add: { meld: 0, cards: [] } }, 1),
      takePile(s, 0, { meld: { cards: ["KC.0", "KS.0"] } }, 1),
      takePile(s, 0, { add: { meld: 3, cards: [] } }, 1),
    ].map((r) => (r.ok ? "ok" : r.error.code));
    expect(codes).toEqual([
      "not-a-meld",
      "not-a-meld",
      "pile-top-unused",
      "pile-top-unused",
      "not-in-hand",
      "no-such-meld",
    ]);
  });

  it("is locked by a black three on top: the next player must draw", () => {
    const s = situation({ hands: [["3C.0", "3S.0", ...hand], []], pile: ["9H.1", "3S.1"] });
    const r = takePile(s, 0, { meld: { cards: ["3C.0", "3S.0"] } }, 1);
    expect(!r.ok && r.error.code).toBe("pile-locked");
  });

  it("refuses an empty pile, and a pick-up after drawing", () => {
    const empty = takePile(situation({ hands: [hand, []] }), 0, { meld: { cards: ["7H.0", "8H.0"] } }, 1);
    expect(!empty.ok && empty.error.code).toBe("pile-empty");
    const late = takePile(
      situation({ hands: [hand, []], pile: ["9H.1"], step: "meld-discard" }),
      0,
      { meld: { cards: ["7H.0", "8H.0"] } },
      1,
    );
    expect(!late.ok && late.error.code).toBe("already-drew");
  });

  it("a pick-up that empties the hand knocks out directly: the morto is taken into the hand", () => {
    const s = situation({ hands: [["7H.0", "8H.0"], []], pile: ["9H.1"] });
    const r = takePile(s, 0, { meld: { cards: ["7H.0", "8H.0"] } }, 1);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.hands[0]).toEqual(["KD.0", "KD.1", "QD.0"]);
    expect(r.value.mortoFates[0]).toBe("taken");
    expect(r.value.mortoHow[0]).toBe("direct");
  });
});
