import { checkDeal, scoreDeal, type Players, type Side } from "@parlor/engine/tarot";
import { describe, expect, it } from "vitest";
import { blankEntry, chelemOf, problemsOf, scoreEntry, toDeal, type DealEntry } from "./entry.js";

const entry = (fields: Partial<DealEntry>): DealEntry => ({ ...blankEntry(), ...fields });

describe("the calculator's entry as the engine's deal", () => {
  it("maps the form's fields, leaving out what was not said", () => {
    expect(toDeal(4, entry({ taker: 2, contract: "garde", oudlers: 2, points: 49 }))).toEqual({
      players: 4,
      taker: 2,
      contract: "garde",
      oudlers: 2,
      points: 49,
    });
    expect(
      toDeal(
        3,
        entry({
          oudlers: 3,
          points: 88,
          petitAuBout: "attack",
          poignees: [
            { kind: "double", side: "defence" },
            { kind: "single", side: "attack" },
          ],
          chelemAnnounced: true,
          chelemMadeBy: "attack",
        }),
      ),
    ).toEqual({
      players: 3,
      taker: 0,
      contract: "garde",
      oudlers: 3,
      points: 88,
      petitAuBout: "attack",
      poignees: ["double", "single"],
      chelem: "announced-made",
    });
  });

  it("at 5 players always names the partner: the taker's own seat when alone", () => {
    expect(toDeal(5, entry({ taker: 1, partner: 3 })).partner).toBe(3);
    expect(toDeal(5, entry({ taker: 1, partner: null })).partner).toBe(1);
    expect(toDeal(4, entry({ taker: 1 })).partner).toBeUndefined();
  });

  it("reads the chelem from what was announced and who took every trick", () => {
    expect(chelemOf(false, null)).toBeUndefined();
    expect(chelemOf(true, "attack")).toBe("announced-made");
    expect(chelemOf(false, "attack")).toBe("made");
    expect(chelemOf(true, null)).toBe("announced-failed");
    expect(chelemOf(true, "defence")).toBe("announced-failed");
    expect(chelemOf(false, "defence")).toBe("defence");
  });
});

describe("problemsOf", () => {
  it("finds nothing exactly when the engine's checkDeal accepts the deal", () => {
    const sides: (Side | null)[] = [null, "attack", "defence"];
    const poigneeSets: DealEntry["poignees"][] = [
      [],
      [{ kind: "triple", side: "attack" }],
      [
        { kind: "triple", side: "attack" },
        { kind: "single", side: "defence" },
      ],
      [
        { kind: "double", side: "attack" },
        { kind: "double", side: "defence" },
      ],
      Array.from({ length: 4 }, () => ({ kind: "single" as const, side: "defence" as const })),
    ];
    const points = [
      0, 0.5, 3.5, 4, 8.5, 9, 13, 35.5, 36, 40.5, 41, 55.5, 56, 59, 59.5, 65.5, 66, 72.5, 73, 77, 77.5, 78,
      82.5, 83, 86.5, 87, 91, 40.25, -1, 92,
    ];
    let checked = 0;
    for (const players of [3, 4, 5] as Players[]) {
      for (const oudlers of [0, 1, 2, 3] as const) {
        for (const p of points) {
          for (const petitAuBout of sides) {
            for (const chelemMadeBy of sides) {
              for (const chelemAnnounced of [false, true]) {
                for (const poignees of poigneeSets) {
                  // A Garde contre's dog is the defence's, even in a chelem made: its own bounds.
                  const contract =
                    chelemMadeBy === "attack" && poignees.length === 0 ? "garde-contre" : "garde";
                  const e = entry({
                    contract,
                    oudlers,
                    points: p,
                    petitAuBout,
                    chelemMadeBy,
                    chelemAnnounced,
                    poignees,
                  });
                  const accepted = checkDeal(toDeal(players, e)).ok;
                  const problems = problemsOf(players, e);
                  expect(problems.length === 0, JSON.stringify({ players, e, problems })).toBe(accepted);
                  expect(problems.some((x) => x.code === "refused")).toBe(false);
                  checked++;
                }
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it("names each problem with what it needs", () => {
    expect(problemsOf(4, entry({ oudlers: 0, points: 90 }))).toEqual([
      { code: "pointsForOudlers", values: { oudlers: 0, least: 0, most: 78 } },
    ]);
    expect(problemsOf(4, entry({ points: 40.2 }))).toEqual([{ code: "points", values: { most: 91 } }]);
    expect(problemsOf(4, entry({ petitAuBout: "attack" })).map((p) => p.code)).toEqual([
      "petitAttackNoOudler",
    ]);
    expect(problemsOf(4, entry({ taker: 4 })).map((p) => p.code)).toEqual(["seat"]);
    expect(problemsOf(4, entry({ partner: 1 })).map((p) => p.code)).toEqual(["seat"]);
    expect(
      problemsOf(4, entry({ oudlers: 3, points: 60, chelemMadeBy: "defence" })).map((p) => p.code),
    ).toEqual(["chelemDefence"]);
    expect(problemsOf(4, entry({ oudlers: 3, points: 80, chelemMadeBy: "attack" }))).toEqual([
      { code: "chelemMade", values: { points: 86.5, oudlers: 2 } },
    ]);
    // A Garde contre's chelem: the dog (four kings, two queens) went to the defence.
    const contre = entry({ contract: "garde-contre", oudlers: 3, chelemMadeBy: "attack" });
    expect(problemsOf(4, { ...contre, points: 66 })).toEqual([]);
    expect(problemsOf(4, { ...contre, points: 65.5 })).toEqual([
      { code: "chelemMadeContre", values: { points: 66, oudlers: 3 } },
    ]);
  });
});

describe("scoreEntry", () => {
  it("is the engine's scoreDeal with its breakdown: a Garde with 2 oudlers, 49 points, petit au bout", () => {
    const e = entry({ taker: 1, contract: "garde", oudlers: 2, points: 49, petitAuBout: "attack" });
    const scored = scoreEntry(4, e);
    expect(scored).not.toBeNull();
    expect(scored?.breakdown).toMatchObject({
      target: 41,
      made: true,
      difference: 8,
      multiplier: 2,
      contract: 66,
      petitAuBout: 20,
      attack: 86,
    });
    expect(scored?.scores).toEqual([-86, 258, -86, -86]);
    expect(scored?.scores).toEqual(scoreDeal(toDeal(4, e)).scores);
  });

  it("at 5 players splits the marks between the taker and the partner, or gives the taker all", () => {
    const called = scoreEntry(5, entry({ taker: 0, partner: 2, contract: "prise", oudlers: 1, points: 45 }));
    // A Prise with 1 oudler needs 51: 6 short, -(25 + 6) per defender.
    expect(called?.breakdown.attack).toBe(-31);
    expect(called?.scores).toEqual([-62, 31, -31, 31, 31]);
    const alone = scoreEntry(
      5,
      entry({ taker: 0, partner: null, contract: "prise", oudlers: 1, points: 45 }),
    );
    expect(alone?.scores).toEqual([-124, 31, 31, 31, 31]);
  });

  it("is null for an impossible deal", () => {
    expect(scoreEntry(4, entry({ oudlers: 3, points: 10 }))).toBeNull();
  });
});

describe("points as typed", () => {
  it("takes a decimal point or comma, and nothing else", async () => {
    const { parsePoints, pointsText } = await import("./entry.js");
    expect(parsePoints("48,5")).toBe(48.5);
    expect(parsePoints(" 48.5 ")).toBe(48.5);
    expect(parsePoints("91")).toBe(91);
    expect(parsePoints("")).toBeNaN();
    expect(parsePoints("-3")).toBeNaN();
    expect(parsePoints("4 8")).toBeNaN();
    expect(parsePoints("1e2")).toBeNaN();
    expect(pointsText(48.5)).toBe("48.5");
    expect(pointsText(Number.NaN)).toBe("");
  });
});
