import { describe, expect, it } from "vitest";
import { discard } from "./discard.js";
import { situation } from "./situations.js";
import { buracoView } from "./view.js";

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);
const CANASTA = ["4H.0", "5H.0", "6H.0", "7H.0", "8H.0", "9H.0", "10H.0"];

describe("discarding", () => {
  it("puts the card on the pile and ends the turn: the next seat is to draw", () => {
    const s = situation({ hands: [["KC.0", "5D.1"], ["9S.0"]], step: "meld-discard" });
    const r = discard(s, 0, "5D.1", 7);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.pile).toEqual(["5D.1"]);
    expect(r.value.hands[0]).toEqual(["KC.0"]);
    expect(r.value.turn).toBe(1);
    expect(r.value.step).toBe("draw");
  });

  it("refuses before drawing and a card not held", () => {
    const s = situation({ hands: [["KC.0", "5D.1"], []] });
    expect(code(discard(s, 0, "KC.0", 1))).toBe("draw-first");
    expect(code(discard({ ...s, step: "meld-discard" }, 0, "KC.1", 1))).toBe("not-in-hand");
  });

  it("counts a black three discarded as a lock", () => {
    const s = situation({ hands: [["KC.0", "3S.1"], []], step: "meld-discard" });
    const r = discard(s, 0, "3S.1", 1);
    expect(r.ok && r.value.stats.locks).toBe(1);
  });

  it("the last card discarded knocks out indirectly: the morto is taken, to be played next turn", () => {
    const s = situation({ hands: [["KC.0"], ["9S.0"]], step: "meld-discard" });
    const r = discard(s, 0, "KC.0", 1);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.hands[0]).toEqual(["KD.0", "KD.1", "QD.0"]);
    expect(r.value.mortoHow[0]).toBe("indirect");
    expect(r.value.mortoPending[0]).toBe(0);
    expect(r.value.turn).toBe(1);
  });

  it("the indirect taker's next turn plays the morto (no longer pending)", () => {
    const s = situation({ hands: [["KC.0"], ["9S.0", "4C.0"]], step: "meld-discard" });
    const one = discard(s, 0, "KC.0", 1);
    if (!one.ok) throw new Error(one.error.code);
    const two = discard({ ...one.value, step: "meld-discard" }, 1, "4C.0", 2);
    expect(two.ok && two.value.turn).toBe(0);
    expect(two.ok && two.value.mortoPending).toEqual([null, null]);
  });

  it("with the morto taken, refuses the last card without a natural canasta, and ends the hand with one", () => {
    const taken = { mortoFates: ["taken", "waiting"] as const, step: "meld-discard" as const };
    const s = situation({ ...taken, hands: [["KC.0"], ["9S.0"]], options: { hands: 1 } });
    expect(code(discard(s, 0, "KC.0", 1))).toBe("needs-canasta");
    const r = discard({ ...s, melds: [[CANASTA], []] }, 0, "KC.0", 1);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.phase).toBe("over");
    expect(r.value.results[0]?.wentOut).toBe(0);
    expect(r.value.stats.wentOut).toBe(1);
  });

  it("scores the indirect taker's side as never having taken the morto when the opponents go out before its next turn", () => {
    const s = situation({
      options: { hands: 1 },
      step: "meld-discard",
      hands: [["KC.0"], ["9S.0", "4C.0"]],
      mortoFates: ["waiting", "taken"],
      mortos: [["KD.0", "KD.1", "QD.0"], []],
      melds: [[], [CANASTA]],
    });
    const one = discard(s, 0, "KC.0", 1);
    if (!one.ok) throw new Error(one.error.code);
    const two = discard(
      { ...one.value, step: "meld-discard", hands: [one.value.hands[0] ?? [], ["4C.0"]] },
      1,
      "4C.0",
      2,
    );
    if (!two.ok) throw new Error(two.error.code);
    expect(two.value.results[0]?.wentOut).toBe(1);
    expect(two.value.results[0]?.sides[0]?.morto).toBe(-100);
    // Played before the hand ended, the morto counts.
    const played = { ...one.value, mortoPending: [null, null], step: "meld-discard" as const, turn: 1 };
    const three = discard({ ...played, hands: [played.hands[0] ?? [], ["4C.0"]] }, 1, "4C.0", 2);
    expect(three.ok && three.value.results[0]?.sides[0]?.morto).toBe(0);
  });

  it("gives a pair one morto (4 players): once a partner took it, the other may not empty a hand without a natural canasta", () => {
    const s = situation({
      seats: 4,
      step: "meld-discard",
      hands: [["KC.0"], [], ["5D.0"], []],
    });
    const one = discard(s, 0, "KC.0", 1);
    if (!one.ok) throw new Error(one.error.code);
    expect(one.value.mortoFates).toEqual(["taken", "waiting"]);
    // Everyone sees which partner took it.
    expect(buracoView(one.value, 1).mortos[0]?.takenBy).toBe(0);
    const partner = { ...one.value, turn: 2, step: "meld-discard" as const };
    expect(code(discard(partner, 2, "5D.0", 2))).toBe("needs-canasta");
  });

  it("lays the red threes of a morto at once, replaced from the stock", () => {
    const s = situation({
      step: "meld-discard",
      hands: [["KC.0"], ["9S.0"]],
      mortos: [["KD.0", "3H.0", "QD.0"], []],
      stock: ["9C.0", "JS.1"],
    });
    const r = discard(s, 0, "KC.0", 1);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.redThrees[0]).toEqual(["3H.0"]);
    expect([...(r.value.hands[0] ?? [])].sort()).toEqual(["JS.1", "KD.0", "QD.0"]);
  });
});
