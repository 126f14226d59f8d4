import { describe, expect, it } from "vitest";
import { endHand, scoreSide, tookMorto } from "./handEnd.js";
import { scoreHand } from "./scoring.js";
import { situation } from "./situations.js";

const CANASTA = ["4H.0", "5H.0", "6H.0", "7H.0", "8H.0", "9H.0", "10H.0"];

describe("the end of a hand", () => {
  it("scores each side with scoreHand: its melds, red threes, both partners' cards left, going out and its morto", () => {
    const s = situation({
      seats: 4,
      hands: [["KC.0"], ["5S.0"], ["3H.1", "AD.0"], []],
      melds: [[CANASTA], [["JS.0", "QS.0", "KS.1"]]],
      redThrees: [["3D.0"], []],
      mortoFates: ["taken", "waiting"],
    });
    expect(scoreSide(s, 0, 0)).toEqual(
      scoreHand({
        melds: [["4H", "5H", "6H", "7H", "8H", "9H", "10H"]],
        redThrees: 1,
        hand: ["KC", "3H", "AD"],
        wentOut: true,
        tookMorto: true,
      }),
    );
    expect(scoreSide(s, 1, 0).morto).toBe(-100);
    expect(scoreSide(s, 1, 0).hand).toBe(-5);
  });

  it("counts the A-K and A-A canasta bonuses only with their options", () => {
    const run = ["4C.0", "5C.0", "6C.0", "7C.0", "8C.0", "9C.0", "10C.0", "JC.0", "QC.0", "KC.0"];
    const plain = situation({ melds: [[run], []], mortoFates: ["taken", "waiting"] });
    const ak = { ...plain, options: { ...plain.options, akBonus: true } };
    expect(scoreSide(ak, 0, null).canastas - scoreSide(plain, 0, null).canastas).toBe(300);
    const all = [...run, "AC.0"];
    const aa = situation({
      melds: [[all], []],
      mortoFates: ["taken", "waiting"],
      options: { aaBonus: true },
    });
    expect(scoreSide(aa, 0, null).canastas).toBe(1000);
  });

  it("scores a side that took its morto indirectly as never having taken it when the opponents end the hand first", () => {
    const s = situation({ mortoFates: ["taken", "taken"], mortoPending: [0, null] });
    expect(tookMorto(s, 0, 1)).toBe(false);
    expect(tookMorto(s, 0, 0)).toBe(true);
    expect(tookMorto(s, 0, null)).toBe(true);
    expect(tookMorto({ ...s, mortoPending: [null, null] }, 0, 1)).toBe(true);
  });

  it("writes a row per side on the sheet and deals the next hand by the next dealer", () => {
    const s = situation({ hands: [["KC.0"], []], dealer: 1 });
    const next = endHand(s, null, 5);
    expect(next.sheet).toHaveLength(1);
    expect(next.sheet[0]).toEqual(next.results[0]?.sides.map((side) => side.total));
    expect(next.phase).toBe("play");
    expect(next.dealer).toBe(0);
    expect(next.turn).toBe(1);
    expect(next.hands.map((h) => h.length)).toEqual([11, 11]);
    expect(next.events.some((e) => e.kind === "hand-scored")).toBe(true);
  });

  it("ends the match once a side reaches the target, or after the hands cap", () => {
    const s = situation({ melds: [[CANASTA], []], mortoFates: ["taken", "taken"], options: { target: 300 } });
    expect(endHand(s, 0, 1).phase).toBe("over");
    expect(endHand({ ...s, options: { ...s.options, target: 3000 } }, 0, 1).phase).toBe("play");
    const capped = { ...s, options: { ...s.options, target: 3000, hands: 2 }, handsScored: 1 };
    expect(endHand(capped, 0, 1).phase).toBe("over");
  });
});
