import { findSets, isSet, thirdCard } from "@parlor/engine/set";
import { describe, expect, it } from "vitest";
import { brokenFeatures, FEATURE_ROWS, featureVerdicts, SET_EXAMPLES, VARIANT_EXAMPLES } from "./examples";

describe("the SET examples", () => {
  it("the set is a set and the non-set is not, broken by its shading alone", () => {
    expect(SET_EXAMPLES.set.isSet).toBe(true);
    expect(SET_EXAMPLES.set.verdicts).toEqual(["different", "same", "different", "same"]);
    expect(SET_EXAMPLES.allDifferent.isSet).toBe(true);
    expect(SET_EXAMPLES.allDifferent.verdicts).toEqual(["different", "different", "different", "different"]);
    expect(SET_EXAMPLES.notSet.isSet).toBe(false);
    expect(brokenFeatures(SET_EXAMPLES.notSet.cards)).toEqual([3]);
  });

  it("the verdicts agree with the engine's isSet on every triple of a board", () => {
    const board = ["0000", "1111", "2222", "0102", "1112", "2120", "0121", "1010", "2201"];
    for (let i = 0; i < board.length; i++)
      for (let j = i + 1; j < board.length; j++)
        for (let k = j + 1; k < board.length; k++) {
          const cards = [board[i]!, board[j]!, board[k]!];
          expect(brokenFeatures(cards).length === 0).toBe(isSet(cards));
        }
  });

  it("each feature row varies one feature and is a set", () => {
    FEATURE_ROWS.forEach((row, f) => {
      expect(isSet(row)).toBe(true);
      expect(featureVerdicts(row).map((v, g) => (g === f ? v : "other"))).toContain("different");
      expect(featureVerdicts(row).filter((v) => v === "same")).toHaveLength(3);
    });
    expect(findSets(FEATURE_ROWS.flat().filter((c, i, all) => all.indexOf(c) === i)).length).toBe(4);
  });
});

describe("classic SET's variant examples", () => {
  it("the UltraSet: two pairs completing to the same card, four distinct cards", () => {
    const { pairs, completions } = VARIANT_EXAMPLES.ultraset;
    expect(new Set(pairs.flat()).size).toBe(4);
    expect(completions[0]).toBe(completions[1]);
    expect(completions).toEqual(pairs.map(([a, b]) => thirdCard(a, b)));
  });

  it("the GhostSet: three pairs whose completions are a set, six distinct cards of which no three are a set", () => {
    const { pairs, completions } = VARIANT_EXAMPLES.ghostset;
    const six = pairs.flat();
    expect(new Set(six).size).toBe(6);
    expect(isSet(completions)).toBe(true);
    expect(findSets(six)).toEqual([]);
    // Every feature of the six adds up to a multiple of 3 (the rule's other wording).
    for (let f = 0; f < 4; f++) expect(six.reduce((sum, c) => sum + Number(c[f]), 0) % 3).toBe(0);
  });
});
