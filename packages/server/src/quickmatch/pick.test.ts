import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nearest, pickTable, type Waiting } from "./pick.js";

const waitingList = fc
  .array(fc.record({ since: fc.nat(1_000), skill: fc.double({ min: 0, max: 50, noNaN: true }) }), {
    maxLength: 12,
  })
  .map((list): Waiting[] => list.map((w, order) => ({ ...w, order })));

describe("who plays whom", () => {
  it("a table is the longest waiter and the people nearest them in skill, or none when too few wait", () => {
    fc.assert(
      fc.property(waitingList, fc.integer({ min: 2, max: 5 }), (waiting, seats) => {
        const table = pickTable(waiting, seats);
        if (waiting.length < seats) {
          expect(table).toBeNull();
          return;
        }
        if (!table) throw new Error("no table");
        expect(new Set(table).size).toBe(seats);
        const [first, ...others] = table;
        const longest = Math.min(...waiting.map((w) => w.since));
        expect(first?.since).toBe(longest);
        // Nobody left out is nearer the first in skill than someone chosen.
        const distance = (w: Waiting) => Math.abs(w.skill - (first?.skill ?? 0));
        const farthest = Math.max(0, ...others.map(distance));
        for (const w of waiting) if (!table.includes(w)) expect(distance(w)).toBeGreaterThanOrEqual(farthest);
      }),
    );
  });

  it("among people as near, who waited longer", () => {
    const anchor = { since: 0, order: 0, skill: 25 };
    const late = { since: 9, order: 1, skill: 26 };
    const early = { since: 3, order: 2, skill: 24 };
    expect(nearest(anchor, [late, early], 1)).toEqual([early]);
    expect(nearest(anchor, [late, early], 5)).toEqual([early, late]);
  });
});
