import { describe, expect, it } from "vitest";
import { buracoGame } from "./game.js";
import { draw } from "./draw.js";
import { discard } from "./discard.js";
import { takePile } from "./pile.js";
import { situation } from "./situations.js";
import type { BuracoState } from "./state.js";

/** The value of a move that must be accepted. */
function accepted(r: { ok: true; value: BuracoState } | { ok: false; error: { code: string } }): BuracoState {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

describe("the stock running out", () => {
  it("turns no morto into the stock: both wait face down, and a side that never took its morto scores -100", () => {
    const s = situation({
      options: { hands: 1 },
      hands: [
        ["5H.0", "6S.0"],
        ["7C.0", "KD.0"],
      ],
      stock: ["9C.0"],
    });
    const next = accepted(discard(accepted(draw(s, 0, 1)), 0, "5H.0", 2));
    expect(next.stock).toEqual([]);
    expect(next.mortoFates).toEqual(["waiting", "waiting"]);
    expect(next.events.map((e) => e.kind)).toEqual([]);
    expect(next.turn).toBe(1);
    const ended = accepted(draw(next, 1, 3));
    expect(ended.phase).toBe("over");
    expect(ended.results[0]?.wentOut).toBeNull();
    expect(ended.results[0]?.sides.map((side) => side.morto)).toEqual([-100, -100]);
  });

  it("lets the next player take the discard pile when its top card melds, and the hand goes on", () => {
    const s = situation({
      options: { hands: 1 },
      hands: [
        ["5H.0", "6S.0"],
        ["5C.0", "5D.0", "KC.0", "QC.0"],
      ],
      stock: ["9C.0"],
      mortoFates: ["taken", "taken"],
      mortos: [[], []],
    });
    const next = accepted(discard(accepted(draw(s, 0, 1)), 0, "5H.0", 2));
    expect(next.phase).toBe("play");
    expect(next.turn).toBe(1);
    expect(next.step).toBe("draw");
    const took = accepted(takePile(next, 1, { meld: { cards: ["5C.0", "5D.0"] } }, 3));
    expect(took.melds[1]).toHaveLength(1);
    // After its discard the turn comes back with the stock still empty: the pile may be taken again.
    const back = accepted(discard(took, 1, "KC.0", 4));
    expect(back.phase).toBe("play");
    expect(back.turn).toBe(0);
  });

  it("ends the hand when the player who finds the stock empty does not take the pile (a draw from it)", () => {
    const s = situation({
      options: { hands: 1 },
      hands: [["6S.0"], ["5C.0", "5D.0", "KC.0"]],
      stock: [],
      pile: ["5H.0"],
      mortoFates: ["taken", "taken"],
      mortos: [[], []],
    });
    const ended = accepted(buracoGame.apply(s, 0, { type: "draw" }, 1));
    expect(ended.phase).toBe("over");
    expect(ended.results[0]?.wentOut).toBeNull();
    expect(ended.hands[0]).toEqual(["6S.0"]);
  });

  it("ends the hand at once when the next player could take no pile: a black three locks it", () => {
    const s = situation({
      options: { hands: 1 },
      hands: [
        ["3S.0", "6S.0"],
        ["3C.0", "3C.1"],
      ],
      stock: ["9C.0"],
      mortoFates: ["taken", "taken"],
      mortos: [[], []],
    });
    const ended = accepted(discard(accepted(draw(s, 0, 1)), 0, "3S.0", 2));
    expect(ended.phase).toBe("over");
    expect(ended.results[0]?.wentOut).toBeNull();
  });

  it("a morto's red three with no card left to replace it is laid, and its player plays on", () => {
    const s = situation({
      options: { hands: 1 },
      step: "meld-discard",
      hands: [["KC.0"], ["7C.0", "8D.0"]],
      stock: [],
      mortos: [
        ["3H.0", "JD.0", "QD.0"],
        ["KS.0", "KS.1", "QS.0"],
      ],
    });
    const r = accepted(discard(s, 0, "KC.0", 1));
    expect(r.phase).toBe("play");
    expect(r.redThrees[0]).toEqual(["3H.0"]);
    expect(r.hands[0]).toEqual(["JD.0", "QD.0"]);
    expect(r.mortoFates[0]).toBe("taken");
    expect(r.turn).toBe(1);
  });
});
