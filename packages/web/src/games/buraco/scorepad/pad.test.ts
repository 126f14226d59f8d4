import { classifyMeld, cardValue, handPenalty, scoreHand, type Side } from "@parlor/engine/buraco";
import { describe, expect, it } from "vitest";
import {
  addHand,
  blankHand,
  blankSide,
  change,
  deleteHand,
  historyFrom,
  leastMeldPoints,
  newPad,
  outcomeOf,
  padFrom,
  problemsOf,
  replaceHand,
  rowsOf,
  scoreEntry,
  totalsOf,
  undo,
  type HandEntry,
  type History,
  type SideHand,
} from "./pad.js";

const side = (fields: Partial<SideHand>): SideHand => ({ ...blankSide(), ...fields });
const hand = (a: Partial<SideHand>, b: Partial<SideHand>, wentOut: 0 | 1 | null): HandEntry => ({
  sides: [side(a), side(b)],
  wentOut,
});

/** A side's tally counted from its cards, as people at the table count them. */
function tallied(cards: Side): Partial<SideHand> {
  const kinds = cards.melds.map((meld) => classifyMeld(meld, { groups: true })?.canasta ?? null);
  return {
    meldPoints: cards.melds.flat().reduce((sum, card) => sum + cardValue(card), 0),
    naturalCanastas: kinds.filter((k) => k === "natural").length,
    mixedCanastas: kinds.filter((k) => k === "mixed").length,
    redThrees: cards.redThrees,
    handPoints: cards.hand.reduce((sum, card) => sum + handPenalty(card), 0),
    morto: cards.tookMorto ? "taken" : "not-taken",
  };
}

const OUT: Side = {
  melds: [
    ["4S", "5S", "6S", "7S", "8S", "9S", "10S"],
    ["KS", "KH", "KH", "KD", "KC", "KC", "2S"],
    ["JH", "QH", "KH", "AH"],
  ],
  redThrees: 1,
  hand: [],
  wentOut: true,
  tookMorto: true,
};
const CAUGHT: Side = {
  melds: [["9C", "9D", "9S"]],
  redThrees: 1,
  hand: ["QD", "3C", "AS"],
  wentOut: false,
  tookMorto: false,
};

describe("the score pad's hand, scored by the engine", () => {
  it("gives what scoreHand gives for the same cards, counted", () => {
    const entry = hand(tallied(OUT), tallied(CAUGHT), 0);
    expect(problemsOf(entry, true)).toEqual([]);
    expect(scoreEntry(entry)).toEqual([scoreHand(OUT), scoreHand(CAUGHT)]);
    expect(scoreEntry(entry)[0].total).toBe(165 + 300 + 100 + 100);
    expect(scoreEntry(entry)[1]).toMatchObject({ redThrees: -100, morto: -100, hand: -30 });
  });

  it("scores a morto taken by a discard and left unplayed as never taken", () => {
    const entry = hand({ morto: "unplayed" }, { naturalCanastas: 1, meldPoints: 35 }, 1);
    expect(problemsOf(entry, true)).toEqual([]);
    expect(scoreEntry(entry)[0].morto).toBe(-100);
    expect(problemsOf(hand({ morto: "unplayed" }, {}, null), true)).toEqual([
      { code: "unplayedMorto", side: 0 },
    ]);
  });

  it("names what cannot be so", () => {
    expect(problemsOf(hand({ meldPoints: 12 }, {}, null), true)).toEqual([
      { code: "points", side: 0, values: { step: 5 } },
    ]);
    expect(problemsOf(hand({}, { naturalCanastas: 1.5 }, null), true)[0]).toMatchObject({
      code: "count",
      side: 1,
    });
    expect(leastMeldPoints({ naturalCanastas: 1, mixedCanastas: 1 })).toBe(35 + 40);
    expect(
      problemsOf(hand({ naturalCanastas: 1, mixedCanastas: 1, meldPoints: 70 }, {}, null), true),
    ).toEqual([{ code: "meldPointsForCanastas", side: 0, values: { least: 75 } }]);
    expect(problemsOf(hand({ redThrees: 3 }, { redThrees: 2 }, null), true)).toEqual([
      { code: "redThrees", values: { count: 4 } },
    ]);
    expect(problemsOf(hand({ morto: "not-taken" }, {}, 0), true).map((p) => p.code)).toEqual([
      "wentOutMorto",
      "wentOutNatural",
    ]);
    const mixedOnly = hand({ mixedCanastas: 1, meldPoints: 40 }, {}, 0);
    expect(problemsOf(mixedOnly, true).map((p) => p.code)).toEqual(["wentOutNatural"]);
    expect(problemsOf(mixedOnly, false)).toEqual([]);
    expect(problemsOf(hand({}, {}, 1), false).map((p) => p.code)).toEqual(["wentOutCanasta"]);
  });
});

describe("the pad", () => {
  const first = hand(tallied(OUT), tallied(CAUGHT), 0);
  const second = hand({ meldPoints: 50 }, { naturalCanastas: 2, meldPoints: 140, redThrees: 2 }, 1);

  it("keeps running totals, and names the winner once a side reaches the target", () => {
    const pad = addHand(addHand(newPad(), first), second);
    const [a, b] = [scoreEntry(first), scoreEntry(second)];
    expect(rowsOf(pad).map((row) => row.totals)).toEqual([
      [a[0].total, a[1].total],
      [a[0].total + b[0].total, a[1].total + b[1].total],
    ]);
    expect(outcomeOf(pad)).toBeNull();
    expect(outcomeOf({ ...pad, target: 600 })).toEqual({ winner: 0 });
    expect(outcomeOf({ ...pad, target: totalsOf(pad)[1] })).toEqual({ winner: 0 });
    expect(outcomeOf({ ...newPad(), target: 1 })).toBeNull();
  });

  it("replaces, deletes and undoes; names are not undone", () => {
    let history: History = { pad: newPad(), past: [] };
    history = change(history, addHand(history.pad, first));
    history = change(history, replaceHand(history.pad, 0, second));
    expect(history.pad.hands).toEqual([second]);
    history = change(history, deleteHand(history.pad, 0));
    expect(history.pad.hands).toEqual([]);
    history = { ...history, pad: { ...history.pad, sides: ["Ana & Bia", "Caio & Davi"] } };
    history = undo(history);
    expect(history.pad.hands).toEqual([second]);
    expect(history.pad.sides).toEqual(["Ana & Bia", "Caio & Davi"]);
    expect(undo(undo(undo(history))).pad.hands).toEqual([]);
  });

  it("reads itself back from storage, dropping what is not a possible hand", () => {
    const pad = { ...addHand(addHand(newPad(), first), second), target: 2000, sides: ["A", "B"] as const };
    const history: History = { pad, past: [newPad()] };
    expect(historyFrom(JSON.parse(JSON.stringify(history)))).toEqual(history);
    const tampered = { ...pad, hands: [first, { ...second, wentOut: 2 }, hand({ meldPoints: 3 }, {}, null)] };
    expect(padFrom(tampered)?.hands).toEqual([first]);
    expect(padFrom({ ...pad, target: -5 })?.target).toBe(3000);
    expect(padFrom({ sides: ["only one"], hands: [] })).toBeNull();
    expect(historyFrom("text")).toBeNull();
    expect(blankHand().wentOut).toBeNull();
  });
});

describe("points as typed", () => {
  it("takes whole numbers, empty as 0", async () => {
    const { pointsFrom } = await import("./pad.js");
    expect(pointsFrom("")).toBe(0);
    expect(pointsFrom(" 165 ")).toBe(165);
    expect(pointsFrom("16.5")).toBeNaN();
    expect(pointsFrom("-5")).toBeNaN();
    expect(pointsFrom("abc")).toBeNaN();
  });
});
