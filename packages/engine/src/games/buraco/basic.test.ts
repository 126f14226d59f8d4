import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { playWithBots } from "../../core/testkit.js";
import type { BuracoAction } from "./actions.js";
import { basicAction, collects, connections, PILE_WORTH_LOCKING, RESERVE_FOR_CANASTA } from "./basic.js";
import { buracoBots, DEFAULT_BURACO_BOT } from "./bots.js";
import { buracoGame } from "./game.js";
import { buracoLegal } from "./legal.js";
import { situation } from "./situations.js";
import type { BuracoState } from "./state.js";

/** The view of the seat to play. */
const viewOf = (state: BuracoState) => buracoGame.view(state, state.turn);

/** Plays `action` for the seat to play, failing the test if `apply` refuses it. */
function applied(state: BuracoState, action: BuracoAction): BuracoState {
  const result = buracoGame.apply(state, state.turn, action, state.now);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.message}`);
  return result.value;
}

describe("the basic bot's decisions", () => {
  it("always returns a move apply accepts when its seat is to act, over random matches (2 and 4 players)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 4),
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.record({ jokers: fc.boolean(), groups: fc.boolean(), naturalToEnd: fc.boolean() }),
        (seats, seed, raw) => {
          const options = buracoGame.options.parse({ ...raw, hands: 1 });
          let state = buracoGame.setup(options, seats, seed);
          const rng = Rng.fromSeed(seed);
          for (let step = 0; step < 300 && state.phase !== "over"; step++) {
            const view = viewOf(state);
            const action = basicAction(view);
            expect(action).not.toBeNull();
            // Half the seats play basic, half random, so the bot meets many situations.
            const mine = state.turn % 2 === 0;
            const moves = buracoLegal(view);
            state = applied(
              state,
              mine ? (action as BuracoAction) : (moves[rng.int(moves.length)] as BuracoAction),
            );
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it("has no move for a spectator or a seat not to play", () => {
    const state = buracoGame.setup(buracoGame.options.parse({}), 2, "spectate");
    expect(basicAction(buracoGame.view(state, null))).toBeNull();
    expect(basicAction(buracoGame.view(state, 1))).toBeNull();
  });

  it("takes the pile when its top card completes a meld with its hand, and draws otherwise", () => {
    const base = {
      hands: [["7H.0", "8H.0", "KC.0", "5S.0"], ["4D.0"]],
      pile: ["JD.0", "QS.0", "9H.0"],
    };
    expect(basicAction(viewOf(situation(base)))).toEqual({
      type: "take-pile",
      meld: { cards: ["7H.0", "8H.0"] },
    });
    const noFit = situation({ ...base, pile: ["JD.0", "QS.0", "9C.0"] });
    expect(basicAction(viewOf(noFit))).toEqual({ type: "draw" });
    // Onto one of the side's melds, with no hand card spent.
    const onMeld = situation({
      ...base,
      pile: ["JD.0", "QS.0", "6C.0"],
      melds: [[["6S.0", "6D.0", "6H.0"]], []],
    });
    expect(basicAction(viewOf(onMeld))).toEqual({ type: "take-pile", add: { meld: 0, cards: [] } });
  });

  it("does not spend a wild on a small pile, but does on a big one", () => {
    const hand = ["7H.0", "2C.0", "KC.0", "5S.0"];
    const small = situation({ hands: [hand, ["4D.0"]], pile: ["8H.0"] });
    expect(basicAction(viewOf(small))).toEqual({ type: "draw" });
    const big = situation({ hands: [hand, ["4D.0"]], pile: ["JD.0", "QS.0", "9C.0", "4S.0", "8H.0"] });
    expect(basicAction(viewOf(big))?.type).toBe("take-pile");
  });

  it("lays a natural meld and adds to its side's meld before discarding, never a wild onto a natural canasta", () => {
    const meldFirst = situation({
      hands: [["7H.0", "8H.0", "9H.0", "KC.0", "5S.0"], ["4D.0"]],
      step: "meld-discard",
    });
    expect(basicAction(viewOf(meldFirst))).toEqual({ type: "meld", cards: ["7H.0", "8H.0", "9H.0"] });
    const canasta = ["4S.0", "5S.0", "6S.0", "7S.0", "8S.0", "9S.0", "10S.0"];
    const wildKept = situation({
      hands: [["2C.0", "KC.0", "QD.1", "5D.0"], ["4D.0"]],
      melds: [[canasta], []],
      step: "meld-discard",
    });
    const action = basicAction(viewOf(wildKept));
    expect(action?.type).toBe("discard");
    expect(action).not.toEqual({ type: "discard", card: "2C.0" });
  });

  it("spends a wild to go out onto its shortest meld, and only when going out would take the morto or end the hand", () => {
    const melds: BuracoState["melds"] = [
      [
        ["4H.0", "5H.0", "6H.0", "7H.0", "8H.0"],
        ["9S.0", "9D.0", "9C.0"],
      ],
      [],
    ];
    const hand = ["2C.0", "KD.0", "QC.0"];
    const waiting = situation({ hands: [hand, ["4D.0"]], melds, step: "meld-discard" });
    expect(basicAction(viewOf(waiting))).toEqual({ type: "add", meld: 1, cards: ["2C.0"] });
    // Its morto taken and no canasta to end the hand: the wild waits.
    const taken = situation({
      ...waiting,
      mortos: [[], ["KS.0", "KS.1", "QS.0"]],
      mortoFates: ["taken", "waiting"],
    });
    const action = basicAction(viewOf(taken));
    expect(action?.type).toBe("discard");
    expect(action).not.toEqual({ type: "discard", card: "2C.0" });
  });

  it(`keeps ${RESERVE_FOR_CANASTA} cards to build the canasta that ends the hand once its morto is taken`, () => {
    const run = ["7H.0", "8H.0", "9H.0"];
    const taken = {
      mortos: [[], ["KS.0", "KS.1", "QS.0"]],
      mortoFates: ["taken", "waiting"] as BuracoState["mortoFates"],
      step: "meld-discard" as const,
    };
    const few = situation({ ...taken, hands: [[...run, "KC.0", "5S.0"], ["4D.0"]] });
    expect(basicAction(viewOf(few))?.type).toBe("discard");
    const many = situation({ ...taken, hands: [[...run, "KC.0", "5S.0", "JD.0", "10S.0"], ["4D.0"]] });
    expect(basicAction(viewOf(many))).toEqual({ type: "meld", cards: run });
    // With the morto still waiting, it melds down to take it.
    const waiting = situation({ hands: [[...run, "KC.0", "5S.0"], ["4D.0"]], step: "meld-discard" });
    expect(basicAction(viewOf(waiting))).toEqual({ type: "meld", cards: run });
  });

  it("saving cards for the canasta that ends the hand, adds only onto melds without a wild", () => {
    const taken = {
      melds: [
        [
          ["5S.0", "6S.0", "7S.0", "2C.0"],
          ["9D.0", "10D.0", "JD.0"],
        ],
        [],
      ] as BuracoState["melds"],
      mortos: [[], ["KS.0", "KS.1", "QS.0"]],
      mortoFates: ["taken", "waiting"] as BuracoState["mortoFates"],
      step: "meld-discard" as const,
    };
    const both = situation({ ...taken, hands: [["9S.0", "QD.0", "KC.0", "4H.0"], ["4D.0"]] });
    expect(basicAction(viewOf(both))).toEqual({ type: "add", meld: 1, cards: ["QD.0"] });
    const mixedOnly = situation({ ...taken, hands: [["9S.0", "8C.0", "KC.0", "4H.0"], ["4D.0"]] });
    expect(basicAction(viewOf(mixedOnly))?.type).toBe("discard");
  });

  it("never discards a card the next player's side collects (the rank it took the pile with)", () => {
    // The next player took the pile with a 9 into a group of 9s: the 9 in hand is never discarded,
    // though it is the least connected card.
    const state = situation({
      hands: [["9D.0", "5S.0", "6S.0", "KC.0", "KC.1"], ["4D.0"]],
      melds: [[], [["9S.0", "9H.0", "9C.0"]]],
      step: "meld-discard",
    });
    const action = basicAction(viewOf(state));
    expect(action?.type).toBe("discard");
    expect(action).not.toEqual({ type: "discard", card: "9D.0" });
    // Without that meld it is the card to go.
    const free = situation({ ...state, melds: [[], []] });
    expect(basicAction(viewOf(free))).toEqual({ type: "discard", card: "9D.0" });
  });

  it("locks with a black three when the next player collected the top card's rank, and keeps it otherwise", () => {
    const hand = ["3S.0", "5S.0", "6S.0", "KC.0", "JD.0"];
    const collected = situation({
      hands: [hand, ["4D.0"]],
      pile: ["9H.1"],
      melds: [[], [["9S.0", "9H.0", "9C.0"]]],
      step: "meld-discard",
    });
    expect(basicAction(viewOf(collected))).toEqual({ type: "discard", card: "3S.0" });
    const calm = situation({ hands: [hand, ["4D.0"]], pile: ["9H.1"], step: "meld-discard" });
    expect(basicAction(viewOf(calm))).toEqual({ type: "discard", card: "JD.0" });
    // A big pile is locked too.
    const big = situation({
      hands: [hand, ["4D.0"]],
      pile: ["9H.1", "QS.0", "8C.0", "4H.0", "10D.0", "JS.0"].slice(0, PILE_WORTH_LOCKING - 1),
      step: "meld-discard",
    });
    expect(basicAction(viewOf(big))).toEqual({ type: "discard", card: "3S.0" });
  });

  it("reads which cards a side collects and how a card connects with a hand", () => {
    expect(collects([["9S.0", "9H.0", "9C.0"]], "9D.1", {})).toBe(true);
    expect(collects([["5S.0", "6S.0", "7S.0"]], "8S.1", {})).toBe(true);
    expect(collects([["5S.0", "6S.0", "7S.0"]], "9S.1", {})).toBe(false);
    expect(connections("7H.0", ["7H.0", "7S.0", "8H.0", "KC.0"], {})).toBe(2);
    expect(connections("7H.0", ["7H.0", "7S.0", "KC.0"], { groups: false })).toBe(0);
    expect(connections("2C.0", ["2C.0", "7S.0", "KD.0"], {})).toBe(2);
  });
});

describe("the basic level", () => {
  it("is the default level", () => {
    expect(DEFAULT_BURACO_BOT).toBe("basic");
    expect(buracoGame.defaultBot).toBe("basic");
    expect(buracoBots.basic).toBeDefined();
  });

  it("beats random clearly over a few dozen one-hand matches, seats swapped", () => {
    let margin = 0;
    let wins = 0;
    const matches = 12;
    for (let i = 0; i < matches; i++) {
      for (const bots of [
        ["basic", "random"],
        ["random", "basic"],
      ]) {
        const runner = playWithBots(buracoGame, { hands: 1 }, bots, `duel ${i}`);
        const scores = runner.outcome?.scores ?? [];
        const basic = bots.indexOf("basic");
        const diff = (scores[basic] ?? 0) - (scores[1 - basic] ?? 0);
        margin += diff;
        if (diff > 0) wins++;
      }
    }
    expect(wins).toBeGreaterThanOrEqual(matches * 2 * 0.8);
    expect(margin / (matches * 2)).toBeGreaterThan(300);
  });

  it("matches of basic bots finish, at 2 and at 4 players", () => {
    for (const bots of [
      ["basic", "basic"],
      ["basic", "basic", "basic", "basic"],
    ]) {
      const runner = playWithBots(buracoGame, { target: 1_500 }, bots, `finish ${bots.length}`);
      expect(runner.finished).toBe(true);
    }
  });
});
