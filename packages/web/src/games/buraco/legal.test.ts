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

  it("enables drawing only when the engine lists it", () => {
    expect(legalParts(drawStep, [])).toMatchObject({ canDraw: true });
    expect(legalParts(meldStep, [])).toMatchObject({ canDraw: false });
  });

  it("discards the one selected card when a discard of its face is listed (the other copy too)", () => {
    expect(legalParts(meldStep, ["7S.1"]).discard).toBe("7S.1");
    expect(legalParts(meldStep, ["QD.0"]).discard).toBeNull();
    expect(legalParts(meldStep, ["7S.1", "4C.0"]).discard).toBeNull();
  });
});
