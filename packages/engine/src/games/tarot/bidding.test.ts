import { describe, expect, it } from "vitest";
import { biddable, highestBid } from "./bidding.js";
import { laid, refusal, run, table } from "./situations.js";
import type { TarotState } from "./state.js";

const bid = (contract: "pass" | "prise" | "garde" | "garde-sans" | "garde-contre") =>
  ({ type: "bid", contract }) as const;

/** A 4-player deal dealt by seat 3 with the table's own cards. */
const fresh = (): TarotState => laid(table(4).hands, table(4).dog);

describe("the bidding", () => {
  it("starts after the dealer, each in turn", () => {
    const s = fresh();
    expect(refusal(s, 1, bid("pass"))).toBe("not-your-turn");
    const after = run(s, [[0, bid("pass")]]);
    expect(after.turn).toBe(1);
    expect(after.bids).toEqual(["pass", null, null, null]);
  });

  it("only a higher contract may follow", () => {
    const s = run(fresh(), [[0, bid("garde")]]);
    expect(refusal(s, 1, bid("prise"))).toBe("bid-too-low");
    expect(refusal(s, 1, bid("garde"))).toBe("bid-too-low");
    expect(refusal(s, 1, bid("garde-sans"))).toBeNull();
    expect(refusal(s, 1, bid("pass"))).toBeNull();
    expect(biddable(s.bids)).toEqual(["pass", "garde-sans", "garde-contre"]);
    expect(highestBid(["pass", "garde", "prise", null])).toBe("garde");
  });

  it("everyone speaks once; the highest bidder takes; Prise shows the dog and gives it to the taker", () => {
    const s = fresh();
    const after = run(s, [
      [0, bid("prise")],
      [1, bid("pass")],
      [2, bid("garde")],
      [3, bid("pass")],
    ]);
    expect(after.taker).toBe(2);
    expect(after.contract).toBe("garde");
    expect(after.phase).toBe("discard");
    expect(after.shownDog).toEqual(s.dog);
    expect(after.dog).toEqual([]);
    expect(after.hands[2]).toHaveLength(24);
    expect(refusal(after, 0, bid("garde-contre"))).toBe("not-bidding");
  });

  it("Garde sans and Garde contre leave the dog face down and go straight to the chelem", () => {
    for (const contract of ["garde-sans", "garde-contre"] as const) {
      const s = fresh();
      const after = run(s, [
        [0, bid("pass")],
        [1, bid(contract)],
        [2, bid("pass")],
        [3, bid("pass")],
      ]);
      expect(after.phase).toBe("chelem");
      expect(after.shownDog).toBeNull();
      expect(after.dog).toEqual(s.dog);
      expect(after.hands[1]).toHaveLength(18);
    }
  });

  it("everybody passing voids the deal: an event, and the next dealer deals new cards", () => {
    const s = fresh();
    const after = run(s, [
      [0, bid("pass")],
      [1, bid("pass")],
      [2, bid("pass")],
      [3, bid("pass")],
    ]);
    expect(after.events.some((e) => e.kind === "void" && e.reason === "all-passed")).toBe(true);
    expect(after.dealer).toBe(0);
    expect(after.phase).toBe("bidding");
    expect(after.bids).toEqual([null, null, null, null]);
    expect(after.turn).toBe(1);
    expect(after.hands).not.toEqual(s.hands);
    expect(after.dealsScored).toBe(0);
    expect(after.voidDeals.allPassed).toBe(1);
  });

  it("at 5 players the taker calls a card before the dog", () => {
    const s = table(5);
    const first = (s.dealer + 1) % 5;
    const moves = [0, 1, 2, 3, 4].map((i) => [(first + i) % 5, bid(i === 0 ? "garde" : "pass")] as const);
    const after = run(s, moves);
    expect(after.phase).toBe("call");
    expect(after.taker).toBe(first);
    expect(after.shownDog).toBeNull();
    expect(after.dog).toHaveLength(3);
  });
});
