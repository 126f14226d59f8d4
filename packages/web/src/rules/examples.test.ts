import { findSets, isSet, thirdCard } from "@parlor/engine/set";
import { breakdownDeal, cardPoints, isCard, scoreDeal } from "@parlor/engine/tarot";
import { scoreHand } from "@parlor/engine/buraco";
import { scorePlacement } from "@parlor/engine/ruhd";
import { describe, expect, it } from "vitest";
import {
  BURACO_HAND,
  BURACO_MELDS,
  brokenFeatures,
  FEATURE_ROWS,
  featureVerdicts,
  RUHD_EXAMPLE,
  SET_EXAMPLES,
  TAROT_CARDS,
  TAROT_EXAMPLES,
  VARIANT_EXAMPLES,
} from "./examples";

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

describe("the Ruhd worked example", () => {
  it("scores 10 as the rulebook says: 0 one-side, 1 diff-diff, 3 same-same, three patterns", () => {
    expect(RUHD_EXAMPLE.score).toEqual(scorePlacement(RUHD_EXAMPLE.board, RUHD_EXAMPLE.placed));
    expect(RUHD_EXAMPLE.score).toMatchObject({ oneSide: 0, diffDiff: 1, sameSame: 3, pattern: 6, total: 10 });
    expect(RUHD_EXAMPLE.score.patterns).toHaveLength(3);
  });
});

describe("the Tarot worked deals", () => {
  it("the cards drawn are the deck's: the three oudlers, then a Roi, a Dame, a Cavalier, a Valet and a small card", () => {
    expect([...TAROT_CARDS.oudlers, ...TAROT_CARDS.values].every(isCard)).toBe(true);
    expect(TAROT_CARDS.oudlers.map(cardPoints)).toEqual([4.5, 4.5, 4.5]);
    expect(TAROT_CARDS.values.map(cardPoints)).toEqual([4.5, 3.5, 2.5, 1.5, 0.5]);
  });

  it("a Garde made with 2 oudlers and 45.5 points, Petit au bout and a poignée: 100 per defender, 300 for the taker", () => {
    const { deal, breakdown, scores } = TAROT_EXAMPLES.made;
    expect(breakdown).toEqual(breakdownDeal(deal));
    expect(scores).toEqual(scoreDeal(deal).scores);
    // By hand from rules/tarot.md: target 41, difference ceil(4.5) = 5, (25 + 5) × 2 = 60, Petit
    // au bout 10 × 2 = 20, single poignée 20.
    expect(breakdown).toMatchObject({
      target: 41,
      made: true,
      difference: 5,
      multiplier: 2,
      contract: 60,
      petitAuBout: 20,
      poignees: 20,
      chelem: 0,
      attack: 100,
    });
    expect(scores).toEqual([300, -100, -100, -100]);
  });

  it("a Prise lost with 1 oudler and 48 points: −28 per defender's gain, −84 for the taker", () => {
    const { deal, breakdown, scores } = TAROT_EXAMPLES.lost;
    expect(breakdown).toEqual(breakdownDeal(deal));
    expect(breakdown).toMatchObject({ target: 51, made: false, difference: 3, contract: -28, attack: -28 });
    expect(scores).toEqual([-84, 28, 28, 28]);
  });
});

describe("the Buraco examples", () => {
  it("the melds are what the engine says: runs, groups, one wild at most, never threes", () => {
    expect(BURACO_MELDS.run.meld).toEqual({ kind: "run", canasta: null });
    expect(BURACO_MELDS.group.meld).toEqual({ kind: "group", canasta: null });
    expect(BURACO_MELDS.wildRun.meld).toEqual({ kind: "run", canasta: null });
    expect(BURACO_MELDS.natural.meld).toEqual({ kind: "run", canasta: "natural" });
    expect(BURACO_MELDS.mixed.meld).toEqual({ kind: "group", canasta: "mixed" });
    expect(BURACO_MELDS.twoWilds.meld).toBeNull();
    expect(BURACO_MELDS.threes.meld).toBeNull();
  });

  it("the worked hand: 650 for the side that knocks out, −180 for the other", () => {
    const { us, them } = BURACO_HAND;
    expect(us.score).toEqual(scoreHand(us.side));
    expect(them.score).toEqual(scoreHand(them.side));
    // By hand from rules/buraco.md: 4-10♥ = 4×5 + 3×10 = 50, six kings and a 2 = 70, 9-10-J♣ = 30;
    // +200 natural, +100 mixed, +100 a red three with a canasta, +100 knocking out.
    expect(us.score).toEqual({
      cards: 150,
      canastas: 300,
      redThrees: 100,
      goingOut: 100,
      morto: 0,
      hand: 0,
      total: 650,
    });
    // 7♦7♠7♣ = 15, Q♦K♦A♦ = 35; a red three without a canasta −100; no morto −100; A♠ 3♣ 8♥ = 15+5+10.
    expect(them.score).toEqual({
      cards: 50,
      canastas: 0,
      redThrees: -100,
      goingOut: 0,
      morto: -100,
      hand: -30,
      total: -180,
    });
  });
});
