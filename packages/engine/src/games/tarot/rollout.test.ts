import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { DECK } from "./cards.js";
import {
  attackMade,
  collectTricks,
  playCard,
  playedMarks,
  playOut,
  playoutScores,
  type Playout,
} from "./rollout.js";

/** A playout of 4 players, taker 0 in a Garde, from hands as given (nothing played yet). */
function playoutOf(hands: string[][], over: Partial<Playout> = {}): Playout {
  return {
    seats: hands.length,
    taker: 0,
    partner: null,
    contract: "garde",
    called: null,
    hands,
    trick: [],
    next: 0,
    tricksDone: 0,
    played: playedMarks([]),
    voids: new Array<number>(hands.length).fill(0),
    attackPoints: 0,
    attackOudlers: 0,
    defenceTricks: 0,
    petitAuBout: null,
    attackExtra: [],
    poignees: [],
    ...over,
  };
}

describe("playouts", () => {
  it("play a whole shuffled deal to the end, every card once, scores zero-sum", () => {
    const rng = Rng.fromSeed("playout");
    for (let i = 0; i < 20; i++) {
      const deck = rng.shuffle([...DECK]);
      const hands = [0, 1, 2, 3].map((seat) => deck.slice(seat * 18, seat * 18 + 18));
      const playout = playoutOf(hands, { attackExtra: deck.slice(72) });
      playOut(playout);
      expect(playout.hands.every((hand) => hand.length === 0)).toBe(true);
      expect(playout.tricksDone).toBe(18);
      // Every card but the dog's six was played.
      expect(DECK.filter((_, card) => playout.played[card] === 0).sort()).toEqual(deck.slice(72).sort());
      const scores = playoutScores(playout);
      expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
      expect(Math.sign(scores[0] ?? 0)).toBe(attackMade(playout) ? 1 : -1);
    }
  });

  it("count the Excuse for its owner's side against a half point, and the Petit in the last trick", () => {
    // The defence (seat 1) plays the Excuse to a trick the taker wins: the taker gets 4.5 + 0.5 for its
    // cards and the exchanged half point, not the Excuse.
    const p = playoutOf([[], [], [], []]);
    collectTricks(
      p,
      [
        {
          cards: [
            { seat: 0, card: "SK" },
            { seat: 1, card: "EX" },
            { seat: 2, card: "S2" },
            { seat: 3, card: "S3" },
          ],
          winner: 0,
        },
      ],
      18,
    );
    expect(p.attackPoints).toBe(4.5 + 0.5 + 0.5 + 0.5);
    expect(p.attackOudlers).toBe(0);
    const last = playoutOf([["T1"], ["S4"], ["S5"], ["S6"]]);
    for (let i = 0; i < 4; i++) playCard(last, last.hands[last.next]?.[0] as string);
    expect(last.petitAuBout).toBe("attack");
    expect(last.defenceTricks).toBe(0);
  });
});
