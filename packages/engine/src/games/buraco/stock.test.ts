import { describe, expect, it } from "vitest";
import { draw } from "./draw.js";
import { discard } from "./discard.js";
import { situation } from "./situations.js";
import { drawFromStock } from "./stock.js";

describe("the stock running out", () => {
  it("turns the first morto still waiting into the stock (an event), and never a taken one", () => {
    const s = situation({
      stock: [],
      mortoFates: ["taken", "waiting"],
      mortos: [[], ["KS.0", "KS.1", "QS.0"]],
    });
    const drawn = drawFromStock(s, 3);
    expect(drawn?.card).toBe("QS.0");
    expect(drawn?.state.stock).toEqual(["KS.0", "KS.1"]);
    expect(drawn?.state.mortoFates).toEqual(["taken", "stock"]);
    expect(drawn?.state.mortos).toEqual([[], []]);
    expect(drawn?.state.events.map((e) => e.kind)).toEqual(["morto-to-stock"]);
  });

  it("with no morto left, the hand ends when the next turn would begin without a card to draw", () => {
    const s = situation({
      options: { hands: 1 },
      hands: [["5H.0", "6S.0"], ["7C.0"]],
      stock: ["9C.0"],
      mortoFates: ["stock", "taken"],
      mortos: [[], []],
    });
    const drew = draw(s, 0, 1);
    if (!drew.ok) throw new Error(drew.error.code);
    expect(drew.value.stock).toEqual([]);
    const r = discard(drew.value, 0, "5H.0", 2);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.phase).toBe("over");
    expect(r.value.results[0]?.wentOut).toBeNull();
  });

  it("with a morto waiting, the next turn begins with the morto as the stock", () => {
    const s = situation({ hands: [["5H.0", "6S.0"], ["7C.0"]], stock: ["9C.0"] });
    const drew = draw(s, 0, 1);
    const r = drew.ok ? discard(drew.value, 0, "5H.0", 2) : drew;
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.turn).toBe(1);
    expect(r.value.stock).toEqual(["KD.0", "KD.1", "QD.0"]);
    expect(r.value.mortoFates).toEqual(["stock", "waiting"]);
  });
});
