import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { physicalDeck } from "./cards.js";
import { remember, type Memory } from "./memory.js";
import { optionsOf, playFirstHand } from "./situations.js";
import { couldTakeWith, sampleState, unseenOf } from "./sample.js";
import type { BuracoState } from "./state.js";
import { buracoView } from "./view.js";

/** Every card of a state, wherever it lies. */
function everyCard(state: BuracoState): string[] {
  return [
    ...state.hands.flat(),
    ...state.stock,
    ...state.pile,
    ...state.mortos.flat(),
    ...state.melds.flat(2),
    ...state.redThrees.flat(),
  ];
}

/** What seat 0 sees of a state that a sampled deal must show it the same way. */
function seen(state: BuracoState) {
  const { cards, handCounts, stockCount, pileCount, pileTop, melds, redThrees, mortos, turn, step, sheet } =
    buracoView(state, 0);
  return { cards, handCounts, stockCount, pileCount, pileTop, melds, redThrees, mortos, turn, step, sheet };
}

describe("deals of the hidden cards, as seat 0 may imagine them", () => {
  it("hold every card once, show the seat exactly what it sees, and put what it remembers where it is", () => {
    let checked = 0;
    for (const [seats, jokers] of [
      [2, false],
      [4, true],
    ] as const) {
      for (const seed of ["s1", "s2"]) {
        let memory: Memory | null = null;
        const rng = Rng.fromSeed(seed);
        playFirstHand(
          `${seed}-${seats}`,
          seats,
          (before) => {
            if (before.turn !== 0) return;
            const view = buracoView(before, 0);
            memory = remember(memory, view);
            const deal = sampleState(view, unseenOf(view, memory), memory, rng);
            expect(everyCard(deal).sort()).toEqual(physicalDeck({ jokers }).sort());
            expect(seen(deal)).toEqual(seen(before));
            memory.held.forEach((cards, seat) => {
              for (const card of cards) expect(deal.hands[seat]).toContain(card);
            });
            memory.pile.forEach((card, i) => {
              if (card !== null) expect(deal.pile[i]).toBe(card);
            });
            checked++;
          },
          400,
          { jokers },
        );
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("are drawn from the bot's generator alone: the same view, memory and seed, the same deal", () => {
    const state = playFirstHand("same deal", 2, () => {}, 25);
    const view = buracoView(state, state.turn);
    const memory = remember(null, view);
    const unseen = unseenOf(view, memory);
    const a = sampleState(view, unseen, memory, Rng.fromSeed("x"));
    const b = sampleState(view, unseen, memory, Rng.fromSeed("x"));
    expect(a).toEqual(b);
    expect(sampleState(view, unseen, memory, Rng.fromSeed("y")).hands).not.toEqual(a.hands);
  });

  it("a seat that refused a card is dealt, when it can be, no two natural cards melding with it", () => {
    const options = optionsOf();
    expect(couldTakeWith(["7H.0", "7S.1", "KC.0"], "7D", options)).toBe(true);
    expect(couldTakeWith(["8D.0", "9D.1", "KC.0"], "7D.0", options)).toBe(true);
    // A wild is no natural card: refusing says nothing about wilds.
    expect(couldTakeWith(["7H.0", "2S.1", "KC.0"], "7D", options)).toBe(false);
    expect(couldTakeWith(["7H.0", "8S.1", "KC.0"], "7D", options)).toBe(false);
  });
});
