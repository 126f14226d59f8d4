import { describe, expect, it } from "vitest";
import { canonicalDiscards, discardRefusal, plainCards } from "./dog.js";
import { laid, refusal, run } from "./situations.js";
import type { TarotState } from "./state.js";

/** A taker's 24 cards: 8 plain cards, kings, oudlers and trumps. */
const rich = [
  ...["S2", "S3", "S4", "H5", "H6", "D7", "C8", "CQ"],
  ...["SK", "HK", "DK", "CK", "T1", "T21", "EX"],
  ...["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10"],
];
/** A taker's 24 cards with only 4 plain cards: 2 trumps must go. */
const poor = [
  ...["S2", "S3", "H4", "CQ"],
  ...["SK", "HK", "DK", "CK", "T1", "T21", "EX"],
  ...Array.from({ length: 13 }, (_, i) => `T${i + 2}`),
];

/** The taker (seat 0) of a Garde in its discard with `hand`. */
function discarding(hand: readonly string[]): TarotState {
  const s = laid([hand, [], [], []]);
  return { ...s, phase: "discard", taker: 0, contract: "garde", shownDog: hand.slice(0, 6) };
}

describe("the discard", () => {
  it("is exactly the dog's size, of held cards, each once", () => {
    expect(discardRefusal(rich, ["S2", "S3", "S4", "H5", "H6"], 6)?.code).toBe("discard-size");
    expect(discardRefusal(rich, ["S2", "S2", "S4", "H5", "H6", "D7"], 6)?.code).toBe("discard-twice");
    expect(discardRefusal(rich, ["S2", "S3", "S4", "H5", "H6", "D9"], 6)?.code).toBe("not-in-hand");
    expect(discardRefusal(rich, ["S2", "S3", "S4", "H5", "H6", "D7"], 6)).toBeNull();
  });

  it("never holds a king or an oudler", () => {
    expect(discardRefusal(rich, ["S2", "S3", "S4", "H5", "H6", "SK"], 6)?.code).toBe("discard-forbidden");
    expect(discardRefusal(rich, ["S2", "S3", "S4", "H5", "H6", "T1"], 6)?.code).toBe("discard-forbidden");
    expect(discardRefusal(rich, ["S2", "S3", "S4", "H5", "H6", "EX"], 6)?.code).toBe("discard-forbidden");
    expect(discardRefusal(poor, ["S2", "S3", "H4", "CQ", "T2", "T21"], 6)?.code).toBe("discard-forbidden");
  });

  it("holds trumps only when nothing else is possible", () => {
    expect(discardRefusal(rich, ["S2", "S3", "S4", "H5", "H6", "T2"], 6)?.code).toBe("discard-trump");
    expect(discardRefusal(poor, ["S2", "S3", "H4", "T2", "T3", "T4"], 6)?.code).toBe("discard-trump");
    expect(discardRefusal(poor, ["S2", "S3", "H4", "CQ", "T2", "T3"], 6)).toBeNull();
  });

  it("shows its trumps to all and goes to the chelem announcement", () => {
    const after = run(discarding(poor), [
      [0, { type: "discard", cards: ["S2", "S3", "H4", "CQ", "T9", "T3"] }],
    ]);
    expect(after.shownDiscard).toEqual(["T3", "T9"]);
    expect(after.discard).toHaveLength(6);
    expect(after.hands[0]).toHaveLength(18);
    expect(after.phase).toBe("chelem");
    const plain = run(discarding(rich), [
      [0, { type: "discard", cards: ["S2", "S3", "S4", "H5", "H6", "D7"] }],
    ]);
    expect(plain.shownDiscard).toEqual([]);
  });

  it("is made by the taker only, in the discard phase", () => {
    const s = discarding(rich);
    const cards = ["S2", "S3", "S4", "H5", "H6", "D7"];
    expect(refusal(s, 1, { type: "discard", cards })).toBe("not-taker");
    expect(refusal({ ...s, phase: "chelem" }, 0, { type: "discard", cards })).toBe("not-discarding");
  });

  it("canonical discards are each legal and together offer every card that may be discarded", () => {
    for (const hand of [rich, poor]) {
      const listed = canonicalDiscards(hand, 6);
      for (const cards of listed) expect(discardRefusal(hand, cards, 6)).toBeNull();
      const offered = new Set(listed.flat());
      const may = hand.filter(
        (card) =>
          discardRefusal(hand, [card, ...hand.filter((c) => c !== card)].slice(0, 6), 6) === null ||
          offered.has(card),
      );
      expect([...offered].sort()).toEqual([...new Set(may)].sort());
    }
    expect(new Set(canonicalDiscards(rich, 6).flat())).toEqual(new Set(plainCards(rich)));
    expect(new Set(canonicalDiscards(poor, 6).flat())).toEqual(
      new Set([...plainCards(poor), ...Array.from({ length: 13 }, (_, i) => `T${i + 2}`)]),
    );
  });
});
