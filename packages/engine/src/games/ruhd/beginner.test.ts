import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyGame, BotLevel } from "../../core/game.js";
import { Rng } from "../../core/prng.js";
import { checkBotMatchesReplay, duplicateMeans, playWithBots } from "../../core/testkit.js";
import { openCellsOfBoard } from "./board.js";
import { BEGINNER_MISTAKES, beginnerBot, chooseBeginner, type BeginnerMistakes } from "./beginner.js";
import { chooseGreedy, ruhdBots } from "./bots.js";
import { ruhdGame } from "./game.js";
import type { RuhdAction } from "./actions.js";
import { scorePlacement } from "./score.js";
import type { RuhdState } from "./state.js";
import type { Rotation } from "./tile.js";
import { ruhdView, type RuhdView } from "./view.js";

/** No mistake: every cell and every turn looked at, the patterns counted. */
const NONE: BeginnerMistakes = { overlooksPatterns: 0, cellsLookedAt: Infinity, turnsTried: 4 };

/** Every mistake at its worst: one cell, one turn, never a pattern. */
const WORST: BeginnerMistakes = { overlooksPatterns: 1, cellsLookedAt: 1, turnsTried: 1 };

/** Views of the seat to play over greedy games of 2 to 4 players, a few turns in. */
function positions(): RuhdView[] {
  const views: RuhdView[] = [];
  for (let g = 0; g < 12; g++) {
    let state = ruhdGame.setup(ruhdGame.options.parse({ handSize: 3 }), 2 + (g % 3), `positions ${g}`);
    const rng = Rng.fromSeed(`positions ${g}`);
    for (let turn = 0; turn < 8 && state.endedAt === null; turn++) {
      const view = ruhdView(state, state.turn);
      views.push(view);
      const move = chooseGreedy(view, rng);
      if (move === null) break;
      state = placed(state, move);
    }
  }
  return views;
}

/** The state after the seat to play lays `move`; fails on a refusal. */
function placed(
  state: RuhdState,
  move: { tile: string; x: number; y: number; rotation: Rotation },
): RuhdState {
  const { tile, x, y, rotation } = move;
  const next = ruhdGame.apply(state, state.turn, { type: "place", tile, x, y, rotation }, state.now + 1);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

/** What a move really scores. */
function trueScore(view: RuhdView, move: { tile: string; x: number; y: number; rotation: Rotation }): number {
  return scorePlacement(view.board, move).total;
}

/** For each position: the true score of the beginner's choice with `mistakes`, and the best there is. */
function against(mistakes: BeginnerMistakes): { chosen: number; best: number }[] {
  return positions().map((view, i) => {
    const move = chooseBeginner(view, Rng.fromSeed(`beginner ${i}`), mistakes);
    const best = chooseGreedy(view, Rng.fromSeed(`greedy ${i}`));
    if (move === null || best === null) throw new Error("no move");
    return { chosen: trueScore(view, move), best: best.score };
  });
}

const VIEWS = positions();

describe("the beginner's mistakes", () => {
  it("with none, it finds the best score, as the greedy level does", () => {
    for (const { chosen, best } of against(NONE)) expect(chosen).toBe(best);
  });

  it("overlooking the patterns, it counts the sides alone and misses the best where a pattern makes it", () => {
    const mistakes = { ...NONE, overlooksPatterns: 1 };
    VIEWS.forEach((view, i) => {
      const move = chooseBeginner(view, Rng.fromSeed(`beginner ${i}`), mistakes);
      let sidesOnly = 0;
      for (const tile of view.hand ?? [])
        for (const { x, y } of openCellsOfBoard(view.board))
          for (const rotation of [0, 1, 2, 3] as Rotation[]) {
            const score = scorePlacement(view.board, { tile, x, y, rotation });
            sidesOnly = Math.max(sidesOnly, score.total - score.pattern);
          }
      expect(move?.score).toBe(sidesOnly);
    });
    expect(against(mistakes).some(({ chosen, best }) => chosen < best)).toBe(true);
  });

  it("looking at a few cells only, or turning its tiles a few ways only, misses the best", () => {
    for (const mistakes of [
      { ...NONE, cellsLookedAt: BEGINNER_MISTAKES.cellsLookedAt },
      { ...NONE, turnsTried: BEGINNER_MISTAKES.turnsTried },
    ]) {
      const results = against(mistakes);
      expect(results.some(({ chosen, best }) => chosen < best)).toBe(true);
      for (const { chosen, best } of results) expect(chosen).toBeLessThanOrEqual(best);
    }
  });

  it("at one cell and one turn, still lays a tile where it may go", () => {
    VIEWS.forEach((view, i) => {
      const move = chooseBeginner(view, Rng.fromSeed(`worst ${i}`), WORST);
      expect(openCellsOfBoard(view.board)).toContainEqual({ x: move?.x, y: move?.y });
      expect(view.hand).toContain(move?.tile);
    });
  });
});

/** A random placement: a test's floor for the beginner (not one of the game's levels). */
const randomPlacer: BotLevel<RuhdView, RuhdAction> = {
  description: "lays a random tile on a random cell, turned at random",
  create: (seat, rng) => ({
    act(view) {
      if (view.finished || view.turn !== seat || !view.hand || view.hand.length === 0) return null;
      const { x, y } = rng.pick(openCellsOfBoard(view.board));
      const tile = rng.pick(view.hand);
      return { action: { type: "place", tile, x, y, rotation: rng.int(4) as Rotation }, delay: 800 };
    },
  }),
};

describe("the beginner level", () => {
  it("plays only legal moves over whole games at every table size, mistakes or none", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 2, max: 11 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(BEGINNER_MISTAKES, WORST),
        (seed, seats, handSize, mistakes) => {
          let state = ruhdGame.setup(ruhdGame.options.parse({ handSize }), seats, seed);
          const rng = Rng.fromSeed(`${seed}/bot`);
          while (state.endedAt === null) {
            const move = chooseBeginner(ruhdView(state, state.turn), rng, mistakes);
            expect(move).not.toBeNull();
            state = placed(state, move as NonNullable<typeof move>);
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  it("is deterministic for a seed, and its games replay", () => {
    const first = playWithBots(ruhdGame, {}, ["beginner", "beginner", "beginner"], "same seed");
    const again = playWithBots(ruhdGame, {}, ["beginner", "beginner", "beginner"], "same seed");
    expect(JSON.stringify(again.log)).toBe(JSON.stringify(first.log));
    checkBotMatchesReplay(ruhdGame, {}, ["beginner", "greedy", "beginner", "strong"], ["r4"]);
  });

  it("sees only its view: the same view with other hidden tiles, the same decision", () => {
    for (const seed of ["a", "b", "c"]) {
      const state = ruhdGame.setup(ruhdGame.options.parse({}), 3, `peek ${seed}`);
      const seat = state.turn;
      const other = (seat + 1) % 3;
      const hand = state.hands[other] ?? [];
      // Another seat's hand and the deck's top tiles trade places: the seat cannot tell.
      const swapped: RuhdState = {
        ...state,
        hands: state.hands.map((tiles, s) => (s === other ? state.deck.slice(0, hand.length) : tiles)),
        deck: [...hand, ...state.deck.slice(hand.length)],
      };
      expect(swapped.hands[other]).not.toEqual(hand);
      expect(ruhdView(swapped, seat)).toEqual(ruhdView(state, seat));
      const decide = (s: RuhdState) =>
        ruhdGame.bots.beginner?.create(seat, Rng.fromSeed("same bot")).act(ruhdView(s, seat), s.now);
      expect(decide(swapped)).toEqual(decide(state));
    }
  });

  it("is registered beside the others; the default level stays greedy", () => {
    expect(ruhdBots.beginner).toBe(beginnerBot);
    expect(Object.keys(ruhdBots)).toEqual(["beginner", "greedy", "strong"]);
    expect(ruhdGame.defaultBot).toBe("greedy");
  });

  it("scores clearly below the greedy level and clearly above random placements on duplicate deals", () => {
    const mixed = duplicateMeans(ruhdGame, {}, ["greedy", "beginner"], 20, "levels");
    expect((mixed.greedy ?? 0) - (mixed.beginner ?? 0)).toBeGreaterThan(5);
    const game: AnyGame = { ...ruhdGame, bots: { ...ruhdGame.bots, random: randomPlacer } };
    const low = duplicateMeans(game, {}, ["beginner", "random"], 20, "levels");
    expect((low.beginner ?? 0) - (low.random ?? 0)).toBeGreaterThan(5);
  });
});
