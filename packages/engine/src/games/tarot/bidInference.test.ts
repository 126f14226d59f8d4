import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import type { Bid } from "./actions.js";
import { bidClues, bidLikelihood, BID_INFERENCE, sampleByBids } from "./bidInference.js";
import { tarotGame } from "./game.js";
import { handPoints } from "./handEstimate.js";
import { sampleDeal, unseen, type Deal } from "./sample.js";
import { playUntil } from "./situations.js";

const STRONG = ["T21", "T20", "T19", "T18", "T16", "T12", "T9", "T5", "T1", "EX", "HK", "HQ", "SK", "C3"];
const WEAK = ["T2", "T4", "S1", "S3", "S5", "H2", "H4", "H6", "D1", "D3", "D6", "C2", "C5", "C7"];
const rest = (hand: string[]): string[] => [...hand, "D2", "D4", "D5", "C4"];

/** A deal where `seat` holds `hand` (the other seats' cards do not matter here). */
const dealWith = (seat: number, hand: string[]): Deal => ({
  hands: [0, 1, 2, 3].map((s) => (s === seat ? hand : [])),
  dog: [],
  discard: [],
});

describe("what the bidding tells of the hidden hands", () => {
  it("reads each other seat's bid with the contracts open when it spoke", () => {
    const state = playUntil(4, "clues", (s) => s.phase === "bidding");
    const view = { ...tarotGame.view(state, 3), bids: ["pass", "prise", "garde", null] as (Bid | null)[] };
    const clues = bidClues(view);
    expect(clues.map((clue) => [clue.seat, clue.said, clue.open.length])).toEqual([
      [0, "pass", 4],
      [1, "prise", 4],
      [2, "garde", 3],
    ]);
  });

  it("a strong hand seldom passes and a weak one seldom takes", () => {
    const pass = {
      seat: 1,
      said: "pass",
      open: ["prise", "garde", "garde-sans", "garde-contre"],
      played: [],
      took: [],
      discarded: false,
    } as const;
    const garde = { ...pass, said: "garde" } as const;
    expect(bidLikelihood(pass, dealWith(1, rest(STRONG)), 4)).toBeLessThan(0.05);
    expect(bidLikelihood(pass, dealWith(1, rest(WEAK)), 4)).toBeGreaterThan(0.95);
    expect(bidLikelihood(garde, dealWith(1, rest(WEAK)), 4)).toBeLessThan(0.05);
    expect(bidLikelihood(garde, dealWith(1, rest(STRONG)), 4)).toBeGreaterThan(0.95);
    // The cards played since count in the hand it bid with.
    const played = { ...garde, played: ["T21", "T20", "T19", "EX"] };
    const now = rest(STRONG).filter((card) => !played.played.includes(card));
    expect(bidLikelihood(played, dealWith(1, now), 4)).toBeCloseTo(
      bidLikelihood(garde, dealWith(1, rest(STRONG)), 4),
    );
  });

  it("samples give a seat that bid a Garde a stronger hand than the cards alone would", () => {
    const state = playUntil(4, "inference", (s) => s.phase === "bidding");
    const view = { ...tarotGame.view(state, 3), bids: ["pass", "pass", "garde", null] as (Bid | null)[] };
    const info = unseen(view);
    const clues = bidClues(view);
    const mean = (draw: (rng: Rng) => Deal): number => {
      const rng = Rng.fromSeed("inference");
      let sum = 0;
      for (let i = 0; i < 100; i++) sum += handPoints(draw(rng).hands[2] ?? []);
      return sum / 100;
    };
    const plain = mean((rng) => sampleDeal(view, info, rng));
    const read = mean((rng) => sampleByBids(view, info, clues, rng));
    expect(read).toBeGreaterThan(plain + 15);
    expect(BID_INFERENCE.draws).toBeGreaterThan(1);
  });
});
