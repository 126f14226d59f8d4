import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { basicAction } from "./basic.js";
import { buracoBots } from "./bots.js";
import { buracoGame } from "./game.js";
import { buracoLegal } from "./legal.js";
import { remember } from "./memory.js";
import { PLAYOUT, playOut, valueFor } from "./rollout.js";
import { optionsOf, playFirstHand } from "./situations.js";
import type { BuracoState } from "./state.js";
import { STRONG_SEARCH, strongAction, strongChoices } from "./strong.js";
import { buracoView } from "./view.js";

/** The state with seat `other`'s hand and as many cards of the stock swapped: a view of seat 0 alike. */
function swapHidden(state: BuracoState, other: number): BuracoState {
  const hand = state.hands[other] ?? [];
  const n = Math.min(hand.length, state.stock.length);
  const hands = state.hands.map((cards, seat) =>
    seat === other ? [...state.stock.slice(0, n), ...cards.slice(n)] : cards,
  );
  return { ...state, hands, stock: [...hand.slice(0, n), ...state.stock.slice(n)] };
}

const key = (a: unknown) => JSON.stringify(a);

describe("the strong bot", () => {
  it("sees only its view: the same view with other hidden cards, the same decisions", () => {
    let compared = 0;
    playFirstHand("peek", 2, (before) => {
      if (before.turn !== 0 || compared >= 6) return;
      const swapped = swapHidden(before, 1);
      expect(buracoView(swapped, 0)).toEqual(buracoView(before, 0));
      expect(swapped.hands[1]).not.toEqual(before.hands[1]);
      const decide = (state: BuracoState) =>
        strongAction(buracoView(state, 0), null, Rng.fromSeed("same bot"), { work: 24 });
      expect(decide(swapped)).toEqual(decide(before));
      compared++;
    });
    expect(compared).toBe(6);
  });

  it("weighs the stock against each pick-up at the draw; later, the basic meld against the safest discards", () => {
    let draws = 0;
    let discards = 0;
    playFirstHand("choices", 2, (before, seat) => {
      const view = buracoView(before, seat);
      const basic = basicAction(view);
      if (basic === null) return;
      const choices = strongChoices(view, basic);
      const legal = buracoLegal(view).map(key);
      expect(key(choices[0])).toBe(key(basic));
      for (const choice of choices) expect(legal).toContain(key(choice));
      expect(new Set(choices.map(key)).size).toBe(choices.length);
      if (view.step === "draw" && choices.some((c) => c.type === "take-pile")) {
        expect(choices.map((c) => c.type)).toContain("draw");
        draws++;
      }
      if (view.step === "meld-discard") {
        const weighed = choices.filter((c) => c.type === "discard").length;
        expect(weighed).toBeLessThanOrEqual(STRONG_SEARCH.discards);
        if (weighed > 1) discards++;
      }
    });
    expect(draws).toBeGreaterThan(0);
    expect(discards).toBeGreaterThan(0);
  });

  it("its work is playouts: a stop ends the search after one sampled deal, with a legal move", () => {
    const state = playFirstHand("stop", 2, () => {}, 12);
    const view = buracoView(state, state.turn);
    let asked = 0;
    const action = strongAction(view, remember(null, view), Rng.fromSeed("s"), {
      work: 1_000,
      stop: () => (asked++, true),
    });
    expect(asked).toBe(1);
    expect(buracoLegal(view).map(key)).toContain(key(action));
  });

  it("plays whole hands at 2 and 4 players, every move accepted, remembering as it goes", () => {
    for (const seats of [2, 4]) {
      let state = buracoGame.setup(optionsOf({ hands: 1 }), seats, `strong ${seats}`);
      const bots = Array.from({ length: seats }, (_, seat) =>
        (seat % 2 === 0 ? buracoBots.strong : buracoBots.basic)?.create(seat, Rng.fromSeed(`bot ${seat}`), {
          work: 6,
        }),
      );
      let moves = 0;
      while (state.phase === "play" && moves < 2_000) {
        const seat = state.turn;
        const answer = bots[seat]?.act(buracoView(state, seat), state.now);
        if (answer === null || answer === undefined || answer instanceof Promise) throw new Error("no move");
        const next = buracoGame.apply(state, seat, answer.action, state.now);
        expect(next.ok).toBe(true);
        if (!next.ok) return;
        state = next.value;
        moves++;
      }
      expect(state.phase).toBe("over");
    }
  });

  it("values a playout for one side as the other side's loss", () => {
    const state = playFirstHand("value", 2, () => {}, 40);
    const later = playOut(state, PLAYOUT.turns);
    expect(valueFor(later, 0, state.handsScored)).toBe(-valueFor(later, 1, state.handsScored));
  });

  it("searches in playouts, its default documented", () => {
    expect(buracoBots.strong?.budget?.unit).toBe("playouts");
    expect(buracoBots.strong?.budget?.default).toBe(STRONG_SEARCH.playouts);
  });
});
