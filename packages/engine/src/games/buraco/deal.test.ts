import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { cardOf, isRedThree, physicalDeck } from "./cards.js";
import { dealCards, HAND_SIZE } from "./deal.js";
import { buracoGame } from "./game.js";
import { buracoLegal } from "./legal.js";
import { buracoView } from "./view.js";
import { optionsOf } from "./situations.js";

describe("dealing a hand", () => {
  it("deals 11 cards each, two mortos of 11 and the rest as the stock, every card once", () => {
    for (const [seats, jokers] of [
      [2, false],
      [4, false],
      [4, true],
    ] as const) {
      const dealt = dealCards(optionsOf({ jokers }), seats, seats - 1, Rng.fromSeed("deal"));
      expect(dealt.hands.map((h) => h.length)).toEqual(Array(seats).fill(HAND_SIZE));
      expect(dealt.mortos.map((m) => m.length)).toEqual([HAND_SIZE, HAND_SIZE]);
      const all = [...dealt.hands.flat(), ...dealt.mortos.flat(), ...dealt.stock].sort();
      expect(all).toEqual(physicalDeck({ jokers }).sort());
      expect(all).toHaveLength(jokers ? 108 : 104);
    }
  });

  it("turns no card up: the pile starts empty, the first player may only draw, and their discard starts it", () => {
    for (let i = 0; i < 20; i++) {
      const s = buracoGame.setup(optionsOf(), i % 2 === 0 ? 2 : 4, `no card up ${i}`);
      expect(s.pile).toEqual([]);
      expect(buracoLegal(buracoView(s, s.turn))).toEqual([{ type: "draw" }]);
      const taken = buracoGame.apply(s, s.turn, { type: "take-pile", meld: { cards: [] } }, 0);
      expect(!taken.ok && taken.error.code).toBe("pile-empty");
      const drew = buracoGame.apply(s, s.turn, { type: "draw" }, 0);
      if (!drew.ok) throw new Error(drew.error.code);
      const card = drew.value.hands[s.turn]?.[0] as string;
      const discarded = buracoGame.apply(drew.value, s.turn, { type: "discard", card }, 0);
      expect(discarded.ok && discarded.value.pile).toEqual([card]);
    }
  });

  it("lays every red three dealt before its side and replaces it from the stock, the first seat after the dealer to draw", () => {
    let laid = 0;
    for (let i = 0; i < 30; i++) {
      const s = buracoGame.setup(optionsOf(), 4, `red ${i}`);
      expect(s.hands.flat().some(isRedThree)).toBe(false);
      expect(s.hands.map((h) => h.length)).toEqual([11, 11, 11, 11]);
      expect(s.redThrees.flat().every(isRedThree)).toBe(true);
      const events = s.events.filter((e) => e.kind === "red-three");
      expect(events).toHaveLength(s.redThrees.flat().length);
      for (const e of events) if (e.kind === "red-three") expect(s.redThrees[e.seat % 2]).toContain(e.card);
      laid += events.length;
      expect(s.dealer).toBe(3);
      expect(s.turn).toBe(0);
      expect(s.step).toBe("draw");
    }
    expect(laid).toBeGreaterThan(0);
  });

  it("is the same deal for the same seed, another for another", () => {
    const a = buracoGame.setup(optionsOf(), 2, "x");
    expect(buracoGame.setup(optionsOf(), 2, "x")).toEqual(a);
    expect(buracoGame.setup(optionsOf(), 2, "y").hands).not.toEqual(a.hands);
    expect(a.hands[0]?.map(cardOf)).toHaveLength(11);
  });
});
