import type { BuracoAction } from "@parlor/engine/buraco";
import { buracoOptions } from "@parlor/engine/buraco";
import { describe, expect, it } from "vitest";
import {
  addProblem,
  discardProblem,
  meldProblem,
  meldUse,
  pileProblem,
  refusalKey,
  type Selection,
} from "./problems.js";

const options = buracoOptions.parse({});

/** A selection at a table where side 0 has one run (5♥ 6♥ 7♥) and the pile's top is `top`. */
function selection(
  chosen: string[],
  legal: BuracoAction[],
  place: Partial<Selection["view"]> = {},
): Selection {
  return {
    chosen,
    legal,
    view: {
      side: 0,
      options,
      mortos: [
        { count: 11, fate: "waiting", how: null, pending: null, takenBy: null },
        { count: 11, fate: "waiting", how: null, pending: null, takenBy: null },
      ],
      melds: [[{ cards: ["5H.0", "6H.0", "7H.0"], kind: "run", canasta: null }], []],
      pileTop: "8H.1",
      pileLocked: false,
      ...place,
    },
  };
}

const melding: BuracoAction[] = [
  { type: "meld", cards: ["9S.0", "10S.0", "JS.0"] },
  { type: "add", meld: 0, cards: ["4H.0"] },
  { type: "discard", card: "KD.0" },
];

describe("why a move cannot be made", () => {
  it("says a meld needs three cards, no three, one wild at most, and an order that fits", () => {
    expect(meldProblem(selection([], melding))).toEqual({ key: "chooseMeld", values: { count: 3 } });
    expect(meldProblem(selection(["9S.0", "10S.0"], melding))).toEqual({
      key: "fewCards",
      values: { count: 3 },
    });
    expect(meldProblem(selection(["3S.0", "3C.0", "3C.1"], melding))?.key).toBe("three");
    expect(meldProblem(selection(["9S.0", "2S.0", "2C.1"], melding))?.key).toBe("wilds");
    expect(meldProblem(selection(["9S.0", "10S.0", "QS.0"], melding))?.key).toBe("notAMeld");
    expect(meldProblem(selection(["9S.0", "9C.0", "9D.1"], melding))).toBeNull();
    const runsOnly = { ...options, groups: false };
    expect(meldProblem(selection(["9S.0", "9C.0", "9D.1"], melding, { options: runsOnly }))?.key).toBe(
      "noGroups",
    );
  });

  it("offers a meld of four or more cards the engine's three-card list does not name", () => {
    expect(meldProblem(selection(["9S.0", "10S.0", "JS.0", "QS.1"], melding))).toBeNull();
  });

  it("says the side must keep cards when the engine lists no meld at all", () => {
    const keeping = melding.filter((move) => move.type === "discard");
    expect(meldProblem(selection(["9S.0", "10S.0", "JS.0"], keeping))?.key).toBe("needsNatural");
    const stbl = { ...options, naturalToEnd: false };
    expect(meldProblem(selection(["9S.0", "10S.0", "JS.0"], keeping, { options: stbl }))?.key).toBe(
      "needsCanasta",
    );
  });

  it("adds only cards that fit the meld", () => {
    expect(addProblem(selection([], melding), 0)?.key).toBe("chooseAdd");
    expect(addProblem(selection(["4H.0"], melding), 0)).toBeNull();
    expect(addProblem(selection(["8H.0", "9H.0"], melding), 0)).toBeNull();
    expect(addProblem(selection(["9H.0"], melding), 0)?.key).toBe("doesNotFit");
    expect(addProblem(selection(["4H.0"], melding), 3)?.key).toBe("noSuchMeld");
  });

  it("takes the pile only with its top card in a meld, never when locked", () => {
    const drawing: BuracoAction[] = [{ type: "draw" }, { type: "take-pile", add: { meld: 0, cards: [] } }];
    expect(pileProblem(selection([], drawing))).toEqual({ key: "choosePile", values: { count: 2 } });
    expect(pileProblem(selection(["8S.0", "8C.0"], drawing))).toBeNull();
    expect(pileProblem(selection(["9S.0", "8C.0"], drawing))?.key).toBe("pileNoMeld");
    expect(pileProblem(selection([], drawing), 0)).toBeNull();
    expect(pileProblem(selection(["9H.0"], drawing), 0)).toBeNull();
    expect(pileProblem(selection(["KH.0"], drawing), 0)?.key).toBe("pileDoesNotFit");
    expect(pileProblem(selection([], drawing, { pileTop: "3C.0", pileLocked: true }), 0)?.key).toBe(
      "pileLocked",
    );
    expect(pileProblem(selection([], drawing, { pileTop: null }), 0)?.key).toBe("pileEmpty");
  });

  it("discards exactly one card the engine lets go", () => {
    expect(discardProblem(selection(["KD.0"], melding), "KD.0")).toBeNull();
    expect(discardProblem(selection(["KD.0", "9S.0"], melding), null)?.key).toBe("chooseDiscard");
    expect(discardProblem(selection(["KD.0"], []), null)?.key).toBe("needsNatural");
  });

  it("lights a meld only when the move onto it is legal, and says why not where the cards fit it", () => {
    // The pile's top card (8♥) fits the run, but the engine lists no way to take the pile: not lit,
    // and the reason goes beside the meld.
    const drawOnly: BuracoAction[] = [{ type: "draw" }];
    expect(meldUse(selection([], drawOnly), "draw", 0)).toEqual({
      problem: { key: "needsNatural" },
      fits: true,
    });
    const drawing: BuracoAction[] = [{ type: "draw" }, { type: "take-pile", add: { meld: 0, cards: [] } }];
    expect(meldUse(selection([], drawing), "draw", 0)).toEqual({ problem: null, fits: false });
    expect(meldUse(selection(["KH.0"], drawing), "draw", 0)).toEqual({
      problem: { key: "pileDoesNotFit" },
      fits: false,
    });
    // Melding with nothing chosen, a meld the engine could add to is not lit: there is nothing to add yet.
    expect(meldUse(selection([], melding), "meld-discard", 0)).toEqual({
      problem: { key: "chooseAdd" },
      fits: false,
    });
    expect(meldUse(selection(["4H.0"], melding), "meld-discard", 0)).toEqual({ problem: null, fits: false });
    const keeping = melding.filter((move) => move.type === "discard");
    expect(meldUse(selection(["4H.0"], keeping), "meld-discard", 0)).toEqual({
      problem: { key: "needsNatural" },
      fits: true,
    });
  });

  it("words the engine's refusals it knows by their code", () => {
    expect(refusalKey("pile-locked")).toBe("refusal.pile-locked");
    expect(refusalKey("something-new")).toBeNull();
  });
});
