import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { checkBotMatchesReplay, duplicateMeans, playWithBots } from "../../core/testkit.js";
import type { BuracoAction } from "./actions.js";
import { basicAction } from "./basic.js";
import {
  BEGINNER_MISTAKES,
  beginnerAction,
  beginnerBot,
  type BeginnerMistakes,
  type BeginnerTurn,
} from "./beginner.js";
import { buracoBots, DEFAULT_BURACO_BOT } from "./bots.js";
import { isWild } from "./cards.js";
import { buracoGame } from "./game.js";
import { buracoLegal } from "./legal.js";
import { playFirstHand, situation } from "./situations.js";
import type { BuracoState } from "./state.js";
import { buracoView } from "./view.js";

/** No mistake at all: the beginner then plays as the basic bot does. */
const NONE: BeginnerMistakes = {
  takesAnyPile: 0,
  meldsEagerly: 0,
  ignoresNextSide: 0,
  missesLock: 0,
  goesOutLate: 0,
};

/** Every mistake, every time it may be made. */
const ALWAYS: BeginnerMistakes = {
  takesAnyPile: 1,
  meldsEagerly: 1,
  ignoresNextSide: 1,
  missesLock: 1,
  goesOutLate: 1,
};

/** Only the mistake `name`, every time. */
const only = (name: keyof BeginnerMistakes): BeginnerMistakes => ({ ...NONE, [name]: 1 });

const viewOf = (state: BuracoState) => buracoGame.view(state, state.turn);
const key = (a: unknown) => JSON.stringify(a);

/** The beginner's move for the seat to play, with `mistakes` (and the turn it settled at its draw). */
const decides = (state: BuracoState, mistakes: BeginnerMistakes, turn?: BeginnerTurn) =>
  beginnerAction(viewOf(state), Rng.fromSeed("beginner"), mistakes, turn);

/** A natural canasta in spades: the side may end the hand. */
const CANASTA = ["4S.0", "5S.0", "6S.0", "7S.0", "8S.0", "9S.0", "10S.0"];

describe("the beginner's mistakes", () => {
  it("with none, plays as the basic bot on the basic bot's own hands", () => {
    let compared = 0;
    playFirstHand("as basic", 2, (before) => {
      expect(key(decides(before, NONE))).toBe(key(basicAction(viewOf(before))));
      compared++;
    });
    expect(compared).toBeGreaterThan(40);
  });

  it("takes the pile whenever it can meld from it: a wild spent on a one-card pile", () => {
    const small = situation({ hands: [["7H.0", "2C.0", "KC.0", "5S.0"], ["4D.0"]], pile: ["8H.0"] });
    expect(decides(small, NONE)).toEqual({ type: "draw" });
    const taken = decides(small, only("takesAnyPile"));
    expect(taken?.type).toBe("take-pile");
    expect(buracoLegal(viewOf(small)).map(key)).toContain(key(taken));
  });

  it("melds as soon as it can, a wild too, where the basic bot keeps its wild and discards", () => {
    const state = situation({
      hands: [["7H.0", "8H.0", "2C.0", "KC.0", "5S.0", "JD.0", "QS.0"], ["4D.0"]],
      step: "meld-discard",
    });
    expect(decides(state, NONE)?.type).toBe("discard");
    const eager = decides(state, only("meldsEagerly"));
    expect(eager?.type).toBe("meld");
    expect(eager?.type === "meld" && eager.cards.some(isWild)).toBe(true);
  });

  it("discards without watching what the next side collects", () => {
    // The next player took the pile with a 9 into a group of 9s; the 9 in hand is the least connected card.
    const state = situation({
      hands: [["9D.0", "5S.0", "6S.0", "KC.0", "KC.1"], ["4D.0"]],
      melds: [[], [["9S.0", "9H.0", "9C.0"]]],
      step: "meld-discard",
    });
    expect(decides(state, NONE)).not.toEqual({ type: "discard", card: "9D.0" });
    expect(decides(state, only("ignoresNextSide"))).toEqual({ type: "discard", card: "9D.0" });
  });

  it("seldom locks with a black three: keeps it where the basic bot locks the pile", () => {
    const state = situation({
      hands: [["3S.0", "5S.0", "6S.0", "KC.0", "JD.0"], ["4D.0"]],
      pile: ["9H.1"],
      melds: [[], [["9S.0", "9H.0", "9C.0"]]],
      step: "meld-discard",
    });
    expect(decides(state, NONE)).toEqual({ type: "discard", card: "3S.0" });
    const kept = decides(state, only("missesLock"));
    expect(kept?.type).toBe("discard");
    expect(kept).not.toEqual({ type: "discard", card: "3S.0" });
  });

  it("goes out late: settles at its draw to play on, then keeps a card where it could end the hand", () => {
    const turn: BeginnerTurn = { playsOn: false };
    const draw = situation({ hands: [["KC.0"], ["4D.0"]], pile: [] });
    decides(draw, only("goesOutLate"), turn);
    expect(turn.playsOn).toBe(true);
    decides(draw, NONE, turn);
    expect(turn.playsOn).toBe(false);
    // Its morto taken, a natural canasta down: adding the 8 and discarding the king ends the hand.
    const end = situation({
      step: "meld-discard",
      mortoFates: ["taken", "waiting"],
      mortoHow: ["indirect", null],
      mortos: [[], ["KD.0", "KD.1", "QS.0"]],
      melds: [[CANASTA, ["5H.0", "6H.0", "7H.0"]], []],
      hands: [
        ["8H.0", "KC.0"],
        ["4D.0", "7D.0", "9D.0", "JD.0", "KC.1", "QC.0", "10C.0", "7C.0", "6C.0", "5C.0", "AD.0", "AH.0"],
      ],
    });
    expect(decides(end, NONE, { playsOn: false })).toEqual(basicAction(viewOf(end)));
    expect(decides(end, NONE, { playsOn: false })).toEqual({ type: "add", meld: 1, cards: ["8H.0"] });
    const late = decides(end, NONE, { playsOn: true });
    expect(late?.type).toBe("discard");
    const after = buracoGame.apply(end, 0, late as BuracoAction, end.now);
    expect(after.ok && after.value.handsScored).toBe(0);
    // A waiting morto it always goes for.
    const morto = situation({ ...end, mortoFates: ["waiting", "waiting"], mortoHow: [null, null] });
    expect(decides(morto, NONE, { playsOn: true })?.type).not.toBe("discard");
  });
});

/** Plays one hand of beginners with `mistakes`, every move through the rules; fails on a refusal. */
function beginnersPlay(
  seats: number,
  seed: string,
  raw: Record<string, unknown>,
  mistakes: BeginnerMistakes,
) {
  let state = buracoGame.setup(buracoGame.options.parse({ ...raw, hands: 1 }), seats, seed);
  const rngs = Array.from({ length: seats }, (_, seat) => Rng.fromSeed(`${seed}/${seat}`));
  const turns = Array.from({ length: seats }, (): BeginnerTurn => ({ playsOn: false }));
  for (let step = 0; step < 2_000 && state.phase !== "over"; step++) {
    const seat = state.turn;
    const action = beginnerAction(buracoView(state, seat), rngs[seat] as Rng, mistakes, turns[seat]);
    expect(action, `${seed}: seat ${seat}`).not.toBeNull();
    const next = buracoGame.apply(state, seat, action as BuracoAction, state.now);
    if (!next.ok) throw new Error(`${seed}: ${key(action)} refused: ${next.error.message}`);
    state = next.value;
  }
  expect(state.phase, `${seed}: the hand did not end`).toBe("over");
}

describe("the beginner level", () => {
  it("plays only legal moves over whole hands at 2 and 4 players, mistakes or none", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 4),
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.record({ jokers: fc.boolean(), groups: fc.boolean(), naturalToEnd: fc.boolean() }),
        fc.constantFrom(BEGINNER_MISTAKES, ALWAYS),
        (seats, seed, raw, mistakes) => beginnersPlay(seats, seed, raw, mistakes),
      ),
      { numRuns: 12 },
    );
  });

  it("is deterministic for a seed, and its matches replay", () => {
    const first = playWithBots(buracoGame, { hands: 1 }, ["beginner", "beginner"], "same seed");
    const again = playWithBots(buracoGame, { hands: 1 }, ["beginner", "beginner"], "same seed");
    expect(key(again.log)).toBe(key(first.log));
    checkBotMatchesReplay(buracoGame, { hands: 1 }, ["beginner", "basic", "beginner", "random"], ["r4"]);
  });

  it("sees only its view: the same view with other hidden cards, the same decisions", () => {
    let compared = 0;
    playFirstHand("peek", 2, (before) => {
      if (before.turn !== 0 || compared >= 8) return;
      const swapped = swapHidden(before, 1);
      expect(buracoView(swapped, 0)).toEqual(buracoView(before, 0));
      expect(swapped.hands[1]).not.toEqual(before.hands[1]);
      const decide = (state: BuracoState) =>
        buracoGame.bots.beginner?.create(0, Rng.fromSeed("same bot")).act(buracoView(state, 0), state.now);
      expect(decide(swapped)).toEqual(decide(before));
      compared++;
    });
    expect(compared).toBe(8);
  });

  it("is registered beside the others, offered to people, and random is kept for tests", () => {
    expect(buracoBots.beginner).toBe(beginnerBot);
    expect(Object.keys(buracoBots)).toEqual(["random", "beginner", "basic", "strong"]);
    expect(buracoBots.beginner?.unlisted).toBeUndefined();
    expect(buracoBots.random?.unlisted).toBe(true);
    expect(DEFAULT_BURACO_BOT).toBe("basic");
    // Every mistake has a rate: made sometimes, never always.
    expect(Object.keys(BEGINNER_MISTAKES).sort()).toEqual(Object.keys(NONE).sort());
    for (const rate of Object.values(BEGINNER_MISTAKES)) expect(rate > 0 && rate < 1).toBe(true);
  });

  it("scores clearly below the basic bot and clearly above random on duplicate deals", () => {
    const mixed = duplicateMeans(buracoGame, { hands: 1 }, ["basic", "beginner"], 8, "levels");
    expect((mixed.basic ?? 0) - (mixed.beginner ?? 0)).toBeGreaterThan(200);
    const low = duplicateMeans(buracoGame, { hands: 1 }, ["beginner", "random"], 8, "levels");
    expect((low.beginner ?? 0) - (low.random ?? 0)).toBeGreaterThan(300);
  });
});

/** The state with seat `other`'s hand and as many cards of the stock swapped: a view of seat 0 alike. */
function swapHidden(state: BuracoState, other: number): BuracoState {
  const hand = state.hands[other] ?? [];
  const n = Math.min(hand.length, state.stock.length);
  const hands = state.hands.map((cards, seat) =>
    seat === other ? [...state.stock.slice(0, n), ...cards.slice(n)] : cards,
  );
  return { ...state, hands, stock: [...hand.slice(0, n), ...state.stock.slice(n)] };
}
