import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { refuse } from "./errors.js";
import { hiddenSet, hiddenStack } from "./hidden.js";
import type { AnyGame, GameDefinition, Seat } from "./game.js";
import { Rng, type RngState } from "./prng.js";
import { ok } from "./result.js";
import {
  checkContract,
  expectHiddenAsRevealed,
  expectIndistinguishable,
  redealHidden,
  type ContractProbe,
} from "./testkit.js";

/**
 * A toy game with a deck of duplicates, to test the testkit itself: two copies of each face. Each
 * physical card is its index in `FACES` (its id); the state holds ids, views show faces. On your turn
 * you draw the deck's top card into your hand, or lay a card of your hand face up on the table.
 */
const FACES = ["A", "A", "B", "B", "C", "C", "D", "D"] as const;
/** Cards dealt to each hand at the start. */
const HAND = 2;
const face = (card: number): string => FACES[card] as string;

interface ToyState {
  readonly now: number;
  readonly rng: RngState;
  /** Face down, its top at the end. */
  readonly deck: readonly number[];
  readonly hands: readonly (readonly number[])[];
  /** Face up, in the order they were laid. */
  readonly table: readonly number[];
  readonly turn: Seat;
}

type ToyAction = { readonly type: "draw" } | { readonly type: "lay"; readonly card: string };

interface ToyView {
  readonly seat: Seat | null;
  /** This seat's hand as faces; null for a spectator. */
  readonly hand: readonly string[] | null;
  readonly handCounts: readonly number[];
  readonly deckCount: number;
  readonly table: readonly string[];
  readonly turn: Seat;
  readonly now: number;
}

/** The members of the contract the testkit drives (act, replay, view). */
type Driven =
  | "id"
  | "title"
  | "options"
  | "action"
  | "setup"
  | "apply"
  | "advance"
  | "outcome"
  | "score"
  | "view"
  | "reveal";

function honestView(state: ToyState, seat: Seat | null): ToyView {
  return {
    seat,
    hand: seat === null ? null : (state.hands[seat] ?? []).map(face),
    handCounts: state.hands.map((hand) => hand.length),
    deckCount: state.deck.length,
    table: state.table.map(face),
    turn: state.turn,
    now: state.now,
  };
}

function toyGame(view: (state: ToyState, seat: Seat | null) => unknown): AnyGame {
  const game: Pick<GameDefinition<object, ToyState, ToyAction, unknown>, Driven> = {
    id: "toy",
    title: "Toy",
    options: z.object({}),
    action: z.union([
      z.object({ type: z.literal("draw") }),
      z.object({ type: z.literal("lay"), card: z.string() }),
    ]),
    setup: (_options, seats, seed) => {
      const rng = Rng.fromSeed(seed);
      const deck = rng.shuffle(FACES.map((_, card) => card));
      const hands = Array.from({ length: seats }, () => deck.splice(deck.length - HAND, HAND));
      return { now: 0, rng: rng.state(), deck, hands, table: [], turn: 0 };
    },
    apply: (state, seat, action, at) => {
      if (seat !== state.turn) return refuse("not-your-turn", "It is not your turn.");
      const hand = state.hands[seat] ?? [];
      const next = { ...state, now: at, turn: (seat + 1) % state.hands.length };
      if (action.type === "draw") {
        const top = state.deck.at(-1);
        if (top === undefined) return refuse("deck-empty", "The deck is empty.");
        const hands = state.hands.map((h, s) => (s === seat ? [...h, top] : h));
        return ok({ ...next, deck: state.deck.slice(0, -1), hands });
      }
      const card = hand.find((c) => face(c) === action.card);
      if (card === undefined) return refuse("not-in-hand", "You have no such card.");
      const hands = state.hands.map((h, s) => (s === seat ? h.filter((c) => c !== card) : h));
      return ok({ ...next, hands, table: [...state.table, card] });
    },
    advance: (state, at) => (at > state.now ? { ...state, now: at } : state),
    outcome: (state) =>
      state.table.length === FACES.length ? { scores: state.hands.map(() => 0), winners: [] } : null,
    score: (state) => state.hands.map(() => 0),
    view,
    reveal: (state) => [
      ...state.hands.map((hand, seat) => hiddenSet("hand", seat, hand.map(face))),
      hiddenStack("deck", null, state.deck.map(face)),
    ],
  };
  // The testkit drives only the members above; the rest of the contract is not the toy's concern.
  return game as unknown as AnyGame;
}

function toyProbe(view: (state: ToyState, seat: Seat | null) => unknown): ContractProbe<ToyState, number> {
  const others = (s: ToyState, seat: Seat | null) => s.hands.flatMap((_, i) => (i === seat ? [] : [i]));
  return {
    game: toyGame(view),
    options: fc.constant({}),
    seats: fc.integer({ min: 1, max: 3 }),
    cards: (s) => [...s.deck, ...s.hands.flat(), ...s.table],
    deck: () => FACES.map((_, card) => card),
    hidden: (s, seat) => [...others(s, seat).map((i) => [...(s.hands[i] ?? [])]), [...s.deck]],
    withHidden: (s, seat, places) => {
      const hidden = others(s, seat);
      const hands = s.hands.map((hand, i) =>
        hidden.includes(i) ? [...(places[hidden.indexOf(i)] ?? [])] : hand,
      );
      return { ...s, hands, deck: [...(places[hidden.length] ?? [])] };
    },
    face: (card) => face(card),
    moves: (s, seat) => [
      { type: "draw" },
      ...(s.hands[seat] ?? []).map((card) => ({ type: "lay", card: face(card) })),
    ],
  };
}

/** Why `check` failed: the message of its error and of the errors it wraps (fast-check's `cause`). */
function failure(check: () => void): string {
  try {
    check();
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join("\n");
  }
  return "no failure";
}

/** Two seats: seat 0 holds one A and one B, seat 1 a C and a D; the deck the other copies. */
const DEALT: ToyState = {
  now: 0,
  rng: Rng.fromSeed("dealt").state(),
  deck: [1, 3, 5, 7],
  hands: [
    [0, 2],
    [4, 6],
  ],
  table: [],
  turn: 0,
};

describe("the contract testkit, on a toy game with two copies of each card", () => {
  it("passes an honest game whose visible cards have twins among the hidden ones", () => {
    // Seat 0 sees its A while the other A is in the deck: only the faces' places could tell, and
    // they are the same in every deal of the hidden cards.
    for (const seat of [0, 1, null]) {
      expect(expectIndistinguishable(toyProbe(honestView), DEALT, seat, Rng.fromSeed("t"))).toBe(true);
    }
    checkContract(toyProbe(honestView), 30, 40);
  });

  it("refuses a deck that names two physical cards alike", () => {
    const byFace: ContractProbe<ToyState, string> = {
      ...toyProbe(honestView),
      cards: (s) => [...s.deck, ...s.hands.flat(), ...s.table].map(face),
      deck: () => [...FACES],
      hidden: () => [],
      withHidden: (s) => s,
      face: undefined,
      moves: () => [],
    };
    expect(failure(() => checkContract(byFace, 5, 5))).toMatch(/an id of its own/);
  });

  it("fails a probe that hides fewer cards from a spectator than the game reveals", () => {
    const deckOnly: ContractProbe<ToyState, number> = {
      ...toyProbe(honestView),
      hidden: (s) => [[...s.deck]],
      withHidden: (s, _seat, [deck]) => ({ ...s, deck: [...(deck ?? [])] }),
    };
    expect(() => expectHiddenAsRevealed(toyProbe(honestView), DEALT)).not.toThrow();
    expect(() => expectHiddenAsRevealed(deckOnly, DEALT)).toThrow(/reveal lists/);
    expect(failure(() => checkContract(deckOnly, 5, 5))).toMatch(/reveal lists/);
  });

  it("fails a game that never has a hidden card to deal elsewhere (nothing was checked)", () => {
    const open: AnyGame = { ...toyGame(honestView), reveal: () => [] };
    const blind: ContractProbe<ToyState, number> = {
      ...toyProbe(honestView),
      game: open,
      hidden: () => [],
      withHidden: (s) => s,
    };
    expect(failure(() => checkContract(blind, 5, 5))).toMatch(/no state of any run had hidden cards/);
  });

  it("fails a view that shows the deck's top card by its numeric id", () => {
    const leaky = (s: ToyState, seat: Seat | null) => ({
      ...honestView(s, seat),
      next: s.deck.at(-1) ?? null,
    });
    expect(() => expectIndistinguishable(toyProbe(leaky), DEALT, 0, Rng.fromSeed("t"))).toThrow(
      /the view of seat 0 tells hidden cards apart/,
    );
    expect(failure(() => checkContract(toyProbe(leaky), 30, 40))).toMatch(/tells hidden cards apart/);
  });

  it("fails a view that counts the aces among the hidden cards of one place", () => {
    const leaky = (s: ToyState, seat: Seat | null) => ({
      ...honestView(s, seat),
      acesInDeck: s.deck.filter((card) => face(card) === "A").length,
    });
    expect(failure(() => checkContract(toyProbe(leaky), 30, 40))).toMatch(/tells hidden cards apart/);
  });

  it("fails a view that shows another seat's hand to a seat, but not to that seat itself", () => {
    const leaky = (s: ToyState, seat: Seat | null) => ({
      ...honestView(s, seat),
      first: s.hands[1]?.map(face),
    });
    expect(expectIndistinguishable(toyProbe(leaky), DEALT, 1, Rng.fromSeed("t"))).toBe(true);
    expect(() => expectIndistinguishable(toyProbe(leaky), DEALT, 0, Rng.fromSeed("t"))).toThrow(/seat 0/);
    expect(() => expectIndistinguishable(toyProbe(leaky), DEALT, null, Rng.fromSeed("t"))).toThrow(
      /the spectator/,
    );
  });

  it("fails a view that shows the deck's order, even with the deck the only hidden place", () => {
    const leaky = (s: ToyState, seat: Seat | null) => ({
      ...honestView(s, seat),
      order: s.deck.map(face).join(""),
    });
    const alone: ToyState = { ...DEALT, hands: [[0, 2, 4, 6]] };
    expect(() => expectIndistinguishable(toyProbe(leaky), alone, 0, Rng.fromSeed("t"))).toThrow(
      /tells hidden/,
    );
  });

  it("fails a view that depends on the PRNG, or carries it", () => {
    const luck = (s: ToyState, seat: Seat | null) => ({ ...honestView(s, seat), luck: s.rng[0] });
    expect(() => expectIndistinguishable(toyProbe(luck), DEALT, 0, Rng.fromSeed("t"))).toThrow(/PRNG/);
    const carried = (s: ToyState, seat: Seat | null) => ({ ...honestView(s, seat), rng: "elsewhere" });
    expect(() => expectIndistinguishable(toyProbe(carried), DEALT, 0, Rng.fromSeed("t"))).toThrow(
      /carries a PRNG/,
    );
  });

  it("fails a probe whose withHidden does not move the cards, so the check cannot pass vacuously", () => {
    const still: ContractProbe<ToyState, number> = { ...toyProbe(honestView), withHidden: (s) => s };
    expect(() => expectIndistinguishable(still, DEALT, 0, Rng.fromSeed("t"))).toThrow(/withHidden put/);
    const losing: ContractProbe<ToyState, number> = {
      ...toyProbe(honestView),
      withHidden: (s, seat, places) => ({ ...toyProbe(honestView).withHidden(s, seat, places), table: [] }),
    };
    const played: ToyState = { ...DEALT, deck: [1, 3, 5], table: [7] };
    expect(() => expectIndistinguishable(losing, played, 0, Rng.fromSeed("t"))).toThrow(/lost or added/);
  });
});

describe("redealHidden", () => {
  const probe = toyProbe(honestView);

  it("keeps each place's size and deals the same cards", () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(0, 1, null), (seed, seat) => {
        const before = probe.hidden(DEALT, seat);
        const { places } = redealHidden(probe, DEALT, seat, Rng.fromSeed(String(seed)));
        expect(places.map((p) => p.length)).toEqual(before.map((p) => p.length));
        expect(places.flat().sort()).toEqual(before.flat().sort());
      }),
    );
  });

  it("always puts some card where one of another face was, when two hidden faces differ", () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const before = probe.hidden(DEALT, null).flat().map(face);
        const { places, moved } = redealHidden(probe, DEALT, null, Rng.fromSeed(String(seed)));
        expect(moved).toBe(true);
        expect(places.flat().map(face)).not.toEqual(before);
      }),
    );
  });

  it("says nothing could move when every hidden card shows the same face", () => {
    const twins: ToyState = { ...DEALT, deck: [0, 1], hands: [[2, 3, 4, 5, 6, 7]] };
    const { places, moved } = redealHidden(probe, twins, 0, Rng.fromSeed("t"));
    expect(moved).toBe(false);
    expect(places.flat().map(face)).toEqual(["A", "A"]);
  });
});
