import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyGame, Seat } from "../../core/game.js";
import { replaySteps } from "../../core/log.js";
import { Rng } from "../../core/prng.js";
import {
  checkBotMatchesReplay,
  checkContract,
  expectHiddenAsRevealed,
  expectIndistinguishable,
  playWithBots,
  type ContractProbe,
} from "../../core/testkit.js";
import { cardOf, physicalDeck } from "./cards.js";
import { buracoGame } from "./game.js";
import { buracoLegal } from "./legal.js";
import type { BuracoOptions } from "./options.js";
import type { BuracoState } from "./state.js";

/** The seats whose hands `seat` may not see (every hand for a spectator). */
function otherHands(s: BuracoState, seat: Seat | null): number[] {
  return s.hands.flatMap((_, i) => (i === seat ? [] : [i]));
}

/** The pile under its top card, when only the top shows. */
const pileUnder = (s: BuracoState): string[] => (s.options.openPile ? [] : s.pile.slice(0, -1));

/**
 * Cards are physical ids (`7H.1`), their face the code. Hidden from a seat: the other hands, the stock,
 * each morto face down, the pile under its top card (unless `openPile`); nothing once the match is over.
 */
export const buracoProbe: ContractProbe<BuracoState, string> = {
  game: buracoGame,
  options: fc.record({
    target: fc.constantFrom(50, 3_000),
    hands: fc.constantFrom(1, 2),
    jokers: fc.boolean(),
    groups: fc.boolean(),
    openPile: fc.boolean(),
    naturalToEnd: fc.boolean(),
  }),
  seats: fc.constantFrom(2, 4),
  cards: (s) => [
    ...s.hands.flat(),
    ...s.stock,
    ...s.pile,
    ...s.mortos.flat(),
    ...s.melds.flat(2),
    ...s.redThrees.flat(),
  ],
  deck: (options: BuracoOptions) => physicalDeck({ jokers: options.jokers }),
  face: (card) => cardOf(card),
  hidden: (s, seat) => {
    if (s.phase === "over") return [];
    return [
      ...otherHands(s, seat).map((i) => [...(s.hands[i] ?? [])]),
      [...s.stock],
      ...s.mortos.map((morto) => [...morto]),
      pileUnder(s),
    ];
  },
  withHidden: (s, seat, places) => {
    if (s.phase === "over") return s;
    const others = otherHands(s, seat);
    const hands = s.hands.map((hand, i) => {
      const at = others.indexOf(i);
      return at < 0 ? hand : [...(places[at] ?? [])];
    });
    let next = others.length;
    const stock = [...(places[next++] ?? [])];
    const mortos = s.mortos.map(() => [...(places[next++] ?? [])]);
    const under = [...(places[next++] ?? [])];
    const pile = s.options.openPile ? s.pile : [...under, ...s.pile.slice(-1)];
    return { ...s, hands, stock, mortos, pile };
  },
  moves: (s, seat) => {
    const hand = s.hands[seat] ?? [];
    const legal = buracoLegal(buracoGame.view(s, seat));
    const stranger = physicalDeck().find((c) => !hand.includes(c)) ?? "AS.0";
    return [
      ...legal,
      ...legal,
      ...legal,
      { type: "draw" },
      { type: "take-pile", meld: { cards: hand.slice(0, 2) } },
      { type: "take-pile", add: { meld: 0, cards: [] } },
      { type: "take-pile" },
      { type: "meld", cards: hand.slice(0, 3) },
      { type: "meld", cards: [hand[0] ?? stranger, hand[0] ?? stranger, hand[1] ?? stranger] },
      { type: "add", meld: 0, cards: hand.slice(0, 1) },
      { type: "add", meld: 9, cards: hand.slice(0, 1) },
      { type: "discard", card: hand[0] ?? stranger },
      { type: "discard", card: stranger },
      { type: "discard", card: "ZZ.9" },
    ];
  },
};

describe("buraco honours the game contract", () => {
  it("conserves the 104 or 108 cards, shows no seat another hand, the stock, a morto or the pile under its top, refuses without change, replays exactly", () => {
    checkContract(buracoProbe, 25, 200);
  });

  it("catches a view that shows the next seat's hand", () => {
    const view = (s: BuracoState, seat: Seat | null) => ({
      ...buracoGame.view(s, seat),
      next: seat === null ? null : s.hands[(seat + 1) % s.seats],
    });
    const leaky: AnyGame = { ...buracoGame, view };
    const state = buracoGame.setup(buracoGame.options.parse({}), 4, "leak");
    expect(() =>
      expectIndistinguishable({ ...buracoProbe, game: leaky }, state, 0, Rng.fromSeed("t")),
    ).toThrow(/tells hidden cards apart/);
  });

  it("catches a view that shows a morto's cards, or the pile under its top card", () => {
    const state = buracoGame.setup(buracoGame.options.parse({}), 2, "morto");
    const withPile = { ...state, pile: [...state.stock.slice(0, 5), ...state.pile] };
    for (const peek of [(s: BuracoState) => s.mortos[1], (s: BuracoState) => s.pile]) {
      const leaky: AnyGame = {
        ...buracoGame,
        view: (s: BuracoState, seat: Seat | null) => ({ ...buracoGame.view(s, seat), peek: peek(s) }),
      };
      expect(() =>
        expectIndistinguishable(
          { ...buracoProbe, game: leaky },
          { ...withPile, stock: state.stock.slice(5) },
          0,
          Rng.fromSeed("t"),
        ),
      ).toThrow(/tells hidden cards apart/);
    }
  });

  it("random legal players always finish a match at 2 and 4 players, and their logs replay to the same state", () => {
    checkBotMatchesReplay(buracoGame, { hands: 2 }, ["random", "random"], ["a", "b"]);
    checkBotMatchesReplay(
      buracoGame,
      { hands: 2, jokers: true },
      ["random", "random", "random", "random"],
      ["c"],
    );
    checkBotMatchesReplay(buracoGame, { target: 50 }, ["random", "random"], ["d"]);
    // A red three drawn as the last card of the stock, no morto left: the hand ends (it once stalled).
    const last = { hands: 2, jokers: true, naturalToEnd: false };
    checkBotMatchesReplay(buracoGame, last, ["random", "random"], ["m78"]);
  });

  it("every state of whole random matches conserves the cards and shows no seat a hidden card", () => {
    const rng = Rng.fromSeed("whole matches");
    let redeals = 0;
    for (const seats of [2, 4]) {
      const log = playWithBots(
        buracoGame,
        { hands: 2 },
        Array<string>(seats).fill("random"),
        `whole ${seats}`,
      ).log;
      const deck = physicalDeck().sort();
      for (const state of replaySteps<BuracoState>(buracoGame, log)) {
        expect([...buracoProbe.cards(state)].sort()).toEqual(deck);
        expectHiddenAsRevealed(buracoProbe, state);
        for (let seat = -1; seat < seats; seat++) {
          if (expectIndistinguishable(buracoProbe, state, seat < 0 ? null : seat, rng)) redeals++;
        }
      }
    }
    expect(redeals).toBeGreaterThan(0);
  });
});
