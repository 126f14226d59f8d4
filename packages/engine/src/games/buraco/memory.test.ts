import { describe, expect, it } from "vitest";
import { cardOf } from "./cards.js";
import { remember, type Memory } from "./memory.js";
import { playFirstHand } from "./situations.js";
import type { BuracoState } from "./state.js";
import { buracoView } from "./view.js";

/** What seat 0 remembers along the first hand, checked against the true state after every look. */
function follow(seed: string, seats: number, looks: "every move" | "its turns") {
  let memory: Memory | null = null;
  let mostHeld = 0;
  let refusals = 0;
  const look = (state: BuracoState) => {
    const before: Memory | null = memory;
    memory = remember(memory, buracoView(state, 0));
    // Every card it places is where it says: in the pile at that place, in that seat's hand.
    memory.pile.forEach((card, i) => {
      if (card !== null) expect(state.pile[i]).toBe(card);
    });
    memory.held.forEach((cards, seat) => {
      for (const card of cards) expect(state.hands[seat]).toContain(card);
    });
    mostHeld = Math.max(mostHeld, memory.held.flat().length);
    const newRefusals = memory.refused.flat().length - (before?.refused.flat().length ?? 0);
    if (newRefusals > 0) refusals++;
  };
  playFirstHand(seed, seats, (before, seat, action, after) => {
    if (looks === "every move" || before.turn === 0 || seat === 0) look(before);
    if (looks === "every move" || (seat === 0 && action.type === "discard")) look(after);
    // A refusal is only ever noted for a seat that drew with the pile open.
    if (looks === "every move" && action.type === "draw" && memory !== null && seat !== 0) {
      const top = before.pile[before.pile.length - 1];
      const next = remember(memory, buracoView(after, 0));
      const added = (next.refused[seat] ?? []).slice((memory.refused[seat] ?? []).length);
      for (const face of added) expect(top === undefined ? null : cardOf(top)).toBe(face);
    }
  });
  return { mostHeld, refusals };
}

describe("what the strong bot remembers of a hand", () => {
  it("places pile cards and the cards a seat took with the pile only where they are, at 2 and 4 players", () => {
    for (const looks of ["every move", "its turns"] as const) {
      let held = 0;
      let refusals = 0;
      for (const seats of [2, 4]) {
        for (const seed of ["m1", "m2", "m3"]) {
          const seen = follow(`${seed}-${seats}`, seats, looks);
          held += seen.mostHeld;
          refusals += seen.refusals;
        }
      }
      // It did learn something, looking at every move or only at its turns (as a bot is asked):
      // cards known in another hand, and refusals.
      expect(held, looks).toBeGreaterThan(0);
      expect(refusals, looks).toBeGreaterThan(0);
    }
  });

  it("starts afresh each hand, and seeing the same view twice changes nothing", () => {
    const after = playFirstHand("same view", 2, () => {}, 30);
    const view = buracoView(after, 0);
    const once = remember(null, view);
    expect(remember(once, view)).toEqual(once);
    expect(remember({ ...once, hand: once.hand + 1 }, view).held.flat()).toEqual([]);
  });
});
