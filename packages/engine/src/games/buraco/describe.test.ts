import { describe, expect, it } from "vitest";
import { describeBuraco, buracoCardWords } from "./describe.js";
import { buracoGame } from "./game.js";
import { situation } from "./situations.js";
import type { BuracoAction } from "./actions.js";
import type { BuracoState } from "./state.js";

function told(before: BuracoState, seat: number, action: BuracoAction): string {
  const r = buracoGame.apply(before, seat, action, 1);
  if (!r.ok) throw new Error(r.error.code);
  return describeBuraco(before, { seat, action, at: 1, name: `Bot ${seat + 1}` }, r.value);
}

describe("Buraco moves in words", () => {
  it("names cards by rank and suit symbol, jokers as jokers", () => {
    expect(buracoCardWords("10H.1")).toBe("10♥");
    expect(buracoCardWords("AS")).toBe("A♠");
    expect(buracoCardWords("JK.2")).toBe("a joker");
  });

  it("a draw never names the card drawn; a red three drawn is told", () => {
    const s = situation({ hands: [["5H.0"], []], stock: ["9C.0", "KH.1"] });
    expect(told(s, 0, { type: "draw" })).toBe("Bot 1 draws from the stock");
    const red = situation({ hands: [["5H.0"], []], stock: ["9C.0", "KH.1", "3D.0"] });
    expect(told(red, 0, { type: "draw" })).toBe(
      "Bot 1 draws from the stock; Bot 1 lays 3♦ and draws a card for it",
    );
  });

  it("a pick-up says the pile's size and the meld its top went into", () => {
    const s = situation({ hands: [["7H.0", "8H.0", "KC.0"], []], pile: ["4D.0", "5C.0", "9H.1"] });
    expect(told(s, 0, { type: "take-pile", meld: { cards: ["8H.0", "7H.0"] } })).toBe(
      "Bot 1 takes the pile (3 cards) and melds 7♥ 8♥ 9♥",
    );
  });

  it("melds, additions and discards, a black three locking the pile, the morto taken", () => {
    const s = situation({
      step: "meld-discard",
      hands: [["7H.0", "8H.0", "9H.0", "10H.0", "3S.0", "KC.0"], []],
      melds: [[["JH.1", "QH.0", "KH.0"]], []],
    });
    expect(told(s, 0, { type: "meld", cards: ["9H.0", "7H.0", "8H.0"] })).toBe("Bot 1 melds 7♥ 8♥ 9♥");
    expect(told(s, 0, { type: "add", meld: 0, cards: ["10H.0"] })).toBe(
      "Bot 1 adds 10♥, making 10♥ J♥ Q♥ K♥",
    );
    expect(told(s, 0, { type: "discard", card: "3S.0" })).toBe("Bot 1 discards 3♠, locking the pile");
    const last = situation({ step: "meld-discard", hands: [["KC.0"], []] });
    expect(told(last, 0, { type: "discard", card: "KC.0" })).toBe(
      "Bot 1 discards K♣; Bot 1 takes the morto, to play it next turn",
    );
  });

  it("a pick-up onto one of the side's melds says the meld it makes", () => {
    const s = situation({
      hands: [["KC.0"], []],
      pile: ["4D.0", "10H.1"],
      melds: [[["7H.1", "8H.1", "9H.0"]], []],
    });
    expect(told(s, 0, { type: "take-pile", add: { meld: 0, cards: [] } })).toBe(
      "Bot 1 takes the pile (2 cards) and adds its top card, making 7♥ 8♥ 9♥ 10♥",
    );
  });
});
