import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  breakdownDeal,
  checkDeal,
  chelemLeast,
  CONTRACTS,
  POIGNEE_SIZES,
  POIGNEES,
  scoreDeal,
  seatShares,
  TARGETS,
  type Deal,
} from "./scoring.js";

/** A 4-player deal taken by seat 0, with what the test changes. */
const deal = (fields: Partial<Deal> = {}): Deal => ({
  players: 4,
  taker: 0,
  contract: "prise",
  oudlers: 2,
  points: 41,
  ...fields,
});

describe("the contract score", () => {
  it("needs 56, 51, 41 or 36 points with 0, 1, 2 or 3 oudlers; exactly the target wins (fait juste)", () => {
    expect(TARGETS).toEqual([56, 51, 41, 36]);
    for (const [oudlers, target] of [
      [0, 56],
      [1, 51],
      [2, 41],
      [3, 36],
    ] as const) {
      expect(scoreDeal(deal({ oudlers, points: target })).attack).toBe(25);
      expect(scoreDeal(deal({ oudlers, points: target - 0.5 })).attack).toBe(-26);
    }
  });

  it("rounds half points up, in favour of the side that scores: 40.5 for 41 loses by 1, 41.5 wins by 1", () => {
    expect(scoreDeal(deal({ points: 40.5 }))).toEqual({ attack: -26, scores: [-78, 26, 26, 26] });
    expect(scoreDeal(deal({ points: 41.5 }))).toEqual({ attack: 26, scores: [78, -26, -26, -26] });
    expect(breakdownDeal(deal({ points: 40.5 }))).toMatchObject({ made: false, difference: 1 });
  });

  it("is (25 + the difference) times 1, 2, 4 or 6 by contract (FFT: a Garde of 49 points with 2 oudlers)", () => {
    expect(scoreDeal(deal({ contract: "garde", points: 49 }))).toEqual({
      attack: 66,
      scores: [198, -66, -66, -66],
    });
    const made = CONTRACTS.map((contract) => scoreDeal(deal({ contract, points: 51 })).attack);
    expect(made).toEqual([35, 70, 140, 210]);
    const lost = CONTRACTS.map((contract) => scoreDeal(deal({ contract, oudlers: 0, points: 46 })).attack);
    expect(lost).toEqual([-35, -70, -140, -210]);
  });
});

describe("the Petit au bout", () => {
  it("in a Garde, alone, is taker +60 and each defender -20 (the rulebook's example)", () => {
    const without = scoreDeal(deal({ contract: "garde" }));
    const withPetit = scoreDeal(deal({ contract: "garde", petitAuBout: "attack" }));
    expect(withPetit.scores.map((score, seat) => score - (without.scores[seat] ?? 0))).toEqual([
      60, -20, -20, -20,
    ]);
  });

  it("lost on a Prise is taker -30, each defender +10 (the seed's 'fist' figures, rules note)", () => {
    const without = scoreDeal(deal());
    const lost = scoreDeal(deal({ petitAuBout: "defence" }));
    expect(lost.scores.map((score, seat) => score - (without.scores[seat] ?? 0))).toEqual([-30, 10, 10, 10]);
  });

  it("is 10 times the multiplier to the side that took it, whether the contract is made or not", () => {
    expect(breakdownDeal(deal({ contract: "garde-contre", petitAuBout: "defence" })).petitAuBout).toBe(-60);
    expect(breakdownDeal(deal({ points: 30, petitAuBout: "attack" })).petitAuBout).toBe(10);
    expect(scoreDeal(deal({ points: 30, petitAuBout: "attack" })).attack).toBe(-36 + 10);
  });
});

describe("poignées", () => {
  it("are 20, 30, 40, not multiplied, to the side that wins the deal whoever showed them", () => {
    expect(scoreDeal(deal({ contract: "garde", poignees: ["single"] })).attack).toBe(50 + 20);
    expect(scoreDeal(deal({ contract: "garde", points: 40, poignees: ["double"] })).attack).toBe(-52 - 30);
    expect(scoreDeal(deal({ poignees: ["triple", "single"] })).attack).toBe(25 + 60);
  });

  it("take the table's bonuses when given (the option)", () => {
    const poignee = { single: 10, double: 20, triple: 30 };
    expect(scoreDeal(deal({ poignees: ["double"] }), { poignee }).attack).toBe(25 + 20);
  });

  it("need 13/15/18 trumps at 3 players, 10/13/15 at 4, 8/10/13 at 5", () => {
    expect(POIGNEE_SIZES).toEqual({
      3: { single: 13, double: 15, triple: 18 },
      4: { single: 10, double: 13, triple: 15 },
      5: { single: 8, double: 10, triple: 13 },
    });
  });
});

describe("the chelem", () => {
  const allTricks = deal({ contract: "garde", oudlers: 3, points: 91 });

  it("is +400 announced and made, +200 made unannounced, -200 announced and failed", () => {
    expect(scoreDeal({ ...allTricks, chelem: "announced-made" }).attack).toBe(160 + 400);
    expect(scoreDeal({ ...allTricks, chelem: "made" }).attack).toBe(160 + 200);
    expect(scoreDeal(deal({ contract: "garde", points: 60, chelem: "announced-failed" })).attack).toBe(
      88 - 200,
    );
  });

  it("gives each defender 200 when the defence takes every trick", () => {
    const { scores } = scoreDeal(deal({ oudlers: 0, points: 0, chelem: "defence" }));
    expect(scores).toEqual([-3 * 281, 281, 281, 281]);
  });

  it("adds up with the Petit au bout", () => {
    expect(scoreDeal({ ...allTricks, chelem: "announced-made", petitAuBout: "attack" }).attack).toBe(580);
  });
});

describe("the seats' shares", () => {
  it("at 4 players: taker 3 times the mark, each defender once against", () => {
    expect(seatShares({ players: 4, taker: 2 })).toEqual([-1, -1, 3, -1]);
  });

  it("at 3 players: taker twice", () => {
    expect(scoreDeal(deal({ players: 3, taker: 1 })).scores).toEqual([-25, 50, -25]);
  });

  it("at 5 players: taker twice, partner once, each defender once against", () => {
    expect(scoreDeal(deal({ players: 5, taker: 4, partner: 1 })).scores).toEqual([-25, 25, -25, -25, 50]);
  });

  it("at 5 players alone (partner = taker): taker 4 times", () => {
    expect(scoreDeal(deal({ players: 5, taker: 1, partner: 1 })).scores).toEqual([-25, 100, -25, -25, -25]);
    expect(seatShares({ players: 5, taker: 3 })).toEqual([-1, -1, -1, 4, -1]);
  });
});

/** Any deal of the right shape (checkDeal may still refuse what its fields say together). */
const anyDeal: fc.Arbitrary<Deal> = fc
  .constantFrom(3, 4, 5)
  .chain((players) =>
    fc.record(
      {
        players: fc.constant(players as Deal["players"]),
        taker: fc.integer({ min: 0, max: players - 1 }),
        partner: players === 5 ? fc.integer({ min: 0, max: 4 }) : fc.constant(undefined),
        contract: fc.constantFrom(...CONTRACTS),
        oudlers: fc.constantFrom(0, 1, 2, 3),
        points: fc.integer({ min: 0, max: 182 }).map((halves) => halves / 2),
        petitAuBout: fc.constantFrom("attack", "defence", undefined),
        poignees: fc.array(fc.constantFrom(...POIGNEES), { maxLength: 2 }),
        chelem: fc.constantFrom("announced-made", "made", "announced-failed", "defence", undefined),
      },
      { requiredKeys: ["players", "taker", "contract", "oudlers", "points"] },
    ),
  )
  .map(
    (fields) =>
      Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as unknown as Deal,
  );

describe("scoreDeal, for any deal", () => {
  it("gives every seat a whole number, the scores summing to zero, the taker's sign the attack's", () => {
    fc.assert(
      fc.property(
        anyDeal,
        fc.record({ single: fc.nat(100), double: fc.nat(100), triple: fc.nat(100) }),
        (d, poignee) => {
          const { attack, scores } = scoreDeal(d, { poignee });
          expect(scores).toHaveLength(d.players);
          for (const score of scores) expect(Number.isInteger(score) && !Object.is(score, -0)).toBe(true);
          expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
          expect(Math.sign(scores[d.taker] ?? 0)).toBe(Math.sign(attack));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("checkDeal accepts it unchanged or refuses it in one line of sentences", () => {
    fc.assert(
      fc.property(anyDeal, (d) => {
        const checked = checkDeal(d);
        if (checked.ok) expect(checked.value).toEqual(d);
        else expect(checked.error.message).toMatch(/^[A-Z][^\n]*\.$/);
      }),
    );
  });
});

describe("checkDeal", () => {
  it("accepts a deal and returns it", () => {
    const raw = {
      players: 5,
      taker: 0,
      partner: 3,
      contract: "garde",
      oudlers: 1,
      points: 52.5,
      poignees: ["single"],
    };
    expect(checkDeal(raw)).toEqual({ ok: true, value: raw });
    expect(
      checkDeal(JSON.parse(JSON.stringify(deal({ petitAuBout: "defence", chelem: "announced-failed" })))),
    ).toMatchObject({
      ok: true,
    });
  });

  const refusals: [string, unknown, RegExp][] = [
    ["not an object", [1, 2], /^A deal is a JSON object/],
    [
      "a missing field",
      { players: 4, taker: 0, oudlers: 1, points: 50 },
      /^The deal has no contract; contract must be one of 'prise', 'garde'/,
    ],
    ["an unknown field", { ...deal(), point: 3 }, /^A deal has no 'point' \(its fields: players, taker/],
    ["a table size", deal({ players: 6 as Deal["players"] }), /^Players must be 3, 4 or 5\.$/],
    ["a contract", { ...deal(), contract: "petite" }, /^Contract must be one of/],
    ["too many oudlers", { ...deal(), oudlers: 4 }, /^Oudlers must be 0, 1, 2 or 3\.$/],
    ["points over 91", deal({ points: 91.5 }), /^Points must be a number from 0 to 91\.$/],
    [
      "a poignée kind",
      { ...deal(), poignees: ["single", "quadruple"] },
      /^Poignees must be a list of .* \(poignees\.1\)\.$/,
    ],
    ["a chelem kind", { ...deal(), chelem: "yes" }, /^Chelem must be one of/],
    ["a seat that is not a number", { ...deal(), taker: "north" }, /^Taker must be a seat number/],
    [
      "points not to the half point",
      deal({ points: 41.25 }),
      /^Points are counted to the half point, so 41.25/,
    ],
    [
      "a taker beyond the table",
      deal({ players: 3, taker: 3 }),
      /^The taker must be a seat from 0 to 2, not 3\.$/,
    ],
    [
      "a partner at 4 players",
      deal({ partner: 1 }),
      /^Only a 5-player deal has a partner, not a 4-player one\.$/,
    ],
    ["no partner at 5 players", deal({ players: 5 }), /^At 5 players, name the partner/],
    [
      "a partner beyond the table",
      deal({ players: 5, partner: 5 }),
      /^The partner must be a seat from 0 to 4, not 5\.$/,
    ],
    [
      "points the oudlers cannot give",
      deal({ oudlers: 3, points: 10 }),
      /^With 3 oudler\(s\) the attack has from 13 to 91 points, not 10\.$/,
    ],
    ["points the other oudlers forbid", deal({ oudlers: 0, points: 80 }), /from 0 to 78 points, not 80\.$/],
    [
      "the Petit au bout without an oudler",
      deal({ oudlers: 0, points: 30, petitAuBout: "attack" }),
      /^The attack took the Petit au bout/,
    ],
    [
      "the defence's Petit au bout with every oudler",
      deal({ oudlers: 3, points: 40, petitAuBout: "defence" }),
      /^The defence took the Petit au bout/,
    ],
    [
      "more poignées than players",
      deal({ players: 3, poignees: ["single", "single", "single", "single"] }),
      /^At most one poignée per player/,
    ],
    [
      "poignées that need more trumps than there are",
      deal({ poignees: ["single", "double"] }),
      /would show 23 trumps at 4 players, and there are 22/,
    ],
    [
      "a chelem made without the points",
      deal({ chelem: "made" }),
      /^A chelem made takes every trick: at least 86\.5 points and 2 oudlers\.$/,
    ],
    [
      "a Garde contre's chelem with fewer points than the dog could take",
      deal({ contract: "garde-contre", oudlers: 3, points: 65.5, chelem: "made" }),
      /^A chelem made in a Garde contre leaves the defence the dog \(and perhaps the Excuse\): with 3 oudler\(s\) the attack has at least 66 points\.$/,
    ],
    [
      "a defence chelem with the contract made",
      deal({ chelem: "defence" }),
      /^The defence took every trick, so the taker cannot have made/,
    ],
  ];

  it.each(refusals)("refuses %s with a sentence saying so", (_, raw, message) => {
    const checked = checkDeal(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.error.code).toBe("bad-deal");
      expect(checked.error.message).toMatch(message);
    }
  });

  it("names every problem, one sentence each, on one line", () => {
    const checked = checkDeal(deal({ players: 3, taker: 4, partner: 1, points: 40.2 }));
    expect(checked.ok ? "" : checked.error.message).toBe(
      "The taker must be a seat from 0 to 2, not 4. Only a 5-player deal has a partner, not a 3-player one. " +
        "Points are counted to the half point, so 40.2 is not a possible count.",
    );
  });

  it("allows two poignées that fit in the trumps at 5 players, and one of any kind", () => {
    expect(checkDeal(deal({ players: 5, partner: 2, poignees: ["single", "triple"] })).ok).toBe(true);
    expect(checkDeal(deal({ players: 3, poignees: ["triple"] })).ok).toBe(true);
    expect(checkDeal(deal({ players: 3, poignees: ["single", "single"] })).ok).toBe(false);
  });

  it("accepts a chelem made in a Garde contre: the dog, unseen, is the defence's and may hold anything", () => {
    // The game's own deal: four kings and two queens in the dog, every trick to the taker (66 points).
    for (const chelem of ["made", "announced-made"] as const) {
      const raw = deal({ contract: "garde-contre", oudlers: 3, points: 66, petitAuBout: "attack", chelem });
      expect(checkDeal(JSON.parse(JSON.stringify(raw)))).toEqual({ ok: true, value: raw });
    }
    // Two oudlers and four kings in the dog, a defender's Excuse kept: no oudler, 59.5 points.
    expect(checkDeal(deal({ contract: "garde-contre", oudlers: 0, points: 59.5, chelem: "made" })).ok).toBe(
      true,
    );
    expect(checkDeal(deal({ contract: "garde-contre", oudlers: 0, points: 59, chelem: "made" })).ok).toBe(
      false,
    );
    // Every other contract: the defence keeps at most the Excuse.
    expect(checkDeal(deal({ contract: "garde-sans", oudlers: 3, points: 66, chelem: "made" })).ok).toBe(
      false,
    );
  });
});

describe("chelemLeast", () => {
  it("leaves the defence at most the Excuse, but in a Garde contre the dog's best cards and the missing oudlers", () => {
    for (const contract of ["prise", "garde", "garde-sans"] as const) {
      expect(chelemLeast(4, contract, 3)).toEqual({ points: 86.5, oudlers: 2 });
    }
    // 4 and 3 players, a dog of 6: 4 kings and 2 queens (25); the Excuse outside the dog and 2 oudlers
    // with 4 kings in it (31.5) …
    for (const players of [3, 4] as const) {
      expect([0, 1, 2, 3].map((o) => chelemLeast(players, "garde-contre", o).points)).toEqual([
        59.5, 60.5, 61.5, 66,
      ]);
    }
    // 5 players, a dog of 3: three kings (13.5), or 18 with oudlers (the Excuse outside the dog).
    expect([0, 1, 2, 3].map((o) => chelemLeast(5, "garde-contre", o).points)).toEqual([73, 73, 73, 77.5]);
    expect(chelemLeast(4, "garde-contre", 0).oudlers).toBe(0);
  });
});
