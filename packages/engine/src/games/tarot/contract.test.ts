import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyGame, BotLevel, Seat } from "../../core/game.js";
import { Rng } from "../../core/prng.js";
import { replaySteps } from "../../core/log.js";
import {
  checkBotMatchesReplay,
  checkContract,
  expectHiddenAsRevealed,
  expectIndistinguishable,
  playWithBots,
  type ContractProbe,
} from "../../core/testkit.js";
import { DECK } from "./cards.js";
import { tarotGame } from "./game.js";
import { tarotLegal } from "./legal.js";
import type { TarotAction } from "./actions.js";
import type { TarotState } from "./state.js";
import type { TarotView } from "./view.js";

/** The seats whose hands `seat` may not see (every hand for a spectator). */
function otherHands(s: TarotState, seat: Seat | null): number[] {
  return s.hands.flatMap((_, i) => (i === seat ? [] : [i]));
}

/** Whether `seat` sees the discard: only the taker who made it. */
const seesDiscard = (s: TarotState, seat: Seat | null): boolean => seat !== null && seat === s.taker;

/**
 * Cards are their codes (each of the 78 once). Hidden from a seat: the other hands, the dog face down,
 * the discard (but from the taker); nothing while a scored deal lies turned over or once the match is over.
 */
export const tarotProbe: ContractProbe<TarotState, string> = {
  game: tarotGame,
  // A short turn clock plays many moves between two random steps, so runs reach the end of deals.
  options: fc.record({
    deals: fc.constantFrom(1, 2),
    turnTime: fc.constantFrom(0, 1_000, 2_000),
    dealPause: fc.constantFrom(0, 3_000),
  }),
  seats: fc.constantFrom(3, 4, 5),
  cards: (s) => [
    ...s.hands.flat(),
    ...s.dog,
    ...s.discard,
    ...s.trick.map((p) => p.card),
    ...s.tricks.flatMap((t) => t.cards.map((p) => p.card)),
  ],
  deck: () => [...DECK],
  hidden: (s, seat) => {
    if (s.phase === "over" || s.phase === "scored") return [];
    return [
      ...otherHands(s, seat).map((i) => [...(s.hands[i] ?? [])]),
      [...s.dog],
      ...(seesDiscard(s, seat) ? [] : [[...s.discard]]),
    ];
  },
  withHidden: (s, seat, places) => {
    if (s.phase === "over" || s.phase === "scored") return s;
    const others = otherHands(s, seat);
    const hands = s.hands.map((hand, i) => {
      const at = others.indexOf(i);
      return at < 0 ? hand : [...(places[at] ?? [])];
    });
    const dog = [...(places[others.length] ?? [])];
    const discard = seesDiscard(s, seat) ? s.discard : [...(places[others.length + 1] ?? [])];
    return { ...s, hands, dog, discard };
  },
  moves: (s, seat) => {
    const hand = s.hands[seat] ?? [];
    const legal = tarotLegal(tarotGame.view(s, seat));
    const stranger = DECK.find((c) => !hand.includes(c)) ?? "EX";
    return [
      ...legal,
      ...legal,
      ...legal,
      { type: "bid", contract: "garde" },
      { type: "bid", contract: "pass" },
      { type: "call", card: "HK" },
      { type: "discard", cards: hand.slice(0, 6) },
      { type: "discard", cards: hand.slice(-3) },
      { type: "chelem", announce: true },
      { type: "poignee", cards: hand.slice(0, 10) },
      { type: "play", card: hand[0] ?? stranger },
      { type: "play", card: stranger },
      { type: "play", card: "Z9" },
    ];
  },
};

/**
 * Random players outbid each other up to the Gardes sans and contre, where nobody sees the dog; this
 * one bids at most a Garde (else plays a random legal move), so matches show and discard dogs too.
 */
const lowBidder: BotLevel<TarotView, TarotAction> = {
  description: "a random legal move, bidding at most a Garde",
  create: (_seat, rng) => ({
    act(view) {
      const legal = tarotLegal(view);
      const low = legal.filter((m) => m.type === "bid" && ["pass", "prise", "garde"].includes(m.contract));
      const moves = view.phase === "bidding" ? low : legal;
      return moves.length === 0 ? null : { action: moves[rng.int(moves.length)] as TarotAction, delay: 500 };
    },
  }),
};
const withLowBidder: AnyGame = { ...tarotGame, bots: { ...tarotGame.bots, low: lowBidder } };

describe("tarot honours the game contract", () => {
  it("conserves the 78 cards, shows no seat another hand, the dog face down or the discard, refuses without change, replays exactly", () => {
    checkContract(tarotProbe, 30, 200);
  });

  it("catches a view that shows a seat the next seat's hand, which the spectator check alone would not", () => {
    const view = (s: TarotState, seat: Seat | null) => ({
      ...tarotGame.view(s, seat),
      next: seat === null ? null : s.hands[(seat + 1) % s.seats],
    });
    const leaky: AnyGame = { ...tarotGame, view };
    const state = tarotGame.setup(tarotGame.options.parse({}), 4, "leak");
    expect(() =>
      expectIndistinguishable({ ...tarotProbe, game: leaky }, state, null, Rng.fromSeed("t")),
    ).not.toThrow();
    expect(() =>
      expectIndistinguishable({ ...tarotProbe, game: leaky }, state, 0, Rng.fromSeed("t")),
    ).toThrow(/the view of seat 0 tells hidden cards apart/);
  });

  it("catches a view that shows the dog face down", () => {
    const view = (s: TarotState, seat: Seat | null) => ({ ...tarotGame.view(s, seat), peek: s.dog });
    const leaky: AnyGame = { ...tarotGame, view };
    const state = tarotGame.setup(tarotGame.options.parse({}), 4, "dog");
    expect(() =>
      expectIndistinguishable({ ...tarotProbe, game: leaky }, state, 1, Rng.fromSeed("t")),
    ).toThrow(/tells hidden cards apart/);
  });

  it("random legal players always finish a match, at 3, 4 and 5 players, and their logs replay to the same state", () => {
    checkBotMatchesReplay(tarotGame, { deals: 3 }, ["random", "random", "random", "random"], ["a", "b"]);
    checkBotMatchesReplay(tarotGame, { deals: 2 }, ["random", "random", "random"], ["c"]);
    checkBotMatchesReplay(tarotGame, { deals: 2 }, ["random", "random", "random", "random", "random"], ["d"]);
  });

  it("every state of whole random matches (every phase, deal ends included) conserves the cards and shows no seat a hidden card", () => {
    const rng = Rng.fromSeed("whole matches");
    let redeals = 0;
    for (const seats of [3, 4, 5]) {
      const bots = Array<string>(seats).fill("low");
      const log = playWithBots(withLowBidder, { deals: 3 }, bots, `whole ${seats}`).log;
      const phases = new Set<string>();
      for (const state of replaySteps<TarotState>(withLowBidder, log)) {
        phases.add(state.phase);
        expect([...tarotProbe.cards(state)].sort()).toEqual([...DECK].sort());
        expectHiddenAsRevealed(tarotProbe, state);
        for (let seat = -1; seat < seats; seat++) {
          if (expectIndistinguishable(tarotProbe, state, seat < 0 ? null : seat, rng)) redeals++;
        }
      }
      const all = [
        "bidding",
        ...(seats === 5 ? ["call"] : []),
        "discard",
        "chelem",
        "play",
        "scored",
        "over",
      ];
      expect([...phases].sort()).toEqual(all.sort());
    }
    expect(redeals).toBeGreaterThan(0);
  });

  it("scores are zero-sum on every deal, and the outcome's totals are the sheet's sums", () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4, 5), fc.string({ maxLength: 6 }), (seats, seed) => {
        const runner = playWithBots(tarotGame, { deals: 2 }, Array(seats).fill("random"), seed);
        const outcome = runner.outcome;
        expect(outcome).not.toBeNull();
        const rows = outcome?.deals ?? [];
        expect(rows).toHaveLength(2);
        for (const row of rows) expect(row.reduce((a, b) => a + b, 0)).toBe(0);
        const sums = Array.from({ length: seats }, (_, s) => rows.reduce((a, row) => a + (row[s] ?? 0), 0));
        expect(outcome?.scores).toEqual(sums);
      }),
      { numRuns: 12 },
    );
  });
});
