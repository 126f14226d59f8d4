import { describe, expect, it } from "vitest";
import { addToMeld, meld } from "./meld.js";
import { situation } from "./situations.js";

const playing = (hand: string[], more: Parameters<typeof situation>[0] = {}) =>
  situation({ hands: [hand, []], step: "meld-discard", ...more });

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);

/** A natural canasta of hearts, 4 to 10. */
const CANASTA = ["4H.0", "5H.0", "6H.0", "7H.0", "8H.0", "9H.0", "10H.0"];
/** A mixed canasta: 4 to 9 of spades and a wild 2 for the 10. */
const MIXED = ["4S.0", "5S.0", "6S.0", "7S.0", "8S.0", "9S.0", "2C.0"];

describe("melding", () => {
  it("lays a run or a group of hand cards as a new meld of the side, laid out in order", () => {
    const r = meld(playing(["9H.0", "7H.0", "8H.0", "KC.0"]), 0, ["9H.0", "7H.0", "8H.0"], 1);
    expect(r.ok && r.value.melds[0]).toEqual([["7H.0", "8H.0", "9H.0"]]);
    expect(r.ok && r.value.hands[0]).toEqual(["KC.0"]);
    const g = meld(playing(["7H.0", "7H.1", "7S.0", "KC.0"]), 0, ["7H.0", "7H.1", "7S.0"], 1);
    expect(g.ok && g.value.melds[0]?.[0]?.length).toBe(3);
  });

  it("refuses what is not a meld, cards not held, a card named twice, before drawing, out of turn", () => {
    const s = playing(["7H.0", "8H.0", "KC.0", "3C.0", "2S.0"]);
    expect(code(meld(s, 0, ["7H.0", "8H.0", "KC.0"], 1))).toBe("not-a-meld");
    expect(code(meld(s, 0, ["3C.0", "7H.0", "8H.0"], 1))).toBe("not-a-meld");
    expect(code(meld(s, 0, ["7H.0", "8H.0", "9H.0"], 1))).toBe("not-in-hand");
    expect(code(meld(s, 0, ["7H.0", "7H.0", "8H.0"], 1))).toBe("same-card-twice");
    expect(code(meld({ ...s, step: "draw" }, 0, ["7H.0", "8H.0", "2S.0"], 1))).toBe("draw-first");
    expect(code(meld(s, 1, ["7H.0", "8H.0", "2S.0"], 1))).toBe("not-your-turn");
    expect(code(meld(s, 0, ["7H.0", "8H.0", "2S.0"], 1))).toBe("ok");
  });

  it("refuses groups on a table without them (Fechado), runs still allowed", () => {
    const hand = ["7H.0", "7S.0", "7C.0", "8H.0", "9H.0", "KC.0"];
    const s = playing(hand, { options: { groups: false } });
    expect(code(meld(s, 0, ["7H.0", "7S.0", "7C.0"], 1))).toBe("not-a-meld");
    expect(code(meld(s, 0, ["7H.0", "8H.0", "9H.0"], 1))).toBe("ok");
    expect(code(meld(playing(hand), 0, ["7H.0", "7S.0", "7C.0"], 1))).toBe("ok");
  });

  it("adds hand cards to one of the side's melds when the whole is still a meld", () => {
    const s = playing(["10H.0", "KC.0", "JC.0"], {
      melds: [[["7H.1", "8H.1", "9H.0"]], [["5S.0", "6S.0", "7S.0"]]],
    });
    const r = addToMeld(s, 0, 0, ["10H.0"], 1);
    expect(r.ok && r.value.melds[0]).toEqual([["7H.1", "8H.1", "9H.0", "10H.0"]]);
    expect(code(addToMeld(s, 0, 0, ["KC.0"], 1))).toBe("not-a-meld");
    expect(code(addToMeld(s, 0, 1, ["10H.0"], 1))).toBe("no-such-meld");
  });

  it("lets a partner add to the pair's melds (4 players), never the opponents'", () => {
    const s = situation({
      seats: 4,
      turn: 2,
      step: "meld-discard",
      hands: [[], [], ["10H.0", "KC.0", "JC.0"], []],
      melds: [[["7H.1", "8H.1", "9H.0"]], [["5S.0", "6S.0", "7S.0"]]],
    });
    expect(code(addToMeld(s, 2, 0, ["10H.0"], 1))).toBe("ok");
  });

  it("emptying the hand by melding knocks out directly: the morto is taken and play goes on", () => {
    const s = playing(["7H.0", "8H.0", "9H.0"]);
    const r = meld(s, 0, ["7H.0", "8H.0", "9H.0"], 1);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.hands[0]).toEqual(["KD.0", "KD.1", "QD.0"]);
    expect(r.value.mortoFates).toEqual(["taken", "waiting"]);
    expect(r.value.mortoHow[0]).toBe("direct");
    expect(r.value.step).toBe("meld-discard");
    expect(r.value.turn).toBe(0);
    expect(r.value.events.map((e) => e.kind)).toEqual(["morto"]);
  });

  it("with the morto taken, a side without a natural canasta may not empty the hand, nor leave less than two cards before the discard", () => {
    const s = playing(["JH.0", "QH.0", "KH.0", "5C.0"], {
      mortoFates: ["taken", "waiting"],
      mortos: [[], ["KS.0"]],
    });
    expect(code(meld(s, 0, ["JH.0", "QH.0", "KH.0"], 1))).toBe("needs-canasta");
    const mixed = { ...s, melds: [[MIXED], []] };
    expect(code(meld(mixed, 0, ["JH.0", "QH.0", "KH.0"], 1))).toBe("needs-canasta");
    const stbl = { ...mixed, options: { ...mixed.options, naturalToEnd: false } };
    expect(code(meld(stbl, 0, ["JH.0", "QH.0", "KH.0"], 1))).toBe("ok");
    const five = playing(["JH.0", "QH.0", "KH.0", "5C.0", "6D.0"], { mortoFates: ["taken", "waiting"] });
    expect(code(meld(five, 0, ["JH.0", "QH.0", "KH.0"], 1))).toBe("ok");
  });

  it("with the morto taken and a natural canasta, melding the last cards ends the hand with the side going out", () => {
    const s = playing(["JH.0", "QH.0", "KH.0"], {
      options: { hands: 1 },
      mortoFates: ["taken", "waiting"],
      mortos: [[], ["KS.0", "KS.1", "QS.0"]],
      melds: [[CANASTA], []],
    });
    const r = meld(s, 0, ["JH.0", "QH.0", "KH.0"], 1);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.phase).toBe("over");
    expect(r.value.results[0]?.wentOut).toBe(0);
    expect(r.value.results[0]?.sides[0]?.goingOut).toBe(100);
    expect(r.value.results[0]?.sides[1]?.morto).toBe(-100);
  });

  it("decides on the melds as the move leaves them: a wild added to the only natural canasta keeps two cards in hand; a card completing one may go out", () => {
    const taken = { mortoFates: ["taken", "waiting"] as const, options: { jokers: true, hands: 1 } };
    const dirty = playing(["2S.0", "KC.0"], { ...taken, melds: [[CANASTA], []] });
    expect(code(addToMeld(dirty, 0, 0, ["2S.0"], 1))).toBe("needs-canasta");
    expect(code(addToMeld({ ...dirty, hands: [["2S.0", "KC.0", "QD.0"], []] }, 0, 0, ["2S.0"], 1))).toBe(
      "ok",
    );
    const six = ["4H.0", "5H.0", "6H.0", "7H.0", "8H.0", "9H.0"];
    const completing = playing(["10H.0"], { ...taken, melds: [[six], []] });
    const r = addToMeld(completing, 0, 0, ["10H.0"], 1);
    expect(r.ok && r.value.results[0]?.wentOut).toBe(0);
  });
});
