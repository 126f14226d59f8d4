import { describe, expect, it } from "vitest";
import { callable } from "./call.js";
import { laid, playing, refusal, run, trick } from "./situations.js";

const kings = ["SK", "HK", "DK", "CK"];
const queens = ["SQ", "HQ", "DQ", "CQ"];

describe("the call (5 players)", () => {
  it("calls a king; a queen when holding all four kings; a knight when holding all kings and queens", () => {
    expect(callable(["SK", "T3"])).toEqual(kings);
    expect(callable([...kings, "T3"])).toEqual(queens);
    expect(callable([...kings, ...queens])).toEqual(["SN", "HN", "DN", "CN"]);
  });

  it("only the taker calls, only a card of the rank they must call, and then the dog follows the contract", () => {
    const hands = [[...kings, "T2"], ["SQ"], ["HQ"], ["DQ"], ["CQ"]];
    const base = laid(hands, ["H1", "H2", "H3"]);
    const s = { ...base, phase: "call" as const, taker: 0, contract: "prise" as const };
    expect(refusal(s, 1, { type: "call", card: "SQ" })).toBe("not-taker");
    expect(refusal(s, 0, { type: "call", card: "SK" })).toBe("bad-call");
    const called = run(s, [[0, { type: "call", card: "HQ" }]]);
    expect(called.called).toBe("HQ");
    expect(called.phase).toBe("discard");
    expect(called.shownDog).toEqual(["H1", "H2", "H3"]);
    const sans = run({ ...s, contract: "garde-sans" }, [[0, { type: "call", card: "DQ" }]]);
    expect(sans.phase).toBe("chelem");
    expect(refusal(sans, 0, { type: "call", card: "DQ" })).toBe("not-calling");
  });

  it("the partner is known only when the called card is played", () => {
    const hands = [
      ["S2", "T5"],
      ["S3", "H1"],
      ["S4", "HK"],
      ["S5", "H3"],
      ["S6", "H4"],
    ];
    const s = playing(hands, { taker: 0, called: "HK", contract: "prise", turn: 1 });
    const one = run(s, trick(1, 5, ["S3", "S4", "S5", "S6", "S2"]));
    expect(one.partner).toBeNull();
    expect(one.turn).toBe(4);
    const two = run(one, trick(4, 5, ["H4", "T5", "H1"]));
    expect(two.partner).toBeNull();
    expect(run(two, [[2, { type: "play", card: "HK" }]]).partner).toBe(2);
  });

  it("nobody leads the called suit in the first trick but with the called card itself", () => {
    const hands = [
      ["S2", "T5"],
      ["S3", "H1"],
      ["S4", "HK"],
      ["S5", "H3"],
      ["S6", "H4"],
    ];
    const s = playing(hands, { taker: 0, called: "HK", contract: "prise", turn: 1 });
    expect(refusal(s, 1, { type: "play", card: "H1" })).toBe("called-suit-first-trick");
    expect(refusal({ ...s, turn: 2 }, 2, { type: "play", card: "HK" })).toBeNull();
  });

  it("the taker holding the called card is partnered by themselves: they play alone", () => {
    const hands = [
      ["HK", "S2"],
      ["H1", "S3"],
      ["H2", "S4"],
      ["H3", "S5"],
      ["H4", "S6"],
    ];
    const s = playing(hands, { taker: 0, called: "HK", contract: "prise", turn: 0 });
    const after = run(s, trick(0, 5, ["HK", "H1", "H2", "H3", "H4"]));
    expect(after.partner).toBe(0);
  });
});
