import { describe, expect, it } from "vitest";
import type { SeatSummary } from "../api";
import {
  afterView,
  answered,
  asked,
  basisKey,
  hintsOffered,
  NO_HINT,
  refused,
  seatToMove,
  signedValue,
  topMoves,
  type HintAnswer,
} from "./hint";

const person = { joined: true } as unknown as SeatSummary;
const bot = { bot: "strong" } as unknown as SeatSummary;

const hint: HintAnswer = {
  kind: "tile",
  action: { type: "place", tile: "G1R3G4Y4", x: 1, y: 0, rotation: 1 },
  moves: [
    { action: "a", value: 12.5 },
    { action: "b", value: 3 },
    { action: "c", value: -3.04 },
    { action: "d", value: -9 },
  ],
  unit: "points",
  basis: "the placement's score less the next player's best reply, over 96 hands they might hold",
  work: 96,
  workUnit: "samples",
};

describe("hints offered", () => {
  it("at an unrated table of a game with hints, every other seat a bot", () => {
    expect(hintsOffered("ruhd", false, [person, bot], [0])).toBe(true);
    expect(hintsOffered("tarot", undefined, [bot, person, bot], [1])).toBe(true);
  });
  it("never rated, with another person, in a SET game, or for one keyboard of two", () => {
    expect(hintsOffered("ruhd", true, [person, bot], [0])).toBe(false);
    expect(hintsOffered("ruhd", false, [person, person], [0])).toBe(false);
    expect(hintsOffered("set-classic", false, [person, bot], [0])).toBe(false);
    expect(hintsOffered("ruhd", false, [person, person], [0, 1])).toBe(false);
    expect(hintsOffered(null, false, [person, bot], [0])).toBe(false);
    expect(hintsOffered("ruhd", false, [person, bot], [])).toBe(false);
  });
  it("on the seat's turn in its own view, not once the match is over", () => {
    const views = new Map<number | null, { view: unknown }>([[0, { view: { turn: 0, finished: false } }]]);
    expect(seatToMove(views, [0])).toBe(0);
    expect(seatToMove(new Map([[0, { view: { turn: 1, finished: false } }]]), [0])).toBeNull();
    expect(seatToMove(new Map([[0, { view: { turn: 0, finished: true } }]]), [0])).toBeNull();
    expect(seatToMove(new Map([[0, { view: { turn: null } }]]), [0])).toBeNull();
  });
});

describe("the hint's question", () => {
  it("is pending, then shows the answer for the position asked", () => {
    const pending = asked(0, 4);
    expect(pending).toEqual({ status: "pending", seat: 0, seq: 4 });
    expect(answered(pending, { seat: 0, seq: 4, hint }, 4)).toEqual({
      status: "shown",
      seat: 0,
      seq: 4,
      hint,
    });
  });
  it("drops an answer once a later view came (stale by seq)", () => {
    const pending = asked(0, 4);
    expect(answered(pending, { seat: 0, seq: 4, hint }, 5)).toBe(pending);
    expect(afterView(pending, 5)).toBe(NO_HINT);
    expect(answered(NO_HINT, { seat: 0, seq: 4, hint }, 4)).toBe(NO_HINT);
  });
  it("keeps a hint while views of the same position come, drops it on a later one", () => {
    const shown = answered(asked(0, 4), { seat: 0, seq: 4, hint }, 4);
    expect(afterView(shown, 4)).toBe(shown);
    expect(afterView(shown, 5)).toBe(NO_HINT);
    expect(afterView(NO_HINT, 9)).toBe(NO_HINT);
  });
  it("says a refusal, only for the question pending, dropped with its position", () => {
    const no = refused(asked(0, 4), "no-hint");
    expect(no).toEqual({ status: "refused", seat: 0, seq: 4, code: "no-hint" });
    expect(refused(NO_HINT, "no-hint")).toBe(NO_HINT);
    expect(afterView(no, 5)).toBe(NO_HINT);
  });
  it("ignores an answer for another seat", () => {
    const pending = asked(1, 4);
    expect(answered(pending, { seat: 0, seq: 4, hint }, 4)).toBe(pending);
  });
});

describe("the answer in figures", () => {
  it("lists the best three moves, best first", () => {
    expect(topMoves(hint).map((m) => m.action)).toEqual(["a", "b", "c"]);
  });
  it("signs values with a true minus, one decimal at most, in the language", () => {
    expect(signedValue(12.5, "en")).toBe("+12.5");
    expect(signedValue(-3.04, "en")).toBe("\u22123");
    expect(signedValue(0.01, "en")).toBe("0");
    expect(signedValue(12.5, "fr")).toBe("+12,5");
  });
  it("knows the engine's bases, with their numbers", () => {
    expect(basisKey(hint.basis)).toEqual({ key: "bases.reply", count: 96 });
    expect(basisKey("the seat's mean score over 100 sampled deals played out")).toEqual({
      key: "bases.seatMean",
      count: 100,
    });
    expect(basisKey("the placement's score (nobody plays after it)")).toEqual({ key: "bases.placement" });
    expect(basisKey("something new")).toBeNull();
  });
});
