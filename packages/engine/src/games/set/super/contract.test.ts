import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VirtualClock } from "../../../core/clock.js";
import { TableRunner } from "../../../core/runner.js";
import {
  checkBotMatchesReplay,
  checkContract,
  expectHiddenAsRevealed,
  expectIndistinguishable,
  type ContractProbe,
} from "../../../core/testkit.js";
import { Rng } from "../../../core/prng.js";
import { cardCode, CLASSIC, fullDeck } from "../cards.js";
import { findSets } from "../sets.js";
import { setSuper } from "./game.js";
import type { SuperState } from "./state.js";

const code = (id: number): string => cardCode(CLASSIC, id);
const DECK = fullDeck(CLASSIC);

/** Card ids as the state holds them; every face-down pile is hidden from everyone, its owner too. */
const probe: ContractProbe<SuperState, number> = {
  game: setSuper,
  options: fc.record(
    {
      autoFlip: fc.constantFrom(0, 500, 1_000, 8_000),
      callWindow: fc.constantFrom(500, 5_000, 30_000),
      superWindow: fc.constantFrom(2_000, 10_000),
      superMustIncludeFlipped: fc.boolean(),
      setPoints: fc.integer({ min: 0, max: 3 }),
      superSetPoints: fc.integer({ min: 0, max: 3 }),
      wrongCallCost: fc.integer({ min: 0, max: 3 }),
      superWrongCallCost: fc.integer({ min: 0, max: 3 }),
      superMissCost: fc.integer({ min: 0, max: 3 }),
    },
    { requiredKeys: [] },
  ),
  seats: fc.integer({ min: 1, max: 8 }),
  cards: (s) => [
    ...s.piles.flat(),
    ...s.grid.filter((c): c is number => c !== null),
    ...s.points.flat(),
    ...s.discard,
  ],
  deck: () => fullDeck(CLASSIC),
  hidden: (s) => s.piles.map((pile) => [...pile]),
  withHidden: (s, _seat, piles) => ({ ...s, piles: piles.map((pile) => [...pile]) }),
  face: code,
  moves: (s, seat) => {
    const grid = s.grid.filter((c): c is number => c !== null).map(code);
    const picked = s.call?.caller === seat ? s.call.picks.map(code) : [];
    // The rest of a set on the grid comes first: random choices favour the first moves, so calls
    // are completed (and sometimes correct) often enough to test scoring too.
    const set = (findSets(grid)[0] ?? []).filter((c) => !picked.includes(c));
    const offGrid = [...s.piles.flat().slice(0, 2), ...s.points.flat().slice(0, 1)].map(code);
    return [
      ...set.map((card) => ({ type: "pick", card })),
      { type: "flip" },
      { type: "call" },
      { type: "super" },
      ...grid.map((card) => ({ type: "pick", card })),
      ...offGrid.map((card) => ({ type: "pick", card })),
    ];
  },
};

describe("set-super contract", () => {
  const config = fc.readConfigureGlobal();
  // Longer random matches than fast-check's default size: a set needs several flips first.
  beforeAll(() => fc.configureGlobal({ ...config, baseSize: "medium" }));
  afterAll(() => fc.configureGlobal(config));

  it("conserves cards, shows nobody which card is in which pile, replays exactly, refuses without change", () => {
    checkContract(probe, 60, 150);
  });

  it("bot matches finish and replay to the same state", () => {
    const seeds = ["s1", "s2", "s3"];
    checkBotMatchesReplay(setSuper, {}, ["easy", "hard", "medium"], seeds);
    checkBotMatchesReplay(setSuper, { superMustIncludeFlipped: true }, ["easy", "hard", "medium"], seeds);
    checkBotMatchesReplay(setSuper, { autoFlip: 0 }, ["hard", "hard"], seeds);
  });

  it("conserves cards and shows nobody which card is in which pile at every change of a bot match", () => {
    for (const seed of ["c1", "c2"]) {
      const clock = new VirtualClock();
      const seats = ["hard", "easy", "medium", "hard"].map((bot) => ({ bot }));
      let changes = 0;
      let redeals = 0;
      const dealer = Rng.fromSeed(seed);
      const runner: TableRunner = new TableRunner({
        game: setSuper,
        seed,
        seats,
        clock,
        onChange: () => {
          changes++;
          const state = runner.state as SuperState;
          expect(probe.cards(state).sort((a, b) => a - b)).toEqual(DECK);
          expectHiddenAsRevealed(probe, state);
          for (let seat = -1; seat < seats.length; seat++) {
            if (expectIndistinguishable(probe, state, seat < 0 ? null : seat, dealer)) redeals++;
          }
        },
      });
      runner.start();
      clock.run(4 * 3_600_000, () => runner.finished);
      expect(runner.finished).toBe(true);
      expect(changes).toBeGreaterThan(81);
      expect(redeals).toBeGreaterThan(0);
    }
  });
});
