import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { DECK } from "./cards.js";
import { dealCards, DEAL_SHAPES, isPetitSec, startDeal } from "./deal.js";
import { table } from "./situations.js";

describe("the deal", () => {
  it.each([
    [3, 24, 6],
    [4, 18, 6],
    [5, 15, 3],
  ])("at %i players deals %i cards each and a dog of %i, every card once", (seats, hand, dog) => {
    const dealt = dealCards(seats, 0, Rng.fromSeed(`deal ${seats}`));
    for (const h of dealt.hands) expect(h).toHaveLength(hand);
    expect(dealt.dog).toHaveLength(dog);
    expect([...dealt.hands.flat(), ...dealt.dog].sort()).toEqual([...DECK].sort());
  });

  it.each([3, 4, 5])(
    "at %i players deals packets starting after the dealer, the dog's cards single and never first or last",
    (seats) => {
      for (let n = 0; n < 30; n++) {
        const dealer = n % seats;
        const order = Rng.fromSeed(`packets ${n}`).shuffle([...DECK]);
        const dealt = dealCards(seats, dealer, Rng.fromSeed(`packets ${n}`));
        const holder = (card: string) => dealt.hands.findIndex((h) => h.includes(card));
        const packet = DEAL_SHAPES[seats as 3 | 4 | 5].packet;
        // The first packet goes to the seat after the dealer, the last card to the dealer.
        expect(order.slice(0, packet).map(holder)).toEqual(Array(packet).fill((dealer + 1) % seats));
        expect(holder(order[order.length - 1] as string)).toBe(dealer);
        expect(dealt.dog).not.toContain(order[0]);
        expect(dealt.dog).not.toContain(order[order.length - 1]);
        // Each dog card lies alone between two packets dealt to seats in turn.
        for (const card of dealt.dog) {
          const i = order.indexOf(card);
          expect(dealt.dog).not.toContain(order[i - 1]);
          expect(dealt.dog).not.toContain(order[i + 1]);
        }
      }
    },
  );

  it("a Petit sec is the Petit as the only trump without the Excuse", () => {
    expect(isPetitSec(["T1", "H1", "SK"])).toBe(true);
    expect(isPetitSec(["T1", "EX", "SK"])).toBe(false);
    expect(isPetitSec(["T1", "T2", "SK"])).toBe(false);
    expect(isPetitSec(["T2", "SK"])).toBe(false);
  });

  it("a Petit sec voids the deal with an event naming its seat, and the next dealer deals", () => {
    const s = table(4);
    let found = false;
    for (let n = 0; n < 5_000 && !found; n++) {
      const rng = Rng.fromSeed(`sec ${n}`);
      const first = dealCards(4, 1, Rng.fromState(rng.state()));
      const sec = first.hands.findIndex(isPetitSec);
      if (sec < 0) continue;
      found = true;
      const dealt = startDeal({ ...s, rng: rng.state(), events: [] }, 1, 500);
      expect(dealt.events[0]).toMatchObject({
        kind: "void",
        reason: "petit-sec",
        seat: sec,
        dealer: 1,
        at: 500,
      });
      expect(dealt.dealer).not.toBe(1);
      expect(dealt.hands.some(isPetitSec)).toBe(false);
      expect(dealt.voidDeals.petitSec).toBe(dealt.events.length);
      expect(dealt.dealer).toBe((1 + dealt.events.length) % 4);
    }
    expect(found).toBe(true);
  });

  it("a new deal starts its bidding after the dealer, nothing said, nothing taken", () => {
    const s = startDeal(table(5), 2, 0);
    expect(s.phase).toBe("bidding");
    expect(s.turn).toBe((s.dealer + 1) % 5);
    expect(s.bids).toEqual([null, null, null, null, null]);
    expect([s.taker, s.contract, s.called, s.partner, s.chelem, s.shownDog]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
