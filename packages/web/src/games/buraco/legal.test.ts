import type { BuracoAction } from "@parlor/engine/buraco";
import { describe, expect, it } from "vitest";
import { legalParts } from "./legal.js";

const drawStep: BuracoAction[] = [
  { type: "draw" },
  { type: "take-pile", meld: { cards: ["5H.0", "6H.1"] } },
  { type: "take-pile", add: { meld: 2, cards: [] } },
];

const meldStep: BuracoAction[] = [
  { type: "meld", cards: ["7S.0", "8S.0", "9S.1"] },
  { type: "add", meld: 0, cards: ["KD.0"] },
  { type: "discard", card: "4C.0" },
  { type: "discard", card: "7S.0" },
];

describe("legalParts", () => {
  it("lights the faces of the cards a meld, an addition or a pick-up takes, any copy of them", () => {
    expect([...legalParts(drawStep, []).meldFaces].sort()).toEqual(["5H", "6H"]);
    expect([...legalParts(meldStep, []).meldFaces].sort()).toEqual(["7S", "8S", "9S", "KD"]);
  });

  it("lights the melds an addition or a pick-up lays a card on", () => {
    expect([...legalParts(drawStep, []).meldTargets]).toEqual([2]);
    expect([...legalParts(meldStep, []).meldTargets]).toEqual([0]);
  });

  it("enables drawing and taking the pile only when the engine lists them", () => {
    expect(legalParts(drawStep, [])).toMatchObject({ canDraw: true, canTakePile: true });
    expect(legalParts([{ type: "draw" }], [])).toMatchObject({ canDraw: true, canTakePile: false });
    expect(legalParts([], [])).toMatchObject({ canDraw: false, canTakePile: false });
  });

  it("enables melding for a selection of three cards or more, when melds are possible", () => {
    expect(legalParts(meldStep, ["7S.0", "8S.0"]).canMeld).toBe(false);
    expect(legalParts(meldStep, ["7S.1", "8S.0", "9S.0", "10S.0"]).canMeld).toBe(true);
    expect(legalParts(meldStep.slice(1), ["7S.1", "8S.0", "9S.0"]).canMeld).toBe(false);
  });

  it("enables adding for any selection when some addition is possible", () => {
    expect(legalParts(meldStep, []).canAdd).toBe(false);
    expect(legalParts(meldStep, ["QD.1"]).canAdd).toBe(true);
    expect(legalParts([meldStep[0] as BuracoAction], ["QD.1"]).canAdd).toBe(false);
  });

  it("discards the one selected card when a discard of its face is listed (the other copy too)", () => {
    expect(legalParts(meldStep, ["7S.1"]).discard).toBe("7S.1");
    expect(legalParts(meldStep, ["QD.0"]).discard).toBeNull();
    expect(legalParts(meldStep, ["7S.1", "4C.0"]).discard).toBeNull();
  });
});
