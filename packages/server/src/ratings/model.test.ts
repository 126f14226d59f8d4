import { describe, expect, it } from "vitest";
import {
  blend,
  DISPLAY_BASE,
  DISPLAY_POINTS,
  displayedRating,
  isProvisional,
  NEWCOMER,
  ordinalOf,
  PROVISIONAL_GAMES,
  rateSides,
  ratingValueOf,
  type Skill,
} from "./model.js";

/** A player's skill after losing `n` matches in a row to newcomers. */
function afterLosses(n: number): Skill {
  let skill = NEWCOMER;
  for (let i = 0; i < n; i++) skill = (rateSides([[skill], [NEWCOMER]], [2, 1])[0] as Skill[])[0] as Skill;
  return skill;
}

describe("the rating people see", () => {
  it("is 1500 for a newcomer, and a few losses stay far above zero", () => {
    expect(ordinalOf(NEWCOMER)).toBe(0);
    expect(displayedRating(NEWCOMER)).toBe(DISPLAY_BASE);
    expect(ratingValueOf(NEWCOMER, 0)).toEqual({ rating: 1500, mu: 25, sigma: 25 / 3, provisional: true });
    // Issue 30: a newcomer sat at −4.5 after three losses; here about 1370.
    const three = displayedRating(afterLosses(3));
    expect(three).toBeLessThan(1500);
    expect(three).toBeGreaterThan(1300);
    expect(displayedRating(afterLosses(30))).toBeGreaterThan(900);
  });

  it("is the ordinal on an Elo-like scale: 400 points for odds of 10 to 1 between settled players", () => {
    expect(DISPLAY_POINTS).toBeCloseTo(29.48, 2);
    expect(displayedRating({ mu: 30, sigma: 4 })).toBe(Math.round(1500 + 18 * DISPLAY_POINTS));
    // Monotonic in the ordinal, whole, and never below 0 however low the skill.
    const skills = [-40, -10, 0, 3, 12, 25, 40].map((mu) => ({ mu, sigma: 2 }));
    const shown = skills.map(displayedRating);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    expect(shown.every((r) => Number.isInteger(r) && r >= 0)).toBe(true);
    expect(displayedRating({ mu: -100, sigma: 8 })).toBe(0);
  });

  it("is provisional until ten rated matches and a sigma of 7 or less", () => {
    const settled = { mu: 25, sigma: 6.5 };
    expect(isProvisional(settled, PROVISIONAL_GAMES - 1)).toBe(true);
    expect(isProvisional(settled, PROVISIONAL_GAMES)).toBe(false);
    expect(isProvisional({ mu: 25, sigma: 7.2 }, 40)).toBe(true);
    expect(isProvisional(NEWCOMER, 0)).toBe(true);
  });
});

describe("blend", () => {
  it("moves a skill part of the way: nothing at 0, all of it at 1", () => {
    const before = { mu: 25, sigma: 8 };
    const after = { mu: 29, sigma: 7 };
    expect(blend(before, after, 0)).toEqual(before);
    expect(blend(before, after, 1)).toEqual(after);
    expect(blend(before, after, 0.25)).toEqual({ mu: 26, sigma: 7.75 });
  });
});
