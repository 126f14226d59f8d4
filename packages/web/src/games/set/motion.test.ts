import { describe, expect, it } from "vitest";
import { cardPlace, dealStagger, freezeLeft, MAX_DEAL_STAGGER_MS, nextDealOrder } from "./motion";

describe("the deal order of the SET tables' cards", () => {
  it("deals every card of the first view in slot order, skipping empty slots", () => {
    const order = nextDealOrder(new Map(), ["0000", null, "1111", "2222"]);
    expect([...order]).toEqual([
      [cardPlace(0, "0000"), 0],
      [cardPlace(2, "1111"), 1],
      [cardPlace(3, "2222"), 2],
    ]);
  });

  it("numbers only the cards new in their slot from 0; cards that stayed keep their order", () => {
    const first = nextDealOrder(new Map(), ["0000", "1111", "2222", "0120"]);
    // A set left slots 1 and 3 and two new cards came.
    const second = nextDealOrder(first, ["0000", "2101", "2222", "1012"]);
    expect(second.get(cardPlace(0, "0000"))).toBe(0);
    expect(second.get(cardPlace(2, "2222"))).toBe(2);
    expect(second.get(cardPlace(1, "2101"))).toBe(0);
    expect(second.get(cardPlace(3, "1012"))).toBe(1);
    // The cards that left are forgotten.
    expect(second.has(cardPlace(1, "1111"))).toBe(false);
  });

  it("treats a card moved to another slot as dealt there", () => {
    const first = nextDealOrder(new Map(), ["0000", "1111"]);
    const second = nextDealOrder(first, ["1111", "0000"]);
    expect([...second.values()]).toEqual([0, 1]);
  });

  it("keeps the pause between two cards short whatever the table's deal delay", () => {
    expect(dealStagger(0)).toBe(0);
    expect(dealStagger(40)).toBe(40);
    expect(dealStagger(5_000)).toBe(MAX_DEAL_STAGGER_MS);
  });
});

describe("how much of a freeze is left", () => {
  it("runs from 1 when frozen to 0 when free", () => {
    expect(freezeLeft(4_000, 1_000, 1_000)).toBe(1);
    expect(freezeLeft(4_000, 1_000, 2_500)).toBeCloseTo(0.5);
    expect(freezeLeft(4_000, 1_000, 4_000)).toBe(0);
    expect(freezeLeft(4_000, 1_000, 9_000)).toBe(0);
  });

  it("counts a freeze whose start is not known as just begun", () => {
    expect(freezeLeft(4_000, null, 3_000)).toBe(1);
    expect(freezeLeft(4_000, null, 4_500)).toBe(0);
  });
});
