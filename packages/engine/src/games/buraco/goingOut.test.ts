import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import type { BuracoAction } from "./actions.js";
import { basicAction } from "./basic.js";
import { physicalDeck } from "./cards.js";
import { buracoGame } from "./game.js";
import { GOING_OUT, goingOutEstimate, goingOutPlan, MEAN_CARD_VALUE, worthGoingOut } from "./goingOut.js";
import { buracoLegal } from "./legal.js";
import { situation } from "./situations.js";
import type { BuracoState } from "./state.js";
import { strongAction, strongChoices, strongLines } from "./strong.js";

const viewOf = (state: BuracoState) => buracoGame.view(state, state.turn);
const key = (a: unknown) => JSON.stringify(a);

/**
 * The state with one card left in the stock, a black three locking the pile, and every other card of
 * the game it does not place in the opponents' morto: a whole deck, as the strong bot's deals need,
 * and a hand the stock ends before the seat's next turn.
 */
function lastStockCard(state: BuracoState): BuracoState {
  const lock = "3C.1";
  const placed = new Set([...state.hands.flat(), ...state.melds.flat(2), ...state.mortos.flat(), lock]);
  const rest = physicalDeck(state.options).filter((card) => !placed.has(card));
  return {
    ...state,
    stock: rest.slice(0, 1),
    pile: [lock],
    mortos: [state.mortos[0] ?? [], [...(state.mortos[1] ?? []), ...rest.slice(1)]],
  };
}

/** Plays the moves `decide` chooses for seat 0 until its turn ends; the state then. */
function playTurn(state: BuracoState, decide: (s: BuracoState) => BuracoAction | null): BuracoState {
  let s = state;
  for (let moves = 0; moves < 20 && s.turn === 0 && s.phase === "play" && s.handsScored === 0; moves++) {
    const action = decide(s);
    if (action === null) break;
    expect(buracoLegal(viewOf(s)).map(key), key(action)).toContain(key(action));
    const next = buracoGame.apply(s, 0, action, s.now);
    if (!next.ok) throw new Error(`refused ${key(action)}: ${next.error.message}`);
    s = next.value;
  }
  return s;
}

/** A natural canasta in spades: the side may end the hand. */
const CANASTA = ["4S.0", "5S.0", "6S.0", "7S.0", "8S.0", "9S.0", "10S.0"];
/** Plain cards for the stock, none of the cards the tables below show. */
const STOCK = [
  "9H.1",
  "QD.0",
  "QD.1",
  "4H.1",
  "JC.1",
  "AC.0",
  "AC.1",
  "6H.1",
  "5S.1",
  "JD.1",
  "QC.1",
  "7H.1",
];

/**
 * Worth it: seat 0 (morto taken, a natural canasta) can empty its hand only by laying its two wilds
 * in two new melds (the basic bot used to keep wilds with more than four cards in hand), and the
 * opponent holds twelve cards and has not taken its morto.
 */
const worthIt = situation({
  step: "meld-discard",
  mortoFates: ["taken", "waiting"],
  mortoHow: ["indirect", null],
  mortos: [[], ["KD.0", "KD.1", "QS.0"]],
  melds: [[CANASTA], []],
  hands: [
    ["5D.0", "6D.0", "2C.0", "8H.0", "8S.1", "2D.0", "JC.0"],
    ["4D.0", "7D.0", "9D.0", "JD.0", "KC.0", "QC.0", "10C.0", "7C.0", "6C.0", "5C.0", "AD.0", "AH.0"],
  ],
  stock: STOCK,
});

/**
 * Not worth it: seat 0 could end the hand (add the Jack of hearts, discard the Queen of spades), but
 * three of its melds are one card short of a canasta, the opponent, morto played and no canasta,
 * holds a few cards and no threat, and the stock lasts: another round is worth more.
 */
const nearCanastas = [
  ["5D.0", "6D.0", "7D.0", "8D.0", "9D.0", "10D.0"],
  ["5C.0", "6C.0", "7C.0", "8C.1", "9C.1", "10C.0"],
  ["KH.0", "KH.1", "KD.0", "KD.1", "KC.0", "KC.1"],
];
const notWorthIt = situation({
  step: "meld-discard",
  mortoFates: ["taken", "taken"],
  mortoHow: ["indirect", "indirect"],
  mortos: [[], []],
  melds: [
    [CANASTA, ["5H.0", "6H.0", "7H.0", "8H.0", "9H.0", "10H.0"], ...nearCanastas],
    [["JS.1", "QS.1", "KS.0"]],
  ],
  hands: [
    ["JH.0", "QS.0"],
    ["4D.1", "7S.1", "9D.1", "AS.0", "QH.0", "6S.1", "8D.1", "10S.1"],
  ],
  stock: STOCK,
});

describe("going out: the way out", () => {
  it("finds the melds and additions that empty the hand, then the discard, each a legal move", () => {
    const plan = goingOutPlan(viewOf(worthIt));
    expect(plan).not.toBeNull();
    const after = playTurn(worthIt, (s) => (goingOutPlan(viewOf(s)) ?? [])[0] ?? null);
    expect(after.results[0]?.wentOut).toBe(0);
  });

  it("rather discards a wild than lays it on the natural canasta that ends the hand", () => {
    const state = situation({
      step: "meld-discard",
      mortoFates: ["taken", "waiting"],
      // The wild of the hearts leaves the spades' natural canasta as the only place for the 2 of clubs.
      melds: [[CANASTA, ["JH.0", "QH.0", "2H.0"]], []],
      hands: [["AH.0", "2C.0"], ["4D.0"]],
    });
    expect(goingOutPlan(viewOf(state))).toEqual([
      { type: "add", meld: 1, cards: ["AH.0"] },
      { type: "discard", card: "2C.0" },
    ]);
  });

  it("finds none when two cards can go nowhere, or the side may not empty its hand", () => {
    const stuck = { ...worthIt, hands: [["5D.0", "6D.0", "2C.0", "3C.0", "JC.0"], worthIt.hands[1] ?? []] };
    expect(goingOutPlan(viewOf(stuck))).toBeNull();
    const noCanasta = { ...worthIt, melds: [[], []] };
    expect(goingOutPlan(viewOf(noCanasta))).toBeNull();
    expect(goingOutPlan(viewOf({ ...worthIt, step: "draw" }))).toBeNull();
  });

  it(`looks no further than ${GOING_OUT.planCards} cards in hand`, () => {
    const big = {
      ...worthIt,
      hands: [
        [
          "4H.0",
          "5H.0",
          "6H.0",
          "JD.0",
          "QD.0",
          "KD.0",
          "9S.1",
          "9H.0",
          "9D.0",
          "8H.0",
          "8S.1",
          "2D.0",
          "JC.0",
        ],
        ["4D.0"],
      ],
    };
    expect(big.hands[0]?.length).toBeGreaterThan(GOING_OUT.planCards);
    expect(goingOutPlan(viewOf(big))).toBeNull();
  });
});

describe("going out: worth it or not", () => {
  it("secures the bonus, the opponents' cards and their unplayed morto; another round risks them", () => {
    const view = viewOf(worthIt);
    const estimate = goingOutEstimate(view, goingOutPlan(view) ?? []);
    expect(estimate.secured).toBeCloseTo(100 + 12 * MEAN_CARD_VALUE + 100);
    expect(estimate.risk).toBe(0);
    expect(worthGoingOut(view, goingOutPlan(view) ?? [])).toBe(true);
    // With the stock too short for another round, whatever the round would bring.
    const short = viewOf({ ...notWorthIt, stock: ["9C.0"] });
    expect(goingOutEstimate(short, goingOutPlan(short) ?? []).risk).toBe(1);
    expect(worthGoingOut(short, goingOutPlan(short) ?? [])).toBe(true);
  });

  it("plays on when its melds one card short of a canasta are expected to bring more than the opponents' round", () => {
    const view = viewOf(notWorthIt);
    const plan = goingOutPlan(view);
    expect(plan).not.toBeNull();
    const estimate = goingOutEstimate(view, plan ?? []);
    expect(estimate.ourRound).toBeGreaterThan(estimate.theirRound);
    expect(worthGoingOut(view, plan ?? [])).toBe(false);
  });

  it("always takes its waiting morto when it can", () => {
    const state: BuracoState = {
      ...notWorthIt,
      mortoFates: ["waiting", "taken"],
      mortoHow: [null, "indirect"],
      mortos: [["KS.1", "QD.0", "JD.0"], []],
    };
    const view = viewOf(state);
    expect(worthGoingOut(view, goingOutPlan(view) ?? [])).toBe(true);
  });
});

describe("the bots go out when it is worth it", () => {
  it("basic: lays its wilds to go out when going out is clearly worth it", () => {
    const after = playTurn(worthIt, (s) => basicAction(viewOf(s)));
    expect(after.results[0]?.wentOut).toBe(0);
    expect(after.results[0]?.sides[0]?.goingOut).toBe(100);
  });

  it("basic: plays on, keeping a card, when another round is worth more", () => {
    const after = playTurn(notWorthIt, (s) => basicAction(viewOf(s)));
    expect(after.handsScored).toBe(0);
    expect(after.turn).toBe(1);
    // It kept the Jack of hearts, which makes its fourth canasta, and discarded the Queen.
    expect(after.hands[0]).toEqual(["JH.0"]);
    expect(after.pile[after.pile.length - 1]).toBe("QS.0");
  });

  it("strong: weighs the way out whole, whether the basic bot would take it or not, and takes it when worth it (the stock ends the hand before its next turn)", () => {
    const whole = lastStockCard(worthIt);
    const view = viewOf(whole);
    const basic = basicAction(view) as BuracoAction;
    const lines = strongLines(view, strongChoices(view, basic));
    const out = lines.find((line) => line.line.length > 1);
    expect(out?.line).toEqual(goingOutPlan(view));
    const rng = Rng.fromSeed("strong goes out");
    const after = playTurn(whole, (s) => strongAction(viewOf(s), null, rng));
    expect(after.results[0]?.wentOut).toBe(0);
  });
});
