import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { shownVoids } from "./basic.js";
import { DECK, isOudler, isTrump, rankOf } from "./cards.js";
import { tarotGame } from "./game.js";
import { playedCards, sampleDeal, unseen } from "./sample.js";
import { playUntil } from "./situations.js";

describe("sampled deals", () => {
  it.each([3, 4, 5])(
    "%i players: every card once, each hand its size, the seat's own hand as it is",
    (seats) => {
      for (const tricks of [0, 3, 8]) {
        const state = playUntil(
          seats,
          `sample/${seats}/${tricks}`,
          (s) => s.phase === "play" && s.tricks.length >= tricks,
        );
        const seat = state.turn;
        const view = tarotGame.view(state, seat);
        const info = unseen(view);
        const rng = Rng.fromSeed("sampler");
        for (let i = 0; i < 20; i++) {
          const deal = sampleDeal(view, info, rng);
          const all = [...deal.hands.flat(), ...deal.dog, ...deal.discard, ...playedCards(view)];
          expect([...all].sort()).toEqual([...DECK].sort());
          expect(deal.hands.map((hand) => hand.length)).toEqual(view.handCounts);
          expect(deal.hands[seat]).toEqual(view.hand);
          expect(deal.dog).toHaveLength(view.dogCount);
          expect(deal.discard).toHaveLength(view.discardCount);
        }
      }
    },
  );

  it("keeps every shown void, the shown dog's kings and trumps with the taker, and a plain hidden discard", () => {
    let checked = 0;
    for (let game = 0; game < 12; game++) {
      const state = playUntil(4, `voids/${game}`, (s) => s.phase === "play" && s.tricks.length >= 10);
      if (state.phase !== "play") continue;
      const seat = state.turn;
      const view = tarotGame.view(state, seat);
      const voids = shownVoids(4, [...view.tricks.map((t) => t.cards), view.trick]);
      const rng = Rng.fromSeed(`voids/${game}`);
      for (let i = 0; i < 10; i++) {
        const deal = sampleDeal(view, unseen(view), rng);
        deal.hands.forEach((hand, s) => {
          if (s === seat) return;
          for (const card of hand) {
            const family = isTrump(card)
              ? 16
              : card === "EX"
                ? 0
                : { S: 1, H: 2, D: 4, C: 8 }[card[0] as "S"];
            expect((voids[s] ?? 0) & family, `${card} in seat ${s}`).toBe(0);
          }
        });
        const taker = view.taker ?? -1;
        if (taker !== seat) {
          for (const card of view.shownDog ?? []) {
            if (playedCards(view).has(card)) continue;
            if (isTrump(card) || isOudler(card) || rankOf(card) === "K")
              expect(deal.hands[taker]).toContain(card);
          }
          const hidden = deal.discard.filter((card) => !view.shownDiscard.includes(card));
          expect(hidden.some((card) => isTrump(card) || isOudler(card) || rankOf(card) === "K")).toBe(false);
        }
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("places a poignée's cards with the seat that showed them", () => {
    const view = {
      ...tarotGame.view(
        playUntil(4, "poignee", (s) => s.phase === "play"),
        0,
      ),
    };
    const shower = (view.seat ?? 0) === 1 ? 2 : 1;
    const shown = DECK.filter((card) => isTrump(card) && !(view.hand ?? []).includes(card)).slice(0, 4);
    const withPoignee = { ...view, poignees: [{ seat: shower, size: "single" as const, cards: shown }] };
    const deal = sampleDeal(withPoignee, unseen(withPoignee), Rng.fromSeed("poignee"));
    for (const card of shown) expect(deal.hands[shower]).toContain(card);
  });

  it("draws only from the generator it is given: the same seed, the same deal", () => {
    const state = playUntil(4, "same", (s) => s.phase === "play" && s.tricks.length >= 2);
    const view = tarotGame.view(state, state.turn);
    const a = sampleDeal(view, unseen(view), Rng.fromSeed("x"));
    expect(sampleDeal(view, unseen(view), Rng.fromSeed("x"))).toEqual(a);
    expect(sampleDeal(view, unseen(view), Rng.fromSeed("y"))).not.toEqual(a);
  });
});
