import { describe, expect, it } from "vitest";
import { discard } from "./discard.js";
import { draw } from "./draw.js";
import { meld } from "./meld.js";
import { situation } from "./situations.js";

describe("drawing from the stock", () => {
  it("takes the stock's top card into the hand and moves on to melding", () => {
    const s = situation({ hands: [["5H.0"], []], stock: ["9C.0", "KH.1"] });
    const r = draw(s, 0, 10);
    expect(r.ok && r.value.hands[0]).toEqual(["5H.0", "KH.1"]);
    expect(r.ok && r.value.stock).toEqual(["9C.0"]);
    expect(r.ok && r.value.step).toBe("meld-discard");
  });

  it("refuses a seat out of its turn, and a second draw", () => {
    const s = situation({ hands: [["5H.0"], ["6H.0"]] });
    const other = draw(s, 1, 0);
    expect(!other.ok && other.error.code).toBe("not-your-turn");
    const r = draw(s, 0, 0);
    const again = r.ok ? draw(r.value, 0, 0) : null;
    expect(again !== null && !again.ok && again.error.code).toBe("already-drew");
  });

  it("lays a red three drawn before the side at once and draws another card for it", () => {
    const s = situation({ hands: [["5H.0"], []], stock: ["9C.0", "KH.1", "3D.0"] });
    const r = draw(s, 0, 5);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.hands[0]).toEqual(["5H.0", "KH.1"]);
    expect(r.value.redThrees[0]).toEqual(["3D.0"]);
    expect(r.value.events.map((e) => e.kind)).toEqual(["red-three"]);
  });

  it("with 4 players lays a red three before the pair (seat 2 plays for side 0)", () => {
    const s = situation({ seats: 4, turn: 2, hands: [[], [], ["5H.0"], []], stock: ["9C.0", "3H.1"] });
    const r = draw(s, 2, 5);
    expect(r.ok && r.value.redThrees).toEqual([["3H.1"], []]);
  });

  it("a red three drawn as the last stock card is laid; its player still melds and discards, and the hand ends at the next draw", () => {
    const s = situation({
      options: { hands: 1 },
      hands: [
        ["5H.0", "6H.0", "7H.0", "KC.0", "QD.0"],
        ["6S.0", "9D.0"],
      ],
      stock: ["3H.0"],
      mortoFates: ["taken", "taken"],
      mortos: [[], []],
    });
    const r = draw(s, 0, 5);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.phase).toBe("play");
    expect(r.value.step).toBe("meld-discard");
    expect(r.value.redThrees[0]).toEqual(["3H.0"]);
    expect(r.value.hands[0]).toEqual(["5H.0", "6H.0", "7H.0", "KC.0", "QD.0"]);
    const melded = meld(r.value, 0, ["5H.0", "6H.0", "7H.0"], 6);
    const discarded = melded.ok ? discard(melded.value, 0, "KC.0", 7) : melded;
    if (!discarded.ok) throw new Error(discarded.error.code);
    expect(discarded.value.phase).toBe("play");
    expect(discarded.value.turn).toBe(1);
    const next = draw(discarded.value, 1, 8);
    expect(next.ok && next.value.phase).toBe("over");
    expect(next.ok && next.value.results[0]?.wentOut).toBeNull();
  });

  it("ends the hand at once when that red three leaves its player one card they may not discard", () => {
    const s = situation({
      options: { hands: 1 },
      hands: [["KC.0"], ["6S.0"]],
      stock: ["3H.0"],
      mortoFates: ["taken", "taken"],
      mortos: [[], []],
    });
    const r = draw(s, 0, 5);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.phase).toBe("over");
    expect(r.value.results[0]?.wentOut).toBeNull();
    expect(r.value.redThrees[0]).toEqual(["3H.0"]);
  });
});
