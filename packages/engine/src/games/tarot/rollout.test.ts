import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { DECK } from "./cards.js";
import { scoreDeal } from "./scoring.js";
import {
  attackMade,
  collectTricks,
  excuseWinsLast,
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
    petit: null,
    chelem: false,
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

  describe("the Excuse led to the last trick by a side that won every trick wins it (as play.ts)", () => {
    /** Plays the cards in order, one per seat in turn from the playout's next seat. */
    const play = (p: Playout, cards: readonly string[]): void => {
      for (const card of cards) playCard(p, card);
    };

    it("the attack: it wins the trick and the Excuse, the chelem made unannounced is scored", () => {
      const p = playoutOf([
        ["T21", "EX"],
        ["S2", "S3"],
        ["S4", "S5"],
        ["S6", "S7"],
      ]);
      play(p, ["T21", "S2", "S4", "S6"]);
      expect(excuseWinsLast(p, [{ seat: 0, card: "EX" }])).toBe(true);
      play(p, ["EX", "S3", "S5", "S7"]);
      expect(p.defenceTricks).toBe(0);
      expect(p.next).toBe(0);
      // The taker's two oudlers and eight small cards: 4.5 × 2 + 0.5 × 6 = 12 points, short of 41.
      expect(p.attackOudlers).toBe(2);
      expect(p.attackPoints).toBe(12);
      const expected = scoreDeal({
        players: 4,
        taker: 0,
        contract: "garde",
        oudlers: 2,
        points: 12,
        chelem: "made",
      }).scores;
      expect(playoutScores(p)).toEqual(expected);
    });

    it("the Petit the winning side played to the trick before is au bout", () => {
      const p = playoutOf([
        ["T1", "EX"],
        ["S2", "S3"],
        ["S4", "S5"],
        ["S6", "S7"],
      ]);
      play(p, ["T1", "S2", "S4", "S6", "EX", "S3", "S5", "S7"]);
      expect(p.petitAuBout).toBe("attack");
    });

    it("the defence too: the attack then scores the defence's chelem", () => {
      // Seat 1 (a defender) leads the 21, then its Excuse.
      const p = playoutOf(
        [
          ["S2", "S3"],
          ["T21", "EX"],
          ["S4", "S5"],
          ["S6", "S7"],
        ],
        { next: 1 },
      );
      play(p, ["T21", "S4", "S6", "S2", "EX", "S5", "S7", "S3"]);
      expect(p.defenceTricks).toBe(2);
      expect(p.attackPoints).toBe(0);
      expect(playoutScores(p)).toEqual(
        scoreDeal({ players: 4, taker: 0, contract: "garde", oudlers: 0, points: 0, chelem: "defence" })
          .scores,
      );
    });

    it("but not for a side that lost a trick: the next card sets the suit, and the trick is theirs", () => {
      const p = playoutOf([
        ["S8", "T21", "EX"],
        ["SK", "S3", "S2"],
        ["S4", "S5", "S9"],
        ["S6", "S7", "S10"],
      ]);
      play(p, ["S8", "SK", "S4", "S6"]);
      play(p, ["S3", "S5", "S7", "T21"]);
      // The taker lost the first trick and won the second: its Excuse led to the last is an ordinary one.
      expect(p.next).toBe(0);
      expect(excuseWinsLast(p, [{ seat: 0, card: "EX" }])).toBe(false);
      play(p, ["EX", "S2", "S9", "S10"]);
      expect(p.next).toBe(3);
      expect(p.defenceTricks).toBe(2);
    });
  });
});
