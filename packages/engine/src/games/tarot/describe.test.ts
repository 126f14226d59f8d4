import { describe, expect, it } from "vitest";
import type { TarotAction } from "./actions.js";
import { tarotCardWords } from "./describe.js";
import { tarotGame } from "./game.js";
import { laid, playing, run, table } from "./situations.js";
import type { TarotState } from "./state.js";

/** `action` by `seat` from `before`, told with the mover named `name`. */
function told(before: TarotState, seat: number, action: TarotAction, name = "West"): string {
  const after = run(before, [[seat, action]]);
  return tarotGame.describe(before, { seat, action, at: after.now, name }, after);
}

describe("tarot moves in words", () => {
  it("names cards in words", () => {
    expect(tarotCardWords("HK")).toBe("the king of hearts");
    expect(tarotCardWords("S10")).toBe("the 10 of spades");
    expect(tarotCardWords("DN")).toBe("the knight of diamonds");
    expect(tarotCardWords("T4")).toBe("the 4 of trumps");
    expect(tarotCardWords("T1")).toBe("the Petit");
    expect(tarotCardWords("EX")).toBe("the Excuse");
  });

  it("bids, and who takes, with the dog shown or not", () => {
    const s = table(4);
    expect(told({ ...s, turn: 0, dealer: 3 }, 0, { type: "bid", contract: "garde" })).toBe("West bids Garde");
    const three = run({ ...laid(s.hands, s.dog) }, [
      [0, { type: "bid", contract: "pass" }],
      [1, { type: "bid", contract: "garde" }],
      [2, { type: "bid", contract: "pass" }],
    ]);
    expect(told(three, 3, { type: "bid", contract: "pass" })).toBe(
      "West passes; Player 2 takes a Garde; the dog is shown",
    );
  });

  it("the discard by its count and the trumps it shows; a poignée with its trumps; a card played", () => {
    const hand = [
      ...["S2", "S3", "H4", "CQ"],
      ...["SK", "HK", "DK", "CK", "T1", "T21", "EX"],
      ...Array.from({ length: 13 }, (_, i) => `T${i + 2}`),
    ];
    const discarding: TarotState = {
      ...laid([hand, [], [], []]),
      phase: "discard",
      taker: 0,
      contract: "garde",
    };
    expect(
      told(discarding, 0, { type: "discard", cards: ["S2", "S3", "H4", "CQ", "T9", "T3"] }, "North"),
    ).toBe("North discards 6 cards (shows the 3 of trumps and the 9 of trumps)");
    const trumps = Array.from({ length: 10 }, (_, i) => `T${i + 2}`);
    const s = playing([[...trumps, "S2"], ["S3"], ["S4"], ["S5"]], { taker: 1 });
    expect(told(s, 0, { type: "poignee", cards: trumps }, "East")).toBe(
      `East shows a single poignée: ${trumps
        .map((t) => tarotCardWords(t))
        .slice(0, -1)
        .join(", ")} and the 11 of trumps`,
    );
    expect(told(s, 0, { type: "play", card: "S2" }, "South")).toBe("South plays the 2 of spades");
  });

  it("a trick won, and the deal scored", () => {
    const s = run(playing([["S2"], ["S3"], ["SK"], ["S5"]], { options: { deals: 2 } }), [
      [0, { type: "play", card: "S2" }],
      [1, { type: "play", card: "S3" }],
      [2, { type: "play", card: "SK" }],
    ]);
    const text = told(s, 3, { type: "play", card: "S5" });
    expect(text).toMatch(
      /^West plays the 5 of spades; Player 3 wins the trick; deal 1: Player 1's Garde is lost \(0 points with 0 oudlers, 56 needed/,
    );
  });

  it("names every seat a move names as the caller names them", () => {
    const s = run(playing([["S2"], ["S3"], ["SK"], ["S5"]], { options: { deals: 2 } }), [
      [0, { type: "play", card: "S2" }],
      [1, { type: "play", card: "S3" }],
      [2, { type: "play", card: "SK" }],
    ]);
    const action: TarotAction = { type: "play", card: "S5" };
    const after = run(s, [[3, action]]);
    const names = ["Ann", "Bot 2 (basic)", "Bot 3 (strong)", "Dee"];
    expect(tarotGame.describe(s, { seat: 3, action, at: after.now, names }, after)).toMatch(
      /^Dee plays the 5 of spades; Bot 3 \(strong\) wins the trick; deal 1: Ann's Garde is lost/,
    );
  });

  it("the chelem said, and a game over", () => {
    const s: TarotState = {
      ...laid([["S2"], ["S3"], ["S4"], ["S5"]]),
      phase: "chelem",
      taker: 0,
      contract: "prise",
    };
    expect(told(s, 0, { type: "chelem", announce: true })).toBe("West announces a chelem");
    expect(told(s, 0, { type: "chelem", announce: false })).toBe("West announces no chelem");
    const last = run(playing([["S2"], ["S3"], ["SK"], ["S5"]], { options: { deals: 1 } }), [
      [0, { type: "play", card: "S2" }],
      [1, { type: "play", card: "S3" }],
      [2, { type: "play", card: "SK" }],
    ]);
    expect(told(last, 3, { type: "play", card: "S5" })).toMatch(
      /Player 3 wins the trick; deal 1: .*; the game is over$/,
    );
  });
});
